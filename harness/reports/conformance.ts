import type { Adapter } from '../adapter/index.js';
import type { Catalog, Clause, RefusalNamer } from '../catalog/index.js';
import { applyExpectations, indexSuite, type Expectation, type ExpectationProblem, type ExpectationsFile, type SuiteIndex } from '../expectations/index.js';
import type { Provisioning } from '../lanes/index.js';
import { checkSkips } from './check-skips.js';
import type { ScenarioOutcome, ScenarioStatus } from './messages.js';
import { timingOf, type RunTiming } from './timing.js';

export type Verdict = 'conformant' | 'partial' | 'non-conformant' | 'empty';
export type ClauseStatus = ScenarioStatus | 'no scenario' | 'not run';
export type Totals = Record<ScenarioStatus, number> & { scenarios: number };

export interface ReportedScenario extends ScenarioOutcome {
  expectation: Expectation | null;
}

export interface ClauseRow {
  id: string;
  seed: string;
  section: string;
  level: string;
  kind: string;
  summary: string;
  interpretation: string | null;
  /** the capability without which no scenario can observe the clause, and why (the catalog's word) */
  observable: { capability: string; reason: string } | null;
  /** the refusal code the clause asserts and who named its spelling (a seed, upstream, or the kit) */
  refusal: { code: string; named_by: RefusalNamer | 'unregistered'; seed: string | null } | null;
  areas: string[];
  status: ClauseStatus;
  /** how its scenarios ended, when they did not all end the same way the status says */
  counts: Partial<Record<ScenarioStatus, number>>;
  /** why the status is what it is: failure messages, skip reasons, expectation reasons */
  reasons: string[];
  /** the lane evidence for every need its scenarios tag */
  evidence: string[];
  scenarios: string[];
}

/** What a shard run records so `merge` can prove the shards ran one suite and the whole selection exactly once. */
export interface ShardRecord {
  index: number;
  total: number;
  /** sha256 of the durations file the partition was balanced by (every shard must read the same one) */
  durations_sha256: string;
  /** how many scenarios the whole selection (all shards) holds, and a digest of their sorted identities */
  selected: number;
  selected_sha256: string;
  /** the identities this shard was assigned */
  assigned: string[];
  /** how cucumber-js exited in this shard (null when no scenario was assigned and it did not run) */
  cucumber_exit_code: number | null;
}

export interface ReportProblem { kind: ExpectationProblem['kind'] | 'harness-error'; subject: string; message: string }

export interface ConformanceReport {
  schema: 'm1nd-conformance-report-v1';
  implementation: { name: string; version: string; adapter_sha256: string; notes?: string | string[] };
  suite_sha256: string;
  catalog_sha256: string;
  expectations_sha256: string | null;
  /** the same digests in one place: a claim names exactly what it was made against */
  hashes: { suite: string; catalog: string; adapter: string; expectations: string | null };
  lane: Provisioning;
  /** what was selected to run: a verdict on a selection speaks only for it */
  selection: { tags: string | null; paths: string[] };
  verdict: Verdict;
  totals: Totals;
  areas: { area: string; totals: Totals }[];
  clauses: ClauseRow[];
  scenarios: ReportedScenario[];
  /** each fails the run: expectation problems and harness errors, with the change to make */
  problems: ReportProblem[];
  /** the ten slowest scenarios and the harness overhead per scenario, when the run measured them */
  timing?: RunTiming;
  /** present on a shard run: which 1/N of the selection this report holds */
  shard?: ShardRecord;
  /** present on a merged report: the shard reports it was merged from */
  merged_from?: { dir: string; index: number; total: number; scenarios: number }[];
}

export interface ReportInputs {
  implementation: ConformanceReport['implementation'];
  suiteSha256: string;
  catalogSha256: string;
  lane: Provisioning;
  clauses: Clause[];
  /** the catalog's refusal-code registry: says, per clause, whose spelling its code is */
  refusalCodes?: Catalog['refusal_codes'];
  outcomes: ScenarioOutcome[];
  /** the adapter under test: when given, every reasoned skip is checked against the lane */
  adapter?: Adapter;
  expectations?: { file: ExpectationsFile | null; sha256: string | null; today: string };
  selection?: ConformanceReport['selection'];
  /** every scenario of the suite: tells "not run" (deselected) from "no scenario", and dangling expectation ids */
  suite?: SuiteIndex;
}

const STATUSES: ScenarioStatus[] = ['passed', 'failed', 'expected-fail', 'not provisioned', 'not claimed', 'skipped'];

/** Clause x status: a clause fails when any of its scenarios failed, passes only when all ran and passed. */
export function buildReport(input: ReportInputs): ConformanceReport {
  const problems: ReportProblem[] = [];
  let outcomes = input.outcomes;
  if (input.adapter) {
    const checked = checkSkips(outcomes, input.adapter, input.lane);
    outcomes = checked.outcomes;
    problems.push(...checked.errors.map((message) => ({ kind: 'harness-error' as const, subject: 'skip', message })));
  }
  let scenarios: ReportedScenario[] = outcomes.map((o) => ({ ...o, expectation: null }));
  if (input.expectations) {
    const x = input.expectations;
    const suite = input.suite ?? indexSuite(outcomes, input.clauses.map((c) => c.id));
    const applied = applyExpectations({ outcomes, file: x.file, suite, today: x.today, implementation: input.implementation.name });
    scenarios = applied.outcomes.map((o) => ({ ...o, status: o.status as ScenarioStatus }));
    // Without a file, a failure is reported once, as a failure; the "add an expectation" hint is for files in use.
    problems.push(...applied.problems.filter((p) => x.file !== null || p.kind !== 'unexpected-failure'));
  }
  const totals = countStatuses(scenarios);
  const areaNames = [...new Set(scenarios.map((o) => o.area))].sort();
  const inSuite = (id: string): boolean => (input.suite?.clauseScenarios.get(id) ?? 0) > 0;
  const clauses = input.clauses.map((c) => clauseRow(c, scenarios.filter((o) => o.clauses.includes(c.id)), input.lane, inSuite(c.id), input.refusalCodes ?? {}));
  return {
    schema: 'm1nd-conformance-report-v1',
    implementation: input.implementation,
    suite_sha256: input.suiteSha256,
    catalog_sha256: input.catalogSha256,
    expectations_sha256: input.expectations?.sha256 ?? null,
    hashes: { suite: input.suiteSha256, catalog: input.catalogSha256, adapter: input.implementation.adapter_sha256, expectations: input.expectations?.sha256 ?? null },
    lane: input.lane,
    selection: input.selection ?? { tags: null, paths: [] },
    verdict: verdictOf(totals),
    totals,
    areas: areaNames.map((area) => ({ area, totals: countStatuses(scenarios.filter((o) => o.area === area)) })),
    clauses,
    scenarios,
    problems,
    ...withTiming(timingOf(scenarios)),
  };
}

function withTiming(timing: RunTiming | null): { timing?: RunTiming } {
  return timing ? { timing } : {};
}

function countStatuses(outcomes: { status: ScenarioStatus }[]): Totals {
  const totals = { ...(Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<ScenarioStatus, number>), scenarios: outcomes.length };
  for (const o of outcomes) totals[o.status] += 1;
  return totals;
}

function clauseRow(c: Clause, mine: ReportedScenario[], lane: Provisioning, inSuite: boolean, codes: Catalog['refusal_codes']): ClauseRow {
  const reasons = new Set<string>();
  for (const o of mine) {
    if (o.status === 'passed') continue;
    if (o.status === 'expected-fail' && o.expectation) reasons.add(`expected to ${o.expectation.expect === 'flaky' ? 'be flaky' : 'fail'}: ${o.expectation.reason} (${o.expectation.issue}, expires ${o.expectation.expires})`);
    if (o.reason) reasons.add(`${o.status}: ${o.reason}`);
  }
  const evidence = new Set<string>();
  for (const tag of mine.flatMap((o) => o.tags)) {
    const need = tag.startsWith('@needs:') ? tag.slice('@needs:'.length) : tag.startsWith('@platform:') ? tag.slice(1) : null;
    const p = need ? lane[need] : undefined;
    if (need && p) evidence.add(`${need}: ${p.provisioned ? 'provisioned' : 'not provisioned'} — ${p.evidence}`);
  }
  return {
    id: c.id, seed: c.seed, section: c.section, level: c.level, kind: c.kind, summary: c.summary,
    interpretation: c.interpretation ?? null,
    observable: c.observable ? { capability: c.observable.slice('needs-'.length), reason: c.observable_reason ?? '' } : null,
    refusal: c.refusal_code === undefined ? null : { code: c.refusal_code, named_by: codes[c.refusal_code]?.named_by ?? 'unregistered', seed: codes[c.refusal_code]?.seed ?? null },
    areas: [...new Set(mine.map((o) => o.area))].sort(),
    status: clauseStatus(mine, inSuite),
    counts: Object.fromEntries(STATUSES.map((st) => [st, mine.filter((o) => o.status === st).length]).filter(([, n]) => (n as number) > 0)),
    reasons: [...reasons],
    evidence: [...evidence],
    scenarios: mine.map((o) => `${o.uri}${o.line ? `:${o.line}` : ''}: ${o.name}`),
  };
}

function clauseStatus(outcomes: ReportedScenario[], inSuite: boolean): ClauseStatus {
  if (outcomes.length === 0) return inSuite ? 'not run' : 'no scenario';
  for (const s of ['failed', 'skipped', 'expected-fail', 'not provisioned', 'not claimed'] as const) {
    if (outcomes.some((o) => o.status === s)) return s;
  }
  return 'passed';
}

function verdictOf(t: Totals): Verdict {
  if (t.failed > 0 || t.skipped > 0 || t['expected-fail'] > 0) return 'non-conformant';
  if (t.passed === 0) return 'empty';
  return t['not provisioned'] + t['not claimed'] > 0 ? 'partial' : 'conformant';
}
