// A content digest of a graph that ignores list order and in-memory-only fields.
import { createHash } from 'node:crypto';
import { graphSnapshotChunks } from './snapshot-write.js';
import type { Graph } from './types.js';

/**
 * sha256 hex of the snapshot bytes the graph persists as (graph/snapshot-write.ts: canonical order, sorted
 * keys, in-memory fields left out), hashed chunk by chunk as they are produced, never held whole.
 */
export function graphDigest(g: Graph): string {
  const hash = createHash('sha256');
  for (const chunk of graphSnapshotChunks(g)) hash.update(chunk);
  return hash.digest('hex');
}
