export type { HarnessEnv } from './harness-env.js';
export { processHarnessEnv, fakeHarnessEnv } from './harness-env.js';
export { COVERAGE_DIR_VARIABLE, foldChildCoverage } from './mutation-coverage.js';
