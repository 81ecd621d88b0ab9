import { summarySaysFresh } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { bootstrapArea } from './bootstrap-area.js';

const VERDICTS = ['fresh', 'stale', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

export async function askStale(s: Scenario, rel: string): Promise<void> {
  bootstrapArea(s).lastStaleAnswer = await s.positive('am_i_stale', { files: [rel] });
}

function answer(s: Scenario): Record<string, unknown> {
  const found = bootstrapArea(s).lastStaleAnswer;
  if (!found) throw new Error('no am_i_stale answer yet; ask first');
  return found;
}

/** `rel` appears under `verdict` and under no other list. */
export function expectListedOnly(s: Scenario, rel: string, verdict: string): void {
  if (!(VERDICTS as readonly string[]).includes(verdict)) throw new Error(`unknown verdict "${verdict}"; use fresh, stale or unknown`);
  const a = answer(s);
  const lists = Object.fromEntries(VERDICTS.map((v) => [v, Array.isArray(a[v]) ? (a[v] as unknown[]).map(String) : null]));
  const missing = VERDICTS.filter((v) => lists[v] === null);
  if (missing.length > 0) throw new Error(`am_i_stale answer lacks the lists ${missing.join(', ')}: ${JSON.stringify(a)}`);
  const where = VERDICTS.filter((v) => lists[v]?.some((entry) => entry === rel || entry.endsWith(`/${rel}`)));
  if (where.length !== 1 || where[0] !== verdict) {
    throw new Error(`am_i_stale lists ${rel} under ${JSON.stringify(where)}; expected only under ${verdict}. Answer: ${JSON.stringify(a)}`);
  }
}

export function expectSummaryNotFresh(s: Scenario): void {
  const summary = answer(s).summary;
  if (summary === undefined) throw new Error('am_i_stale answer has no summary');
  if (summarySaysFresh(summary)) throw new Error(`am_i_stale summarises an unknown-only answer as fresh: ${JSON.stringify(summary)}`);
}
