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
 * Records that `g` was decoded from, or written as, snapshot bytes whose sha256 is `sha256` (a checkpoint's
 * verified graph snapshot in the current layout, or the one just written of it): those are the bytes graphDigest
 * would hash, so the digest is known without encoding the graph again.
 */
export function rememberGraphDigest(g: Graph, sha256: string): void {
  digests.set(g, sha256);
}

/** Drops what rememberGraphDigest recorded for `g` (its deferred link material was refused: it no longer encodes as those bytes). */
export function forgetGraphDigest(g: Graph): void {
  digests.delete(g);
}

// Graphs are replaced, never edited: each graph object's digest is worked out once, however often it is asked.
const digests = new WeakMap<Graph, string>();
