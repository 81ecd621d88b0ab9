// The skeleton scan: heuristic clustering of the code root's files and the narration of its phases.
export { clusterFiles, type DraftBlock } from './cluster-files.js';
export { ScanEventBus, type ScanPhaseEvent, type ScanEventListener } from './scan-events.js';
export type { ScanDeps } from './scan-deps.js';
