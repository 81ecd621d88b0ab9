// Holds back the embedding cache's write until bootstrap commits, so a cancelled start writes nothing.
import type { EmbeddingCache } from '../model/index.js';

export function deferCacheWrites(cache: EmbeddingCache): { cache: EmbeddingCache; flush(): Promise<void> } {
  let pending: { entries: Array<readonly [string, Float32Array]>; replace: boolean } | null = null;
  const deferred: EmbeddingCache = {
    get file() {
      return cache.file;
    },
    get status() {
      return cache.status;
    },
    get corruptReason() {
      return cache.corruptReason;
    },
    get size() {
      return cache.size;
    },
    get hits() {
      return cache.hits;
    },
    get misses() {
      return cache.misses;
    },
    get: (key) => cache.get(key),
    async putMany(entries, opts = {}) {
      pending = { entries: [...entries], replace: opts.replace === true };
    },
  };
  return {
    cache: deferred,
    flush: async () => {
      if (!pending) return;
      const { entries, replace } = pending;
      pending = null;
      await cache.putMany(entries, { replace });
    },
  };
}
