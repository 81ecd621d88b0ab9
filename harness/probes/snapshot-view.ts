import { createHash } from 'node:crypto';

export interface SnapshotNode {
  id: string;
  label: string;
  type: string;
  path: string;
  root: string;
}

export interface SnapshotView {
  roots: string[];
  workspaceRoot: string | null;
  nodes: SnapshotNode[];
  edgeCount: number;
  /** computed by the harness over roots + nodes, never read from the implementation */
  digest: string;
  currentId: string | null;
}

/** Canonical digest: sorted roots, nodes sorted by id as [id, label, type, path, root]. */
export function computeSnapshotDigest(roots: string[], nodes: SnapshotNode[]): string {
  const canonical = JSON.stringify({
    roots: [...roots].sort(),
    nodes: [...nodes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((n) => [n.id, n.label, n.type, n.path, n.root]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}
