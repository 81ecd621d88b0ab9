// `cochange.json`: the granted root's co-change graph, or why it was skipped.
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';

export const COCHANGE_SCHEMA = 'm1nd-cochange-v1';
export const COCHANGE_FILE = 'cochange.json';

export const CochangeEdgeSchema = z.object({ a: z.string(), b: z.string(), weight: z.number().int().positive() });

export const CochangeRecordSchema = z.discriminatedUnion('status', [
  z.object({
    schema: z.literal(COCHANGE_SCHEMA),
    root: z.string(),
    status: z.literal('built'),
    head: z.string(),
    max_commits: z.number().int().positive(),
    commits_scanned: z.number().int().min(0),
    commits_skipped_large: z.number().int().min(0),
    edges: z.array(CochangeEdgeSchema),
  }),
  z.object({ schema: z.literal(COCHANGE_SCHEMA), root: z.string(), status: z.literal('skipped'), reason: z.string(), edges: z.tuple([]) }),
]);
export type CochangeRecord = z.infer<typeof CochangeRecordSchema>;

export function serializeCochange(record: CochangeRecord): string {
  return serializeRecord(record);
}
