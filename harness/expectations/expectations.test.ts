import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { applyExpectations, indexSuite, isoDay, loadExpectations, parseExpectations, type ExpectationsFile } from './index.js';

const SCRATCH = await mkdtemp('/var/tmp/m1nd-expectations-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const suite = indexSuite(
  [
    { name: 'grant prepares', tags: ['@clause:BOOT-GRANT-1'] },
    { name: 'missing runtime is refused', tags: ['@clause:BOOT-RT-MISSING-1'] },
    { name: 'relative runtime is refused', tags: ['@clause:BOOT-RT-RELATIVE-1'] },
  ],
  ['BOOT-GRANT-1', 'BOOT-RT-MISSING-1', 'BOOT-RT-RELATIVE-1', 'BOOT-INFO-1'],
);
const outcome = (name: string, clause: string, status: string) => ({ name, uri: 'features/bootstrap/x.feature', clauses: [clause], status });
const entry = { reason: 'not yet', issue: 'impl#12', expires: '2030-01-01' };
const file = (...expectations: ExpectationsFile['expectations']): ExpectationsFile => ({ schema: 'm1nd-expectations-v1', expectations });
const apply = (f: ExpectationsFile | null, outcomes: ReturnType<typeof outcome>[], today = '2025-06-01') =>
  applyExpectations({ outcomes, file: f, suite, today, implementation: 'impl' });

test('without expectations every failure is an unexpected failure naming the fix', () => {
  const r = apply(null, [outcome('grant prepares', 'BOOT-GRANT-1', 'failed'), outcome('missing runtime is refused', 'BOOT-RT-MISSING-1', 'passed')]);
  assert.deepEqual(r.problems.map((p) => p.kind), ['unexpected-failure']);
  assert.match(r.problems[0]!.message, /unexpected failure of "grant prepares".*BOOT-GRANT-1.*add \{"scenario": "grant prepares", "expect": "fail"/);
  assert.equal(r.outcomes[0]!.status, 'failed');
});

test('an expected failure (by clause or by scenario) is reported as expected-fail, with no problem', () => {
  const byClause = apply(file({ clause: 'BOOT-GRANT-1', expect: 'fail', ...entry }), [outcome('grant prepares', 'BOOT-GRANT-1', 'failed')]);
  assert.deepEqual(byClause.problems, []);
  assert.equal(byClause.outcomes[0]!.status, 'expected-fail');
  assert.equal(byClause.outcomes[0]!.expectation?.issue, 'impl#12');
  const byName = apply(file({ scenario: 'grant prepares', expect: 'fail', ...entry }), [outcome('grant prepares', 'BOOT-GRANT-1', 'failed')]);
  assert.equal(byName.outcomes[0]!.status, 'expected-fail');
});

test('a stale entry (the expected failure now passes) fails the run and says to remove it', () => {
  const r = apply(file({ clause: 'BOOT-GRANT-1', expect: 'fail', ...entry }), [outcome('grant prepares', 'BOOT-GRANT-1', 'passed')]);
  assert.deepEqual(r.problems.map((p) => p.kind), ['stale']);
  assert.match(r.problems[0]!.message, /clause BOOT-GRANT-1 is expected to fail but now passes .*remove the entry \(impl#12\)/);
});

test('a flaky entry is never stale: a pass stays a pass, a failure is expected', () => {
  const f = file({ scenario: 'grant prepares', expect: 'flaky', ...entry });
  assert.deepEqual(apply(f, [outcome('grant prepares', 'BOOT-GRANT-1', 'passed')]).problems, []);
  const failing = apply(f, [outcome('grant prepares', 'BOOT-GRANT-1', 'failed')]);
  assert.deepEqual(failing.problems, []);
  assert.equal(failing.outcomes[0]!.status, 'expected-fail');
});

test('an entry whose scenarios did not run (not selected, not provisioned) is neither stale nor a problem', () => {
  const r = apply(file({ clause: 'BOOT-RT-RELATIVE-1', expect: 'fail', ...entry }), [outcome('relative runtime is refused', 'BOOT-RT-RELATIVE-1', 'not provisioned')]);
  assert.deepEqual(r.problems, []);
});

test('an expired entry fails the run and says to fix or move the date', () => {
  const r = apply(file({ clause: 'BOOT-GRANT-1', expect: 'fail', ...entry, expires: '2025-05-31' }), [outcome('grant prepares', 'BOOT-GRANT-1', 'failed')]);
  assert.deepEqual(r.problems.map((p) => p.kind), ['expired']);
  assert.match(r.problems[0]!.message, /expired on 2025-05-31 \(impl#12\): fix the implementation and remove the entry, or move "expires" forward/);
  assert.equal(apply(file({ clause: 'BOOT-GRANT-1', expect: 'fail', ...entry, expires: '2025-06-01' }), [outcome('grant prepares', 'BOOT-GRANT-1', 'failed')]).problems.length, 0, 'the expiry day itself still counts');
});

test('dangling ids: an unknown clause, a clause without scenarios, an unknown scenario name', () => {
  const r = apply(file(
    { clause: 'BOOT-NOPE-1', expect: 'fail', ...entry },
    { clause: 'BOOT-INFO-1', expect: 'fail', ...entry },
    { scenario: 'grant prepare', expect: 'flaky', ...entry },
  ), []);
  assert.deepEqual(r.problems.map((p) => p.kind), ['dangling', 'dangling', 'dangling']);
  assert.match(r.problems[0]!.message, /clause BOOT-NOPE-1 names no clause of features\/clauses\.yaml: fix the id/);
  assert.match(r.problems[1]!.message, /clause BOOT-INFO-1 has no scenario in the suite/);
  assert.match(r.problems[2]!.message, /scenario "grant prepare" matches no scenario in the suite: copy the exact name/);
});

test('expectations written for another implementation are refused', () => {
  const r = applyExpectations({ outcomes: [], file: { ...file(), implementation: 'other' }, suite, today: '2025-01-01', implementation: 'impl' });
  assert.match(r.problems[0]!.message, /written for "other" but the adapter under test is "impl"/);
});

test('validation names the field at fault', () => {
  const ok = { schema: 'm1nd-expectations-v1', expectations: [{ clause: 'BOOT-GRANT-1', expect: 'fail', ...entry }] };
  assert.equal(parseExpectations(ok, 'e.json').expectations.length, 1);
  assert.throws(() => parseExpectations({ ...ok, extra: 1 }, 'e.json'), /expectations e\.json are invalid: \(top level\): .*extra; remove or rename/);
  assert.throws(() => parseExpectations({ ...ok, expectations: [{ ...entry, expect: 'fail' }] }, 'e.json'), /expectations\.0: name exactly one of "clause"/);
  assert.throws(() => parseExpectations({ ...ok, expectations: [{ clause: 'A-1', scenario: 'x', expect: 'fail', ...entry }] }, 'e.json'), /exactly one/);
  assert.throws(() => parseExpectations({ ...ok, expectations: [{ clause: 'A-1', expect: 'sometimes', ...entry }] }, 'e.json'), /expectations\.0\.expect/);
  assert.throws(() => parseExpectations({ ...ok, expectations: [{ clause: 'A-1', expect: 'fail', ...entry, expires: 'soon' }] }, 'e.json'), /expectations\.0\.expires: write the date as YYYY-MM-DD/);
  assert.throws(() => parseExpectations({ ...ok, expectations: [{ clause: 'A-1', expect: 'fail', reason: 'r', expires: '2030-01-01' }] }, 'e.json'), /expectations\.0\.issue/);
});

test('loadExpectations names unreadable and non-JSON files and hashes the bytes', async () => {
  assert.throws(() => loadExpectations('/nonexistent/e.json'), /cannot read expectations \/nonexistent\/e\.json/);
  const bad = join(SCRATCH, 'bad.json');
  await writeFile(bad, '{ nope');
  assert.throws(() => loadExpectations(bad), /are not valid JSON/);
  const good = join(SCRATCH, 'good.json');
  await writeFile(good, JSON.stringify({ schema: 'm1nd-expectations-v1', expectations: [] }));
  assert.match(loadExpectations(good).sha256, /^[0-9a-f]{64}$/);
});

test('isoDay is the UTC day of a clock reading', () => {
  assert.equal(isoDay(1_700_000_000_000), '2023-11-14');
});
