import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import type { AgentRun } from './agent-run.js';
import { startFirstMinute } from './commands.js';
import { waitUntil } from './concurrency.js';
import { cachedRuntimes, readOwnerProof, waiterMarkers } from './lease.js';
import { readFakeEvents, installFakeServer, waitForFakeEvent, type FakeEvent } from './stand-ins.js';

// Contention observed as any implementation of the agent CLI shows it: the owner proof and waiter markers carry
// the upstream agent CLI's names (`.agent-cache-owner-v1/owner.json`, `.agent-cache-waiter-v1-<pid>-<token>.json`),
// and the kit's stand-in server holds a command's search until the battery releases it, so a lease stays busy
// without any seam of the implementation.

const RELEASE_KEY = 'gate-release';
const RETRIEVAL = ['search', 'seek', 'north'];

/** A stand-in that answers everything, but holds the retrieval calls of a server granted `repo` until released. */
export async function installGatedFake(s: Scenario, repo: string): Promise<void> {
  const fixture = await s.prepareHome();
  const release = join(fixture.root, 'stand-ins', 'gated', 'release');
  await installFakeServer(s, 'gated', [], { roots: [s.repo(repo)], release });
  agentArea(s).remembered.set(RELEASE_KEY, release);
}

/** Lets every held call through, now and later. */
export async function releaseGate(s: Scenario): Promise<void> {
  const release = agentArea(s).remembered.get(RELEASE_KEY);
  if (release === undefined) throw new Error('no stand-in server holds calls in this scenario; install one that holds its searches first');
  await writeFile(release, '');
}

/** The one runtime the scenario's commands share (the automatic cache holds exactly one). */
function onlyRuntime(s: Scenario): string {
  const runtimes = cachedRuntimes(s);
  if (runtimes.length !== 1 || runtimes[0] === undefined) throw new Error(`expected one runtime in the automatic cache, found ${runtimes.length}: ${runtimes.join(', ')}`);
  return runtimes[0];
}

/**
 * Waits until a stand-in serves a retrieval call of the held root, then requires an owner proof in the cache to
 * name command `label` and remembers it, for "still holds its owner proof unchanged".
 */
export async function expectHoldingLease(s: Scenario, label: string): Promise<void> {
  const run = agentArea(s).run(label);
  await waitForFakeEvent(s, 'gated', (e) => e.event === 'call' && RETRIEVAL.includes(e.tool ?? ''), `a retrieval call of command "${label}"'s server`);
  const proofs = cachedRuntimes(s).map((runtime) => ({ runtime, proof: readOwnerProof(runtime) }));
  const held = proofs.find(({ proof }) => proof !== null && (JSON.parse(proof) as { pid?: unknown }).pid === run.pid);
  if (!held) throw new Error(`no owner proof in the cache names command "${label}" (pid ${run.pid}) while its server serves: ${JSON.stringify(proofs)}`);
  const area = agentArea(s);
  area.remembered.set(`owner-proof@${label}`, held.proof as string);
  area.remembered.set(`owner-proof@${label}:runtime`, held.runtime);
}

/** Resolves once each command in `runs` has a waiter marker in the runtime; fails if one of them exits first. */
async function waitForWaiters(s: Scenario, runs: AgentRun[]): Promise<void> {
  const runtime = onlyRuntime(s);
  await waitUntil([runtime], runs, () => {
    const gone = runs.find((r) => r.child.exitStatus());
    if (gone) throw new Error(`${gone.label} exited (${JSON.stringify(gone.child.exitStatus())}) instead of waiting for the lease: ${gone.child.stderrLines.slice(-4).join(' | ')}`);
    return runs.every((r) => waiterMarkers(runtime, r.pid).length > 0) ? 'waiting' : null;
  }, s.boundMs, `${runs.map((r) => r.label).join(', ')} registering as waiters in ${runtime}`);
}

/** Command `label` registered its waiter marker in the runtime and is still running. */
export async function expectWaitingForLease(s: Scenario, label: string): Promise<void> {
  await waitForWaiters(s, [agentArea(s).run(label)]);
}

/** Command `label` still runs and its waiter marker is in the runtime now (nothing is waited for). */
export function expectStillWaiting(s: Scenario, label: string): void {
  const run = agentArea(s).run(label);
  const runtime = onlyRuntime(s);
  if (run.child.exitStatus()) throw new Error(`${run.label} exited (${JSON.stringify(run.child.exitStatus())}); it should still wait for the lease`);
  if (waiterMarkers(runtime, run.pid).length === 0) throw new Error(`${run.label} (pid ${run.pid}) no longer has its waiter marker in ${runtime}; only its own interruption or timeout may remove it`);
}

/** Labels C1..Cn, started one after the other without waiting. */
export async function startGroup(s: Scenario, count: number, repo: string, query: string): Promise<void> {
  await s.prepareHome();
  const labels = Array.from({ length: count }, (_, i) => `C${i + 1}`);
  for (const label of labels) await startFirstMinute(s, repo, { query }, {}, label);
  agentArea(s).remembered.set('group', JSON.stringify(labels));
}

function groupRuns(s: Scenario): AgentRun[] {
  const raw = agentArea(s).remembered.get('group');
  if (raw === undefined) throw new Error('no group of commands was started in this scenario');
  return (JSON.parse(raw) as string[]).map((label) => agentArea(s).run(label));
}

/**
 * One command of the group holds the lease while its server serves the search; every other one waits as a
 * registered waiter; and only one server was ever started.
 */
export async function expectOneServingOthersWaiting(s: Scenario): Promise<void> {
  const runs = groupRuns(s);
  await waitForFakeEvent(s, 'gated', (e) => e.event === 'call' && RETRIEVAL.includes(e.tool ?? ''), 'a retrieval call of the lease holder\'s server');
  const runtime = onlyRuntime(s);
  const proof = JSON.parse(readOwnerProof(runtime) ?? '{}') as { pid?: unknown };
  const owner = runs.find((r) => r.pid === proof.pid);
  if (!owner) throw new Error(`the owner proof of ${runtime} names pid ${String(proof.pid)}, none of the group's commands`);
  await waitForWaiters(s, runs.filter((r) => r !== owner));
  const starts = (await readFakeEvents(s, 'gated')).filter((e) => e.event === 'start');
  if (starts.length !== 1) throw new Error(`${starts.length} servers were started while ${owner.label} held the lease; contenders start none`);
}

/** Every command of the group exited 0 with ok:true, and all of them used one runtime. */
export async function expectGroupDone(s: Scenario): Promise<void> {
  const roots = new Set<string>();
  for (const run of groupRuns(s)) {
    const { status } = await run.finish(s.boundMs);
    if (status.code !== 0 || run.envelope().ok !== true) throw new Error(`${run.label} exited with code ${status.code} (signal ${status.signal}), ok ${String(run.envelope().ok)}; stderr: ${run.child.stderrLines.slice(-4).join(' | ')}`);
    roots.add(run.runtimeRoot());
  }
  if (roots.size !== 1) throw new Error(`the group used ${roots.size} runtimes: ${[...roots].join(', ')}`);
}

/** The stand-in's log: `times` servers, each started only after the previous one exited. */
export async function expectServersOneAtATime(s: Scenario, times: number): Promise<void> {
  const events = await readFakeEvents(s, 'gated');
  const live = new Set<number>();
  const shown = (e: FakeEvent): string => `${e.pid}:${e.event}`;
  let starts = 0;
  for (const e of events) {
    if (e.event === 'start') {
      if (live.size > 0) throw new Error(`server ${e.pid} started while server ${[...live].join(', ')} still ran: two owners of one runtime. Log: ${events.map(shown).join(' ')}`);
      live.add(e.pid);
      starts += 1;
    }
    if (e.event === 'exit') live.delete(e.pid);
  }
  if (starts !== times) throw new Error(`the stand-in server was started ${starts} times; expected ${times}. Log: ${events.map(shown).join(' ')}`);
}
