// Co-change graph: files that changed together in the granted root's git history.
export { buildCochangeFromGit, DEFAULT_MAX_COMMITS, DEFAULT_MAX_FILES_PER_COMMIT, type CochangeOptions } from './build-from-git.js';
export { buildCochange, indexPartners, partnersOf, type CochangeEdge, type CochangeGraph, type BuildCochangeOptions } from './build-cochange.js';
export { parseNameOnlyLog, type CommitFiles } from './parse-log.js';
export { writeCochange } from './cochange-record.js';
export { gitEnv, runGit } from './run-git.js';
