// On-disk embedding cache under a directory the server owns: a warm boot reads vectors instead of re-embedding.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../records/index.js';
import { writeFileAtomic } from '../store/index.js';
import { decodeCacheFile, encodeCacheFile } from './cache-file.js';
import { MODEL_SEAMS } from './model-seams.js';

export type CacheStatus = 'absent' | 'loaded' | 'corrupt';

export interface EmbeddingCache {
  readonly file: string;
  /** How the open went: no file yet, read and verified, or unusable (ignored, rebuilt on the next write). */
  readonly status: CacheStatus;
  /** Why a corrupt cache was ignored; null otherwise. */
  readonly corruptReason: string | null;
  readonly size: number;
  readonly hits: number;
  readonly misses: number;
  /** The cached vector for `key`; counts a hit or a miss. */
  get(key: string): Float32Array | undefined;
  /** Adds vectors and rewrites the file atomically; `replace` first drops every entry not given. */
  putMany(entries: Iterable<readonly [string, Float32Array]>, opts?: { replace?: boolean }): Promise<void>;
}

export interface OpenCacheOptions {
  signal?: AbortSignal;
  /** Called with `MODEL_SEAMS.cacheRead` before the read, so a test protocol can hold it. */
  seam?: (name: string) => Promise<void>;
  /** Reads the cache file whole; the server passes one that runs isolated from its main thread. */
  readFile?: (file: string, signal?: AbortSignal) => Promise<Buffer>;
}

/** The cache key of one text under one model. */
export function embeddingKey(modelDigest: string, text: string): string {
  return createHash('sha256').update(modelDigest).update('\0').update(text).digest('hex');
}

export function cacheFileName(modelDigest: string): string {
  return `embeddings-${modelDigest.slice(0, 12)}.bin`;
}

export async function openEmbeddingCache(
  dir: string,
  model: { digest: string; dim: number },
  opts: OpenCacheOptions = {},
): Promise<EmbeddingCache> {
  const { signal } = opts;
  const file = join(dir, cacheFileName(model.digest));
  signal?.throwIfAborted();
  await opts.seam?.(MODEL_SEAMS.cacheRead);
  signal?.throwIfAborted();
  let entries = new Map<string, Float32Array>();
  let status: CacheStatus = 'absent';
  let corruptReason: string | null = null;
  try {
    const bytes = opts.readFile ? await opts.readFile(file, signal) : await readFile(file, signal ? { signal } : {});
    const decoded = decodeCacheFile(bytes, { modelDigest: model.digest, dim: model.dim });
    if (typeof decoded === 'string') {
      status = 'corrupt';
      corruptReason = decoded;
    } else {
      entries = decoded.entries;
      status = 'loaded';
    }
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    const code = errorCode(err);
    if (code !== 'ENOENT') {
      status = 'corrupt';
      corruptReason = `unreadable (${code ?? (err as Error).message})`;
    }
  }
  let hits = 0;
  let misses = 0;
  return {
    file,
    status,
    corruptReason,
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    get(key) {
      const v = entries.get(key);
      if (v) hits++;
      else misses++;
      return v;
    },
    async putMany(given, putOpts = {}) {
      const next = putOpts.replace ? new Map<string, Float32Array>() : new Map(entries);
      for (const [key, v] of given) {
        if (v.length !== model.dim) throw new Error(`embedding for cache key ${key} has ${v.length} values, the model's dimension is ${model.dim}`);
        next.set(key, v);
      }
      await mkdir(dir, { recursive: true, mode: 0o700 });
      writeFileAtomic(file, encodeCacheFile({ modelDigest: model.digest, dim: model.dim, entries: next }));
      entries = next;
    },
  };
}
