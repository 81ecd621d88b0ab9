export { runBattery, KIT_ROOT, type RunOptions, type RunResult } from './run-battery.js';
export { decideExit, type ExitDecision } from './decide-exit.js';
export { listAreas, areaPath, UsageError } from './select-features.js';
export { ProgressTracker, elapsed, type ProgressMode } from './progress-tracker.js';
export { reproBundle, type ReproOptions } from './run-repro.js';
export { resolveLane, type ResolvedLane } from './resolve-lane.js';
