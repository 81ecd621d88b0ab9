// Reads source files for indexing: size cap and binary sniffing, synchronously (a scan reads on worker threads,
// where a blocking read costs a fraction of a promise-based lstat + readFile).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/**
 * Largest file read: generated sources run to a few MiB (Go's `ssa/opGen.go` is 1.05 MB, a protobuf `.pb.go` often
 * more) and are read and parsed like any other; a larger file (a bundle, a data dump) is skipped.
 */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;
const BINARY_PROBE_BYTES = 8 * 1024;
// No following a symlink swapped in after the walk, and no waiting on a FIFO for a writer: both come back null.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * The file's bytes, or null when it vanished, is not a regular file, is over MAX_FILE_BYTES, or looks binary. `onStats`
 * is given the open file's status as it was before its bytes were read (never newer than the bytes).
 */
export function readTextFileSync(abs: string, onStats?: (st: Stats) => void): Buffer | null {
  return readText(abs, (size) => Buffer.allocUnsafe(size), onStats);
}

/**
 * readTextFileSync reading into one buffer kept from call to call: the bytes a call returns stay valid only until
 * the next call. For a caller that takes many files in turn (the search index), so that no buffer is allocated
 * per file and none is left for the collector.
 */
export function textFileReader(): (abs: string) => Buffer | null {
  let scratch = Buffer.alloc(0);
  return (abs) =>
    readText(abs, (size) => {
      // Doubling, up to what the cap can need (alloc is never asked for more).
      if (scratch.length < size) scratch = Buffer.allocUnsafe(Math.min(Math.max(size, scratch.length * 2), MAX_FILE_BYTES + 1));
      return scratch;
    });
}

/** A buffer of at least `size` bytes, at most MAX_FILE_BYTES + 1; a new one whenever the last is too small. */
type Alloc = (size: number) => Buffer;

function readText(abs: string, alloc: Alloc, onStats?: (st: Stats) => void): Buffer | null {
  let fd: number;
  try {
    fd = openSync(abs, OPEN_FLAGS);
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return null;
    onStats?.(st);
    const bytes = readCapped(fd, st.size, alloc);
    if (bytes === null) return null;
    return bytes.subarray(0, BINARY_PROBE_BYTES).includes(0) ? null : bytes;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Reads to end of file (it may have grown since fstat); null once it passes the cap. */
function readCapped(fd: number, expected: number, alloc: Alloc): Buffer | null {
  let buf = alloc(Math.min(expected, MAX_FILE_BYTES) + 1);
  let length = 0;
  for (;;) {
    if (length === buf.length) {
      if (buf.length > MAX_FILE_BYTES) return null;
      const grown = alloc(Math.min(buf.length * 2, MAX_FILE_BYTES + 1));
      buf.copy(grown, 0, 0, length);
      buf = grown;
    }
    const n = readSync(fd, buf, length, buf.length - length, null);
    if (n === 0) break;
    length += n;
  }
  return length > MAX_FILE_BYTES ? null : buf.subarray(0, length);
}
