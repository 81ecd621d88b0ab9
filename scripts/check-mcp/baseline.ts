import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CheckOutcome } from './check-outcome.js';
import type { ScenarioResult } from './read-conformance-results.js';

/** Scenarios whose passes mean nothing here: they call the "everything-server" fixture tools. */
export const NOT_COUNTED: Readonly<Record<string, string>> = Object.freeze({
  'tools-call-simple-text': 'calls the everything-server fixture tool test_simple_text; any text answer passes',
  'tools-call-error': 'calls the everything-server fixture tool test_error_handling; any tool error passes',
});

export const BaselineSchema = z.strictObject({
  description: z.string().optional(),
  expected_failures: z.array(z.strictObject({
    scenario: z.string().min(1),
    reason: z.string().min(10, 'give each expected failure a reason a reviewer can check'),
  })),
});
export type Baseline = z.infer<typeof BaselineSchema>;

export async function loadBaseline(path: string): Promise<Baseline> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (cause) {
    throw new Error(`cannot read the expected-failures baseline ${path}: ${(cause as Error).message}`, { cause });
  }
  return parseBaseline(raw, path);
}

export function parseBaseline(raw: unknown, path: string): Baseline {
  const parsed = BaselineSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`baseline ${path} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const seen = new Set<string>();
  for (const entry of parsed.data.expected_failures) {
    if (seen.has(entry.scenario)) throw new Error(`baseline ${path} lists ${entry.scenario} twice: keep one entry`);
    if (entry.scenario in NOT_COUNTED) throw new Error(`baseline ${path} lists ${entry.scenario}, which is never counted (${NOT_COUNTED[entry.scenario]}): remove it`);
    seen.add(entry.scenario);
  }
  return parsed.data;
}

export interface BaselineVerdict {
  outcomes: CheckOutcome[];
  /** failures the baseline expects, with its reasons (not counted as passes or failures) */
  expected: { scenario: string; reason: string; problems: string[] }[];
  /** scenarios run but never counted */
  notCounted: { scenario: string; passed: boolean; why: string }[];
}

/** New failures fail, passes of listed scenarios fail (stale), entries for scenarios not run fail (stale). */
export function compareToBaseline(results: readonly ScenarioResult[], baseline: Baseline): BaselineVerdict {
  const reasons = new Map(baseline.expected_failures.map((e) => [e.scenario, e.reason]));
  const verdict: BaselineVerdict = { outcomes: [], expected: [], notCounted: [] };
  for (const r of results) {
    const why = NOT_COUNTED[r.scenario];
    if (why !== undefined) {
      verdict.notCounted.push({ scenario: r.scenario, passed: r.passed, why });
      continue;
    }
    const reason = reasons.get(r.scenario);
    if (reason === undefined) {
      verdict.outcomes.push({ name: `conformance ${r.scenario}`, ok: r.passed, detail: r.passed ? 'passed' : `new failure: ${r.problems.join('; ')}` });
    } else if (r.passed) {
      verdict.outcomes.push({ name: `conformance ${r.scenario}`, ok: false, detail: 'stale baseline entry: the scenario passes now; remove it from baseline.json' });
    } else {
      verdict.expected.push({ scenario: r.scenario, reason, problems: r.problems });
    }
  }
  const ran = new Set(results.map((r) => r.scenario));
  for (const [scenario] of reasons) {
    if (!ran.has(scenario)) {
      verdict.outcomes.push({ name: `conformance ${scenario}`, ok: false, detail: 'stale baseline entry: the suite did not run this scenario; remove it from baseline.json' });
    }
  }
  return verdict;
}
