import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GRAPH_SNAPSHOT_FILE, INGEST_ROOTS_FILE, IngestRootsSchema, parseRecord, PLASTICITY_FILE, readRecordSync, type PersistedRoots } from '../records/index.js';
import { CheckpointError } from './checkpoint-error.js';
import type { LoadedCheckpoint } from './checkpoint-format.js';
import { CheckpointStore } from './checkpoint-store.js';
import type { SeamHook } from './seam-hook.js';

const MIRROR_FILES = [GRAPH_SNAPSHOT_FILE, INGEST_ROOTS_FILE, PLASTICITY_FILE];

/** The identity one checkpoint records; a checkpoint without ingest roots declares none (never reusable). */
export function identityOfCheckpoint(checkpoint: Pick<LoadedCheckpoint, 'text'>): PersistedRoots {
  const text = checkpoint.text(INGEST_ROOTS_FILE);
  if (text === undefined) return { workspace_root: null, roots: [] };
  const parsed = parseRecord(text, INGEST_ROOTS_FILE, IngestRootsSchema);
  if ('data' in parsed) return parsed.data;
  throw unreadableIdentity(INGEST_ROOTS_FILE, parsed.detail);
}

/**
 * What a runtime says it is bound to, or null for a runtime with no persisted state at all. The
 * verified checkpoint is authoritative; mirrors without a CURRENT (a seeded or legacy runtime) still
 * count. Persisted state without readable roots is an empty identity, which is never reusable.
 */
export function readPersistedRoots(runtimeDir: string, seams: SeamHook = async () => {}): PersistedRoots | null {
  const current = new CheckpointStore(runtimeDir, seams).loadCurrent();
  if (current) return identityOfCheckpoint(current);
  const mirror = join(runtimeDir, INGEST_ROOTS_FILE);
  const read = readRecordSync(mirror, IngestRootsSchema);
  if ('data' in read) return read.data;
  if (read.code !== 'record_missing') throw unreadableIdentity(mirror, read.detail);
  if (MIRROR_FILES.some((name) => existsSync(join(runtimeDir, name)))) return { workspace_root: null, roots: [] };
  return null;
}

function unreadableIdentity(path: string, detail: string): CheckpointError {
  return new CheckpointError('checkpoint_current_corrupt', path, `${detail}; the runtime's identity cannot be read`);
}
