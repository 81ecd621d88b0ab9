export type { HarnessEnv } from './harness-env.js';
export { processHarnessEnv, fakeHarnessEnv } from './harness-env.js';
