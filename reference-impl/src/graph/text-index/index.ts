// In-memory text of what a graph ingested, for search: built from the ingested files whose bytes still match.
export { buildTextIndex, type IngestedFile, type ReadBytesFn, type TextIndex, type BuildOptions } from './build-text-index.js';
export { compileLiteral, compileRegex, patternShape, type CompiledQuery, type LiteralQuery, type RegexQuery } from './compile-query.js';
export { matchLines, countLines, eachLine, lineAt, newBudget, REGEX_BUDGET_CHARS, type ScanBudget, type LineHit } from './match-lines.js';
export { buildLabelTable, matchLabels, type LabelTable } from './label-table.js';
export { countsInLane, countMarked, CountLaneBuilder, SEGMENT_CHARS, type CountLane, type LaneSegment } from './count-lane.js';
