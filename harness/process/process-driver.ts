import { statSync } from 'node:fs';
import { execa } from 'execa';
import type { ChildHandle } from './child-handle.js';
import { wrapWithReadOnlyBinds } from './read-only-binds.js';
import { RunningChild } from './running-child.js';

export interface StartOptions {
  cwd: string;
  env: Record<string, string>;
  uid?: number;
  gid?: number;
  /** run inside a private mount namespace where these dirs are read-only bind mounts */
  readOnlyBinds?: string[];
}

/** Starts and tracks every child of one scenario, so none outlives it. */
export class ProcessDriver {
  private readonly children: RunningChild[] = [];

  start(argv: string[], opts: StartOptions): ChildHandle {
    if (argv.length === 0 || !argv[0]) throw new Error('ProcessDriver.start needs a non-empty argv (the adapter server.command?)');
    if (!statSync(opts.cwd, { throwIfNoEntry: false })?.isDirectory()) {
      throw new Error(`cannot start ${argv.join(' ')}: its cwd ${opts.cwd} is not an existing directory`);
    }
    const binds = opts.readOnlyBinds ?? [];
    const drop = opts.uid !== undefined ? { uid: opts.uid, gid: opts.gid ?? opts.uid } : undefined;
    const full = binds.length > 0 ? wrapWithReadOnlyBinds(argv, binds, drop) : argv;
    const [file, ...args] = full as [string, ...string[]];
    const sub = execa(file, args, {
      cwd: opts.cwd,
      env: opts.env,
      extendEnv: false,
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'pipe',
      buffer: false,
      reject: false,
      stripFinalNewline: false,
      ...(binds.length === 0 && drop ? { uid: drop.uid, gid: drop.gid } : {}),
    });
    const child = new RunningChild(full, sub);
    this.children.push(child);
    return child;
  }

  /** Every child started so far (for replay bundles and transcripts). */
  started(): readonly ChildHandle[] {
    return this.children;
  }

  /**
   * Seconds during which at least one child was alive (the union of their lifetimes, up to now for those still
   * running): the implementation's share of a scenario's wall time; the rest is the harness's overhead.
   */
  aliveSeconds(nowMs: number = performance.now()): number {
    return spanUnionMs(this.children.map((c) => [c.startedAtMs, c.exitedAtMs ?? nowMs])) / 1000;
  }

  /** Closes stdin, sends SIGTERM, waits up to the bound, then SIGKILLs and reports who survived. */
  async stopAll(boundMs: number): Promise<{ survivors: number[] }> {
    const live = this.children.filter((c) => !c.exitStatus());
    for (const c of live) {
      c.closeStdin();
      c.signal('SIGTERM');
    }
    const outcomes = await Promise.all(live.map((c) => c.waitExit(boundMs).then(() => null, () => c)));
    const survivors = outcomes.filter((c): c is RunningChild => c !== null);
    for (const c of survivors) c.signal('SIGKILL');
    await Promise.all(survivors.map((c) => c.waitExit(boundMs).catch(() => undefined)));
    return { survivors: survivors.map((c) => c.pid) };
  }
}

/** The length of the union of [start, end] spans: overlapping lifetimes count once. */
export function spanUnionMs(spans: readonly (readonly [number, number])[]): number {
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [s, e] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (s > to) {
      if (to > from) total += to - from;
      [from, to] = [s, e];
    } else to = Math.max(to, e);
  }
  return to > from ? total + (to - from) : total;
}
