export {
  outcomesFromMessages, readFinishedCases, parseSkip, parseReplay, areaOf,
  type ScenarioOutcome, type ScenarioStatus, type FinishedCase, type PickleMsg,
} from './messages.js';
export {
  buildReport, type ConformanceReport, type Verdict, type ClauseStatus, type ClauseRow, type ReportedScenario, type ReportProblem,
  type ReportInputs, type Totals, type ShardRecord,
} from './conformance.js';
export { identitiesOfDocument, fallbackIdentity, type IdentityDocument, type ScenarioIdentity } from './scenario-identity.js';
export { timingOf, timingLines, median, compareText, OVERHEAD_DEFINITION, type RunTiming, type TimedScenario } from './timing.js';
export { checkSkips } from './check-skips.js';
export { summaryLines } from './summary.js';
export { renderMarkdown } from './render-markdown.js';
export { mergeLanes } from './merge-lanes.js';
