import { randomBytes } from 'node:crypto';
import { CHECKPOINT_ID_PATTERN, CheckpointManifestSchema, CurrentPointerSchema, parseRecord, type CheckpointManifest, type CurrentPointer } from '../records/index.js';
import { CheckpointError } from './checkpoint-error.js';

/** Logical checkpoint files by name, e.g. `graph_snapshot.json`, as UTF-8 text. */
export interface CheckpointFiles {
  [name: string]: string;
}

/** A verified checkpoint: its id, where its files lie (for naming one at fault) and their contents. */
export interface LoadedCheckpoint {
  id: string;
  filesDir: string;
  files: CheckpointFiles;
}

export function formatCheckpointId(seq: number): string {
  return `ckpt-${String(seq).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

/** The sequence number of a checkpoint id, or null when the string is not one. */
export function parseCheckpointSeq(id: string): number | null {
  const m = CHECKPOINT_ID_PATTERN.exec(id);
  return m ? Number(m[1]) : null;
}

export function parseCurrentPointer(bytes: Buffer | string, path: string): CurrentPointer {
  const parsed = parseRecord(bytes, path, CurrentPointerSchema);
  if ('data' in parsed) return parsed.data;
  throw new CheckpointError('checkpoint_current_corrupt', path, `${parsed.detail}; restore it from a backup or remove the runtime's checkpoint store`);
}

export function parseManifest(bytes: Buffer | string, path: string, expectedId: string): CheckpointManifest {
  const parsed = parseRecord(bytes, path, CheckpointManifestSchema);
  if (!('data' in parsed)) throw new CheckpointError('checkpoint_current_corrupt', path, `manifest ${parsed.detail}`);
  if (parsed.data.id !== expectedId) {
    throw new CheckpointError('checkpoint_current_corrupt', path, `manifest id ${JSON.stringify(parsed.data.id)} differs from CURRENT's ${expectedId}`);
  }
  return parsed.data;
}
