import { readFileSync } from 'node:fs';

export interface ProcStat {
  /** Field 22 of /proc/<pid>/stat: start time in clock ticks since boot; tells a reused pid apart. */
  startTime: number;
  /** Field 3: 'Z' marks a zombie, which still answers kill(pid, 0) but owns nothing. */
  state: string;
}

/** Reads /proc/<pid>/stat; null when the process is gone or /proc is unavailable. */
export function readProcStat(pid: number, procRoot = '/proc'): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  return parseProcStat(text);
}

/** The command name (field 2) may contain spaces and parentheses, so split after its last ')'. */
export function parseProcStat(text: string): ProcStat | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const rest = text.slice(close + 1).trim().split(/\s+/);
  // rest[0] is field 3, so field 22 is rest[19].
  const state = rest[0];
  const start = Number(rest[19]);
  if (!state || !Number.isSafeInteger(start)) return null;
  return { startTime: start, state };
}

/** true when a process with this pid exists and is not a zombie (EPERM still means it exists). */
export function isPidAlive(pid: number, procRoot = '/proc'): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as { code?: string }).code !== 'EPERM') return false;
  }
  return readProcStat(pid, procRoot)?.state !== 'Z';
}
