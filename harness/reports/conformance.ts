import type { Clause } from '../catalog/index.js';
import type { ScenarioOutcome, ScenarioStatus } from './messages.js';

export type Verdict = 'conformant' | 'partial' | 'non-conformant' | 'empty';

export interface ConformanceReport {
  schema: 'm1nd-conformance-report-v1';
  implementation: { name: string; version: string; adapter_sha256: string };
  suite_sha256: string;
  catalog_sha256: string;
  lane: Record<string, { provisioned: boolean; evidence: string }>;
  verdict: Verdict;
  totals: Record<ScenarioStatus, number> & { scenarios: number };
  clauses: { id: string; level: string; kind: string; summary: string; status: ClauseStatus; scenarios: string[] }[];
  scenarios: ScenarioOutcome[];
}

export type ClauseStatus = ScenarioStatus | 'no scenario';

export interface ReportInputs {
  implementation: ConformanceReport['implementation'];
  suiteSha256: string;
  catalogSha256: string;
  lane: ConformanceReport['lane'];
  clauses: Clause[];
  outcomes: ScenarioOutcome[];
}

/** Clause x status: a clause fails when any of its scenarios failed, passes only when all ran and passed. */
export function buildReport(input: ReportInputs): ConformanceReport {
  const totals = { passed: 0, failed: 0, 'not provisioned': 0, 'not claimed': 0, skipped: 0, scenarios: input.outcomes.length };
  for (const o of input.outcomes) totals[o.status] += 1;
  const clauses = input.clauses.map((c) => {
    const mine = input.outcomes.filter((o) => o.clauses.includes(c.id));
    return { id: c.id, level: c.level, kind: c.kind, summary: c.summary, status: clauseStatus(mine), scenarios: mine.map((o) => `${o.uri}: ${o.name}`) };
  });
  return {
    schema: 'm1nd-conformance-report-v1',
    implementation: input.implementation,
    suite_sha256: input.suiteSha256,
    catalog_sha256: input.catalogSha256,
    lane: input.lane,
    verdict: verdictOf(totals),
    totals,
    clauses,
    scenarios: input.outcomes,
  };
}

function clauseStatus(outcomes: ScenarioOutcome[]): ClauseStatus {
  if (outcomes.length === 0) return 'no scenario';
  for (const s of ['failed', 'skipped', 'not provisioned', 'not claimed'] as const) {
    if (outcomes.some((o) => o.status === s)) return s;
  }
  return 'passed';
}

function verdictOf(t: ConformanceReport['totals']): Verdict {
  if (t.failed > 0 || t.skipped > 0) return 'non-conformant';
  if (t.passed === 0) return 'empty';
  return t['not provisioned'] + t['not claimed'] > 0 ? 'partial' : 'conformant';
}

/** The human summary printed at the end of a run. */
export function summaryLines(r: ConformanceReport): string[] {
  const t = r.totals;
  const lines = [`conformance: ${r.implementation.name} ${r.implementation.version} — verdict ${r.verdict}`];
  lines.push(`scenarios: ${t.passed} passed, ${t.failed} failed, ${t['not provisioned']} not provisioned, ${t['not claimed']} not claimed${t.skipped ? `, ${t.skipped} skipped without a reason (a harness error)` : ''}`);
  for (const o of r.scenarios.filter((s) => s.status === 'failed')) lines.push(`  FAILED ${o.uri}: ${o.name} — ${o.reason ?? 'no message'}`);
  for (const o of r.scenarios.filter((s) => s.status === 'not provisioned' || s.status === 'not claimed')) lines.push(`  ${o.status}: ${o.name} — ${o.reason}`);
  return lines;
}
