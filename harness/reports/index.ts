export { outcomesFromMessages, parseSkip, type ScenarioOutcome, type ScenarioStatus } from './messages.js';
export { buildReport, summaryLines, type ConformanceReport, type Verdict, type ClauseStatus } from './conformance.js';
