import { randomBytes } from 'node:crypto';
import { CHECKPOINT_ID_PATTERN, CheckpointManifestSchema, CurrentPointerSchema, parseRecord, type CheckpointManifest, type CurrentPointer } from '../records/index.js';
import { CheckpointError } from './checkpoint-error.js';
import type { StreamedContent } from './write-file-atomic.js';

/**
 * Logical checkpoint files by name: small records as UTF-8 text, a large file (`graph_snapshot.json`) as a
 * producer of chunks, so it is written once, as a stream, and never held as one string.
 */
export interface CheckpointFiles {
  [name: string]: string | StreamedContent;
}

/**
 * The checkpoint CURRENT names, its manifest verified and every listed file present with the listed size.
 * Contents are read on demand and verified against the manifest's sha256 as they are read.
 */
export interface LoadedCheckpoint {
  id: string;
  /** Where its files lie (for naming one at fault). */
  filesDir: string;
  /** The file names the manifest lists, sorted. */
  names: string[];
  /** A listed file's text, read whole and verified first; undefined when the manifest does not list it. */
  text(name: string): string | undefined;
  /**
   * A listed file's bytes as chunks, read once; the iteration throws `checkpoint_digest_mismatch` after the
   * last chunk when they are not the listed bytes, so only a whole iteration proves them. Undefined when unlisted.
   */
  chunks(name: string): Iterable<Buffer> | undefined;
  /** The sha256 hex the manifest lists for a file (what a whole `chunks` iteration proved), or undefined. */
  listedSha256(name: string): string | undefined;
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
