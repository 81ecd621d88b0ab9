// `graph_snapshot.json`: the code graph of a runtime, in each checkpoint and as a mirror. The graph's own
// types (graph/types.ts) are this record's shapes, so the schema and the scanner cannot drift apart.
//
// Layout (v3): one JSON document written one record per line, so it is written and read as a stream
// and never held as one string (graph/snapshot-write.ts, graph/snapshot-read.ts):
//   {"schema":"m1nd-graph-snapshot-v3","roots":[...],"counts":{...},   <- the header line
//   "files":[                                                            <- a section opener
//   ["src/a.ts",0,"<sha256>",42],                                        <- a record, `,` unless last
//   ],                                                                   <- a section closer (`]}` last)
// The header may also name the `extractor` and list the `compiled` modules' files the scan found and did not read.
// Sections come in the order files, nodes, edges, then links when the graph has link material. v2 differs only
// in its links records, each a whole FileLinks object with sorted keys; v3 writes them as tuples (LinksRecord).
import { z } from 'zod';
import { EDGE_KINDS, NODE_TYPES } from './graph-kinds.js';
import { Sha256Hex } from './shared-fields.js';

export const GRAPH_SNAPSHOT_SCHEMA = 'm1nd-graph-snapshot-v3';
/** The layout before v3, still read: its links records are objects (FileLinks). */
export const GRAPH_SNAPSHOT_V2_SCHEMA = 'm1nd-graph-snapshot-v2';
export const GRAPH_SNAPSHOT_FILE = 'graph_snapshot.json';
/** The sections after the header, in file order; `links` is present only for a graph that has link material. */
export const SNAPSHOT_SECTIONS = ['files', 'nodes', 'edges', 'links'] as const;
export type SnapshotSection = (typeof SNAPSHOT_SECTIONS)[number];

export const SnapshotNodeSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string(),
  type: z.enum(NODE_TYPES),
  root: z.string().min(1),
  path: z.string(),
  line_start: z.number().int().min(1),
  line_end: z.number().int().min(1),
});
export type SnapshotNode = z.infer<typeof SnapshotNodeSchema>;

export const SnapshotEdgeSchema = z.strictObject({
  source: z.string().min(1),
  target: z.string().min(1),
  kind: z.enum(EDGE_KINDS),
});
export type SnapshotEdge = z.infer<typeof SnapshotEdgeSchema>;

export const SnapshotFileSchema = z.strictObject({
  root: z.string().min(1),
  path: z.string().min(1),
  sha256: Sha256Hex,
  size: z.number().int().min(0),
});
export type SnapshotFile = z.infer<typeof SnapshotFileSchema>;

const Count = z.number().int().min(0);
/** An index into the header's roots. */
const RootIndex = z.number().int().min(0);

/** The first line. Roots are sorted and unique; counts say how many records each section holds. */
export const SnapshotHeaderSchema = z.strictObject({
  schema: z.enum([GRAPH_SNAPSHOT_SCHEMA, GRAPH_SNAPSHOT_V2_SCHEMA]),
  roots: z.array(z.string().min(1)),
  counts: z.strictObject({ files: Count, nodes: Count, edges: Count, links: Count.optional() }),
  /** The extraction the file parts came from; a scan reuses parts only from its own. */
  extractor: z.string().min(1).optional(),
  /**
   * The compiled modules' files the scan found in the roots by name and did not read (`_x.cpython-311-x86_64-linux-gnu.so`,
   * `_x.pyd`): `[path, root index]`, sorted by path then root; absent when there are none.
   */
  compiled: z.array(z.tuple([z.string().min(1), RootIndex])).min(1).optional(),
});
export type SnapshotHeader = z.infer<typeof SnapshotHeaderSchema>;

// The three tuple records are checked by hand: per record, a zod parse costs more than decoding the JSON.
const SHA256 = /^[0-9a-f]{64}$/;
const NODE_TYPE_SET: ReadonlySet<string> = new Set(NODE_TYPES);
const EDGE_KIND_SET: ReadonlySet<string> = new Set(EDGE_KINDS);
const isIndex = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isLine = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;

/** A `files` record: `[path, root index, sha256, size]`, sorted by path then root. */
export type FileRecord = [path: string, root: number, sha256: string, size: number];
/** A `nodes` record: `[id, label, type, root index, path, line_start, line_end]`, ids strictly increasing. */
export type NodeRecord = [id: string, label: string, type: SnapshotNode['type'], root: number, path: string, lineStart: number, lineEnd: number];
/** An `edges` record: `[source, target, kind]`, the ends as indexes into the nodes section, sorted. */
export type EdgeRecord = [source: number, target: number, kind: SnapshotEdge['kind']];
// A `links` record is a LinksRecord (records/graph-links.ts); in v2, one whole FileLinks with its keys sorted.

/** What is wrong with a decoded `files` record, or null when it is one. */
export function fileRecordProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length !== 4) return 'expected [path, root index, sha256, size]';
  if (typeof v[0] !== 'string' || v[0] === '') return 'invalid at 0: expected a non-empty path';
  if (!isIndex(v[1])) return 'invalid at 1: expected a root index';
  if (typeof v[2] !== 'string' || !SHA256.test(v[2])) return 'invalid at 2: expected 64 lowercase hex digits';
  if (!isIndex(v[3])) return 'invalid at 3: expected a size in bytes';
  return null;
}

/** What is wrong with a decoded `nodes` record, or null when it is one. */
export function nodeRecordProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length !== 7) return 'expected [id, label, type, root index, path, line_start, line_end]';
  if (typeof v[0] !== 'string' || v[0] === '') return 'invalid at 0: expected a non-empty id';
  if (typeof v[1] !== 'string') return 'invalid at 1: expected a label';
  if (typeof v[2] !== 'string' || !NODE_TYPE_SET.has(v[2])) return `invalid at 2: expected one of ${NODE_TYPES.join(', ')}`;
  if (!isIndex(v[3])) return 'invalid at 3: expected a root index';
  if (typeof v[4] !== 'string') return 'invalid at 4: expected a path';
  if (!isLine(v[5])) return 'invalid at 5: expected a line number';
  if (!isLine(v[6])) return 'invalid at 6: expected a line number';
  return null;
}

/** What is wrong with a decoded `edges` record, or null when it is one. */
export function edgeRecordProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length !== 3) return 'expected [source index, target index, kind]';
  if (!isIndex(v[0])) return 'invalid at 0: expected a node index';
  if (!isIndex(v[1])) return 'invalid at 1: expected a node index';
  if (typeof v[2] !== 'string' || !EDGE_KIND_SET.has(v[2])) return `invalid at 2: expected one of ${EDGE_KINDS.join(', ')}`;
  return null;
}
