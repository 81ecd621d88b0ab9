export { BRAINS_DIR, brainsDirOf, brainDirOf, brainIdFor } from './brain-paths.js';
export { listBornBrains, type BornBrain } from './list-born-brains.js';
export { resolveBrainForCaller, type CallerBrain } from './resolve-brain-for-caller.js';
export { loadBornBrain, type LoadedBrain } from './load-born-brain.js';
