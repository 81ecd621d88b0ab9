import type { z } from 'zod';
import { refuseRecord, type RecordRefusal } from './record-refusal.js';

/** How a record file is written: one JSON value, or plain UTF-8 text (the bearer token). */
export type RecordFormat = 'json' | 'text';

/** Validates a record's bytes against its schema; never throws for bad input. */
export function parseRecord<S extends z.ZodType>(bytes: Buffer | string, path: string, schema: S, format: RecordFormat = 'json'): { data: z.infer<S> } | RecordRefusal {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  let value: unknown = text;
  if (format === 'json') {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return refuseRecord('record_not_json', path, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return checkRecord(value, path, schema);
}

/** Validates an already decoded value (a journal line, a binary file's header). */
export function checkRecord<S extends z.ZodType>(value: unknown, path: string, schema: S): { data: z.infer<S> } | RecordRefusal {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const at = issue ? issue.path.join('.') : '';
  return { ...refuseRecord('record_malformed', path, `invalid at ${at || '(top level)'}: ${issue?.message ?? 'invalid'}`), at };
}
