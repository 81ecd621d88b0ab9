// The graph's side of `graph_snapshot.json` (its layout and record schemas are records/graph-snapshot.ts).
import { graphSnapshotChunks } from './snapshot-write.js';
import type { Graph } from './types.js';

export { graphSnapshotChunks } from './snapshot-write.js';
export { decodeDeferredLinks, decodedLinks, decodeGraphSnapshot, SnapshotReader, type DeferLinks, type SnapshotChunks } from './snapshot-read.js';

/** The snapshot bytes as one string, for comparing small graphs; a checkpoint streams graphSnapshotChunks. */
export function serializeGraph(g: Graph): string {
  return [...graphSnapshotChunks(g)].join('');
}
