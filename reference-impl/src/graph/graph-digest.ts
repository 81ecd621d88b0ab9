// A content digest of a graph that ignores list order and in-memory-only fields.
import { createHash } from 'node:crypto';
import { graphSnapshotChunks } from './snapshot-write.js';
import type { Graph } from './types.js';

/**
 * sha256 hex of the snapshot bytes the graph persists as (graph/snapshot-write.ts: canonical order, sorted
 * keys, in-memory fields left out), hashed chunk by chunk as they are produced, never held whole.
 */
export function graphDigest(g: Graph): string {
  let digest = digests.get(g);
  if (digest === undefined) {
    const hash = createHash('sha256');
    for (const chunk of graphSnapshotChunks(g)) hash.update(chunk);
    digest = hash.digest('hex');
    digests.set(g, digest);
  }
  return digest;
}

// Graphs are replaced, never edited: each graph object's digest is worked out once, however often it is asked.
const digests = new WeakMap<Graph, string>();
