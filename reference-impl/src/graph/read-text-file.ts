// Reads source files for indexing: size cap, binary sniffing, and read-ahead to overlap I/O with parsing.
import { lstat, readFile } from 'node:fs/promises';

export const MAX_FILE_BYTES = 1024 * 1024;
const BINARY_PROBE_BYTES = 8 * 1024;

/** The file's bytes, or null when it vanished, is not a regular file, is over 1 MiB, or looks binary. */
export async function readTextFile(abs: string): Promise<Buffer | null> {
  try {
    const st = await lstat(abs);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return null;
    const bytes = await readFile(abs);
    if (bytes.length > MAX_FILE_BYTES) return null;
    return bytes.subarray(0, BINARY_PROBE_BYTES).includes(0) ? null : bytes;
  } catch {
    return null;
  }
}

/**
 * Reads `paths` in order, keeping up to `window` reads in flight so the parser never waits
 * on the disk; never rejects (unreadable files come back as null).
 */
export async function* readAhead(paths: readonly string[], window = 16): AsyncGenerator<Buffer | null> {
  const pending: Promise<Buffer | null>[] = [];
  let next = 0;
  const fill = () => {
    while (next < paths.length && pending.length < window) pending.push(readTextFile(paths[next++] as string));
  };
  fill();
  while (pending.length > 0) {
    const bytes = await (pending.shift() as Promise<Buffer | null>);
    fill();
    yield bytes;
  }
}
