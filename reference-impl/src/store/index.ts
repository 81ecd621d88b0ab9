export { sha256Hex } from './sha256.js';
export { writeFileAtomic, fsyncDir } from './write-file-atomic.js';
export { CheckpointError, type CheckpointErrorCode } from './checkpoint-error.js';
export {
  CURRENT_SCHEMA,
  MANIFEST_SCHEMA,
  type CheckpointFiles,
  type CheckpointManifest,
  type CurrentPointer,
  type ManifestEntry,
} from './checkpoint-format.js';
export { CheckpointStore } from './checkpoint-store.js';
export { CHECKPOINT_SEAMS, type SeamHook } from './seam-hook.js';
export { OwnerLock, WRITER_LOCK_SCHEMA, type OwnerLockRefusal, type WriterLockRecord } from './owner-lock.js';
export { isPidAlive, readProcStat, type ProcStat } from './proc-start.js';
export { INSTANCE_SCHEMA, removeInstance, writeInstance, type InstanceRecord } from './instance-registry.js';
export {
  INGEST_ROOTS_FILE,
  INGEST_ROOTS_SCHEMA,
  parseIngestRoots,
  readPersistedRoots,
  serializeIngestRoots,
  type PersistedRoots,
} from './persisted-roots.js';
