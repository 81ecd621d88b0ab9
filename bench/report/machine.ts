// The facts a reader needs to compare runs: the machine, its load, and the versions of the yardsticks.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

export interface MachineFacts {
  cores: number;
  cpu_model: string;
  memory_gib: number;
  platform: string;
  kernel: string;
  node: string;
  ctags: string;
  /** whether ctags' and bare node's CPU and peak RSS came from GNU time */
  gnu_time: boolean;
  /** whether the server's CPU and peak RSS came from /proc */
  proc: boolean;
  load_average_start: number[];
  load_average_end?: number[];
}

export function machineFacts(ctags: string, proc: boolean, gnuTime: string): MachineFacts {
  return {
    cores: os.availableParallelism(),
    cpu_model: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory_gib: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.arch()}`,
    kernel: os.release(),
    node: process.version,
    ctags,
    gnu_time: existsSync(gnuTime),
    proc,
    load_average_start: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

export function loadAverage(): number[] {
  return os.loadavg().map((x) => Math.round(x * 100) / 100);
}

/** The kit's commit, so a report names the bench and reference it measured; null outside a git checkout. */
export function kitCommit(kitRoot: string): string | null {
  try {
    const head = execFileSync('git', ['-C', kitRoot, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['-C', kitRoot, 'status', '--porcelain', '--', 'reference-impl/src', 'bench'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return null;
  }
}

/** One line for the README: cores, CPU, node, ctags, the load when the run began. */
export function describeMachine(m: MachineFacts): string {
  return `${m.cores} cores (${m.cpu_model}), Node ${m.node}, ${m.ctags}, load average ${m.load_average_start[0]} at the start`;
}
