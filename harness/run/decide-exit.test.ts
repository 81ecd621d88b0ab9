import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildReport, type ScenarioOutcome } from '../reports/index.js';
import { decideExit } from './index.js';

const outcome = (status: ScenarioOutcome['status']): ScenarioOutcome => ({
  name: status, uri: 'features/a/x.feature', line: 1, area: 'a', tags: [], clauses: [], status, reason: status === 'passed' ? null : 'why', messages: [], replay: null,
});
const report = (...statuses: ScenarioOutcome['status'][]) =>
  buildReport({ implementation: { name: 'i', version: '1', adapter_sha256: '' }, suiteSha256: '', catalogSha256: '', lane: {}, clauses: [], outcomes: statuses.map(outcome) });

test('conformant exits 0; a failure, a reasonless skip or nothing run exits 1', () => {
  assert.equal(decideExit(report('passed'), 0, false).exitCode, 0);
  assert.equal(decideExit(report('passed', 'failed'), 1, false).exitCode, 1);
  assert.equal(decideExit(report('passed', 'skipped'), 0, false).exitCode, 1);
  assert.match(decideExit(report(), 0, false).lines[0]!, /no scenario ran/);
  assert.match(decideExit(report('not claimed'), 0, false).lines[0]!, /no scenario ran/);
});

test('partial exits 0 and says so; --require-conformant makes it exit 1', () => {
  const partial = report('passed', 'not provisioned');
  assert.deepEqual(decideExit(partial, 0, false), { exitCode: 0, lines: ['result: verdict partial: 1 scenarios were skipped with a reason (not provisioned / not claimed); exit 0 (pass --require-conformant to fail on anything short of conformant)'] });
  assert.equal(decideExit(partial, 0, true).exitCode, 1);
});

test('only expected failures exit 0 (cucumber itself exits 1 for them); --require-conformant exits 1', () => {
  const expected = report('passed', 'expected-fail');
  assert.equal(decideExit(expected, 1, false).exitCode, 0);
  assert.match(decideExit(expected, 1, false).lines[0]!, /every failure \(1\) is listed in the expectations file/);
  assert.equal(decideExit(expected, 1, true).exitCode, 1);
});

test('a cucumber failure no scenario explains, and expectation problems, exit 1', () => {
  assert.match(decideExit(report('passed'), 1, false).lines[0]!, /cucumber-js exited 1 although no scenario failed/);
  const withProblem = { ...report('passed'), problems: [{ kind: 'stale' as const, subject: 's', message: 'm' }] };
  assert.equal(decideExit(withProblem, 0, false).exitCode, 1);
});
