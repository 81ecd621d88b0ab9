// CPU time and peak RSS of a process and its descendants, read from /proc (Linux) at the moments the bench
// chooses (an answer's arrival), so a figure covers exactly the phase it names.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface ProcStat {
  ppid: number;
  /** utime + stime + cutime + cstime, in clock ticks: the process's threads and the children it reaped */
  ticks: number;
}

/** Parses /proc/<pid>/stat (the command name may hold spaces and parentheses, so fields start after the last ')'). */
export function parseStat(text: string): ProcStat {
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime..cstime fields 14..17.
  const f = (n: number) => Number(rest[n - 3]);
  return { ppid: f(4), ticks: f(14) + f(15) + f(16) + f(17) };
}

/** The peak resident set (VmHWM) in KiB from /proc/<pid>/status; null when absent (a kernel thread, a zombie). */
export function parseHighWater(status: string): number | null {
  const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return m ? Number(m[1]) : null;
}

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Whether this system has a /proc the bench can read. */
export function procAvailable(): boolean {
  try {
    readFileSync('/proc/self/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
}

/** `root` and every live descendant, by the ppid of each /proc entry. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const { ppid } = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // gone between the listing and the read
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

export interface TreeUsage {
  /** user + system CPU of the tree so far, in ms */
  cpuMs: number;
  /** the sum of each live process's peak resident set, in KiB */
  peakRssKiB: number;
  processes: number;
}

/** CPU and peak RSS of `root`'s process tree now; null when /proc cannot be read for it. */
export function readTreeUsage(root: number): TreeUsage | null {
  let ticks = 0;
  let rss = 0;
  let processes = 0;
  for (const pid of processTree(root)) {
    try {
      ticks += parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks;
      rss += parseHighWater(readFileSync(`/proc/${pid}/status`, 'utf8')) ?? 0;
      processes++;
    } catch {
      if (pid === root) return null;
    }
  }
  return { cpuMs: (ticks * 1000) / clockTicks(), peakRssKiB: rss, processes };
}

/** Resets the peak RSS of the tree to its current RSS (clear_refs 5), so the next reading covers one phase. */
export function resetPeakRss(root: number): boolean {
  let all = true;
  for (const pid of processTree(root)) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      all = false;
    }
  }
  return all;
}
