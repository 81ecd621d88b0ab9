// The legacy reader of a v1 snapshot (records/graph-snapshot-v1.ts): one JSON value, read whole.
import { GRAPH_SNAPSHOT_SCHEMA, GRAPH_SNAPSHOT_V1_SCHEMA, GRAPH_SNAPSHOT_V2_SCHEMA, GraphSnapshotV1Schema, checkRecord, refuseRecord, type RecordRefusal } from '../records/index.js';
import type { Graph } from './types.js';

/** The graph of a v1 snapshot given as text pieces, or a refusal (also for text that is no snapshot at all). */
export function readLegacySnapshot(pieces: string[], path: string): { graph: Graph } | RecordRefusal {
  let value: unknown;
  try {
    value = JSON.parse(pieces.join(''));
  } catch (error) {
    const why = error instanceof RangeError ? 'too large to be a v1 snapshot' : `not valid JSON (${error instanceof Error ? error.message : String(error)})`;
    return refuseRecord('record_not_json', path, why);
  }
  const schema = (value as { schema?: unknown } | null)?.schema;
  if (schema !== GRAPH_SNAPSHOT_V1_SCHEMA) {
    return { ...refuseRecord('record_malformed', path, `invalid at schema: ${JSON.stringify(schema ?? null)} is not a graph snapshot (expected ${GRAPH_SNAPSHOT_SCHEMA}, or the earlier ${GRAPH_SNAPSHOT_V2_SCHEMA} or ${GRAPH_SNAPSHOT_V1_SCHEMA})`), at: 'schema' };
  }
  const checked = checkRecord(value, path, GraphSnapshotV1Schema);
  if (!('data' in checked)) return checked;
  const s = checked.data;
  return { graph: { roots: s.roots, nodes: s.nodes, edges: s.edges, files: s.files, ...(s.links ? { links: s.links } : {}) } };
}
