import { createHash } from 'node:crypto';

export interface SnapshotNode {
  id: string;
  label: string;
  type: string;
  path: string;
  root: string;
}

/** A relation between two nodes, by their ids; `kind` is the implementation's own name for it. */
export interface SnapshotEdge {
  source: string;
  target: string;
  kind: string;
}

export interface SnapshotView {
  roots: string[];
  workspaceRoot: string | null;
  nodes: SnapshotNode[];
  /** empty when the reader cannot list edges (a dump that prints only `edge_count`) */
  edges: SnapshotEdge[];
  edgeCount: number;
  /** computed by the harness over roots, nodes and edges, never read from the implementation */
  digest: string;
  currentId: string | null;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical digest: sorted roots, nodes sorted by id as [id, label, type, path, root], edges as sorted [source, target, kind]. */
export function computeSnapshotDigest(roots: string[], nodes: SnapshotNode[], edges: SnapshotEdge[] = []): string {
  const canonical = JSON.stringify({
    roots: [...roots].sort(),
    nodes: [...nodes].sort((a, b) => byCodeUnits(a.id, b.id)).map((n) => [n.id, n.label, n.type, n.path, n.root]),
    edges: edges.map((e) => [e.source, e.target, e.kind]).sort((a, b) => byCodeUnits(a.join('\u0000'), b.join('\u0000'))),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

