// `brains/<id>/birth.json`: a born brain's identity, stamped by the birth ceremony only.
import { z } from 'zod';
import { EpochMs } from './shared-fields.js';
import { serializeRecord } from './serialize-record.js';

export const BIRTH_SCHEMA = 'm1nd-birth-v1';
export const BIRTH_FILE = 'birth.json';
/** The one origin a born brain can carry: the binary's own `--birth` ingress stamps it. */
export const HUMAN_CLI_ORIGIN = 'human-cli';

export const BirthRecordSchema = z.strictObject({
  schema: z.literal(BIRTH_SCHEMA),
  root: z.string().startsWith('/'),
  origin: z.literal(HUMAN_CLI_ORIGIN),
  born_at_ms: EpochMs,
  brain_id: z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 lowercase hex characters'),
});
export type BirthRecord = z.infer<typeof BirthRecordSchema>;

export function serializeBirthRecord(record: BirthRecord): string {
  return serializeRecord(BirthRecordSchema.parse(record));
}
