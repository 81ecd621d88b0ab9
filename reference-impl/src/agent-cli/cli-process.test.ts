import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { installFakeServer, makePrivateDir, makeRepo, runCli, writeExecutable } from './agent-fixture.test-support.js';
import { AGENT_CACHE_IDENTITY_FILE as IDENTITY_FILE } from '../records/index.js';
import { OWNER_DIR } from './lease.js';

interface Fixture {
  dir: string;
  repo: string;
  fake: string;
  log: string;
  env: Record<string, string>;
}

/** Budgets stay at their defaults unless a test needs a bounded failure to end quickly. */
const SHORT = { M1ND_AGENT_TEST_BUDGET_SCALE: '0.05' };

function fixture(mode = '', extra: Record<string, string> = {}): Fixture {
  const dir = makePrivateDir('cli-');
  const repo = makeRepo(dir, 'repo');
  const fake = installFakeServer(dir);
  const log = join(dir, 'fake.log');
  return { dir, repo, fake, log, env: { HOME: dir, M1ND_AGENT_CACHE_DIR: join(dir, 'cache'), M1ND_MCP_BINARY: fake, FAKE_LOG: log, FAKE_MODE: mode, ...extra } };
}

const events = (f: Fixture): Record<string, any>[] => (existsSync(f.log) ? readFileSync(f.log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>) : []);
const firstMinute = (f: Fixture, extra: string[] = [], env: Record<string, string> = {}) => runCli(['agent', 'first-minute', '--repo', f.repo, '--json', ...extra], { ...f.env, ...env }, f.dir);

test('a cold run: one JSON document, the repository as grant, the cache as runtime, the lease released', async () => {
  const f = fixture();
  const run = await firstMinute(f, ['--query', 'nothing-matches']);
  assert.equal(run.code, 0, run.stderr);
  const env = run.json();
  assert.equal(run.stdout.trim().split('\n').length, 1);
  assert.equal(env.ok, true);
  assert.equal(env.runtime.version, '9.9.9');
  assert.equal(env.runtime.state, 'cold');
  assert.equal(env.runtime.lease, 'released');
  assert.deepEqual(env.calls.map((c: any) => c.tool), ['health', 'search', 'seek']);
  const start = events(f).find((e) => e.event === 'start')!;
  assert.deepEqual({ argv: start.argv, cwd: start.cwd, grant: start.grant, runtime: start.runtime }, { argv: ['--stdio'], cwd: f.repo, grant: f.repo, runtime: env.runtime.runtime_root });
  assert.ok(existsSync(join(env.runtime.runtime_root, IDENTITY_FILE)));
  assert.equal(existsSync(join(env.runtime.runtime_root, OWNER_DIR)), false);
});

test('a warm run refreshes the exact root first; a refused refresh is ok:false, exit 1, trust not_evaluated', async () => {
  const f = fixture();
  assert.equal((await firstMinute(f)).code, 0);
  const warm = await firstMinute(f);
  assert.equal(warm.code, 0, warm.stderr);
  assert.equal(warm.json().runtime.state, 'warm');
  assert.deepEqual(warm.json().calls[0], { tool: 'ingest', isError: false, ok: true, action: 'graph.ingest.refresh_declared_root', refused: null });

  const refused = await firstMinute(f, [], { FAKE_MODE: 'refresh-refused' });
  assert.equal(refused.code, 1);
  const env = refused.json();
  assert.equal(env.ok, false);
  assert.equal(env.error.code, 'M1ND_AGENT_REFRESH_FAILED');
  assert.deepEqual(env.trust, { verdict: 'not_evaluated' });
  assert.deepEqual(env.freshness, { performed: true, isError: false, ok: false, action: 'graph.ingest.refresh_declared_root', refused: 'refresh_would_shrink_graph', reason: 'the candidate graph is too small', node_count_before: 5 });
  assert.deepEqual(env.calls.map((c: any) => c.tool), ['ingest']);
  assert.match(refused.stderr, /m1nd agent: error: M1ND_AGENT_REFRESH_FAILED/);

  const failed = (await firstMinute(f, [], { FAKE_MODE: 'refresh-error' })).json();
  assert.equal(failed.freshness.isError, true);
  assert.equal(failed.trust.verdict, 'not_evaluated');
});

test('a startup refusal is ok:false with the server\'s code and stderr; the lease is released', async () => {
  const f = fixture('refuse-startup');
  const run = await firstMinute(f);
  assert.equal(run.code, 1);
  const env = run.json();
  assert.equal(env.error.code, 'M1ND_AGENT_SERVER_STARTUP_FAILED');
  assert.equal(env.error.details.server_refusal, 'launcher_workspace_runtime_not_private');
  assert.match(env.server_stderr, /refused: launcher_workspace_runtime_not_private/);
  assert.match(run.stderr, /m1nd-mcp: refused: launcher_workspace_runtime_not_private/);
  assert.equal(env.runtime.lease, 'released');
});

test('spawn failures (EACCES, ENOEXEC) are normalised and release the lease', async () => {
  const f = fixture();
  const noexec = join(f.dir, 'not-executable');
  writeFileSync(noexec, '#!/bin/sh\n', { mode: 0o644 });
  const garbage = writeExecutable(join(f.dir, 'garbage'), 'this is not a program\n');
  for (const [binary, errno] of [[noexec, 'EACCES'], [garbage, 'ENOEXEC']] as const) {
    const run = await firstMinute(f, ['--binary', binary]);
    assert.equal(run.code, 1, binary);
    const env = run.json();
    assert.equal(env.error.code, 'M1ND_AGENT_SPAWN_FAILED');
    assert.equal(env.error.details.errno, errno);
    assert.equal(existsSync(join(env.runtime.runtime_root, OWNER_DIR)), false);
  }
});

test('a child that ignores EOF gets SIGTERM and its clean exit still releases', async () => {
  const f = fixture('ignore-eof', SHORT);
  const run = await firstMinute(f);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(events(f).filter((e) => e.event === 'eof' || e.event === 'signal').map((e) => e.signal ?? e.event), ['eof', 'SIGTERM']);
  assert.equal(run.json().runtime.lease, 'released');
});

test('a child whose streams stay open is a bounded failure that keeps the owner proof', async () => {
  const f = fixture('ignore-all', SHORT);
  const run = await firstMinute(f);
  const fakePid = events(f)[0]!.pid as number;
  try {
    assert.equal(run.code, 1);
    const env = run.json();
    assert.equal(env.error.code, 'M1ND_AGENT_SHUTDOWN_FAILED');
    assert.equal(env.runtime.lease, 'kept');
    assert.ok(existsSync(join(env.runtime.runtime_root, OWNER_DIR, 'owner.json')));
    const busy = await firstMinute(f, [], { M1ND_AGENT_CACHE_OWNER_WAIT_MS: '1000', FAKE_MODE: '' });
    assert.equal(busy.code, 1);
    assert.equal(busy.json().error.code, 'M1ND_AGENT_CACHE_BUSY');
  } finally {
    process.kill(fakePid, 'SIGUSR2');
  }
});

test('an unclean exit after EOF is reported, and the witnessed close still releases', async () => {
  const f = fixture('exit-1');
  const env = (await firstMinute(f)).json();
  assert.equal(env.error.code, 'M1ND_AGENT_SHUTDOWN_FAILED');
  assert.deepEqual(env.runtime.exit, { code: 1, signal: null });
  assert.equal(env.runtime.lease, 'released');
});

test('an initialize that never comes is bounded; the timeout stays the primary cause', async () => {
  const f = fixture('hold-initialize', SHORT);
  const run = await firstMinute(f);
  assert.equal(run.code, 1);
  assert.equal(run.json().error.code, 'M1ND_AGENT_SERVER_TIMEOUT');
  assert.equal(run.json().runtime.lease, 'released');
});

test('when startup and teardown both fail, both are reported with the child\'s stderr; the startup cause stays primary', async () => {
  const f = fixture('hold-initialize,ignore-all', SHORT);
  const run = await firstMinute(f);
  const fakePid = events(f)[0]!.pid as number;
  try {
    assert.equal(run.code, 1);
    const env = run.json();
    assert.equal(env.error.code, 'M1ND_AGENT_SERVER_TIMEOUT');
    assert.equal(env.error.teardown.code, 'M1ND_AGENT_SHUTDOWN_FAILED');
    assert.match(env.server_stderr, /fake-m1nd-mcp: started/);
    assert.equal(env.runtime.lease, 'kept');
    assert.match(run.stderr, /error: M1ND_AGENT_SERVER_TIMEOUT[^]*teardown error: M1ND_AGENT_SHUTDOWN_FAILED/);
  } finally {
    process.kill(fakePid, 'SIGUSR2');
  }
});

test('with --runtime-dir or a runtime in M1ND_MCP_ARGS no automatic cache is created', async () => {
  const f = fixture();
  const flag = (await runCli(['agent', 'first-minute', '--repo', f.repo, '--runtime-dir=rt-flag', '--json'], { ...f.env, M1ND_MCP_ARGS: '--runtime-dir ../rt-env' }, f.dir)).json();
  assert.equal(flag.runtime.runtime_root, join(f.dir, 'rt-flag'));
  assert.equal(flag.runtime.source, 'flag');
  const fromEnv = (await firstMinute(f, [], { M1ND_MCP_ARGS: '--runtime-dir=../rt-env' })).json();
  assert.equal(fromEnv.runtime.runtime_root, join(f.dir, 'rt-env'));
  assert.equal(fromEnv.runtime.source, 'mcp_args');
  assert.equal(existsSync(join(f.dir, 'cache')), false);
  assert.deepEqual(readdirSync(join(f.dir, 'rt-env')), []);
});

test('a runtime or cache base inside the repository is refused before anything is created there', async () => {
  const f = fixture();
  const before = readdirSync(f.repo);
  const flag = await firstMinute(f, ['--runtime-dir', join(f.repo, 'rt')]);
  assert.equal(flag.code, 1);
  assert.equal(flag.json().error.code, 'M1ND_AGENT_RUNTIME_UNUSABLE');
  const base = await firstMinute(f, [], { M1ND_AGENT_CACHE_DIR: join(f.repo, 'src', 'cache') });
  assert.equal(base.code, 1);
  assert.equal(base.json().error.code, 'M1ND_AGENT_CACHE_BASE_UNSAFE');
  assert.deepEqual(readdirSync(f.repo), before);
  assert.deepEqual(readdirSync(join(f.repo, 'src')), ['a.ts']);
  assert.deepEqual(events(f), []);
});

test('configuration errors exit 2 with nothing on stdout', async () => {
  const f = fixture();
  for (const env of [{ M1ND_AGENT_CACHE_OWNER_WAIT_MS: '999' }, { M1ND_AGENT_TEST_BUDGET_SCALE: '3' }] as Record<string, string>[]) {
    const run = await firstMinute(f, [], env);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /usage error: M1ND_AGENT_/);
  }
});

test('am-i-stale: an unknown-only answer is reported as unknown_only, never fresh', async () => {
  const f = fixture();
  const run = await runCli(['agent', 'am-i-stale', '--repo', f.repo, '--file', 'never/ingested.ts', '--json'], f.env, f.dir);
  assert.equal(run.code, 0, run.stderr);
  const env = run.json();
  assert.equal(env.staleness.verdict, 'unknown_only');
  assert.deepEqual(env.staleness.unknown, ['never/ingested.ts']);
  assert.doesNotMatch(env.staleness.summary, /\bfresh\b(?!ness)/);
});

test('init --birth relays the receipt, and a refusal is ok:false with its code', async () => {
  const f = fixture();
  const ok = await runCli(['init', '--birth', 'repo', '--runtime-dir', 'rt', '--json'], f.env, f.dir);
  assert.equal(ok.code, 0, ok.stderr);
  assert.equal(ok.json().birth.receipt.brain_id, 'b1');
  assert.equal(events(f).find((e) => e.event === 'start')!.argv.at(-1), f.repo);
  const refused = await runCli(['init', '--birth', 'repo', '--runtime-dir', 'rt', '--json'], { ...f.env, FAKE_MODE: 'birth-refuse' }, f.dir);
  assert.equal(refused.code, 1);
  assert.equal(refused.json().error.code, 'M1ND_AGENT_BIRTH_REFUSED');
  assert.equal(refused.json().birth.refused, 'birth_destination_not_empty');
  const usage = await runCli(['init', '--birth', 'repo'], f.env, f.dir);
  assert.equal(usage.code, 2);
});

test('--help on every command', async () => {
  const f = fixture();
  for (const argv of [['--help'], ['agent', '--help'], ['agent', 'first-minute', '--help'], ['agent', 'am-i-stale', '--help'], ['init', '--help']]) {
    const run = await runCli(argv, f.env, f.dir);
    assert.equal(run.code, 0, argv.join(' '));
    assert.match(run.stdout, /m1nd/);
  }
});
