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

/**
 * `chunks` (the snapshot of `g` as it is written), hashed as they pass: once all have passed, the graph's digest
 * is known without encoding it again.
 */
export function* rememberingDigest(g: Graph, chunks: Iterable<string>): Generator<string> {
  const hash = createHash('sha256');
  for (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
  digests.set(g, hash.digest('hex'));
}

/**
 * Records that `g` was decoded from snapshot bytes whose sha256 is `sha256` (a checkpoint's verified graph
 * snapshot in the current layout): those are the bytes graphDigest would hash, so a warm start knows the live
 * graph's digest without encoding it again.
 */
export function rememberGraphDigest(g: Graph, sha256: string): void {
  digests.set(g, sha256);
}

// Graphs are replaced, never edited: each graph object's digest is worked out once, however often it is asked.
const digests = new WeakMap<Graph, string>();
