import { z } from 'zod';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD');

/** One known deviation: a clause or one scenario (by name) expected to fail, or to fail now and then. */
export const ExpectationSchema = z
  .strictObject({
    clause: z.string().min(1).optional(),
    scenario: z.string().min(1).optional(),
    expect: z.enum(['fail', 'flaky']),
    reason: z.string().min(1, 'say why the implementation deviates'),
    issue: z.string().min(1, 'name the issue (URL or id) tracking the fix'),
    expires: IsoDate,
  })
  .refine((e) => (e.clause === undefined) !== (e.scenario === undefined), {
    message: 'name exactly one of "clause" (a catalog id) or "scenario" (a scenario name)',
  });

/** The per-implementation expectations file; strict, so a misspelt key is an error, not a silent no-op. */
export const ExpectationsFileSchema = z.strictObject({
  schema: z.literal('m1nd-expectations-v1'),
  /** the adapter name these expectations were written for; a mismatch is refused */
  implementation: z.string().min(1).optional(),
  expectations: z.array(ExpectationSchema),
});

export type Expectation = z.infer<typeof ExpectationSchema>;
export type ExpectationsFile = z.infer<typeof ExpectationsFileSchema>;

/** Validates `value`; the error names the file and every field at fault. */
export function parseExpectations(value: unknown, source: string): ExpectationsFile {
  const parsed = ExpectationsFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')}; remove or rename them)` : '';
    return `${field}: ${issue.message}${keys}`;
  });
  throw new Error(`expectations ${source} are invalid: ${problems.join('; ')}. Each entry is {clause|scenario, expect: fail|flaky, reason, issue, expires: YYYY-MM-DD}.`);
}

/** How an entry is named in messages: `clause BOOT-GRANT-1` or `scenario "…"`. */
export function describeExpectation(e: Expectation): string {
  return e.clause !== undefined ? `clause ${e.clause}` : `scenario "${e.scenario}"`;
}
