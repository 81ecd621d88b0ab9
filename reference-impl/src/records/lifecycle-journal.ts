// `journal/lifecycle.jsonl`: quarantined starts and re-stamped identities.
import { z } from 'zod';
import { JOURNAL_SCHEMA, JournalWriterSchema } from './refresh-journal.js';
import { EpochMs } from './shared-fields.js';

export const LIFECYCLE_JOURNAL = 'journal/lifecycle.jsonl';

const header = { schema: z.literal(JOURNAL_SCHEMA), at_ms: EpochMs, writer: JournalWriterSchema };

export const LifecycleJournalRecordSchema = z.discriminatedUnion('kind', [
  z.object({
    ...header,
    kind: z.literal('lifecycle.startup_quarantined'),
    root: z.string(),
    /** The bootstrap step that was running or next when the signal arrived. */
    phase: z.string(),
    signal: z.string(),
    /** The checkpoint CURRENT names, left authoritative and untouched. */
    current: z.string().nullable(),
  }),
  z.object({
    ...header,
    kind: z.literal('lifecycle.identity_restamped'),
    root: z.string(),
    /** The spellings the checkpoint used that canonicalise to `root`. */
    legacy_spellings: z.array(z.string()),
    checkpoint_before: z.string(),
    checkpoint: z.string(),
  }),
]);
export type LifecycleJournalRecord = z.infer<typeof LifecycleJournalRecordSchema>;
