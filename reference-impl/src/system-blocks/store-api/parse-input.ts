import type { z } from 'zod';
import { refuse, type StoreRefusal } from './refusal.js';

/**
 * A verb's arguments checked against its schema. Bad input is refused `invalid_input` naming the first
 * field at fault and how to fix it; nothing has been read or written yet.
 */
export function parseInput<S extends z.ZodType>(tool: string, schema: S, args: unknown): { data: z.infer<S> } | { refused: StoreRefusal } {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return refuse('invalid_input', `${tool}: the arguments do not match its input schema; see tools/list`);
  return refuse('invalid_input', `${tool}: ${describeIssue(issue)}`);
}

/** One zod issue as "field `x.y`: what is wrong; fix". Unknown keys name themselves. */
export function describeIssue(issue: z.core.$ZodIssue, prefix: readonly (string | number)[] = []): string {
  const path = [...prefix, ...issue.path].map(String);
  if (issue.code === 'unrecognized_keys') {
    const where = path.length === 0 ? 'the arguments' : `field ${path.join('.')}`;
    return `${where} carry unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}; remove them (unknown fields are rejected)`;
  }
  const field = path.length === 0 ? 'the arguments' : `field ${path.join('.')}`;
  return `${field}: ${issue.message}; fix that value and call again`;
}
