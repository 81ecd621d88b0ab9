export { prepareWorkspace } from './prepare.js';
export type { PrepareContext, PrepareOutcome, PrepareMode, PrepareProgress, DerivedPhases } from './prepare-types.js';
export { toCheckpointFiles, readPersistedGraph } from './checkpoint-files.js';
export { keepSeekIndex, readKeptSeekIndex, SEEK_INDEX_FILE } from './kept-seek-index.js';
export { restampGraph, type Restamped } from './restamp.js';
export { createDerivePhases, type DeriveOptions, type DerivedState } from './derive-phases.js';
