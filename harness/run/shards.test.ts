import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadSources } from '@cucumber/cucumber/api';
import { defaultPaths, KIT_ROOT, lineArgs, listScenarios, loadDurations, parseShard, partition, planShard } from './index.js';

const SCRATCH = await mkdtemp('/var/tmp/m1nd-shard-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));
const PATHS = await defaultPaths();
const whole = await listScenarios(KIT_ROOT, { paths: [], tags: null }, PATHS);

test('every scenario of the battery has its own identity: feature path, name as written, example row', () => {
  assert.ok(whole.length > 100, `the battery lists ${whole.length} scenarios`);
  assert.equal(new Set(whole.map((s) => s.id)).size, whole.length, 'identities are unique');
  for (const s of whole) assert.ok(s.id.startsWith(`${s.uri} › `), s.id);
  assert.ok(whole.some((s) => / › \[.+\]$/.test(s.id)), 'outline rows carry their cells');
});

test('for N = 1..5 the union of the N shards is the whole battery, each scenario exactly once', async () => {
  const everything = whole.map((s) => s.id).sort();
  for (let total = 1; total <= 5; total += 1) {
    const seen: string[] = [];
    for (let index = 1; index <= total; index += 1) {
      const plan = await planShard(KIT_ROOT, { paths: [], tags: null }, { index, total }, undefined, PATHS);
      assert.equal(plan.record.selected, whole.length);
      seen.push(...plan.record.assigned);
    }
    assert.deepEqual(seen.sort(), everything, `N = ${total}`);
  }
});

test("a shard's FILE:LINE arguments make Cucumber select exactly its scenarios", async () => {
  const plan = await planShard(KIT_ROOT, { paths: [], tags: null }, { index: 2, total: 3 }, undefined, PATHS);
  const { plan: selected } = await loadSources({ defaultDialect: 'en', paths: plan.args, names: [], tagExpression: '', order: 'defined' }, { cwd: KIT_ROOT });
  assert.deepEqual(selected.map((p) => `${p.uri}:${p.location.line}`).sort(), plan.scenarios.map((s) => `${s.uri}:${s.line}`).sort());
  assert.deepEqual(lineArgs([{ id: 'b', uri: 'f/b.feature', line: 9, name: '' }, { id: 'a', uri: 'f/a.feature', line: 3, name: '' }, { id: 'c', uri: 'f/b.feature', line: 4, name: '' }]), ['f/a.feature:3', 'f/b.feature:4:9']);
});

test('--shard combines with a selection: the shards of an area and tags cover exactly that selection', async () => {
  const selection = { paths: ['features/presence'], tags: 'not @needs:http' };
  const chosen = (await listScenarios(KIT_ROOT, selection, PATHS)).map((s) => s.id).sort();
  assert.ok(chosen.length > 0 && chosen.every((id) => id.startsWith('features/presence/')));
  const a = await planShard(KIT_ROOT, selection, { index: 1, total: 2 }, undefined, PATHS);
  const b = await planShard(KIT_ROOT, selection, { index: 2, total: 2 }, undefined, PATHS);
  assert.deepEqual([...a.record.assigned, ...b.record.assigned].sort(), chosen);
  assert.equal(a.record.selected_sha256, b.record.selected_sha256);
});

test('the partition depends only on identities and durations: input order does not move a scenario', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const durations = new Map([['a', 5], ['b', 1], ['c', 3], ['d', 3], ['e', 2]]);
  const bins = partition(ids, durations, 3);
  assert.deepEqual(partition([...ids].reverse(), durations, 3), bins);
  // Longest first into the lightest bin; f and g are unknown and weigh the median (3); ties by identity.
  assert.deepEqual(bins, [['a', 'e'], ['c', 'f', 'b'], ['d', 'g']]);
  assert.deepEqual(partition(ids, new Map(), 2).map((b) => b.length), [4, 3], 'no durations: balanced by count');
  assert.deepEqual(partition(['a'], durations, 3), [['a'], [], []], 'more shards than scenarios leaves some empty');
});

test('a malformed --shard is a usage error naming the input and the form', () => {
  assert.deepEqual(parseShard('2/4'), { index: 2, total: 4 });
  assert.throws(() => parseShard('2of4'), /--shard 2of4: expected I\/N with whole numbers, e\.g\. --shard 2\/4/);
  assert.throws(() => parseShard('1/2/3'), /expected I\/N/);
  assert.throws(() => parseShard('-1/2'), /expected I\/N/);
  assert.throws(() => parseShard('3/2'), /--shard 3\/2: I must be between 1 and N \(2\)/);
  assert.throws(() => parseShard('0/2'), /I must be between 1 and N/);
  assert.throws(() => parseShard('1/0'), /--shard 1\/0: N must be at least 1/);
});

test('an unreadable or malformed durations file is a usage error naming it and the fix', async () => {
  assert.throws(() => loadDurations(join(SCRATCH, 'none.json')), /--durations .*none\.json: cannot read it .*m1nd-conformance durations REPORT_DIR --out FILE/);
  const bad = join(SCRATCH, 'bad.json');
  await writeFile(bad, '{"scenarios": ');
  assert.throws(() => loadDurations(bad), /bad\.json: not valid JSON/);
  await writeFile(bad, JSON.stringify({ schema: 'm1nd-durations-v1', scenarios: { x: 'slow' } }));
  assert.throws(() => loadDurations(bad), /"x" has "slow"/);
  const committed = loadDurations(join(KIT_ROOT, 'harness', 'run', 'durations.json'));
  assert.ok(committed.seconds.size > 0);
});
