export { prepareWorkspace, type PrepareContext, type PrepareOutcome } from './prepare.js';
export { toCheckpointFiles, readPersistedGraph, GRAPH_FILE, ROOTS_FILE, PLASTICITY_FILE, type PersistedRoots } from './checkpoint-files.js';
