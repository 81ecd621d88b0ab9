// Public surface of the static-embedding model: loading, the semantic index, its cache and the seek ranker.
export { ModelError, isModelError, type ModelErrorCode } from './model-error.js';
export {
  loadStaticModel,
  readModelFiles,
  parseStaticModel,
  MODEL_FILES,
  type LoadModelOptions,
  type ModelFileBytes,
} from './load-static-model.js';
export { MODEL_SEAMS } from './model-seams.js';
export type { StaticModel } from './static-model.js';
export { parseSafetensors, type SafetensorsFile, type TensorInfo } from './safetensors.js';
export { readEmbeddingMatrix, readEmbeddingTables, type EmbeddingMatrix, type EmbeddingTables } from './embedding-tables.js';
export { splitWords } from './split-words.js';
export { cosine } from './vector-math.js';
export {
  openEmbeddingCache,
  embeddingKey,
  cacheFileName,
  type EmbeddingCache,
  type CacheStatus,
  type OpenCacheOptions,
} from './embedding-cache.js';
export {
  buildSemanticIndex,
  nodeText,
  type BuildSemanticIndexOptions,
  type SemanticHit,
  type SemanticIndex,
  type SemanticIndexStats,
  type SemanticNode,
} from './semantic-index.js';
export { semanticRanker, type SemanticSeekRanker } from './semantic-ranker.js';
