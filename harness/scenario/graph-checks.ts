import { isInside, readHits, readRootSet, requireHit } from '../clients/index.js';
import type { SnapshotView } from '../probes/index.js';
import { defineArea, type Scenario } from './scenario.js';
import type { ServerRun } from './server-run.js';

export async function expectSearchFinds(s: Scenario, label: string, file: string): Promise<void> {
  const payload = await s.positive('search', { query: label });
  requireHit(readHits(payload, `search "${label}"`), label, file, `search "${label}"`);
}

/** A positive search with `extra` arguments that must return no hit at all. */
export async function expectSearchFindsNothing(s: Scenario, query: string, extra: Record<string, unknown> = {}): Promise<void> {
  const args = { query, ...extra };
  const hits = readHits(await s.positive('search', args), `search ${JSON.stringify(args)}`);
  if (hits.length > 0) {
    throw new Error(`search ${JSON.stringify(args)} found ${hits.map((h) => `${h.label} (${h.filePath})`).join(', ')}; it must find nothing outside the grant`);
  }
}

export async function expectSeekFinds(s: Scenario, query: string, label: string): Promise<void> {
  const payload = await s.positive('seek', { query });
  requireHit(readHits(payload, `seek "${query}"`), label, null, `seek "${query}"`);
}

function requireRootSet(roots: string[], expected: string, what: string): void {
  if (roots.length !== 1 || roots[0] !== expected) {
    throw new Error(`${what} is ${JSON.stringify(roots)}; expected exactly ["${expected}"]`);
  }
}

/** North's packet sees nodes and exactly the granted root (optionally while given a task). */
export async function expectNorthRoots(s: Scenario, repo: string, task?: string): Promise<void> {
  const payload = await s.positive('north', task === undefined ? {} : { task });
  const count = payload.node_count;
  if (typeof count !== 'number' || count <= 0) throw new Error(`north reports node_count ${JSON.stringify(count)}; the prepared graph has nodes`);
  requireRootSet(readRootSet(payload, 'north'), s.repo(repo), 'north\'s root set');
}

export async function expectHealthRoots(s: Scenario, repo: string, run?: ServerRun): Promise<void> {
  const payload = await s.positive('health', {}, run);
  requireRootSet(readRootSet(payload, 'health'), s.repo(repo), 'health\'s root set');
}

/** Reported graph and plasticity destinations lie inside the private runtime (seed 000 hygiene). */
export async function expectHealthPathsInsideRuntime(s: Scenario): Promise<void> {
  const payload = await s.positive('health', {});
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  for (const key of ['graph_path', 'plasticity_path']) {
    const value = payload[key];
    if (typeof value !== 'string' || !isInside(value, runtime)) {
      throw new Error(`health reports ${key} ${JSON.stringify(value)}; it must be a path inside the runtime ${runtime}`);
    }
  }
}

export async function requireSnapshot(s: Scenario): Promise<SnapshotView> {
  const snap = await s.readSnapshot();
  if (!snap) throw new Error(`the runtime ${s.runtimeReal} holds no persisted snapshot`);
  return snap;
}

export async function expectSnapshotHolds(s: Scenario, label: string, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  const root = s.repo(repo);
  const hit = snap.nodes.find((n) => n.label === label && (n.root === '' || n.root === root));
  if (!hit) throw new Error(`the persisted snapshot has no node labelled ${label} in ${root} (${snap.nodes.length} nodes)`);
}

export async function expectSnapshotRoots(s: Scenario, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  requireRootSet([...new Set(snap.roots)].sort(), s.repo(repo), 'the persisted root set');
  if (snap.workspaceRoot !== null && snap.workspaceRoot !== s.repo(repo)) {
    throw new Error(`the persisted workspace root is ${snap.workspaceRoot}; expected ${s.repo(repo)}`);
  }
}

export async function expectSnapshotNothingFrom(s: Scenario, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  const root = s.repo(repo);
  const bad = snap.nodes.filter((n) => n.root === root || isInside(n.path, root));
  if (snap.roots.includes(root) || bad.length > 0) {
    throw new Error(`the snapshot holds the ungranted repository ${root}: roots ${JSON.stringify(snap.roots)}, nodes ${bad.slice(0, 5).map((n) => n.id).join(', ')}`);
  }
}

const REMEMBERED = defineArea<{ checkpoint: string | null }>('remembered-checkpoint', () => ({ checkpoint: null }));

/** The checkpoint id remembered earlier in the scenario (null: none was). */
export function rememberedCheckpoint(s: Scenario): string | null {
  return s.area(REMEMBERED).checkpoint;
}

/** The checkpoint id CURRENT names now, remembered for restart comparisons. */
export async function rememberCheckpoint(s: Scenario): Promise<void> {
  const snap = await requireSnapshot(s);
  if (snap.currentId === null) throw new Error('the snapshot reader reports no checkpoint id; this check needs the reference layout');
  s.area(REMEMBERED).checkpoint = snap.currentId;
}
