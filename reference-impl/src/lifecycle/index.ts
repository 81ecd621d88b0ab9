// Lifecycle of the owner process: isolated reads, the lease-mutation guard, the semantic seek state and
// the lifecycle journal.
export { readFilesIsolated, readFileIsolated, type IsolatedRead } from './read-isolated.js';
export { loadModelIsolated } from './load-model-isolated.js';
export { SemanticSeek, type SeekRanking } from './semantic-seek.js';
export { deferCacheWrites } from './defer-cache-writes.js';
export { LeaseGuard } from './lease-guard.js';
export { journalLifecycle, readLifecycleJournal, type LifecycleRecord } from './lifecycle-journal.js';
