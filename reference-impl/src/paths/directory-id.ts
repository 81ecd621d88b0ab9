// Which directory a path names right now, beyond its spelling: the device and inode it resolves to. Two
// spellings of one directory share it; a path swapped for a link to another directory does not.
import { statSync } from 'node:fs';

/** `<dev>:<ino>` of what `path` resolves to, or null when it cannot be inspected. */
export function directoryIdOf(path: string): string | null {
  try {
    const st = statSync(path, { bigint: true });
    return `${st.dev}:${st.ino}`;
  } catch {
    return null;
  }
}
