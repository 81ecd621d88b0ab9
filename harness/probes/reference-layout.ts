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

/**
 * `graph_snapshot.json` v3: one JSON document written one record per line. The first line is the header
 * (ending in `,`); then the sections files, nodes, edges (and links when counted), each opened by a line
 * `"<name>":[`, holding one record per line (each but the last ending in `,`), closed by `],` (the last by `]}`).
 * v2, which the reference still reads, differs only in its links records (objects instead of arrays).
 */
export const GRAPH_SNAPSHOT_SCHEMA = 'm1nd-graph-snapshot-v3';
export const GRAPH_SNAPSHOT_V2_SCHEMA = 'm1nd-graph-snapshot-v2';
export const GraphHeaderSchema = z.object({
  schema: z.enum([GRAPH_SNAPSHOT_SCHEMA, GRAPH_SNAPSHOT_V2_SCHEMA]),
  roots: z.array(z.string()),
  counts: z.object({ files: z.number().int().nonnegative(), nodes: z.number().int().nonnegative(), edges: z.number().int().nonnegative(), links: z.number().int().nonnegative().optional() }),
}).loose();
const Index = z.number().int().nonnegative();
/** `[path, root index, sha256, size]` */
export const GraphFileRecordSchema = z.tuple([z.string().min(1), Index, z.string().regex(/^[0-9a-f]{64}$/), Index]);
/** `[id, label, type, root index, path, line_start, line_end]`, ids strictly increasing */
export const GraphNodeRecordSchema = z.tuple([z.string().min(1), z.string(), z.string().min(1), Index, z.string(), z.number().int().positive(), z.number().int().positive()]);
/** `[source, target, kind]`, the ends as indexes into the nodes section */
export const GraphEdgeRecordSchema = z.tuple([Index, Index, z.string().min(1)]);
/** A file's link material, `[root index, path, ...]` (v3); the kit reads only where it lies. */
export const GraphLinksRecordSchema = z.tuple([Index, z.string().min(1)]).rest(z.unknown());
/** The same in v2: an object. */
export const GraphLinksV2RecordSchema = z.object({ root: z.string().min(1), path: z.string().min(1) }).loose();

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
