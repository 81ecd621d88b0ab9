import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildReport } from './conformance.js';
import { outcomesFromMessages, parseSkip } from './messages.js';

const lines = (...objects: unknown[]): string => objects.map((o) => JSON.stringify(o)).join('\n');

function stream(status: string, log?: string): string {
  return lines(
    { pickle: { id: 'p1', name: 'a scenario', uri: 'features/x.feature', tags: [{ name: '@clause:BOOT-1' }], astNodeIds: [] } },
    { testCase: { id: 'c1', pickleId: 'p1' } },
    { testCaseStarted: { id: 's1', testCaseId: 'c1' } },
    ...(log ? [{ attachment: { testCaseStartedId: 's1', body: log, mediaType: 'text/x.cucumber.log+plain' } }] : []),
    { testStepFinished: { testCaseStartedId: 's1', testStepResult: { status } } },
    { testCaseFinished: { testCaseStartedId: 's1', willBeRetried: false } },
  );
}

test('a skip with a logged reason is reported with that reason, never as a pass', () => {
  const [o] = outcomesFromMessages(stream('SKIPPED', 'skip: not provisioned: no container engine answered'));
  assert.equal(o?.status, 'not provisioned');
  assert.equal(o?.reason, 'no container engine answered');
});

test('a skip without a reason is a harness error and makes the verdict non-conformant', () => {
  const outcomes = outcomesFromMessages(stream('SKIPPED'));
  assert.equal(outcomes[0]?.status, 'skipped');
  const report = buildReport({ implementation: { name: 'x', version: '1', adapter_sha256: '' }, suiteSha256: '', catalogSha256: '', lane: {}, clauses: [], outcomes });
  assert.equal(report.verdict, 'non-conformant');
});

test('verdicts: conformant, partial, non-conformant, empty', () => {
  const build = (ndjson: string) => buildReport({ implementation: { name: 'x', version: '1', adapter_sha256: '' }, suiteSha256: '', catalogSha256: '', lane: {}, clauses: [{ id: 'BOOT-1', seed: 's', section: 's', level: 'MUST', kind: 'wire', summary: 's' }], outcomes: outcomesFromMessages(ndjson) });
  assert.equal(build(stream('PASSED')).verdict, 'conformant');
  assert.equal(build(stream('PASSED')).clauses[0]?.status, 'passed');
  assert.equal(build(stream('SKIPPED', 'skip: not claimed: no http')).verdict, 'empty', 'nothing ran: no claim can be made');
  assert.equal(build(stream('FAILED')).verdict, 'non-conformant');
  assert.equal(build(stream('UNDEFINED')).clauses[0]?.status, 'failed');
  assert.equal(build('').verdict, 'empty');
});

test('parseSkip only accepts the documented format', () => {
  assert.equal(parseSkip('skipped because'), null);
  assert.deepEqual(parseSkip('skip: not claimed: the adapter does not claim http'), { status: 'not claimed', reason: 'the adapter does not claim http' });
});
