import { sameFile } from '../../clients/index.js';
import { LINKED_REPO } from '../../repos/index.js';
import { addRepo, requireSnapshot, type Scenario } from '../../scenario/index.js';
import type { SnapshotEdge, SnapshotView } from '../../probes/index.js';

/** A repository whose files import one another (LINKED_REPO). */
export async function addLinkedRepo(s: Scenario, name: string): Promise<void> {
  await addRepo(s, name, LINKED_REPO);
}

/** The edges of the persisted graph that lead from a node of file `from` to a node of file `to`. */
function edgesBetween(snap: SnapshotView, from: string, to: string): SnapshotEdge[] {
  const pathOf = new Map(snap.nodes.map((n) => [n.id, n.path]));
  const inFile = (id: string, rel: string) => {
    const path = pathOf.get(id);
    return path !== undefined && sameFile(path, rel);
  };
  return snap.edges.filter((e) => inFile(e.source, from) && inFile(e.target, to));
}

async function snapshotWithEdges(s: Scenario): Promise<SnapshotView> {
  const snap = await requireSnapshot(s);
  if (snap.edges.length === 0) {
    throw new Error(`the persisted snapshot lists no edge (edge_count ${snap.edgeCount}); a code graph of files that import one another has edges, and a dump must list them as {source, target, kind}`);
  }
  return snap;
}

/** Some persisted edge leads from a node of `from` to a node of `to`: the import, by its ends. */
export async function expectEdge(s: Scenario, from: string, to: string): Promise<void> {
  const snap = await snapshotWithEdges(s);
  if (edgesBetween(snap, from, to).length > 0) return;
  const ids = new Set(snap.nodes.filter((n) => sameFile(n.path, from) || sameFile(n.path, to)).map((n) => n.id));
  const near = snap.edges.filter((e) => ids.has(e.source) || ids.has(e.target)).map((e) => `${e.source} -[${e.kind}]-> ${e.target}`);
  throw new Error(`no persisted edge leads from a node of ${from} to a node of ${to}; edges touching either file: ${near.slice(0, 12).join(', ') || 'none'}`);
}

/** No persisted edge leads from a node of `from` to a node of `to` (an import is not read backwards). */
export async function expectNoEdge(s: Scenario, from: string, to: string): Promise<void> {
  const found = edgesBetween(await snapshotWithEdges(s), from, to);
  if (found.length > 0) throw new Error(`the persisted graph leads from ${from} to ${to}, which imports nothing of it: ${found.map((e) => `${e.source} -[${e.kind}]-> ${e.target}`).join(', ')}`);
}
