// The JSON header of `embedding-cache/embeddings-<digest prefix>.bin` (the vectors follow it, binary).
import { z } from 'zod';
import { Sha256Hex } from './shared-fields.js';

export const EMBEDDING_CACHE_SCHEMA = 'm1nd-embedding-cache-v1';

export const EmbeddingCacheHeaderSchema = z.object({
  schema: z.literal(EMBEDDING_CACHE_SCHEMA),
  model_digest: z.string(),
  dim: z.number().int().positive(),
  /** One cache key per row of vectors, sorted. */
  keys: z.array(z.string()),
  data_sha256: Sha256Hex,
});
export type EmbeddingCacheHeader = z.infer<typeof EmbeddingCacheHeaderSchema>;
