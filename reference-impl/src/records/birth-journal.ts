// `journal/birth.jsonl`: every step and outcome of the birth ceremony and of its recovery.
import { z } from 'zod';
import { EpochMs, Pid } from './shared-fields.js';

export const BIRTH_JOURNAL = 'journal/birth.jsonl';
export const BIRTH_JOURNAL_SCHEMA = 'm1nd-birth-journal-v1';

export const BirthJournalRecordSchema = z.object({
  schema: z.literal(BIRTH_JOURNAL_SCHEMA),
  kind: z.enum(['birth.prepare', 'birth.commit', 'birth.rollback', 'birth.refusal']),
  at_ms: EpochMs,
  writer: z.object({ pid: Pid, ingress: z.enum(['human-cli', 'recovery']) }),
  brain_id: z.string().nullable(),
  root: z.string().nullable(),
  code: z.string().optional(),
  detail: z.string().optional(),
  node_count: z.number().int().min(0).optional(),
  digest: z.string().optional(),
  checkpoint: z.string().optional(),
  /** true when recovery, not the ceremony itself, wrote the outcome. */
  recovered: z.boolean().optional(),
});
export type BirthJournalRecord = z.infer<typeof BirthJournalRecordSchema>;
export type BirthJournalKind = BirthJournalRecord['kind'];
