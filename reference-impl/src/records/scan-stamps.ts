// The checkpoint file that keeps the stamps of the snapshot's files (graph/file-stamps.ts): little-endian float64s,
// five per file in the snapshot's file order. Private to the checkpoint: it has no mirror in the runtime folder, and
// a checkpoint without it (an older one, or one a runtime was seeded with) only makes the next refresh read every
// file.
export const SCAN_STAMPS_FILE = 'scan_stamps.bin';
