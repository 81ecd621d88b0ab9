// Which extraction a graph's file parts came from. A scan reuses a previous graph's part of an unchanged file
// only when that graph was built by this same extraction: parts from an older one (before an upgrade) would
// make an incremental refresh differ from a full rescan. Bump it with every change to what a file's part holds
// (the golden scan test pins it beside the golden, so a changed golden cannot keep an old version).
export const EXTRACTOR_VERSION = 'm1nd-ref-extract-2026-12-02.1';
