export type { SeekCase, ImpactCase } from './eval-set.js';
export { EVAL_FILES, SEEK_CASES, IMPACT_CASES } from './eval-set.js';
export type { AnswerItem, Expected } from './metrics.js';
export { answerItems, reciprocalRank, mean, symbolRecall, fileScores } from './metrics.js';
export type { QualityFigures } from './run-quality.js';
export { runQuality, writeEvalTree } from './run-quality.js';
