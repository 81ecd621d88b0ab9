export { runBattery, KIT_ROOT, type RunOptions, type RunResult } from './run-battery.js';
