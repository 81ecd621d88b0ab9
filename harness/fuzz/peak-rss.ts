// A process's peak resident set (VmHWM) from /proc, in bytes; null where /proc cannot say.
import { readFileSync } from 'node:fs';

export function peakRssBytes(pid: number): number | null {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
