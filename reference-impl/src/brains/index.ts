export { BRAINS_DIR, BIRTH_FILE, brainsDirOf, brainDirOf, brainIdFor } from './brain-paths.js';
export { BIRTH_SCHEMA, HUMAN_CLI_ORIGIN, BirthRecordSchema, parseBirthRecord, serializeBirthRecord, type BirthRecord } from './birth-record.js';
export { listBornBrains, type BornBrain } from './list-born-brains.js';
export { resolveBrainForCaller, type CallerBrain } from './resolve-brain-for-caller.js';
export { loadBornBrain, type LoadedBrain } from './load-born-brain.js';
