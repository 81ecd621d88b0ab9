export { digestTree, listTree, diffTreeListings } from './digest-tree.js';
export type { SnapshotView, SnapshotNode } from './snapshot-view.js';
export { computeSnapshotDigest } from './snapshot-view.js';
export { readReferenceSnapshot } from './read-reference-snapshot.js';
export { readDumpSnapshot } from './read-dump-snapshot.js';
export type { SeededRuntimeState } from './write-reference-runtime.js';
export { writeReferenceRuntime, SEEDED_CHECKPOINT_ID } from './write-reference-runtime.js';
export { readInstances } from './read-instances.js';
