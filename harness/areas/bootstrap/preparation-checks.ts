import { IGNORED_SYMBOLS } from '../../repos/index.js';
import { rememberedCheckpoint, requireSnapshot, type Scenario } from '../../scenario/index.js';

export async function expectHealthCountsMatchSnapshot(s: Scenario): Promise<void> {
  const payload = await s.positive('health', {});
  const snap = await requireSnapshot(s);
  if (payload.node_count !== snap.nodes.length) {
    throw new Error(`health reports node_count ${JSON.stringify(payload.node_count)}, the persisted snapshot holds ${snap.nodes.length} nodes`);
  }
  if (typeof payload.edge_count !== 'number' || payload.edge_count <= 0) {
    throw new Error(`health reports edge_count ${JSON.stringify(payload.edge_count)}; a prepared sample repository has edges`);
  }
}

/** After a rolled-back preparation no persisted state names the repository as a root. */
export async function expectNoStateClaims(s: Scenario, repo: string): Promise<void> {
  const snap = await s.readSnapshot();
  const root = s.repo(repo);
  if (snap && (snap.roots.includes(root) || snap.workspaceRoot === root)) {
    throw new Error(`the runtime still claims ${root} after the refusal (roots ${JSON.stringify(snap.roots)}); the empty scan must roll back`);
  }
}

export async function expectSnapshotNothingIgnored(s: Scenario): Promise<void> {
  const snap = await requireSnapshot(s);
  const bad = snap.nodes.filter((n) => IGNORED_SYMBOLS.includes(n.label) || n.path.startsWith('build/'));
  if (bad.length > 0) throw new Error(`the snapshot holds git-ignored entries: ${bad.map((n) => n.id).join(', ')}`);
}

export async function expectSameCheckpoint(s: Scenario): Promise<void> {
  const snap = await requireSnapshot(s);
  const remembered = rememberedCheckpoint(s);
  if (remembered === null) throw new Error('no checkpoint was remembered earlier in this scenario (the snapshot reader names checkpoints only in the reference layout)');
  if (snap.currentId !== remembered) {
    throw new Error(`CURRENT now names ${snap.currentId}, before the restart it named ${remembered}; a warm start must reuse it`);
  }
}

export async function expectToolsPositive(s: Scenario, names: string[]): Promise<void> {
  const args: Record<string, Record<string, unknown>> = { search: { query: 'greetVisitor' }, seek: { query: 'greeting visitor' }, north: { task: 'add a greeting' } };
  for (const name of names) await s.positive(name, args[name] ?? {});
}
