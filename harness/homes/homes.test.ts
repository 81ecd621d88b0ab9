import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fakeHarnessEnv } from '../env/index.js';
import { childEnv, createHome, findScrubbedNames, fixtureBase, removeHome, SCRUBBED_ENV, sharedFixtureBase } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function scratch(): Promise<string> {
  return mkdtemp(`${SCRATCH}/homes-`);
}

test('fixtureBase refuses a base under a group-writable ancestor and names it', async () => {
  const dir = await scratch();
  const shared = join(dir, 'team');
  await mkdir(shared, { mode: 0o775 });
  await chmod(shared, 0o775);
  const result = fixtureBase(fakeHarnessEnv({ env: { M1ND_CONFORMANCE_FIXTURES: join(shared, 'fixtures') } }));
  assert.ok('unsafe' in result);
  assert.match(result.unsafe, new RegExp(`ancestor ${shared} is writable by group`));
  assert.match(result.unsafe, /M1ND_CONFORMANCE_FIXTURES/);
  await rm(dir, { recursive: true, force: true });
});

test('fixtureBase refuses anything below /var/tmp (sticky, world-writable)', async () => {
  const dir = await scratch();
  await chmod(dir, 0o700);
  const result = fixtureBase(fakeHarnessEnv({ env: { XDG_CACHE_HOME: dir } }));
  assert.ok('unsafe' in result);
  assert.match(result.unsafe, /ancestor \/var\/tmp is writable by other/);
  await rm(dir, { recursive: true, force: true });
});

test('fixtureBase refuses a relative override', () => {
  const result = fixtureBase(fakeHarnessEnv({ env: { M1ND_CONFORMANCE_FIXTURES: 'rel/path' } }));
  assert.ok('unsafe' in result && /not absolute/.test(result.unsafe));
});

test('createHome lays out a private home and removeHome cleans even frozen trees', async () => {
  const base = join(homedir(), '.cache', 'm1nd-conformance-unit', String(process.pid));
  const env = fakeHarnessEnv({ env: { M1ND_CONFORMANCE_FIXTURES: base } });
  const h = await createHome(env, { name: 'A scenario: with words!' });
  assert.ok(h.root.startsWith(h.base));
  assert.match(h.root, /a-scenario-with-words-0$/);
  for (const dir of [h.home, h.tmp, h.xdgCache, h.xdgConfig, h.registry, h.repos, h.seams]) {
    assert.equal((await stat(dir)).mode & 0o777, 0o700, dir);
  }
  assert.equal((await stat(h.runtime)).mode & 0o777, 0o700);
  const frozen = join(h.repos, 'frozen');
  await mkdir(frozen);
  await writeFile(join(frozen, 'f'), 'x');
  await chmod(frozen, 0o500);
  await removeHome(h);
  await assert.rejects(stat(h.root), /ENOENT/);
  await rm(join(homedir(), '.cache', 'm1nd-conformance-unit'), { recursive: true, force: true });
});

test('removeHome refuses a root outside its base', async () => {
  const fake = { base: '/nonexistent/base', root: '/nonexistent/other' } as Parameters<typeof removeHome>[0];
  await assert.rejects(removeHome(fake), /not below its fixture base/);
});

test('childEnv is built from scratch: no scrubbed name leaks, extra wins', () => {
  const inherited: Record<string, string> = { PATH: '/bin', LANG: 'en_US.UTF-8', NODE_V8_COVERAGE: '/cov', NODE_OPTIONS: '--inspect', SECRET_TOKEN: 's' };
  for (const name of SCRUBBED_ENV) inherited[name] = `/leak/${name}`;
  const h = { base: '/b', root: '/b/r', home: '/b/r/home', tmp: '/b/r/tmp', xdgCache: '/b/r/home/.cache', xdgConfig: '/b/r/home/.config', runtime: '/b/r/runtime', registry: '/b/r/registry', repos: '/b/r/repos', seams: '/b/r/seams' };
  const out = childEnv(h, fakeHarnessEnv({ env: inherited }), { M1ND_WORKSPACE_ROOT: '/b/r/repos/a' });
  assert.equal(out.PATH, '/bin');
  assert.equal(out.LANG, 'en_US.UTF-8');
  assert.equal(out.NODE_V8_COVERAGE, '/cov');
  assert.equal(out.NODE_OPTIONS, undefined);
  assert.equal(out.SECRET_TOKEN, undefined);
  assert.equal(out.HOME, h.home);
  assert.equal(out.TMPDIR, h.tmp);
  assert.equal(out.TMP, h.tmp);
  assert.equal(out.TEMP, h.tmp);
  assert.equal(out.XDG_CACHE_HOME, h.xdgCache);
  assert.equal(out.XDG_CONFIG_HOME, h.xdgConfig);
  assert.equal(out.M1ND_WORKSPACE_ROOT, '/b/r/repos/a');
  const leaked = findScrubbedNames(out).filter((n) => !['M1ND_WORKSPACE_ROOT', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME'].includes(n));
  assert.deepEqual(leaked, []);
  for (const name of Object.keys(out)) assert.ok(!out[name]?.startsWith('/leak/'), `${name} leaked`);
});

test('sharedFixtureBase gives a traversable root-owned base and refuses a private ancestor', { skip: process.getuid?.() !== 0 && 'needs root' }, async () => {
  const dir = await scratch();
  await chmod(dir, 0o700);
  const closed = sharedFixtureBase(fakeHarnessEnv({ env: { M1ND_CONFORMANCE_SHARED_FIXTURES: join(dir, 'shared') } }));
  assert.ok('unsafe' in closed && /writable by other|not searchable/.test(closed.unsafe));
  const ok = sharedFixtureBase(fakeHarnessEnv({ env: { M1ND_CONFORMANCE_SHARED_FIXTURES: '/var/lib/m1nd-conformance-unit/fixtures' } }));
  assert.ok('path' in ok, 'unsafe' in ok ? ok.unsafe : '');
  assert.equal((await stat(ok.path)).mode & 0o777, 0o755);
  await rm('/var/lib/m1nd-conformance-unit', { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

test('createHome with an owner hands the writable dirs to that UID', { skip: process.getuid?.() !== 0 && 'needs root' }, async () => {
  const env = fakeHarnessEnv({ env: { M1ND_CONFORMANCE_SHARED_FIXTURES: '/var/lib/m1nd-conformance-unit/fixtures' } });
  const h = await createHome(env, { name: 'foreign', shared: true, owner: { uid: 65534, gid: 65534 } });
  assert.equal((await stat(h.root)).mode & 0o777, 0o755);
  assert.equal((await stat(h.root)).uid, 0);
  for (const dir of [h.home, h.runtime, h.seams, h.repos]) assert.equal((await stat(dir)).uid, 65534, dir);
  assert.equal((await stat(h.runtime)).mode & 0o777, 0o700);
  await removeHome(h);
  await rm('/var/lib/m1nd-conformance-unit', { recursive: true, force: true });
});
