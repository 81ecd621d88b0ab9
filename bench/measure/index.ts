export type { ProcStat, TreeUsage } from './proc-tree.js';
export { parseStat, parseHighWater, procAvailable, processTree, readTreeUsage, resetPeakRss } from './proc-tree.js';
export type { TimedRun } from './timed-command.js';
export { GNU_TIME, parseGnuTime, runTimed } from './timed-command.js';
export type { CtagsRun } from './ctags.js';
export { CTAGS_INSTALL_HINT, findCtags, parseCtagsTotals, runCtags } from './ctags.js';
export type { Launch, Timed } from './server-session.js';
export { ServerSession, serverFileCount, FIRST_QUESTION, START_BOUND_MS, CALL_BOUND_MS } from './server-session.js';
