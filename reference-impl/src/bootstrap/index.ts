export { prepareWorkspace, type PrepareContext, type PrepareOutcome } from './prepare.js';
export { toCheckpointFiles, readPersistedGraph, readPersistedRoots, GRAPH_FILE, ROOTS_FILE, PLASTICITY_FILE, type PersistedRoots } from './checkpoint-files.js';
