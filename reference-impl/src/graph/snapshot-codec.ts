// The `graph_snapshot.json` format: schema m1nd-graph-snapshot-v1, sorted lists, 2-space JSON.
import { z } from 'zod';
import { persistedGraph } from './sort-graph.js';
import { NODE_TYPES, type Graph } from './types.js';

export const SNAPSHOT_SCHEMA = 'm1nd-graph-snapshot-v1';

const NodeSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string(),
  type: z.enum(NODE_TYPES as [string, ...string[]]),
  root: z.string().min(1),
  path: z.string(),
  line_start: z.number().int().min(1),
  line_end: z.number().int().min(1),
});
const EdgeSchema = z.strictObject({
  source: z.string().min(1),
  target: z.string().min(1),
  kind: z.enum(['contains', 'imports']),
});
const FileSchema = z.strictObject({
  root: z.string().min(1),
  path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters'),
  size: z.number().int().min(0),
});
export const SnapshotSchema = z.strictObject({
  schema: z.literal(SNAPSHOT_SCHEMA),
  roots: z.array(z.string().min(1)),
  nodes: z.array(NodeSchema),
  edges: z.array(EdgeSchema),
  files: z.array(FileSchema),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

/** The snapshot bytes: fixed key order, canonical list order, in-memory `text` left out. */
export function serializeGraph(g: Graph): string {
  const snapshot: Snapshot = { schema: SNAPSHOT_SCHEMA, ...persistedGraph(g) };
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** Parses snapshot bytes; throws an Error naming the first problem and where it is. */
export function parseGraph(bytes: string): Graph {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes);
  } catch (err) {
    throw new Error(`graph snapshot is not valid JSON (${(err as Error).message}); restore it from a checkpoint or re-ingest`, { cause: err });
  }
  const parsed = SnapshotSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(top level)';
    throw new Error(
      `graph snapshot is invalid at ${where}: ${issue?.message ?? 'invalid'}; it must follow ${SNAPSHOT_SCHEMA} (restore it from a checkpoint or re-ingest)`,
    );
  }
  const g = parsed.data as Graph;
  checkReferences(g);
  return g;
}

function checkReferences(g: Graph): void {
  const ids = new Set<string>();
  for (const [i, n] of g.nodes.entries()) {
    if (ids.has(n.id)) throw new Error(`graph snapshot nodes.${i}.id: duplicate node id ${JSON.stringify(n.id)}`);
    ids.add(n.id);
    if (!g.roots.includes(n.root)) throw new Error(`graph snapshot nodes.${i}.root: ${JSON.stringify(n.root)} is not listed in roots`);
  }
  for (const [i, e] of g.edges.entries()) {
    for (const end of ['source', 'target'] as const) {
      if (!ids.has(e[end])) throw new Error(`graph snapshot edges.${i}.${end}: unknown node id ${JSON.stringify(e[end])}`);
    }
  }
}
