// Every record the reference persists: one zod schema each, and the one reader every read goes through.
export { RECORD_REFUSAL_CODES, formatRecordRefusal, refuseRecord, type RecordRead, type RecordRefusal, type RecordRefusalCode } from './record-refusal.js';
export { checkRecord, parseRecord, type RecordFormat } from './parse-record.js';
export { readRecord, readRecordBytesSync, readRecordSync, type ReadRecordOptions } from './read-record.js';
export { readRecordLinesSync, type RecordLines } from './read-record-lines.js';
export { serializeRecord } from './serialize-record.js';
export { errorCode } from './error-code.js';

export {
  GRAPH_SNAPSHOT_FILE,
  GRAPH_SNAPSHOT_SCHEMA,
  GRAPH_SNAPSHOT_V2_SCHEMA,
  SNAPSHOT_SECTIONS,
  SnapshotHeaderSchema,
  fileRecordProblem,
  nodeRecordProblem,
  edgeRecordProblem,
  type FileRecord,
  type NodeRecord,
  type EdgeRecord,
  type SnapshotHeader,
  type SnapshotSection,
  type SnapshotEdge,
  type SnapshotFile,
  type SnapshotNode,
} from './graph-snapshot.js';
export { GRAPH_SNAPSHOT_V1_SCHEMA, GraphSnapshotV1Schema, type GraphSnapshotV1 } from './graph-snapshot-v1.js';
export { FileDefSchema, FileLinksSchema, ImportBindingSchema, RawRefSchema, DEF_FLAGS, fileLinksProblem, linksRecordProblem, type FileDef, type FileLinks, type ImportBinding, type LinksRecord, type ModDecl, type RawRef } from './graph-links.js';
export { EDGE_KINDS, NODE_TYPES } from './graph-kinds.js';
export { SCAN_STAMPS_FILE } from './scan-stamps.js';
export { INGEST_ROOTS_FILE, INGEST_ROOTS_SCHEMA, IngestRootsSchema, serializeIngestRoots, type PersistedRoots } from './ingest-roots.js';
export { PLASTICITY_FILE, PLASTICITY_SCHEMA, PlasticityStateSchema, serializePlasticityState, type PlasticityState } from './plasticity-state.js';
export { CHECKPOINT_ID_PATTERN, CURRENT_FILE, CURRENT_SCHEMA, CurrentPointerSchema, type CurrentPointer } from './checkpoint-current.js';
export { MANIFEST_FILE, MANIFEST_SCHEMA, CheckpointManifestSchema, isSafeFileName, type CheckpointManifest, type ManifestEntry } from './checkpoint-manifest.js';
export type { PidLockRecord } from './pid-lock-record.js';
export { WRITER_LOCK_FILE, WRITER_LOCK_SCHEMA, WriterLockSchema, serializeWriterLock, type WriterLockRecord } from './writer-lock.js';
export { BIRTH_LOCK_FILE, BIRTH_LOCK_SCHEMA, BirthLockSchema, serializeBirthLock, type BirthLockRecord } from './birth-lock.js';
export { INSTANCE_ID_PATTERN, INSTANCE_SCHEMA, INSTANCES_DIR, REGISTRY_DIR, InstanceRecordSchema, serializeInstanceRecord, type InstanceRecord } from './instance-record.js';
export { BIRTH_FILE, BIRTH_SCHEMA, HUMAN_CLI_ORIGIN, BirthRecordSchema, serializeBirthRecord, type BirthRecord } from './birth-record.js';
export { JOURNAL_SCHEMA, REFRESH_JOURNAL, RefreshJournalRecordSchema, type RefreshJournalKind, type RefreshJournalRecord } from './refresh-journal.js';
export { LIFECYCLE_JOURNAL, LifecycleJournalRecordSchema, type LifecycleJournalRecord } from './lifecycle-journal.js';
export { BIRTH_JOURNAL, BIRTH_JOURNAL_SCHEMA, BirthJournalRecordSchema, type BirthJournalKind, type BirthJournalRecord } from './birth-journal.js';
export { COCHANGE_FILE, COCHANGE_SCHEMA, CochangeEdgeSchema, CochangeRecordSchema, serializeCochange, type CochangeRecord } from './cochange-record.js';
export { EMBEDDING_CACHE_SCHEMA, EmbeddingCacheHeaderSchema, type EmbeddingCacheHeader } from './embedding-cache-header.js';
export {
  AGENT_CACHE_IDENTITY_FILE,
  AGENT_CACHE_IDENTITY_SCHEMA,
  AgentCacheIdentitySchema,
  serializeAgentCacheIdentity,
  type AgentCacheIdentity,
  type SourceRevision,
} from './agent-cache-identity.js';
export { AGENT_LEASE_SCHEMA, AgentLeaseProofSchema, serializeAgentLeaseProof, type AgentLeaseProof } from './agent-lease-proof.js';
export { BEARER_TOKEN_FILE, BEARER_TOKEN_PATTERN, BearerTokenSchema, type BearerToken } from './bearer-token.js';
export { ServerConfigFileSchema, type ServerConfigFile } from './server-config-file.js';
export {
  SYSTEM_BLOCKS_STORE_FILE,
  SYSTEM_BLOCKS_STORE_SCHEMA,
  RECEIPT_HUMAN_ORIGINS,
  BLOCK_STATES,
  SlugSchema,
  InstantSchema,
  MemberSchema,
  RepoRelativePathSchema,
  ReceiptInputSchema,
  StoredReceiptSchema,
  BlockSchema,
  SystemBlocksStoreSchema,
  repoRelativeViolation,
  serializeSystemBlocksStore,
  type Block,
  type ReceiptInput,
  type StoredReceipt,
  type SystemBlocksStore,
} from './system-blocks-store.js';
export { PRESENCE_SCHEMA, PRESENCES_DIR, PRESENCE_ID_PATTERN, PRESENCE_INTENTS, PresenceRecordSchema, serializePresenceRecord, type PresenceRecord } from './presence-record.js';
