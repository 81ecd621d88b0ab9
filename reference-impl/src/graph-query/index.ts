// Read queries over a code graph: the answers of glob, orient, impact, trace, why, missing, drift, activate, view.
export { indexGraph, resolveNodeRef, fileByPath, fileOf, nodeView, type GraphIndex, type NodeRef } from './graph-index.js';
export { globFiles, DEFAULT_GLOB_LIMIT, type GlobAnswer } from './glob-files.js';
export { globToRegExp } from './glob-pattern.js';
export { orientGraph, type OrientAnswer } from './orient-graph.js';
export { reachFrom, reachImports, DEFAULT_DEPTH, MAX_DEPTH, type ReachAnswer, type Reached } from './reach.js';
export { whyPath, type WhyAnswer, type WhyStep } from './why-path.js';
export { nodesNamedIn, type TextMatch } from './error-text-nodes.js';
export { missingImports, MAX_UNRESOLVED, type MissingAnswer, type MissingImport } from './missing-imports.js';
export { driftOf, type DriftAnswer } from './drift-files.js';
export { activateGraph, DEFAULT_ACTIVATE_TOP_K, NEIGHBOUR_DECAY, EDGE_SHARE, type Activated } from './activate-graph.js';
export { sliceLines, MAX_VIEW_LINES, type ViewLines } from './view-lines.js';
