import { join } from 'node:path';
import { z } from 'zod';

/** Schemas of the reference runtime layout (reference-impl/README.md), read as an outsider. */
export const CurrentSchema = z.object({
  schema: z.literal('m1nd-checkpoint-current-v1'),
  current: z.string().min(1),
  fallback: z.string().min(1).nullable().optional(),
  manifest_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ManifestSchema = z.object({
  schema: z.literal('m1nd-checkpoint-manifest-v1'),
  id: z.string().min(1),
  seq: z.number().int().nonnegative(),
  files: z.array(z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]+$/).refine((n) => n !== '.' && n !== '..'),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    size: z.number().int().nonnegative(),
  })),
});

export const GraphSnapshotSchema = z.object({
  schema: z.literal('m1nd-graph-snapshot-v1'),
  roots: z.array(z.string()),
  nodes: z.array(z.object({
    id: z.string(),
    label: z.string(),
    type: z.string(),
    root: z.string(),
    path: z.string(),
  }).loose()),
  edges: z.array(z.object({ source: z.string(), target: z.string(), kind: z.string() }).loose()),
  files: z.array(z.unknown()).optional(),
}).loose();

export const IngestRootsSchema = z.object({
  schema: z.literal('m1nd-ingest-roots-v1'),
  workspace_root: z.string().nullable(),
  roots: z.array(z.string()),
}).loose();

export const STORE_DIR = 'checkpoint-store';
export const GRAPH_FILE = 'graph_snapshot.json';
export const ROOTS_FILE = 'ingest_roots.json';
export const PLASTICITY_FILE = 'plasticity_state.json';
/** The folder of the documented journals (`<runtime>/journal/*.jsonl`). */
export const JOURNAL_DIR = 'journal';
export const LIFECYCLE_JOURNAL = join(JOURNAL_DIR, 'lifecycle.jsonl');
/** The presences every call naming an agent beats (seed 004), refused calls included: `<runtime>/registry/presences`. */
export const PRESENCES_DIR = join('registry', 'presences');
export const WRITER_LOCK = join(STORE_DIR, 'WRITER.lock');
export const CURRENT_POINTER = join(STORE_DIR, 'CURRENT');
export const COCHANGE_FILE = 'cochange.json';
export const EMBEDDING_CACHE_DIR = 'embedding-cache';
/** The system-blocks store (seed 003), a sidecar of the runtime directory. */
export const SYSTEM_BLOCKS_FILE = 'system_blocks.json';
