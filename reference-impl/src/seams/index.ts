export { SEAM_NAMES, type SeamName } from './names.js';
export { createSeamHook, noSeams, InjectedFault, type SeamHook } from './seams.js';
export { createTestClock, TEST_CLOCK_FILE } from './test-clock.js';
