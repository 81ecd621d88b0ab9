// Embeds every node's words once (or reads them from the cache) and answers nearest-neighbour queries.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { embeddingKey, type EmbeddingCache } from './embedding-cache.js';
import { MODEL_SEAMS } from './model-seams.js';
import type { StaticModel } from './static-model.js';
import { dot, normalizeInPlace } from './vector-math.js';

/**
 * What the index needs of a graph node; a GraphNode fits as is. `embedText`, when given, replaces the
 * label-and-path text.
 */
export interface SemanticNode {
  id: string;
  label: string;
  path: string;
  embedText?: string;
}

export interface SemanticHit {
  id: string;
  score: number;
}

export interface SemanticIndexStats {
  nodes: number;
  /** Vectors computed with the model during this build. */
  embedded: number;
  cacheHits: number;
  cacheMisses: number;
  /** Whether this build rewrote the cache file. */
  cacheWritten: boolean;
  /** Why the cache could not be written (the index works without it); null when it was fine. */
  cacheWriteError: string | null;
}

export interface SemanticIndex {
  readonly model: StaticModel;
  readonly size: number;
  readonly stats: SemanticIndexStats;
  vectorOf(id: string): Float32Array | undefined;
  /** The node's vector, or one embedded now for a node the index has not seen. */
  embedNode(node: SemanticNode): Float32Array;
  /** Nodes by cosine similarity to `text`, best first, positive scores only; ties by id. */
  query(text: string, topK: number): SemanticHit[];
}

export interface BuildSemanticIndexOptions {
  signal?: AbortSignal;
  cache?: EmbeddingCache;
  onProgress?: (done: number, total: number) => void;
  /** Called with `MODEL_SEAMS.index` before the loop, so a test protocol can hold it. */
  seam?: (name: string) => Promise<void>;
}

// A label says what a symbol is; its path only where it lives.
const LABEL_WEIGHT = 2;
// Yield this often so a SIGTERM handler can run and abort a long build.
const YIELD_EVERY = 128;

/** The text a node is embedded from (and its cache key is derived from). */
export function nodeText(node: SemanticNode): string {
  return node.embedText ?? `${node.label}\n${node.path}`;
}

export function embedNodeWith(model: StaticModel, node: SemanticNode): Float32Array {
  if (node.embedText !== undefined) return model.embed(node.embedText);
  const label = model.embed(node.label);
  const path = model.embed(node.path);
  const out = new Float32Array(model.dim);
  for (let i = 0; i < out.length; i++) out[i] = LABEL_WEIGHT * (label[i] as number) + (path[i] as number);
  return normalizeInPlace(out);
}

export async function buildSemanticIndex(
  nodes: readonly SemanticNode[],
  model: StaticModel,
  opts: BuildSemanticIndexOptions = {},
): Promise<SemanticIndex> {
  const { signal, cache, onProgress } = opts;
  signal?.throwIfAborted();
  await opts.seam?.(MODEL_SEAMS.index);
  const vectors = new Map<string, Float32Array>();
  const keyed: Array<[string, Float32Array]> = [];
  const stats: SemanticIndexStats = { nodes: nodes.length, embedded: 0, cacheHits: 0, cacheMisses: 0, cacheWritten: false, cacheWriteError: null };
  let done = 0;
  for (const node of nodes) {
    signal?.throwIfAborted();
    const key = cache ? embeddingKey(model.digest, nodeText(node)) : '';
    let v = cache?.get(key);
    if (v) stats.cacheHits++;
    else {
      if (cache) stats.cacheMisses++;
      v = embedNodeWith(model, node);
      stats.embedded++;
    }
    vectors.set(node.id, v);
    if (cache) keyed.push([key, v]);
    onProgress?.(++done, nodes.length);
    if (done % YIELD_EVERY === 0) await yieldToLoop();
  }
  signal?.throwIfAborted();
  // Rewrite only when something changed: new vectors, or entries for nodes that are gone.
  if (cache && (stats.cacheMisses > 0 || cache.size !== new Set(keyed.map(([k]) => k)).size)) {
    try {
      await cache.putMany(keyed, { replace: true });
      stats.cacheWritten = true;
    } catch (err) {
      stats.cacheWriteError = (err as Error).message;
    }
  }
  return createIndex(model, vectors, stats);
}

function createIndex(model: StaticModel, vectors: Map<string, Float32Array>, stats: SemanticIndexStats): SemanticIndex {
  return {
    model,
    stats,
    get size() {
      return vectors.size;
    },
    vectorOf: (id) => vectors.get(id),
    embedNode: (node) => vectors.get(node.id) ?? embedNodeWith(model, node),
    query(text, topK) {
      const q = model.embed(text);
      const hits: SemanticHit[] = [];
      for (const [id, v] of vectors) {
        const score = dot(q, v);
        if (score > 0) hits.push({ id, score });
      }
      hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return hits.slice(0, Math.max(0, topK));
    },
  };
}
