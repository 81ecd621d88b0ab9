import { describeExpectation, type Expectation, type ExpectationsFile } from './expectations-schema.js';

/** The fields of a scenario outcome the rules need; the report's outcomes carry more. */
export interface JudgedOutcome {
  name: string;
  uri: string;
  clauses: string[];
  status: string;
}

export type ProblemKind = 'unexpected-failure' | 'stale' | 'expired' | 'dangling' | 'wrong-implementation';

/** Something that fails the run, with the change that resolves it. */
export interface ExpectationProblem {
  kind: ProblemKind;
  subject: string;
  message: string;
}

export interface SuiteIndex {
  /** every scenario name in the suite (not only those selected for this run) */
  scenarioNames: ReadonlySet<string>;
  /** clause id -> number of scenarios in the suite naming it */
  clauseScenarios: ReadonlyMap<string, number>;
}

export interface ApplyInputs<T extends JudgedOutcome> {
  outcomes: T[];
  file: ExpectationsFile | null;
  suite: SuiteIndex;
  /** today's date as YYYY-MM-DD (from the injected clock) */
  today: string;
  implementation: string;
}

export interface Applied<T extends JudgedOutcome> {
  outcomes: (T & { expectation: Expectation | null })[];
  problems: ExpectationProblem[];
}

/**
 * Applies the lifecycle rules: an expected failure is reported as `expected-fail`; unexpected failures, stale
 * entries (the expected failure now passes), expired entries and dangling ids each yield a problem.
 */
export function applyExpectations<T extends JudgedOutcome>(input: ApplyInputs<T>): Applied<T> {
  const entries = input.file?.expectations ?? [];
  const problems: ExpectationProblem[] = [];
  const wanted = input.file?.implementation;
  if (wanted !== undefined && wanted !== input.implementation) {
    problems.push({
      kind: 'wrong-implementation',
      subject: wanted,
      message: `the expectations were written for "${wanted}" but the adapter under test is "${input.implementation}": pass that implementation's own expectations file, or fix "implementation"`,
    });
  }
  const covers = (e: Expectation, o: JudgedOutcome): boolean =>
    e.clause !== undefined ? o.clauses.includes(e.clause) : o.name === e.scenario;

  const outcomes = input.outcomes.map((o) => {
    const expectation = o.status === 'failed' ? (entries.find((e) => covers(e, o)) ?? null) : null;
    if (o.status === 'failed' && expectation === null) {
      problems.push({
        kind: 'unexpected-failure',
        subject: `${o.uri}: ${o.name}`,
        message: `unexpected failure of "${o.name}" (${o.uri}${o.clauses.length ? `, ${o.clauses.join(', ')}` : ''}): fix the implementation, or add {"scenario": ${JSON.stringify(o.name)}, "expect": "fail", "reason", "issue", "expires"} to the expectations file`,
      });
    }
    return { ...o, status: expectation ? 'expected-fail' : o.status, expectation };
  });

  for (const e of entries) {
    const what = describeExpectation(e);
    const dangling = danglingReason(e, input.suite);
    if (dangling) {
      problems.push({ kind: 'dangling', subject: what, message: `${what} ${dangling}` });
      continue;
    }
    if (e.expires < input.today) {
      problems.push({ kind: 'expired', subject: what, message: `the expectation for ${what} expired on ${e.expires} (${e.issue}): fix the implementation and remove the entry, or move "expires" forward with a fresh reason` });
    }
    const ran = input.outcomes.filter((o) => covers(e, o) && (o.status === 'passed' || o.status === 'failed'));
    if (e.expect === 'fail' && ran.length > 0 && ran.every((o) => o.status === 'passed')) {
      problems.push({ kind: 'stale', subject: what, message: `${what} is expected to fail but now passes (${ran.length} scenario${ran.length === 1 ? '' : 's'}): remove the entry (${e.issue})` });
    }
  }
  return { outcomes, problems };
}

function danglingReason(e: Expectation, suite: SuiteIndex): string | null {
  if (e.clause !== undefined) {
    const n = suite.clauseScenarios.get(e.clause);
    if (n === undefined) return 'names no clause of features/clauses.yaml: fix the id (see `m1nd-conformance clauses`) or remove the entry';
    if (n === 0) return 'has no scenario in the suite, so it can never fail: remove the entry';
    return null;
  }
  return suite.scenarioNames.has(e.scenario ?? '')
    ? null
    : 'matches no scenario in the suite: copy the exact name from conformance.md, or remove the entry';
}
