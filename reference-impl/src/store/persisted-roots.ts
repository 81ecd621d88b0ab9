import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckpointError } from './checkpoint-error.js';
import { serializeJson } from './checkpoint-format.js';
import { CheckpointStore } from './checkpoint-store.js';
import type { SeamHook } from './seam-hook.js';

export const INGEST_ROOTS_SCHEMA = 'm1nd-ingest-roots-v1';
export const INGEST_ROOTS_FILE = 'ingest_roots.json';
const MIRROR_FILES = ['graph_snapshot.json', INGEST_ROOTS_FILE, 'plasticity_state.json'];

/** The declared roots of a runtime: its workspace root plus every registered ingest root. */
export interface PersistedRoots {
  workspace_root: string | null;
  roots: string[];
}

export function serializeIngestRoots(r: PersistedRoots): string {
  return serializeJson({ schema: INGEST_ROOTS_SCHEMA, workspace_root: r.workspace_root, roots: r.roots });
}

/** Accepts the schema'd object and a bare array of roots; anything else is corrupt. */
export function parseIngestRoots(text: string, path: string): PersistedRoots {
  const corrupt = (detail: string, cause?: unknown) =>
    new CheckpointError('checkpoint_current_corrupt', path, `${detail}; the runtime's identity cannot be read`, { cause });
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw corrupt('not valid JSON', err);
  }
  const strings = (a: unknown): a is string[] => Array.isArray(a) && a.every((x) => typeof x === 'string');
  if (strings(v)) return { workspace_root: null, roots: v };
  if (typeof v !== 'object' || v === null) throw corrupt('not a JSON object');
  const r = v as Record<string, unknown>;
  if (r.schema !== undefined && r.schema !== INGEST_ROOTS_SCHEMA) throw corrupt(`schema is not ${INGEST_ROOTS_SCHEMA}`);
  const ws = r.workspace_root ?? null;
  if (ws !== null && typeof ws !== 'string') throw corrupt('"workspace_root" is neither null nor a string');
  const roots = r.roots ?? [];
  if (!strings(roots)) throw corrupt('"roots" is not a list of strings');
  return { workspace_root: ws, roots };
}

/**
 * What a runtime says it is bound to, or null for a runtime with no persisted state at all. The
 * verified checkpoint is authoritative; mirrors without a CURRENT (a seeded or legacy runtime) still
 * count. Persisted state without readable roots is an empty identity, which is never reusable.
 */
export function readPersistedRoots(runtimeDir: string, seams: SeamHook = async () => {}): PersistedRoots | null {
  const current = new CheckpointStore(runtimeDir, seams).loadCurrent();
  if (current) {
    const text = current.files[INGEST_ROOTS_FILE];
    return text === undefined ? { workspace_root: null, roots: [] } : parseIngestRoots(text, INGEST_ROOTS_FILE);
  }
  const mirror = join(runtimeDir, INGEST_ROOTS_FILE);
  if (existsSync(mirror)) return parseIngestRoots(readFileSync(mirror, 'utf8'), mirror);
  if (MIRROR_FILES.some((name) => existsSync(join(runtimeDir, name)))) return { workspace_root: null, roots: [] };
  return null;
}
