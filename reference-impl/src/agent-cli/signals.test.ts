import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { installFakeServer, makePrivateDir, makeRepo, runCli } from './agent-fixture.test-support.js';
import { SIGNAL_NUMBERS } from './interrupt.js';
import { OWNER_DIR, WAITER_PREFIX } from './lease.js';
import { waitForChange } from './wait-for-change.js';

const never = new AbortController().signal;

function fixture(mode: string) {
  const dir = makePrivateDir('sig-');
  const repo = makeRepo(dir, 'repo');
  const log = join(dir, 'fake.log');
  const seams = join(dir, 'seams');
  mkdirSync(seams);
  const env = { HOME: dir, M1ND_AGENT_CACHE_DIR: join(dir, 'cache'), M1ND_MCP_BINARY: installFakeServer(dir), FAKE_LOG: log, FAKE_MODE: mode, M1ND_TEST_SEAMS_DIR: seams };
  // Only complete lines: the fake may be mid-append while we read.
  const lines = (): Record<string, any>[] => {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>);
  };
  return { dir, repo, log, seams, env, lines };
}

async function until(dir: string, done: () => boolean): Promise<void> {
  while (!done()) await waitForChange(dir, 250, never);
}

test('exit status is 128 + the signal number', () => {
  assert.deepEqual(SIGNAL_NUMBERS, { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 });
});

test('SIGTERM during a call is forwarded to the child; the CLI exits 143 after the child closed', async () => {
  // EOF does not stop this fake, so only the forwarded signal can end it.
  const f = fixture('hold-call,ignore-eof');
  const run = runCli(['agent', 'first-minute', '--repo', f.repo, '--query', 'x', '--json'], f.env, f.dir, (pid) => {
    void until(f.dir, () => f.lines().some((e) => e.event === 'call' && e.tool === 'search')).then(() => process.kill(pid, 'SIGTERM'));
  });
  const r = await run;
  assert.equal(r.code, 143, r.stderr);
  assert.equal(r.json().error.code, 'M1ND_AGENT_INTERRUPTED');
  assert.deepEqual(f.lines().filter((e) => e.event === 'signal').map((e) => e.signal), ['SIGTERM'], readFileSync(f.log, 'utf8') + r.stderr);
  assert.equal(r.json().runtime.lease, 'released');
});

test('SIGINT and SIGHUP interrupt a lease wait (130, 129); the waiter removes only its own marker', async () => {
  for (const [signal, status] of [['SIGINT', 130], ['SIGHUP', 129]] as const) {
    const f = fixture('hold-call');
    // The first CLI holds the lease while its server is held in a call.
    const owner = runCli(['agent', 'first-minute', '--repo', f.repo, '--query', 'x', '--json'], f.env, f.dir);
    await until(f.dir, () => f.lines().some((e) => e.event === 'call' && e.tool === 'search'));
    const runtime = join(f.dir, 'cache', readdirSync(join(f.dir, 'cache'))[0] as string);
    const foreign = join(runtime, `${WAITER_PREFIX}1-abc.json`);
    writeFileSync(foreign, '{}');
    const waiter = await runCli(['agent', 'first-minute', '--repo', f.repo, '--json'], f.env, f.dir, (pid) => {
      void until(runtime, () => readdirSync(runtime).filter((n) => n.startsWith(WAITER_PREFIX)).length === 2).then(() => process.kill(pid, signal));
    });
    assert.equal(waiter.code, status, waiter.stderr);
    assert.equal(waiter.json().error.code, 'M1ND_AGENT_INTERRUPTED');
    assert.deepEqual(readdirSync(runtime).filter((n) => n.startsWith(WAITER_PREFIX)), [`${WAITER_PREFIX}1-abc.json`]);
    assert.ok(existsSync(join(runtime, OWNER_DIR, 'owner.json')), 'the owner keeps its proof');
    assert.equal(f.lines().filter((e) => e.event === 'start').length, 1, 'the waiter spawned nothing');
    const fakePid = f.lines()[0]!.pid as number;
    process.kill(fakePid, 'SIGTERM');
    assert.equal((await owner).code, 1);
  }
});

test('no spawn after an interruption: SIGTERM at the before-spawn seam exits 143 and releases the lease', async () => {
  const f = fixture('');
  writeFileSync(join(f.seams, 'agent.before_spawn.hold'), '');
  const r = await runCli(['agent', 'first-minute', '--repo', f.repo, '--json'], f.env, f.dir, (pid) => {
    void until(f.seams, () => existsSync(join(f.seams, 'agent.before_spawn.reached'))).then(() => process.kill(pid, 'SIGTERM'));
  });
  assert.equal(r.code, 143);
  assert.deepEqual(f.lines(), []);
  const runtime = r.json().runtime.runtime_root as string;
  assert.equal(existsSync(join(runtime, OWNER_DIR)), false);
});
