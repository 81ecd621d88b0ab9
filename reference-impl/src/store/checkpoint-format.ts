import { randomBytes } from 'node:crypto';
import { CheckpointError } from './checkpoint-error.js';

export const CURRENT_SCHEMA = 'm1nd-checkpoint-current-v1';
export const MANIFEST_SCHEMA = 'm1nd-checkpoint-manifest-v1';

/** Logical checkpoint files by name, e.g. `graph_snapshot.json`, as UTF-8 text. */
export interface CheckpointFiles {
  [name: string]: string;
}

export interface CurrentPointer {
  schema: 'm1nd-checkpoint-current-v1';
  current: string;
  fallback: string | null;
  manifest_sha256: string;
}

export interface ManifestEntry {
  name: string;
  sha256: string;
  size: number;
}

export interface CheckpointManifest {
  schema: 'm1nd-checkpoint-manifest-v1';
  id: string;
  seq: number;
  files: ManifestEntry[];
}

// Six digits at least; a longer sequence simply grows the field.
const ID_PATTERN = /^ckpt-(\d{6,})-[0-9a-f]{8}$/;
const HEX64 = /^[0-9a-f]{64}$/;

export function formatCheckpointId(seq: number): string {
  return `ckpt-${String(seq).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

/** The sequence number of a checkpoint id, or null when the string is not one. */
export function parseCheckpointSeq(id: string): number | null {
  const m = ID_PATTERN.exec(id);
  return m ? Number(m[1]) : null;
}

/** A logical file name must stay a single path component inside `files/` and the runtime. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name !== '.' &&
    name !== '..' &&
    !name.includes('/') &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    !name.startsWith('.')
  );
}

export function parseCurrentPointer(text: string, path: string): CurrentPointer {
  const corrupt = (detail: string, cause?: unknown): CheckpointError =>
    new CheckpointError('checkpoint_current_corrupt', path, `${detail}; restore it from a backup or remove the runtime's checkpoint store`, { cause });
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw corrupt('not valid JSON', err);
  }
  if (!isRecord(v)) throw corrupt('not a JSON object');
  if (v.schema !== CURRENT_SCHEMA) throw corrupt(`schema is not ${CURRENT_SCHEMA}`);
  if (typeof v.current !== 'string' || parseCheckpointSeq(v.current) === null) throw corrupt('"current" is not a checkpoint id');
  if (v.fallback !== null && (typeof v.fallback !== 'string' || parseCheckpointSeq(v.fallback) === null)) {
    throw corrupt('"fallback" is neither null nor a checkpoint id');
  }
  if (typeof v.manifest_sha256 !== 'string' || !HEX64.test(v.manifest_sha256)) throw corrupt('"manifest_sha256" is not 64 hex digits');
  return { schema: CURRENT_SCHEMA, current: v.current, fallback: v.fallback, manifest_sha256: v.manifest_sha256 };
}

export function parseManifest(text: string, path: string, expectedId: string): CheckpointManifest {
  const corrupt = (detail: string, cause?: unknown): CheckpointError =>
    new CheckpointError('checkpoint_current_corrupt', path, detail, { cause });
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw corrupt('manifest is not valid JSON', err);
  }
  if (!isRecord(v) || v.schema !== MANIFEST_SCHEMA) throw corrupt(`manifest schema is not ${MANIFEST_SCHEMA}`);
  if (v.id !== expectedId) throw corrupt(`manifest id ${JSON.stringify(v.id)} differs from CURRENT's ${expectedId}`);
  if (typeof v.seq !== 'number' || !Array.isArray(v.files)) throw corrupt('manifest lacks "seq" or "files"');
  const files: ManifestEntry[] = [];
  for (const f of v.files as unknown[]) {
    if (!isRecord(f) || typeof f.name !== 'string' || !isSafeFileName(f.name)) throw corrupt('manifest lists an unsafe file name');
    if (typeof f.sha256 !== 'string' || !HEX64.test(f.sha256) || typeof f.size !== 'number') {
      throw corrupt(`manifest entry ${f.name} lacks a sha256 or size`);
    }
    files.push({ name: f.name, sha256: f.sha256, size: f.size });
  }
  return { schema: MANIFEST_SCHEMA, id: expectedId, seq: v.seq, files };
}

/** Canonical bytes: the same content always serialises the same way. */
export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
