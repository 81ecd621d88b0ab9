// `ingest_roots.json`: the declared roots of a runtime (its identity), in each checkpoint and as a mirror.
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';

export const INGEST_ROOTS_SCHEMA = 'm1nd-ingest-roots-v1';
export const INGEST_ROOTS_FILE = 'ingest_roots.json';

/**
 * What a runtime may hold: the written form, an object of older writers without some of its keys, or a
 * bare list of roots. Each reads as the workspace root plus every registered ingest root.
 */
export const IngestRootsSchema = z.union([
  z.array(z.string()).transform((roots) => ({ workspace_root: null, roots })),
  z
    .object({
      schema: z.literal(INGEST_ROOTS_SCHEMA).optional(),
      workspace_root: z.string().nullable().optional(),
      roots: z.array(z.string()).optional(),
      /** Each root's directory as it was when recorded (`<dev>:<ino>`): a path later swapped for a link elsewhere is told apart. */
      root_ids: z.record(z.string(), z.string()).optional(),
    })
    .transform((r) => ({ workspace_root: r.workspace_root ?? null, roots: r.roots ?? [], ...(r.root_ids ? { root_ids: r.root_ids } : {}) })),
]);
export type PersistedRoots = { workspace_root: string | null; roots: string[]; root_ids?: Record<string, string> };

export function serializeIngestRoots(r: PersistedRoots): string {
  return serializeRecord({ schema: INGEST_ROOTS_SCHEMA, workspace_root: r.workspace_root, roots: r.roots, ...('root_ids' in r && r.root_ids ? { root_ids: r.root_ids } : {}) });
}
