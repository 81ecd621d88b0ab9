import { z } from 'zod';

export const BIRTH_SCHEMA = 'm1nd-birth-v1';
/** The one origin a born brain can carry: the binary's own `--birth` ingress stamps it. */
export const HUMAN_CLI_ORIGIN = 'human-cli';

export const BirthRecordSchema = z.strictObject({
  schema: z.literal(BIRTH_SCHEMA),
  root: z.string().startsWith('/'),
  origin: z.literal(HUMAN_CLI_ORIGIN),
  born_at_ms: z.number().int().min(0),
  brain_id: z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 lowercase hex characters'),
});
export type BirthRecord = z.infer<typeof BirthRecordSchema>;

export function serializeBirthRecord(record: BirthRecord): string {
  return `${JSON.stringify(BirthRecordSchema.parse(record), null, 2)}\n`;
}

/** Parses `birth.json` bytes; throws an Error naming the file and the first problem. */
export function parseBirthRecord(text: string, path: string): BirthRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new Error(`${path} is not valid JSON; a born brain's identity file must be ${BIRTH_SCHEMA}`, { cause });
  }
  const parsed = BirthRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(top level)';
    throw new Error(`${path} is invalid at ${where}: ${issue?.message ?? 'invalid'}; expected ${BIRTH_SCHEMA}`);
  }
  return parsed.data;
}
