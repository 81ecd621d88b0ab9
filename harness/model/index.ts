// The kit's own embedding model for the default lane: generated, deterministic, never downloaded.
export {
  generateTinyModel,
  DEFAULT_SYNONYMS,
  MODEL_FILE_NAMES,
  TINY_MODEL_DIM,
  type TinyModel,
  type TinyModelOptions,
} from './generate-tiny-model.js';
export { corruptModel, MODEL_CORRUPTIONS, type ModelCorruption } from './corrupt-model.js';
export { tinyVocabulary, fixtureWords, COMMON_WORDS } from './tiny-vocabulary.js';
export { inspectModelDir, type ModelDirEvidence } from './inspect-model-dir.js';
