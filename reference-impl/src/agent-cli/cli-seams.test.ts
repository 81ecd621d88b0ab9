import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { installFakeServer, makePrivateDir, makeRepo, runCli } from './agent-fixture.test-support.js';
import { AGENT_CACHE_IDENTITY_FILE as IDENTITY_FILE } from '../records/index.js';
import { WAITER_PREFIX } from './lease.js';
import { CLI_SEAM_NAMES } from './owned-runtime.js';
import { waitForChange } from './wait-for-change.js';

const never = new AbortController().signal;

test('--list-seams prints the CLI\'s seams', async () => {
  const dir = makePrivateDir('seams-');
  const run = await runCli(['--list-seams'], { HOME: dir }, dir);
  assert.deepEqual(run.stdout.trim().split('\n'), [...CLI_SEAM_NAMES]);
});

test('a contender meets the lease, not a half-written identity: held after the exclusive open, it waits, then both succeed', async () => {
  const dir = makePrivateDir('seams-');
  const repo = makeRepo(dir, 'repo');
  const seams = join(dir, 'seams');
  mkdirSync(seams);
  const log = join(dir, 'fake.log');
  const env = { HOME: dir, M1ND_AGENT_CACHE_DIR: join(dir, 'cache'), M1ND_MCP_BINARY: installFakeServer(dir), FAKE_LOG: log, M1ND_TEST_SEAMS_DIR: seams };
  writeFileSync(join(seams, 'agent.identity_opened.hold'), '');
  const argv = ['agent', 'first-minute', '--repo', repo, '--json'];
  const first = runCli(argv, env, dir);
  while (!existsSync(join(seams, 'agent.identity_opened.reached'))) await waitForChange(seams, 250, never);
  const runtime = join(dir, 'cache', readdirSync(join(dir, 'cache'))[0] as string);
  assert.equal(readFileSync(join(runtime, IDENTITY_FILE), 'utf8'), '', 'the manifest is open and still empty');
  const second = runCli(argv, env, dir);
  while (!readdirSync(runtime).some((n) => n.startsWith(WAITER_PREFIX))) await waitForChange(runtime, 250, never);
  writeFileSync(join(seams, 'agent.identity_opened.release'), '');
  const [a, b] = await Promise.all([first, second]);
  assert.equal(a.code, 0, a.stderr);
  assert.equal(b.code, 0, b.stderr);
  assert.deepEqual([a.json().runtime.state, b.json().runtime.state], ['cold', 'warm']);
  // One server at a time: the first one's EOF comes before the second one starts.
  const order = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { event: string }).filter((e) => e.event === 'start' || e.event === 'eof').map((e) => e.event);
  assert.deepEqual(order, ['start', 'eof', 'start', 'eof']);
});
