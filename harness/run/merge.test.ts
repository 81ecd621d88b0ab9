import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fakeHarnessEnv } from '../env/index.js';
import { buildReport, type ConformanceReport, type ScenarioOutcome } from '../reports/index.js';
import { defaultPaths, KIT_ROOT, MergeError, mergeShards, planShard } from './index.js';
import { readKitSuite } from './kit-suite.js';

// Shard reports are written as a shard run writes them, without running Cucumber: merge reads only the reports.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-merge-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));
const PATHS = await defaultPaths();
const SELECTION = { paths: ['features/presence'], tags: null };
const kit = readKitSuite(KIT_ROOT);
const env = fakeHarnessEnv({ env: { PATH: process.env.PATH } });
const quiet = { log: () => undefined, defaultPaths: PATHS };

async function writeShards(name: string, total: number, edit: (index: number, outcomes: ScenarioOutcome[]) => ScenarioOutcome[] = (_, o) => o): Promise<string[]> {
  const dirs: string[] = [];
  for (let index = 1; index <= total; index += 1) {
    const plan = await planShard(KIT_ROOT, SELECTION, { index, total }, undefined, PATHS);
    const outcomes = edit(index, plan.scenarios.map((s) => ({
      id: s.id, name: s.name, uri: s.uri, line: s.line, area: 'presence', tags: [], clauses: [], status: 'passed' as const, reason: null, messages: [], replay: null, seconds: 1 + index, implementation_seconds: 1,
    })));
    const report: ConformanceReport = {
      ...buildReport({ implementation: { name: 'impl', version: '1', adapter_sha256: 'a'.repeat(64) }, suiteSha256: kit.suiteSha256, catalogSha256: kit.catalogSha256, lane: { root: { provisioned: index === 1, evidence: `uid ${index}` } }, clauses: kit.clauses, outcomes, selection: { tags: null, paths: SELECTION.paths } }),
      shard: { ...plan.record, cucumber_exit_code: 0 },
    };
    const dir = join(SCRATCH, name, `shard-${index}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'conformance.json'), JSON.stringify(report));
    await writeFile(join(dir, 'junit.xml'), `<?xml version="1.0"?>\n<testsuite name="Cucumber" time="1.5" tests="${outcomes.length}" skipped="0" failures="0" errors="0" timestamp="2026-01-0${index}T00:00:00Z">\n  <testcase name="x${index}" time="1"/>\n</testsuite>\n`);
    dirs.push(dir);
  }
  return dirs;
}

test('shards that cover the selection exactly once merge into the report of one run', async () => {
  const dirs = await writeShards('good', 3);
  const reportDir = join(SCRATCH, 'good', 'merged');
  const { report, exitCode } = await mergeShards({ dirs: [...dirs].reverse(), reportDir, ...quiet }, env);
  const listed = await planShard(KIT_ROOT, SELECTION, { index: 1, total: 1 }, undefined, PATHS);
  assert.equal(exitCode, 0);
  assert.equal(report.verdict, 'conformant');
  assert.deepEqual(report.scenarios.map((s) => s.id).sort(), [...listed.record.assigned].sort());
  assert.deepEqual(report.merged_from?.map((m) => m.index), [1, 2, 3]);
  assert.equal(report.lane.root?.provisioned, false, 'a need is provisioned only where every shard had it');
  assert.match(report.lane.root?.evidence ?? '', /shard 1\/3: uid 1; shard 2\/3: not provisioned — uid 2/);
  assert.equal(report.timing?.slowest[0]?.seconds, 4, 'the slowest of all shards');
  for (const f of ['conformance.json', 'conformance.md', 'junit.xml', 'lane.json']) assert.ok(existsSync(join(reportDir, f)), f);
  const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8');
  assert.match(junit, new RegExp(`tests="${listed.scenarios.length}"`));
  assert.equal(junit.match(/<testcase /g)?.length, 3);
  assert.match(junit, /timestamp="2026-01-01T00:00:00Z"/);
});

test('a scenario dropped from a shard, or run twice, fails the merge and is named', async () => {
  let dropped = '';
  const missing = await writeShards('missing', 2, (i, o) => (i === 2 ? (dropped = o[0]!.id!, o.slice(1)) : o));
  await assert.rejects(mergeShards({ dirs: missing, reportDir: join(SCRATCH, 'missing', 'merged'), ...quiet }, env), (e: Error) =>
    e instanceof MergeError && e.message.includes(`missing: ${dropped} ran in no shard (shard 2/2 was assigned it; rerun that shard)`));
  let twice = '';
  const duplicated = await writeShards('dup', 2, (i, o) => (i === 1 ? o : (twice = o[0]!.id!, [...o, o[0]!])));
  await assert.rejects(mergeShards({ dirs: duplicated, reportDir: join(SCRATCH, 'dup', 'merged'), ...quiet }, env), (e: Error) =>
    e instanceof MergeError && e.message.includes(`duplicated: ${twice} ran 2 times (shards 2/2, 2/2)`));
});

test('shards that are not 1/N..N/N of one suite are refused, naming what differs', async () => {
  const dirs = await writeShards('partial', 3);
  await assert.rejects(mergeShards({ dirs: dirs.slice(0, 2), reportDir: join(SCRATCH, 'partial', 'merged'), ...quiet }, env), /shard 3\/3 is missing: pass its report folder too/);
  await assert.rejects(mergeShards({ dirs: [dirs[0]!, dirs[0]!, dirs[1]!, dirs[2]!], reportDir: join(SCRATCH, 'partial', 'merged'), ...quiet }, env), /shard 1\/3 is given 2 times/);
  const other = await writeShards('other', 2);
  await assert.rejects(mergeShards({ dirs: [dirs[0]!, other[1]!], reportDir: join(SCRATCH, 'other', 'merged'), ...quiet }, env), /the shards differ in the number of shards N/);
  const file = join(other[1]!, 'conformance.json');
  const r = JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport;
  await writeFile(file, JSON.stringify({ ...r, hashes: { ...r.hashes, suite: 'f'.repeat(64) }, shard: { ...r.shard, durations_sha256: 'd'.repeat(64) } }));
  await assert.rejects(mergeShards({ dirs: other, reportDir: join(SCRATCH, 'other', 'merged'), ...quiet }, env), (e: Error) =>
    /differ in the suite digest/.test(e.message) && /differ in the durations file/.test(e.message));
  await assert.rejects(mergeShards({ dirs: [join(SCRATCH, 'nowhere')], reportDir: join(SCRATCH, 'x'), ...quiet }, env), /nowhere: no conformance\.json; pass the --report-dir of each/);
  await assert.rejects(mergeShards({ dirs, reportDir: dirs[0]!, ...quiet }, env), /overlaps the shard folder/);
});
