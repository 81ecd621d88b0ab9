// The kit's own writer of the reference's `graph_snapshot.json` v3 (layout in reference-layout.ts), for seeding.
import { GRAPH_SNAPSHOT_SCHEMA } from './reference-layout.js';
import type { SnapshotEdge, SnapshotNode } from './snapshot-view.js';

export interface SeededGraph {
  roots: string[];
  /** sorted by id, ids unique */
  nodes: SnapshotNode[];
  /** ends among `nodes`; written in the layout's order (by source, target, kind) */
  edges: SnapshotEdge[];
  /** sorted by path, then root */
  files: { root: string; path: string; sha256: string; size: number }[];
}

const byEnds = (a: [number, number, string], b: [number, number, string]): number => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);

/** The snapshot text, one record per line (tiny seeded graphs only, so one string is fine here). */
export function referenceGraphText(g: SeededGraph): string {
  const roots = [...new Set(g.roots)].sort();
  const rootIndex = (root: string): number => {
    const i = roots.indexOf(root);
    if (i < 0) throw new Error(`seeded ${root} is not one of the roots [${roots.join(', ')}]`);
    return i;
  };
  const nodeIndex = new Map(g.nodes.map((n, i) => [n.id, i]));
  const indexOf = (id: string): number => {
    const i = nodeIndex.get(id);
    if (i === undefined) throw new Error(`a seeded edge names ${id}, which is no seeded node`);
    return i;
  };
  const header = JSON.stringify({ schema: GRAPH_SNAPSHOT_SCHEMA, roots, counts: { files: g.files.length, nodes: g.nodes.length, edges: g.edges.length } });
  const section = (name: string, records: unknown[], closer: string) =>
    [`"${name}":[`, ...records.map((r, i) => `${JSON.stringify(r)}${i + 1 < records.length ? ',' : ''}`), closer];
  return [
    `${header.slice(0, -1)},`,
    ...section('files', g.files.map((f) => [f.path, rootIndex(f.root), f.sha256, f.size]), '],'),
    ...section('nodes', g.nodes.map((n) => [n.id, n.label, n.type, rootIndex(n.root), n.path, 1, 1]), '],'),
    ...section('edges', g.edges.map((e): [number, number, string] => [indexOf(e.source), indexOf(e.target), e.kind]).sort(byEnds), ']}'),
    '',
  ].join('\n');
}
