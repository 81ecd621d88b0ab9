import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Adapter } from '../adapter/index.js';
import type { Clause } from '../catalog/index.js';
import { indexSuite } from '../expectations/index.js';
import { areaOf, buildReport, parseReplay, renderMarkdown, summaryLines, type ScenarioOutcome } from './index.js';

const adapter: Adapter = { name: 'impl', version: '1', server: { command: ['/x'] }, capabilities: ['stdio', 'seams'], snapshot: { kind: 'reference' } };
const clause = (id: string): Clause => ({ id, seed: '000.txt', section: 'S', level: 'MUST', kind: 'wire', summary: `summary of ${id}` });
const outcome = (over: Partial<ScenarioOutcome>): ScenarioOutcome => ({
  name: 'n', uri: 'features/bootstrap/a.feature', line: 3, area: 'bootstrap', tags: [], clauses: [], status: 'passed', reason: null, messages: [], replay: null, ...over,
});
const base = { implementation: { name: 'impl', version: '1', adapter_sha256: 'a'.repeat(64) }, suiteSha256: 's', catalogSha256: 'c' };

test('areaOf reads the folder below features/', () => {
  assert.equal(areaOf('features/http/owner.feature'), 'http');
  assert.equal(areaOf('features/top.feature'), '(top level)');
});

test('parseReplay reads the logged replay command', () => {
  assert.equal(parseReplay('replay: npx m1nd-conformance repro reports/x/replay/a'), 'npx m1nd-conformance repro reports/x/replay/a');
  assert.equal(parseReplay('skip: not claimed: x'), null);
});

test('a skip the lane does not explain is a harness error and makes the verdict non-conformant', () => {
  const lane = { model: { provisioned: true, evidence: 'the kit-generated model' } };
  const report = buildReport({
    ...base, lane, clauses: [], adapter: { ...adapter, capabilities: ['model'] },
    outcomes: [outcome({ name: 'semantic seek', tags: ['@needs:model'], status: 'not provisioned', reason: 'no model' }), outcome({ name: 'ok' })],
  });
  assert.equal(report.verdict, 'non-conformant');
  assert.equal(report.totals.skipped, 1);
  assert.equal(report.problems[0]?.kind, 'harness-error');
  assert.match(report.problems[0]?.message ?? '', /"semantic seek" .* was skipped as not provisioned \(no model\) but the probe found every need claimed and provisioned/);
});

test('a skip the lane explains stays a reasoned skip; the verdict is partial', () => {
  const lane = { model: { provisioned: false, evidence: 'M1ND_TEST_EMBED_MODEL is unset' } };
  const report = buildReport({
    ...base, lane, clauses: [clause('SEEK-1')], adapter: { ...adapter, capabilities: ['model'] },
    outcomes: [outcome({ tags: ['@needs:model', '@clause:SEEK-1'], clauses: ['SEEK-1'], status: 'not provisioned', reason: '"model" is not provisioned' }), outcome({ name: 'ok' })],
  });
  assert.equal(report.verdict, 'partial');
  assert.deepEqual(report.problems, []);
  assert.equal(report.clauses[0]?.status, 'not provisioned');
  assert.deepEqual(report.clauses[0]?.evidence, ['model: not provisioned — M1ND_TEST_EMBED_MODEL is unset']);
});

test('expected failures: status expected-fail per scenario and clause, verdict non-conformant, reasons kept', () => {
  const report = buildReport({
    ...base, lane: {}, clauses: [clause('BOOT-1'), clause('BOOT-2'), clause('BOOT-3')],
    outcomes: [
      outcome({ name: 'a', tags: ['@clause:BOOT-1'], clauses: ['BOOT-1'], status: 'failed', reason: 'boom' }),
      outcome({ name: 'b', uri: 'features/http/b.feature', area: 'http', tags: ['@clause:BOOT-2'], clauses: ['BOOT-2'] }),
    ],
    suite: indexSuite([{ name: 'a', tags: ['@clause:BOOT-1'] }, { name: 'b', tags: ['@clause:BOOT-2'] }, { name: 'c', tags: ['@clause:BOOT-3'] }], ['BOOT-1', 'BOOT-2', 'BOOT-3']),
    expectations: { file: { schema: 'm1nd-expectations-v1', expectations: [{ clause: 'BOOT-1', expect: 'fail', reason: 'not built yet', issue: '#7', expires: '2030-01-01' }] }, sha256: 'e', today: '2025-01-01' },
  });
  assert.equal(report.totals['expected-fail'], 1);
  assert.equal(report.verdict, 'non-conformant');
  assert.deepEqual(report.problems, []);
  assert.equal(report.clauses[0]?.status, 'expected-fail');
  assert.match(report.clauses[0]?.reasons.join(' ') ?? '', /expected to fail: not built yet \(#7, expires 2030-01-01\)/);
  assert.equal(report.clauses[2]?.status, 'not run');
  assert.deepEqual(report.areas.map((a) => [a.area, a.totals['expected-fail'], a.totals.passed]), [['bootstrap', 1, 0], ['http', 0, 1]]);
  assert.deepEqual(report.hashes, { suite: 's', catalog: 'c', adapter: 'a'.repeat(64), expectations: 'e' });
  const md = renderMarkdown(report);
  assert.match(md, /\*\*Verdict: non-conformant\*\*/);
  assert.match(md, /\| BOOT-1 \| MUST wire \| bootstrap \| expected-fail \| expected to fail: not built yet/);
  assert.match(md, /\| http \| 1 \| 0 \| 0 \| 0 \| 0 \|/);
  assert.match(md, /- expectations: `e`/);
  assert.ok(summaryLines(report).some((l) => /expected-fail: a — not built yet \(#7\)/.test(l)));
});

test('without an expectations file, failures are not repeated as problems; with one, they name the fix', () => {
  const outcomes = [outcome({ name: 'a', status: 'failed', reason: 'boom', replay: 'npx m1nd-conformance repro r' })];
  const none = buildReport({ ...base, lane: {}, clauses: [], outcomes, expectations: { file: null, sha256: null, today: '2025-01-01' } });
  assert.deepEqual(none.problems, []);
  const empty = buildReport({ ...base, lane: {}, clauses: [], outcomes, expectations: { file: { schema: 'm1nd-expectations-v1', expectations: [] }, sha256: 'e', today: '2025-01-01' } });
  assert.equal(empty.problems[0]?.kind, 'unexpected-failure');
  const lines = summaryLines(none);
  assert.ok(lines.includes('  FAILED features/bootstrap/a.feature:3: a — boom'));
  assert.ok(lines.includes('    replay: npx m1nd-conformance repro r'));
  assert.match(renderMarkdown(none), /Replay: `npx m1nd-conformance repro r`/);
});

test('a selection is recorded and stated in conformance.md', () => {
  const r = buildReport({ ...base, lane: {}, clauses: [], outcomes: [outcome({})], selection: { tags: '@needs:http', paths: ['features/http'] } });
  assert.deepEqual(r.selection, { tags: '@needs:http', paths: ['features/http'] });
  assert.match(renderMarkdown(r), /Selection: tags `@needs:http`; paths `features\/http` — the verdict speaks for this selection only\./);
  assert.doesNotMatch(renderMarkdown(buildReport({ ...base, lane: {}, clauses: [], outcomes: [] })), /Selection:/);
});

test('a clause whose scenarios ended differently shows the counts beside its status', () => {
  const lane = { 'platform:windows': { provisioned: false, evidence: 'this lane runs on linux' }, root: { provisioned: true, evidence: 'uid 0' } };
  const r = buildReport({
    ...base, lane, clauses: [clause('RT-1')], adapter,
    outcomes: [
      outcome({ tags: ['@clause:RT-1', '@needs:root'], clauses: ['RT-1'] }),
      outcome({ name: 'win', tags: ['@clause:RT-1', '@platform:windows'], clauses: ['RT-1'], status: 'not provisioned', reason: 'needs platform windows: this lane runs on linux' }),
    ],
  });
  assert.deepEqual(r.clauses[0]?.counts, { passed: 1, 'not provisioned': 1 });
  const row = renderMarkdown(r).split('\n').find((l) => l.startsWith('| RT-1 '));
  assert.equal(row, '| RT-1 | MUST wire | bootstrap | not provisioned (1 passed, 1 not provisioned) | not provisioned: needs platform windows: this lane runs on linux<br>evidence: platform:windows: not provisioned — this lane runs on linux |');
});

test('each clause names its refusal code and who named the spelling; the Markdown lists them', () => {
  const codes = {
    refresh_root_not_exact: { named_by: 'seed' as const, seed: '002.txt', meaning: 'not exact' },
    policy_route_refused: { named_by: 'kit' as const, meaning: 'no route' },
  };
  const report = buildReport({
    ...base, lane: {}, refusalCodes: codes,
    clauses: [{ ...clause('EXACT-1'), refusal_code: 'refresh_root_not_exact' }, { ...clause('ROUTE-1'), refusal_code: 'policy_route_refused' }, clause('PLAIN-1')],
    outcomes: [outcome({ clauses: ['EXACT-1', 'ROUTE-1', 'PLAIN-1'] })],
  });
  assert.deepEqual(report.clauses.map((c) => c.refusal), [
    { code: 'refresh_root_not_exact', named_by: 'seed', seed: '002.txt' },
    { code: 'policy_route_refused', named_by: 'kit', seed: null },
    null,
  ]);
  const md = renderMarkdown(report);
  assert.match(md, /## Refusal codes the clauses assert/);
  assert.match(md, /\| `refresh_root_not_exact` \| seed 002\.txt \| EXACT-1 \| passed \|/);
  assert.match(md, /\| `policy_route_refused` \| kit-defined \| ROUTE-1 \| passed \|/);
  const bare = buildReport({ ...base, lane: {}, clauses: [{ ...clause('X-1'), refusal_code: 'nowhere' }], outcomes: [] });
  assert.equal(bare.clauses[0]?.refusal?.named_by, 'unregistered');
});
