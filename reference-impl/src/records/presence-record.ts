// `registry/presences/<presence_id>.json`: one agent's activity on one brain, as the owner saw it (seed 004).
import { z } from 'zod';
import { EpochMs } from './shared-fields.js';
import { serializeRecord } from './serialize-record.js';

export const PRESENCE_SCHEMA = 'm1nd-presence-v0';
/** Beside `instances/` in a runtime's registry folder. */
export const PRESENCES_DIR = 'presences';
/** `prs_` and 12 lower-case hex digits: stable per (agent_id, brain), and also the file name. */
export const PRESENCE_ID_PATTERN = /^prs_[0-9a-f]{12}$/;
export const PRESENCE_INTENTS = ['read', 'mutate'] as const;

export const PresenceRecordSchema = z.strictObject({
  schema: z.literal(PRESENCE_SCHEMA),
  presence_id: z.string().regex(PRESENCE_ID_PATTERN, 'expected prs_ and 12 hex digits'),
  agent_id: z.string().min(1),
  /** The workspace root of the brain the calls reached: the collision key. */
  brain: z.string().min(1),
  /** The caller's canonical root as the session knew it (the grant on stdio); null when unknown. */
  caller_root: z.string().nullable(),
  // Declared through session_handshake; null until declared.
  kind: z.string().nullable(),
  theme: z.string().nullable(),
  worktree: z.string().nullable(),
  working_set: z.array(z.string()),
  /** Measured only (an agent's open mission charter); the reference measures none, so it is never written. */
  task_ref: z.string().optional(),
  mutation: z.strictObject({
    /** When a call the dispatch classifies as a write was last admitted for this presence. */
    observed_at_ms: EpochMs.nullable(),
    declared_intent: z.enum(PRESENCE_INTENTS).nullable(),
  }),
  first_seen_ms: EpochMs,
  last_beat_ms: EpochMs,
  query_count: z.number().int().min(0),
  ttl_ms: z.number().int().positive(),
});
export type PresenceRecord = z.infer<typeof PresenceRecordSchema>;

export function serializePresenceRecord(record: PresenceRecord): string {
  return serializeRecord(record);
}
