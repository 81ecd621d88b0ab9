// Who runs under a pid, as a registry client sees it: the process's start time from /proc, which tells a
// published owner apart from a later process that reuses its pid. A zombie owns nothing.
import { readFileSync } from 'node:fs';

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot) of a live, non-zombie process; else null. */
export function liveProcessStart(pid: number, procRoot = '/proc'): number | null {
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  let text: string;
  try {
    text = readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after its last ')'.
  const rest = text.slice(text.lastIndexOf(')') + 1).trim().split(/\s+/);
  const start = Number(rest[19]);
  if (rest[0] === 'Z' || !Number.isSafeInteger(start)) return null;
  return start;
}
