export type { Summary } from './ratios.js';
export { median, summarize, pairRatios, ratioSummary, pairDifferences, roundRatio } from './ratios.js';
