import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Adapter } from '../adapter/index.js';
import { fakeHarnessEnv } from '../env/index.js';
import { bundleSlug, leaveReplayBundle, settleScenario, pickReplayEnv, readBundle, replayCommand, scenarioKey, writeBundlesFromMessages } from './index.js';

const SCRATCH = await mkdtemp('/var/tmp/m1nd-replay-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const adapter: Adapter = { name: 'impl', version: '1', server: { command: ['/opt/impl'] }, capabilities: ['stdio'], snapshot: { kind: 'reference' } };
const fixtureHome = (base: string, root: string) => ({
  base, root, home: join(root, 'home'), tmp: join(root, 'tmp'), xdgCache: join(root, 'cache'), xdgConfig: join(root, 'config'),
  runtime: join(root, 'runtime'), registry: join(root, 'registry'), repos: join(root, 'repos'), seams: join(root, 'seams'),
});
const pickle = { id: 'p-1', name: 'a refused start changes nothing', uri: 'features/bootstrap/x.feature', location: { line: 12 }, tags: [{ name: '@clause:BOOT-1' }] };

test('bundle names are readable and stable per test case', () => {
  assert.equal(bundleSlug('A refused start: changes nothing!', 'p-1'), `a-refused-start-changes-nothing-${bundleSlug('', 'p-1').slice(-8)}`);
  assert.notEqual(bundleSlug('same', 'p-1'), bundleSlug('same', 'p-2'));
  assert.equal(replayCommand('/kit/reports/x/replay/b', '/kit'), 'npx m1nd-conformance repro reports/x/replay/b');
  assert.equal(replayCommand('/elsewhere/b', '/kit'), 'npx m1nd-conformance repro /elsewhere/b');
});

test('only lane variables are recorded, never the runner-owned ones or unrelated secrets', () => {
  assert.deepEqual(pickReplayEnv({ M1ND_TEST_BINARY: '/b', M1ND_CONFORMANCE_LANE_FILE: '/l', DOCKER_HOST: 'tcp://h', GITHUB_TOKEN: 's', PATH: '/bin' }),
    { DOCKER_HOST: 'tcp://h', M1ND_TEST_BINARY: '/b' });
});

test('the After hook side keeps the fixture home, children, seam schedule and transcript, then removes the home', async () => {
  const base = SCRATCH;
  const root = join(SCRATCH, 'fixture');
  await mkdir(join(root, 'seams'), { recursive: true });
  await mkdir(join(root, 'runtime'), { recursive: true });
  await writeFile(join(root, 'runtime', 'graph_snapshot.json'), '{}');
  await writeFile(join(root, 'seams', 'bootstrap.scan.hold'), '');
  await writeFile(join(root, 'seams', 'bootstrap.scan.reached'), '4242\n');
  const replayDir = join(SCRATCH, 'replay-a');
  const env = fakeHarnessEnv({ env: { M1ND_CONFORMANCE_REPLAY_DIR: replayDir, M1ND_TEST_BINARY: '/opt/impl' } });
  const source = {
    lane: { adapter },
    builtHome: fixtureHome(base, root),
    runs: [{ label: 'server #1', plan: { argv: ['/opt/impl', '--stdio'], cwd: root, env: { HOME: join(root, 'home') } } }],
    transcript: () => '== server #1 (pid 4242)\nstderr:\n  boom',
  };
  const line = await leaveReplayBundle(source, pickle, env, SCRATCH);
  const dir = join(replayDir, bundleSlug(pickle.name, pickle.id));
  assert.equal(line, `replay: npx m1nd-conformance repro replay-a/${bundleSlug(pickle.name, pickle.id)}`);
  assert.equal(readFileSync(join(dir, 'home', 'runtime', 'graph_snapshot.json'), 'utf8'), '{}');
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'seams.json'), 'utf8')), [{ marker: 'bootstrap.scan.hold', content: '' }, { marker: 'bootstrap.scan.reached', content: '4242' }]);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'children.json'), 'utf8')).children[0].argv, ['/opt/impl', '--stdio']);
  assert.match(readFileSync(join(dir, 'transcript.txt'), 'utf8'), /boom/);
  assert.equal(existsSync(root), false, 'the original home is removed once copied');
  const { bundle } = readBundle(dir);
  assert.deepEqual(bundle.scenario, { name: pickle.name, uri: pickle.uri, line: 12, tags: ['@clause:BOOT-1'] });
  assert.deepEqual(bundle.env, { M1ND_TEST_BINARY: '/opt/impl' });
  assert.deepEqual(bundle.contents, ['children.json', 'home', 'seams.json', 'transcript.txt']);
});

test('a scenario that failed before building a home still leaves a bundle', async () => {
  const env = fakeHarnessEnv({ env: { M1ND_CONFORMANCE_REPLAY_DIR: join(SCRATCH, 'replay-b') } });
  const source = { lane: { adapter }, builtHome: null, runs: [], transcript: () => '' };
  await leaveReplayBundle(source, pickle, env, SCRATCH);
  assert.deepEqual(await readdir(join(SCRATCH, 'replay-b', bundleSlug(pickle.name, pickle.id))), ['bundle.json', 'children.json', 'transcript.txt']);
});

test('the runner side writes a bundle per failed test case from the messages and completes a hook bundle', async () => {
  const lines = [
    { pickle: { ...pickle, astNodeIds: [] } },
    { pickle: { id: 'p-2', name: 'passes', uri: 'features/bootstrap/x.feature', tags: [], astNodeIds: [] } },
    { testCase: { id: 'c1', pickleId: 'p-1' } }, { testCase: { id: 'c2', pickleId: 'p-2' } },
    { testCaseStarted: { id: 's1', testCaseId: 'c1' } },
    { attachment: { testCaseStartedId: 's1', body: 'transcript of s1', mediaType: 'text/plain' } },
    { testStepFinished: { testCaseStartedId: 's1', testStepResult: { status: 'FAILED', message: 'Error: changed' } } },
    { testCaseFinished: { testCaseStartedId: 's1', willBeRetried: false } },
    { testCaseStarted: { id: 's2', testCaseId: 'c2' } },
    { testStepFinished: { testCaseStartedId: 's2', testStepResult: { status: 'PASSED' } } },
    { testCaseFinished: { testCaseStartedId: 's2', willBeRetried: false } },
  ].map((o) => JSON.stringify(o)).join('\n');
  const replayDir = join(SCRATCH, 'replay-a');
  const commands = writeBundlesFromMessages({ ndjson: lines, replayDir, adapter, env: {}, cwd: SCRATCH });
  assert.deepEqual([...commands.keys()], [scenarioKey({ uri: pickle.uri, line: 12, name: pickle.name })]);
  const dir = join(replayDir, bundleSlug(pickle.name, pickle.id));
  assert.equal(readFileSync(join(dir, 'failure.txt'), 'utf8'), 'Error: changed\n');
  assert.match(readFileSync(join(dir, 'transcript.txt'), 'utf8'), /boom/, 'the hook transcript is kept, not overwritten');
  const { bundle } = readBundle(join(dir, 'bundle.json'));
  assert.ok(bundle.contents.includes('failure.txt') && bundle.contents.includes('home'));
});

test('readBundle names a missing or foreign bundle and the fix', async () => {
  assert.throws(() => readBundle(join(SCRATCH, 'nope')), /cannot read the replay bundle .*pass the folder a failed run printed after "replay:"/);
  await mkdir(join(SCRATCH, 'foreign'), { recursive: true });
  await writeFile(join(SCRATCH, 'foreign', 'bundle.json'), '{"schema":"other"}');
  assert.throws(() => readBundle(join(SCRATCH, 'foreign')), /is not a m1nd-replay-bundle-v1: schema/);
});

test('settleScenario: a passing scenario loses its home, a failing one leaves a bundle and the replay line', async () => {
  const env = fakeHarnessEnv({ env: { M1ND_CONFORMANCE_REPLAY_DIR: join(SCRATCH, 'replay-c') } });
  const make = async (name: string, problems: string[]) => {
    const root = join(SCRATCH, name);
    await mkdir(join(root, 'seams'), { recursive: true });
    const kept: boolean[] = [];
    const source = { lane: { adapter }, builtHome: fixtureHome(SCRATCH, root), runs: [], transcript: () => 't', dispose: async (o: { keepHome?: boolean }) => { kept.push(o.keepHome === true); return problems; } };
    return { root, source, kept };
  };
  const pass = await make('passing', []);
  assert.deepEqual(await settleScenario(pass.source, pickle, env, false), { problems: [], replayLine: null });
  assert.deepEqual(pass.kept, [true]);
  assert.equal(existsSync(pass.root), false);
  const survivor = await make('survivor', ['children survived SIGTERM']);
  const r = await settleScenario(survivor.source, { ...pickle, id: 'p-9' }, env, false);
  assert.deepEqual(r.problems, ['children survived SIGTERM']);
  assert.match(r.replayLine ?? '', /^replay: npx m1nd-conformance repro \S*replay-c\/a-refused-start/);
  assert.equal(existsSync(survivor.root), false);
});
