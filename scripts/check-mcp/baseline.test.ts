import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareToBaseline, loadBaseline, parseBaseline } from './baseline.js';
import { BASELINE } from './paths.js';
import { readConformanceResults, readScenarioNames, type ScenarioResult } from './read-conformance-results.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-check-mcp-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const STDOUT = [
  'Running active suite (3 scenarios) against http://127.0.0.1:1/mcp',
  '',
  '=== Running scenario: server-initialize ===',
  'Results saved to ...',
  '=== Running scenario: ping ===',
  '=== Running scenario: logging-set-level ===',
  '=== Running scenario: tools-list ===',
].join('\n');

test('reads the announced scenarios and each checks.json; warnings fail as the CLI rules', async () => {
  const out = await mkdtemp(join(SCRATCH, 'results-'));
  const put = async (scenario: string, checks: unknown) => {
    const dir = join(out, `server-${scenario}-2026-11-29T16-27-01-139Z`);
    await mkdir(dir);
    await writeFile(join(dir, 'checks.json'), JSON.stringify(checks));
  };
  await put('server-initialize', [{ id: 'server-info', status: 'INFO' }, { id: 'init', status: 'SUCCESS' }]);
  await put('ping', [{ id: 'ping', status: 'WARNING', errorMessage: 'slow' }]);
  await put('logging-set-level', [{ id: 'logging-set-level', status: 'FAILURE', errorMessage: 'Failed: MCP error -32601: Method not found' }]);
  await writeFile(join(out, 'conformance.log'), STDOUT);
  assert.deepEqual(readScenarioNames(STDOUT), ['server-initialize', 'ping', 'logging-set-level', 'tools-list']);
  const results = await readConformanceResults(out, readScenarioNames(STDOUT));
  assert.deepEqual(results, [
    { scenario: 'server-initialize', passed: true, problems: [] },
    { scenario: 'ping', passed: false, problems: ['WARNING ping: slow'] },
    { scenario: 'logging-set-level', passed: false, problems: ['FAILURE logging-set-level: Failed: MCP error -32601: Method not found'] },
    { scenario: 'tools-list', passed: false, problems: ['the scenario wrote no checks.json (it failed to run; see the CLI log)'] },
  ]);
});

const r = (scenario: string, passed: boolean): ScenarioResult => ({ scenario, passed, problems: passed ? [] : [`FAILURE ${scenario}: x`] });

test('baseline: new failures and stale entries fail; expected failures and uncounted scenarios are reported apart', () => {
  const baseline = parseBaseline({
    expected_failures: [
      { scenario: 'prompts-list', reason: 'the reference serves no prompts' },
      { scenario: 'resources-list', reason: 'the reference serves no resources' },
      { scenario: 'gone-scenario', reason: 'a scenario the suite dropped' },
    ],
  }, 'b.json');
  const verdict = compareToBaseline([
    r('server-initialize', true),
    r('ping', false),
    r('prompts-list', false),
    r('resources-list', true),
    r('tools-call-simple-text', true),
    r('tools-call-error', false),
  ], baseline);
  assert.deepEqual(verdict.outcomes.map((o) => [o.name, o.ok]), [
    ['conformance server-initialize', true],
    ['conformance ping', false],
    ['conformance resources-list', false],
    ['conformance gone-scenario', false],
  ]);
  assert.match(verdict.outcomes[1]?.detail ?? '', /new failure: FAILURE ping/);
  assert.match(verdict.outcomes[2]?.detail ?? '', /stale baseline entry: the scenario passes now/);
  assert.match(verdict.outcomes[3]?.detail ?? '', /did not run this scenario/);
  assert.deepEqual(verdict.expected, [{ scenario: 'prompts-list', reason: 'the reference serves no prompts', problems: ['FAILURE prompts-list: x'] }]);
  assert.deepEqual(verdict.notCounted.map((n) => [n.scenario, n.passed]), [['tools-call-simple-text', true], ['tools-call-error', false]]);
});

test('baseline file: reasons required, no duplicates, no uncounted scenarios, no unknown keys', () => {
  assert.throws(() => parseBaseline({ expected_failures: [{ scenario: 'ping' }] }, 'b.json'), /baseline b\.json is invalid: expected_failures\.0\.reason/);
  assert.throws(() => parseBaseline({ expected_failures: [{ scenario: 'ping', reason: 'too short' }] }, 'b.json'), /give each expected failure a reason/);
  const twice = { scenario: 'ping', reason: 'no ping handler yet' };
  assert.throws(() => parseBaseline({ expected_failures: [twice, twice] }, 'b.json'), /lists ping twice/);
  assert.throws(() => parseBaseline({ expected_failures: [{ scenario: 'tools-call-error', reason: 'fixture tools are missing' }] }, 'b.json'), /never counted/);
  assert.throws(() => parseBaseline({ expected_failures: [], extra: 1 }, 'b.json'), /invalid/);
});

test('the committed baseline parses', async () => {
  const baseline = await loadBaseline(BASELINE);
  assert.ok(Array.isArray(baseline.expected_failures));
});
