import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fakeHarnessEnv } from '../env/index.js';
import { cli } from './main.js';

const SCRATCH = await mkdtemp('/var/tmp/m1nd-cli-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function call(...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await cli(argv, (l) => lines.push(l), fakeHarnessEnv({ env: { PATH: process.env.PATH } }));
  return { code, out: lines.join('\n') };
}

test('--help on every command exits 0; no command prints the usage and exits 2', async () => {
  for (const command of ['run', 'merge', 'durations', 'probe', 'clauses', 'repro']) {
    const r = await call(command, '--help');
    assert.equal(r.code, 0, command);
    assert.match(r.out, new RegExp(`^m1nd-conformance ${command} — `), command);
  }
  const main = await call('--help');
  assert.equal(main.code, 0);
  assert.match(main.out, /run .*\[--shard I\/N \[--durations FILE\]\]/s);
  assert.match(main.out, /m1nd-conformance merge {3}SHARD_DIR\.\.\. --report-dir DIR/);
  assert.match((await call('run', '--help')).out, /--shard I\/N {12}run only shard I of N/);
  assert.equal((await call()).code, 2);
});

test('usage errors exit 2 and name the fault', async () => {
  assert.match((await call('frobnicate')).out, /unknown command 'frobnicate'; the commands are run, merge, durations, probe, clauses, repro/);
  assert.equal((await call('frobnicate')).code, 2);
  const flag = await call('run', '--nope');
  assert.equal(flag.code, 2);
  assert.match(flag.out, /usage error: .*'--nope'.*see m1nd-conformance run --help/);
  const area = await call('run', '--area', 'nowhere');
  assert.equal(area.code, 2);
  assert.match(area.out, /--area nowhere: no such spec area; the areas are .*bootstrap/);
  assert.equal((await call('repro')).code, 2);
  assert.match((await call('repro', join(SCRATCH, 'missing'))).out, /cannot read the replay bundle/);
});

test('a bad --shard, --durations or merge call is a usage error naming the input and the fix', async () => {
  for (const [shard, why] of [['3/2', /--shard 3\/2: I must be between 1 and N \(2\)/], ['1/0', /N must be at least 1/], ['half', /expected I\/N with whole numbers/]] as const) {
    const r = await call('run', '--shard', shard);
    assert.equal(r.code, 2, shard);
    assert.match(r.out, why);
  }
  const missing = await call('run', '--shard', '1/2', '--durations', join(SCRATCH, 'none.json'));
  assert.equal(missing.code, 2);
  assert.match(missing.out, /--durations .*none\.json: cannot read it/);
  assert.match((await call('run', '--durations', join(SCRATCH, 'none.json'))).out, /only applies with --shard I\/N/);
  assert.match((await call('merge')).out, /merge takes the report folder of every shard/);
  assert.match((await call('merge', SCRATCH)).out, /merge needs --report-dir DIR/);
  const notShard = await call('merge', SCRATCH, '--report-dir', join(SCRATCH, 'm'));
  assert.equal(notShard.code, 1);
  assert.match(notShard.out, /merge refused:\n.*no conformance\.json; pass the --report-dir of each/);
  assert.equal((await call('durations')).code, 2);
});

test('an invalid adapter or expectations file is a usage error naming the field', async () => {
  const impl = join(SCRATCH, 'impl.json');
  await writeFile(impl, JSON.stringify({ name: 'x', version: '1', server: { command: [] }, capabilities: [], snapshot: { kind: 'reference' } }));
  const r = await call('run', '--impl', impl);
  assert.equal(r.code, 2);
  assert.match(r.out, /server\.command: give at least the program/);
  const probe = await call('probe', '--impl', impl);
  assert.equal(probe.code, 2);
  const exp = join(SCRATCH, 'exp.json');
  await writeFile(exp, JSON.stringify({ schema: 'm1nd-expectations-v1', expectations: [{ clause: 'X-1', expect: 'fail' }] }));
  const bad = await call('run', '--expectations', exp);
  assert.equal(bad.code, 2);
  assert.match(bad.out, /expectations\.0\.reason/);
});

test('clauses lists every clause with its scenarios; --json is machine-readable', async () => {
  const r = await call('clauses', '--json', '--report', join(SCRATCH, 'none'));
  assert.equal(r.code, 2, 'a named report that does not exist is a usage error');
  const j = await call('clauses', '--json');
  assert.equal(j.code, 0);
  const parsed = JSON.parse(j.out) as { clauses: { id: string; scenarios: string[] }[] };
  const grant = parsed.clauses.find((c) => c.id === 'BOOT-GRANT-1');
  assert.ok(grant && grant.scenarios.some((s) => /^features\/bootstrap\/.*\.feature:\d+: /.test(s)));
});

test('clauses --claims or --impl counts what would run; both together, or a malformed claim, is a usage error', async () => {
  const both = await call('clauses', '--claims', 'stdio', '--impl', 'examples/reference.json');
  assert.equal(both.code, 2);
  assert.match(both.out, /give --claims or --impl, not both/);
  const bad = await call('clauses', '--claims', 'stdio,Seams!');
  assert.equal(bad.code, 2);
  assert.match(bad.out, /Seams! is not a capability/);
  const j = await call('clauses', '--claims', 'stdio,http', '--json');
  assert.equal(j.code, 0);
  const parsed = JSON.parse(j.out) as { claims: string[]; mustWireWithout: string[]; clauses: { id: string; runnable: number }[] };
  assert.deepEqual(parsed.claims, ['stdio', 'http']);
  assert.ok(parsed.clauses.some((c) => c.id === 'BOOT-GRANT-1' && c.runnable > 0));
  const text = await call('clauses', '--impl', 'examples/reference.json');
  assert.match(text.out, /^MUST wire clauses with no runnable scenario: \d+/m);
});

test('probe explains every need with evidence', async () => {
  const r = await call('probe');
  assert.equal(r.code, 0);
  for (const need of ['native-binary', 'model', 'container', 'root', 'platform:linux', 'git']) assert.match(r.out, new RegExp(`^${need} +(provisioned|NOT provisioned) `, 'm'));
  assert.match(r.out, /this lane would run \d+ and skip \d+/);
});

test('the GitHub Actions example has the three lanes and a sharded lane that merges, each uploading its reports', async () => {
  const { readFileSync } = await import('node:fs');
  const { parse } = await import('yaml');
  const { KIT_ROOT } = await import('../run/index.js');
  type Job = { needs?: string; strategy?: { matrix: { shard: number[] } }; steps: { uses?: string; run?: string; env?: Record<string, string> }[] };
  const wf = parse(readFileSync(join(KIT_ROOT, 'examples', 'github-actions.yml'), 'utf8')) as { jobs: Record<string, Job> };
  assert.deepEqual(Object.keys(wf.jobs), ['plain', 'native-and-model', 'container', 'sharded', 'merge-shards']);
  const n = wf.jobs.sharded!.strategy!.matrix.shard.length;
  assert.ok(wf.jobs.sharded!.steps.some((s) => s.run?.includes(`--shard \${{ matrix.shard }}/${n}`)), 'each matrix entry runs its shard of N');
  assert.equal(wf.jobs['merge-shards']!.needs, 'sharded');
  assert.ok(wf.jobs['merge-shards']!.steps.some((s) => /m1nd-conformance merge .*--report-dir/.test(s.run ?? '')));
  for (const job of Object.values(wf.jobs)) assert.ok(job.steps.some((s) => s.uses?.startsWith('actions/upload-artifact')));
  assert.ok(wf.jobs['native-and-model']!.steps.some((s) => s.env?.M1ND_TEST_BINARY && s.env.M1ND_TEST_EMBED_MODEL));
  assert.ok(wf.jobs.container!.steps.some((s) => s.env?.M1ND_TEST_IMAGE));
});

test('a --report-dir holding other files is refused, never emptied', async () => {
  const dir = join(SCRATCH, 'precious');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'thesis.tex'), 'years of work');
  const r = await call('run', '--report-dir', dir);
  assert.equal(r.code, 2);
  assert.match(r.out, /already holds files that are not a conformance report \(thesis\.tex\); choose a new or empty folder/);
  const { existsSync } = await import('node:fs');
  assert.ok(existsSync(join(dir, 'thesis.tex')));
});
