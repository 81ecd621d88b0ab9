#!/usr/bin/env node
// `npm test`: type-check, dependency rules, unit tests, clause lint, then the battery against the reference implementation.
// Ends with one plain line `N passed, N failed, N skipped` summing unit tests and scenarios.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const stage = (name) => console.log(`\n== ${name}`);

function run(cmd, args, extra = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...extra });
  return result.status ?? 1;
}

function findTests(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findTests(path));
    else if (entry.name.endsWith('.test.ts')) out.push(relative(root, path));
  }
  return out;
}

stage('type-check (tsc --noEmit)');
if (run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']) === 0) totals.passed += 1;
else totals.failed += 1;

stage('dependency rules (.dependency-cruiser.mjs)');
if (run(process.execPath, ['scripts/check-architecture.mjs']) === 0) totals.passed += 1;
else totals.failed += 1;

stage('unit tests (node:test)');
// Campaigns with scripts of their own (.ci/run runs them after this): the self-test mutants.
const CAMPAIGNS = ['harness/self-test/mutants-are-caught.test.ts'];
const files = ['harness', 'reference-impl/src', 'steps', 'bench', 'scripts'].filter((d) => existsSync(join(root, d))).flatMap((d) => findTests(join(root, d))).filter((f) => !CAMPAIGNS.includes(f)).sort();
const tap = join(reports, 'unit.tap');
// One test file per core at a time (Node's default leaves one core idle); each file is its own process.
const unitStatus = run(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${availableParallelism()}`, '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files]);
const tapText = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tapText)?.[1] ?? 0);
totals.passed += count('pass');
totals.failed += count('fail') + count('cancelled');
totals.skipped += count('skipped') + count('todo');
if (unitStatus !== 0 && count('fail') + count('cancelled') === 0) totals.failed += 1;
console.log(`unit tests: ${count('pass')} passed, ${count('fail')} failed (${files.length} files)`);

stage('clause lint');
if (run(process.execPath, ['--import', 'tsx', 'harness/catalog/lint-cli.ts']) === 0) totals.passed += 1;
else totals.failed += 1;

stage('battery against the bundled reference implementation');
const batteryStatus = run(process.execPath, ['harness/cli/bin.mjs', 'run', '--report-dir', 'reports/reference']);
const conformance = join(reports, 'reference', 'conformance.json');
let scenarios = 0;
if (existsSync(conformance)) {
  const t = JSON.parse(readFileSync(conformance, 'utf8')).totals;
  scenarios = t.passed + t.failed;
  totals.passed += t.passed;
  totals.failed += t.failed + t.skipped;
  totals.skipped += t['not provisioned'] + t['not claimed'];
}
if (batteryStatus !== 0 && !existsSync(conformance)) totals.failed += 1;
if (scenarios === 0) {
  console.log('error: zero scenarios ran');
  totals.failed += 1;
}

const line = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
writeFileSync(join(reports, 'test-summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(totals.failed > 0 || batteryStatus !== 0 ? 1 : 0);
