import { setTimeout as pause } from 'node:timers/promises';
import { readRootSet } from '../../clients/index.js';
import { listeningPorts, type ListeningPort } from '../../probes/index.js';
import { withBound } from '../../process/index.js';
import type { Scenario } from '../../scenario/index.js';
import { askHealth, type DiscoveryWatch, type HealthAnswer } from './health-answer.js';
import { httpArea } from './http-area.js';
import { baseUrlOf, isLoopbackAddress, type HttpOwnerRun } from './owner-run.js';

/** How often the registry and /proc are looked at again: a re-check rate, never an ordering device. */
const RECHECK_MS = 5;

/** The owner's own record, once it is whole (a record being written reads as not there yet). */
async function publishedAddress(owner: HttpOwnerRun): Promise<string | null> {
  const records = await owner.instances().catch(() => []);
  const record = records.find((r) => r.pid === owner.child.pid);
  if (!record || typeof record.bind !== 'string' || typeof record.port !== 'number') return null;
  return baseUrlOf(record.bind, record.port);
}

async function loopbackListener(owner: HttpOwnerRun): Promise<ListeningPort | null> {
  const ports = await listeningPorts(owner.child.pid).catch(() => []);
  return ports.find((p) => isLoopbackAddress(p.address)) ?? null;
}

async function watch(s: Scenario, owner: HttpOwnerRun, stop: { done: boolean }): Promise<DiscoveryWatch> {
  const bearer = await owner.bearer();
  const early: HealthAnswer[] = [];
  let listener: ListeningPort | null = null;
  while (!stop.done) {
    if (owner.child.exitStatus() !== null) throw new Error(`${owner.label} exited before its registry record appeared; stderr: ${owner.child.stderrLines.slice(-5).join(' | ') || '(none)'}`);
    const published = await publishedAddress(owner);
    if (published !== null) return { early, atDiscovery: await askHealth(published, bearer, s.boundMs) };
    listener ??= await loopbackListener(owner);
    if (listener === null) {
      await pause(RECHECK_MS);
      continue;
    }
    const url = baseUrlOf(listener.address, listener.port);
    early.push(await askHealth(url, bearer, s.boundMs), await askHealth(url, null, s.boundMs));
  }
  throw new Error('the watch was stopped');
}

/**
 * A client that keeps asking the owner's loopback listener for health (with and without the bearer) from the
 * moment it listens, and asks the published address the moment the owner's registry record appears.
 */
export async function watchUntilDiscoverable(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  const stop = { done: false };
  try {
    area.watch = await withBound(watch(s, owner, stop), s.boundMs, () => `${owner.label} published no registry record within ${s.boundMs} ms`);
  } finally {
    stop.done = true;
  }
}

function requireWatch(s: Scenario): DiscoveryWatch {
  const found = httpArea(s).watch;
  if (found === null) throw new Error('no client watched the owner until it was discoverable; a When step does that first');
  return found;
}

/** The whole prepared graph, as the owner reports it now: its node count (the graph the check compares with). */
async function wholeGraphCount(s: Scenario): Promise<number> {
  const res = await (await httpArea(s).current.client(true)).request({ path: '/api/health', boundMs: s.boundMs });
  const count = (res.json as { node_count?: unknown } | undefined)?.node_count;
  if (res.status !== 200 || typeof count !== 'number' || count <= 0) throw new Error(`GET /api/health after discovery answered ${res.status} ${res.text.slice(0, 300)}; a prepared owner reports its nodes`);
  return count;
}

function describe(a: HealthAnswer): string {
  return `${a.withBearer ? 'with' : 'without'} the bearer: ${a.status ?? 'no answer'} node_count ${JSON.stringify(a.payload.node_count)}`;
}

/**
 * Before the record appeared, nothing was let in without the bearer, and nothing with it was answered from
 * a graph other than the whole prepared one (a refusal such as 503 is fine: nothing reached the tools).
 */
export async function expectNoPartialAnswerBeforeDiscovery(s: Scenario): Promise<void> {
  const { early } = requireWatch(s);
  const whole = await wholeGraphCount(s);
  const served = (a: HealthAnswer) => a.status !== null && a.status >= 200 && a.status < 300;
  const bad = early.filter((a) => (a.withBearer ? served(a) && a.payload.node_count !== whole : a.status !== null && a.status !== 401));
  if (bad.length > 0) {
    throw new Error(`of ${early.length} answers before the owner was discoverable, ${bad.length} let a request in or answered from a partial graph (the whole graph has ${whole} nodes): ${bad.slice(0, 6).map(describe).join('; ')}`);
  }
}

/** The first request at the published address was answered from the whole prepared graph, rooted at the grant. */
export async function expectWholeGraphAtDiscovery(s: Scenario, repo: string): Promise<void> {
  const { atDiscovery } = requireWatch(s);
  const whole = await wholeGraphCount(s);
  const answered = atDiscovery.status === 200 && atDiscovery.payload.node_count === whole;
  const roots = answered ? readRootSet(atDiscovery.payload, 'GET /api/health at discovery') : [];
  if (!answered || roots.length !== 1 || roots[0] !== s.repo(repo)) {
    throw new Error(`the first request at the published address was answered ${describe(atDiscovery)}, roots ${JSON.stringify(roots)}; a published owner answers from the whole prepared graph (${whole} nodes) of ${s.repo(repo)}`);
  }
}
