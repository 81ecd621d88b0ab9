// Runs a short command to completion, timing its wall clock here and, when GNU time is installed, its CPU
// time and peak RSS as the kernel reports them for the waited-for process tree.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const GNU_TIME = '/usr/bin/time';

export interface TimedRun {
  wallMs: number;
  /** user + system CPU, in ms; null without GNU time */
  cpuMs: number | null;
  /** peak resident set of the largest process, in KiB; null without GNU time */
  peakRssKiB: number | null;
  status: number | null;
  stderr: string;
}

/** Parses the `-f '%U %S %M'` line GNU time writes. */
export function parseGnuTime(text: string): { cpuMs: number; peakRssKiB: number } | null {
  const m = /^([\d.]+) ([\d.]+) (\d+)\s*$/m.exec(text);
  return m ? { cpuMs: Math.round((Number(m[1]) + Number(m[2])) * 1000), peakRssKiB: Number(m[3]) } : null;
}

export function runTimed(argv: readonly string[], opts: { cwd?: string } = {}): TimedRun {
  const [file, ...args] = argv as [string, ...string[]];
  const useTime = existsSync(GNU_TIME);
  const scratch = useTime ? mkdtempSync(path.join(tmpdir(), 'm1nd-bench-time-')) : null;
  const report = scratch ? path.join(scratch, 'time.txt') : '';
  try {
    const full = useTime ? [GNU_TIME, '-f', '%U %S %M', '-o', report, file, ...args] : [file, ...args];
    const started = performance.now();
    const r = spawnSync(full[0]!, full.slice(1), { cwd: opts.cwd, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
    const wallMs = performance.now() - started;
    if (r.error) throw new Error(`cannot run ${argv.join(' ')}: ${r.error.message}`, { cause: r.error });
    const usage = useTime ? parseGnuTime(readFileSync(report, 'utf8')) : null;
    return { wallMs, cpuMs: usage?.cpuMs ?? null, peakRssKiB: usage?.peakRssKiB ?? null, status: r.status, stderr: r.stderr.toString() };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
