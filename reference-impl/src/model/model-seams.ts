/** Seam names the model code passes through; the server lists them with its own seams. */
export const MODEL_SEAMS = {
  load: 'bootstrap.model_load',
  cacheRead: 'bootstrap.embedding_cache_read',
  index: 'bootstrap.semantic_index',
} as const;
