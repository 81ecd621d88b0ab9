import { existsSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { readHits, requireHit } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import type { AgentRun } from './agent-run.js';
import { startHeldFirstMinute, waitForCommandAt } from './commands.js';
import { IDENTITY_FILE, cachedRuntimes, readOwnerProof, waiterMarkers } from './lease.js';

/** Starts a named command; `seam` holds the command itself, `serverSeam` its server (both in its own seam folder). */
export async function startLabelled(s: Scenario, label: string, repo: string, query: string | null, seam: string | null, serverSeam: string | null): Promise<AgentRun> {
  await s.prepareHome();
  if (serverSeam !== null) agentArea(s).seamsFor(label).hold(serverSeam);
  return startHeldFirstMinute(s, label, repo, seam, { query });
}

/** Remembers the owner proof of the scenario's one runtime under `owner-proof@<label>`. */
function rememberProofFor(s: Scenario, label: string): void {
  const runtimes = cachedRuntimes(s).filter((r) => readOwnerProof(r) !== null);
  const [runtime] = runtimes;
  if (runtimes.length !== 1 || runtime === undefined) return;
  const area = agentArea(s);
  area.remembered.set(`owner-proof@${label}`, readOwnerProof(runtime) as string);
  area.remembered.set(`owner-proof@${label}:runtime`, runtime);
}

/** Waits for the server of a command at a server seam; remembers its pid and the command's owner proof. */
export async function reachServerSeam(s: Scenario, label: string, seam: string): Promise<number> {
  const pid = await waitForCommandAt(s, label, seam, false);
  agentArea(s).remembered.set(`server-pid@${label}`, String(pid));
  rememberProofFor(s, label);
  return pid;
}

export function continueServer(s: Scenario, label: string, seam: string): void {
  agentArea(s).seams(label).release(seam);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function serverPid(s: Scenario, label: string): number {
  const pid = agentArea(s).remembered.get(`server-pid@${label}`);
  if (pid === undefined) throw new Error(`the server of command "${label}" was never seen at a seam`);
  return Number(pid);
}

export function expectServerAlive(s: Scenario, label: string): void {
  const pid = serverPid(s, label);
  if (!alive(pid)) throw new Error(`the server of command "${label}" (pid ${pid}) is gone; a losing waiter must never stop the winner's server`);
}

/** The identity manifest exists and holds no byte yet: the command is between its exclusive open and its write. */
export function expectIdentityStillEmpty(s: Scenario): void {
  const runtimes = cachedRuntimes(s);
  if (runtimes.length !== 1) throw new Error(`expected one runtime in the cache, found ${runtimes.length}`);
  const file = join(runtimes[0] as string, IDENTITY_FILE);
  if (!existsSync(file)) throw new Error(`${file} does not exist; at agent.identity_opened it has been opened exclusively`);
  const size = statSync(file).size;
  if (size !== 0) throw new Error(`${file} already holds ${size} bytes; at agent.identity_opened nothing has been written yet`);
}

/** The command is alive, its waiter marker is in the runtime, and no server of its own reached `seam`. */
export async function expectWaitingWithoutServer(s: Scenario, label: string, seam: string): Promise<void> {
  const run = agentArea(s).run(label);
  if (run.child.exitStatus()) throw new Error(`command "${label}" has exited; it should be waiting for the lease`);
  const runtimes = cachedRuntimes(s);
  if (runtimes.length !== 1) throw new Error(`expected one runtime in the cache, found ${runtimes.length}`);
  if (waiterMarkers(runtimes[0] as string, run.pid).length === 0) throw new Error(`command "${label}" (pid ${run.pid}) has no waiter marker in ${runtimes[0]}`);
  if (agentArea(s).seams(label).wasReached(seam)) throw new Error(`a server of command "${label}" reached ${seam} while another server owned the runtime`);
}

/** The later server reaches the seam, and by then the earlier server's process is gone. */
export async function expectReachedAfterExit(s: Scenario, later: string, earlier: string, seam: string): Promise<void> {
  const pid = await reachServerSeam(s, later, seam);
  const before = serverPid(s, earlier);
  if (pid === before) throw new Error(`command "${later}"'s server has the pid ${pid} of command "${earlier}"'s server`);
  if (alive(before)) throw new Error(`the server of command "${later}" (pid ${pid}) reached ${seam} while the server of command "${earlier}" (pid ${before}) still ran: two owners`);
}

/** Each named command found `label` in `file` and all of them used one runtime. */
export function expectAllFound(s: Scenario, labels: string[], label: string, file: string): void {
  const area = agentArea(s);
  const roots = new Set<string>();
  for (const name of labels) {
    const run = area.run(name);
    const env = run.envelope();
    const search = env.results?.find((r) => r.tool === 'search')?.payload;
    if (!search) throw new Error(`command "${name}" printed no search result`);
    requireHit(readHits(search, `command "${name}"'s search`), label, file, `command "${name}"'s search`);
    roots.add(run.runtimeRoot());
  }
  if (roots.size !== 1) throw new Error(`the commands used ${roots.size} runtimes: ${[...roots].join(', ')}`);
}

/** Labels C1..Cn, started at once, each server held at `seam` in its command's own folder. */
export async function startMany(s: Scenario, count: number, repo: string, query: string, seam: string): Promise<string[]> {
  const labels = Array.from({ length: count }, (_, i) => `C${i + 1}`);
  await s.prepareHome();
  for (const label of labels) agentArea(s).seamsFor(label).hold(seam);
  for (const label of labels) await startHeldFirstMinute(s, label, repo, null, { query });
  agentArea(s).remembered.set('many', JSON.stringify(labels));
  return labels;
}

export function manyLabels(s: Scenario): string[] {
  const raw = agentArea(s).remembered.get('many');
  if (raw === undefined) throw new Error('no group of commands was started in this scenario');
  return JSON.parse(raw) as string[];
}

/** Resolves when `ready()` answers, re-checking on any change in `dirs` and whenever a `runs` process exits; the bound only ends a hang. */
export function waitUntil(dirs: string[], runs: AgentRun[], ready: () => string | null, boundMs: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const watchers: FSWatcher[] = [];
    let done = false;
    const finish = (fn: () => void): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      fn();
    };
    const check = (): void => {
      try {
        const found = ready();
        if (found !== null) finish(() => resolve(found));
      } catch (error) {
        finish(() => reject(error as Error));
      }
    };
    for (const dir of dirs) watchers.push(watch(dir, check));
    for (const run of runs) run.child.onExit(() => setImmediate(check));
    const timer = setTimeout(() => finish(() => reject(new Error(`${what} did not happen within ${boundMs} ms`))), boundMs);
    check();
  });
}

/**
 * The observation behind "never more than one server owner": servers are released one at a time from their
 * owner-lock seam; at each arrival no other server is at that seam, even after every other unfinished command
 * has registered as a waiter. Returns the owners in order, one line each, for the report.
 */
export async function observeOwnersOneAtATime(s: Scenario, seam: string): Promise<string> {
  const area = agentArea(s);
  const labels = manyLabels(s);
  const served = new Set<string>();
  const log: string[] = [];
  const reachedUnserved = (): string[] => labels.filter((l) => !served.has(l) && area.seams(l).wasReached(seam));
  while (served.size < labels.length) {
    const dirs = labels.map((l) => area.seams(l).dir);
    const unserved = labels.filter((l) => !served.has(l));
    const noneExited = (): void => {
      const failed = unserved.find((l) => area.run(l).child.exitStatus());
      if (failed) throw new Error(`command "${failed}" exited before its server reached ${seam}: ${area.run(failed).child.stderrLines.slice(-4).join(' | ')}`);
    };
    const owner = await waitUntil(dirs, unserved.map((l) => area.run(l)), () => {
      noneExited();
      return reachedUnserved()[0] ?? null;
    }, s.boundMs, `a server reaching ${seam} (${served.size} of ${labels.length} served)`);
    const others = unserved.filter((l) => l !== owner);
    const [runtime] = cachedRuntimes(s);
    if (runtime === undefined) throw new Error('no runtime in the cache while a server holds its owner lock');
    await waitUntil([runtime], unserved.map((l) => area.run(l)), () => {
      noneExited();
      return others.every((l) => waiterMarkers(runtime, area.run(l).pid).length > 0) ? 'all waiting' : null;
    }, s.boundMs,
      `every other unfinished command (${others.join(', ')}) registering as a waiter while ${owner}'s server holds the owner lock`);
    const twice = reachedUnserved();
    if (twice.length !== 1) throw new Error(`servers of ${twice.join(' and ')} are at ${seam} at the same time: two owners of one runtime`);
    const proof = JSON.parse(readOwnerProof(runtime) ?? '{}') as { pid?: unknown };
    if (proof.pid !== area.run(owner).pid) throw new Error(`the owner proof names pid ${String(proof.pid)} while the server of ${owner} (pid ${area.run(owner).pid}) owns the runtime`);
    log.push(`${owner}: server pid ${readFileSync(join(area.seams(owner).dir, `${seam}.reached`), 'utf8').trim()} held at ${seam} while ${others.length} commands waited`);
    served.add(owner);
    area.seams(owner).release(seam);
  }
  return `owners, one at a time:\n${log.join('\n')}`;
}
