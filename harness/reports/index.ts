export {
  outcomesFromMessages, readFinishedCases, parseSkip, parseReplay, areaOf,
  type ScenarioOutcome, type ScenarioStatus, type FinishedCase, type PickleMsg,
} from './messages.js';
export {
  buildReport, type ConformanceReport, type Verdict, type ClauseStatus, type ClauseRow, type ReportedScenario, type ReportProblem,
  type ReportInputs, type Totals,
} from './conformance.js';
export { checkSkips } from './check-skips.js';
export { summaryLines } from './summary.js';
export { renderMarkdown } from './render-markdown.js';
