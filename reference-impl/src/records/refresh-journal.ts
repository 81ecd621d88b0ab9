// `journal/ingest-refresh.jsonl`: one line per refresh receipt or refusal of the refresh door.
import { z } from 'zod';
import { EpochMs, Pid } from './shared-fields.js';

/** Schema tag of every refresh and lifecycle journal line. */
export const JOURNAL_SCHEMA = 'm1nd-journal-v1';
export const REFRESH_JOURNAL = 'journal/ingest-refresh.jsonl';

export const JournalWriterSchema = z.object({ pid: Pid, ingress: z.string() });

export const RefreshJournalRecordSchema = z.object({
  schema: z.literal(JOURNAL_SCHEMA),
  kind: z.enum(['refresh.receipt', 'refresh.refusal']),
  at_ms: EpochMs,
  writer: JournalWriterSchema,
  /** The canonical root the refresh targeted; null when no declared root was matched. */
  root: z.string().nullable(),
  /** The caller root as the ingress presented it; null when unknown. */
  caller_root: z.string().nullable(),
  code: z.string().optional(),
  node_count_before: z.number().int().min(0),
  node_count: z.number().int().min(0).optional(),
  digest_before: z.string(),
  digest_after: z.string().optional(),
  checkpoint: z.string().optional(),
});
export type RefreshJournalRecord = z.infer<typeof RefreshJournalRecordSchema>;
export type RefreshJournalKind = RefreshJournalRecord['kind'];
