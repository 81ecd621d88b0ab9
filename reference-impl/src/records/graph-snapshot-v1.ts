// The first `graph_snapshot.json` layout (one pretty-printed JSON value), still read so a runtime written by an
// earlier reference warm-starts; the next checkpoint rewrites it in the current layout. It is never written.
import { z } from 'zod';
import { FileLinksSchema } from './graph-links.js';
import { SnapshotEdgeSchema, SnapshotFileSchema, SnapshotNodeSchema } from './graph-snapshot.js';

export const GRAPH_SNAPSHOT_V1_SCHEMA = 'm1nd-graph-snapshot-v1';

/** A v1 snapshot whose node ids are unique, whose nodes lie in a listed root and whose edges join known nodes. */
export const GraphSnapshotV1Schema = z
  .strictObject({
    schema: z.literal(GRAPH_SNAPSHOT_V1_SCHEMA),
    roots: z.array(z.string().min(1)),
    // The v1 records are the ones a graph keeps today, each a JSON object.
    nodes: z.array(SnapshotNodeSchema),
    edges: z.array(SnapshotEdgeSchema),
    files: z.array(SnapshotFileSchema),
    links: z.array(FileLinksSchema).optional(),
  })
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    const roots = new Set(s.roots);
    for (const [i, n] of s.nodes.entries()) {
      if (ids.has(n.id)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'id'], message: `duplicate node id ${JSON.stringify(n.id)}` });
      ids.add(n.id);
      if (!roots.has(n.root)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'root'], message: `${JSON.stringify(n.root)} is not listed in roots` });
    }
    for (const [i, e] of s.edges.entries()) {
      for (const end of ['source', 'target'] as const) {
        if (!ids.has(e[end])) ctx.addIssue({ code: 'custom', path: ['edges', i, end], message: `unknown node id ${JSON.stringify(e[end])}` });
      }
    }
  });
export type GraphSnapshotV1 = z.infer<typeof GraphSnapshotV1Schema>;
