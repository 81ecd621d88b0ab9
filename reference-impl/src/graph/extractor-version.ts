// Which extraction and resolution a graph's file parts came from. A scan reuses a previous graph's part of an
// unchanged file, and the links resolved for a file no change reaches, only when that graph was built by this
// same version: parts or links from an older one (before an upgrade) would make an incremental refresh differ
// from a full rescan. Bump it with every change to what a file's part holds or to how links resolve (the golden
// scan test pins it beside the golden, so a changed golden cannot keep an old version; a resolver change the
// golden does not show must be bumped all the same).
export const EXTRACTOR_VERSION = 'm1nd-ref-extract-2026-12-07.107';
