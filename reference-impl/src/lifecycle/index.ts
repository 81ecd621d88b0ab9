// Lifecycle of the owner process: isolated reads, the lease-mutation guard, the semantic seek state,
// the checkpoint-ACK shutdown and the lifecycle journal.
export { readFilesIsolated, readFileIsolated, type IsolatedRead } from './read-isolated.js';
export { loadModelIsolated } from './load-model-isolated.js';
export { SemanticSeek, type SeekRanking } from './semantic-seek.js';
export { deferCacheWrites } from './defer-cache-writes.js';
export { LeaseGuard } from './lease-guard.js';
export { journalLifecycle, LIFECYCLE_JOURNAL, type LifecycleRecord } from './lifecycle-journal.js';
export { shutdownOwner, ACK_LINE, CANCELLED_LINE, type ShutdownSteps } from './shutdown-owner.js';
