import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { processHarnessEnv } from '../env/index.js';
import { KIT_ROOT, reproBundle, runBattery } from './index.js';

// End to end through Cucumber against a deliberately broken fake (examples/fake-writes-into-source.json).
const SCRATCH = await mkdtemp('/var/tmp/m1nd-run-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));
const FAKE = join(KIT_ROOT, 'examples', 'fake-writes-into-source.json');
const TAGS = '@clause:BOOT-FIRSTCALL-1';
const quiet = { log: () => undefined, cucumberOutput: 'log' as const };

test('a broken implementation gives a non-conformant verdict, exit 1, and replay bundles that replay', async () => {
  const reportDir = join(SCRATCH, 'fake');
  const { report, exitCode } = await runBattery({ adapterPath: FAKE, reportDir, tags: TAGS, ...quiet });
  assert.equal(exitCode, 1);
  assert.equal(report.verdict, 'non-conformant');
  const failed = report.scenarios.filter((s) => s.status === 'failed');
  assert.ok(failed.length > 0);
  for (const s of failed) assert.match(s.replay ?? '', /^npx m1nd-conformance repro \S+replay\//);
  for (const f of ['conformance.json', 'conformance.md', 'cucumber.html', 'junit.xml', 'messages.ndjson', 'lane.json']) assert.ok(existsSync(join(reportDir, f)), f);
  const bundle = failed[0]!.replay!.replace('npx m1nd-conformance repro ', '');
  assert.match(readFileSync(join(bundle, 'transcript.txt'), 'utf8'), /argv: .*writes-into-source\.mjs --stdio/);
  const replay = await reproBundle({ bundle, ...quiet }, processHarnessEnv());
  assert.equal(replay.exitCode, 1, 'the replay fails the same way');
  assert.equal(replay.report.scenarios.length, 1, 'the replay runs that one scenario');
  assert.equal(replay.report.scenarios[0]?.name, failed[0]?.name);
});

test('with an expectations file naming the failure, the run exits 0 and reports expected-fail', async () => {
  const { report, exitCode } = await runBattery({ adapterPath: FAKE, reportDir: join(SCRATCH, 'expected'), tags: TAGS, expectationsPath: join(KIT_ROOT, 'examples', 'expectations.example.json'), ...quiet });
  assert.deepEqual(report.problems, []);
  assert.ok(report.totals['expected-fail'] > 0);
  assert.equal(report.totals.failed, 0);
  assert.equal(exitCode, 0);
  assert.match(report.hashes.expectations ?? '', /^[0-9a-f]{64}$/);
  const strict = await runBattery({ adapterPath: FAKE, reportDir: join(SCRATCH, 'strict'), tags: TAGS, expectationsPath: join(KIT_ROOT, 'examples', 'expectations.example.json'), requireConformant: true, ...quiet });
  assert.equal(strict.exitCode, 1);
});

test('a stale expectation against the reference fails the run and says to remove it', async () => {
  const file = join(SCRATCH, 'stale.json');
  await writeFile(file, JSON.stringify({ schema: 'm1nd-expectations-v1', expectations: [{ clause: 'BOOT-RT-MISSING-1', expect: 'fail', reason: 'r', issue: '#1', expires: '2099-01-01' }] }));
  const { report, exitCode } = await runBattery({ reportDir: join(SCRATCH, 'stale'), tags: '@clause:BOOT-RT-MISSING-1 and not @platform:windows', expectationsPath: file, ...quiet });
  assert.equal(exitCode, 1);
  assert.deepEqual(report.problems.map((p) => p.kind), ['stale']);
  assert.match(readFileSync(join(SCRATCH, 'stale', 'conformance.md'), 'utf8'), /\*\*stale\*\* — clause BOOT-RT-MISSING-1 is expected to fail but now passes/);
});
