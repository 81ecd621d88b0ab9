// `graph_snapshot.json`: the code graph of a runtime, in each checkpoint and as a mirror. The graph's own
// types (graph/types.ts) are this record's shapes, so the schema and the scanner cannot drift apart.
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';
import { EDGE_KINDS, NODE_TYPES } from './graph-kinds.js';
import { FileLinksSchema } from './graph-links.js';
import { Sha256Hex } from './shared-fields.js';

export const GRAPH_SNAPSHOT_SCHEMA = 'm1nd-graph-snapshot-v1';
export const GRAPH_SNAPSHOT_FILE = 'graph_snapshot.json';


const SnapshotNodeSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string(),
  type: z.enum(NODE_TYPES),
  root: z.string().min(1),
  path: z.string(),
  line_start: z.number().int().min(1),
  line_end: z.number().int().min(1),
});
export type SnapshotNode = z.infer<typeof SnapshotNodeSchema>;

const SnapshotEdgeSchema = z.strictObject({
  source: z.string().min(1),
  target: z.string().min(1),
  kind: z.enum(EDGE_KINDS),
});
export type SnapshotEdge = z.infer<typeof SnapshotEdgeSchema>;

const SnapshotFileSchema = z.strictObject({
  root: z.string().min(1),
  path: z.string().min(1),
  sha256: Sha256Hex,
  size: z.number().int().min(0),
});
export type SnapshotFile = z.infer<typeof SnapshotFileSchema>;

/** A snapshot whose node ids are unique, whose nodes lie in a listed root and whose edges join known nodes. */
export const GraphSnapshotSchema = z
  .strictObject({
    schema: z.literal(GRAPH_SNAPSHOT_SCHEMA),
    roots: z.array(z.string().min(1)),
    nodes: z.array(SnapshotNodeSchema),
    edges: z.array(SnapshotEdgeSchema),
    files: z.array(SnapshotFileSchema),
    /** Per-file link material (imports and uses as written), sorted by root then path. */
    links: z.array(FileLinksSchema).optional(),
  })
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    for (const [i, n] of s.nodes.entries()) {
      if (ids.has(n.id)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'id'], message: `duplicate node id ${JSON.stringify(n.id)}` });
      ids.add(n.id);
      if (!s.roots.includes(n.root)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'root'], message: `${JSON.stringify(n.root)} is not listed in roots` });
    }
    for (const [i, e] of s.edges.entries()) {
      for (const end of ['source', 'target'] as const) {
        if (!ids.has(e[end])) ctx.addIssue({ code: 'custom', path: ['edges', i, end], message: `unknown node id ${JSON.stringify(e[end])}` });
      }
    }
  });
export type GraphSnapshot = z.infer<typeof GraphSnapshotSchema>;

/**
 * The snapshot bytes. The caller passes the lists in canonical order with each entry's keys in schema
 * order (graph/sort-graph.ts), so the same tree always gives the same bytes.
 */
export function serializeGraphSnapshot(content: Omit<GraphSnapshot, 'schema'>): string {
  return serializeRecord({
    schema: GRAPH_SNAPSHOT_SCHEMA,
    roots: content.roots,
    nodes: content.nodes,
    edges: content.edges,
    files: content.files,
    ...(content.links ? { links: content.links } : {}),
  });
}
