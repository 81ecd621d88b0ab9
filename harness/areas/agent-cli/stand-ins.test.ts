import assert from 'node:assert/strict';
import { chmod, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ProcessDriver, type ChildHandle } from '../../process/index.js';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'stand-in', 'stand-in-server.cjs');
const SCRATCH = await mkdtemp('/var/tmp/m1nd-agent-stand-ins-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function install(modes: string[]): Promise<{ exe: string; log: string }> {
  const dir = await mkdtemp(join(SCRATCH, 'fake-'));
  const exe = join(dir, 'm1nd-mcp');
  const log = join(dir, 'events.jsonl');
  await copyFile(SOURCE, exe);
  await chmod(exe, 0o755);
  await writeFile(`${exe}.json`, JSON.stringify({ modes, log }));
  return { exe, log };
}

const events = async (log: string) => (await readFile(log, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { event: string; signal?: string; runtime?: string });

test('the stand-in answers initialize and calls, logs them, and exits 0 at EOF', async () => {
  const { exe, log } = await install([]);
  const child = new ProcessDriver().start([exe, '--stdio', '--runtime-dir=/rt/from-arg'], { cwd: SCRATCH, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', M1ND_RUNTIME_DIR: '/rt/from-env' } });
  child.writeStdin(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18' } })}\n`);
  child.writeStdin(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search', arguments: { query: 'x' } } })}\n`);
  child.closeStdin();
  assert.deepEqual(await child.waitExit(10_000), { code: 0, signal: null });
  assert.equal(child.stdoutLines.length, 2);
  assert.deepEqual((JSON.parse(child.stdoutLines[1] ?? '{}') as { result: { structuredContent: { results: unknown[] } } }).result.structuredContent.results, []);
  const seen = await events(log);
  assert.deepEqual(seen.map((e) => e.event), ['start', 'initialize', 'call', 'eof', 'exit']);
  assert.equal(seen[0]?.runtime, '/rt/from-arg');
});

test('a stand-in that ignores signals stays until SIGUSR2; one holding calls logs the signal before it exits', async () => {
  const stubborn = await install(['ignore-signals']);
  const child = new ProcessDriver().start([stubborn.exe], { cwd: SCRATCH, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  await child.waitForStderr(/started/, 10_000);
  child.signal('SIGTERM');
  child.closeStdin();
  await child.waitForStderr(/received SIGTERM/, 10_000);
  assert.equal(child.exitStatus(), null);
  child.signal('SIGUSR2');
  assert.equal((await child.waitExit(10_000)).code, 0);
  assert.ok((await events(stubborn.log)).some((e) => e.event === 'signal' && e.signal === 'SIGTERM'));

  const holding = await install(['hold-calls']);
  const busy = new ProcessDriver().start([holding.exe], { cwd: SCRATCH, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  await busy.waitForStderr(/started/, 10_000);
  busy.closeStdin();
  busy.signal('SIGHUP');
  assert.equal((await busy.waitExit(10_000)).code, 0);
  const last = (await events(holding.log)).map((e) => e.event).slice(-2);
  assert.deepEqual(last, ['signal', 'exit']);
});

test('a gated stand-in holds the retrieval calls of its root until the release file exists; other roots pass', async () => {
  const dir = await mkdtemp(join(SCRATCH, 'gated-'));
  const exe = join(dir, 'm1nd-mcp');
  const log = join(dir, 'events.jsonl');
  const release = join(dir, 'release');
  await copyFile(SOURCE, exe);
  await chmod(exe, 0o755);
  await writeFile(`${exe}.json`, JSON.stringify({ modes: [], log, gate: { roots: ['/held'], release } }));
  const frame = (id: number, method: string, params: object): string => `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`;
  const start = (root: string) => new ProcessDriver().start([exe], { cwd: SCRATCH, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', M1ND_WORKSPACE_ROOT: root } });
  const ids = (lines: readonly string[]) => lines.map((l) => (JSON.parse(l) as { id: number }).id);
  const answered = (child: ChildHandle, id: number) => new Promise<void>((resolve) => child.onStdoutLine((l) => (JSON.parse(l) as { id: number }).id === id && resolve()));

  const held = start('/held');
  held.writeStdin(frame(1, 'initialize', { protocolVersion: '2025-06-18' }));
  held.writeStdin(frame(2, 'tools/call', { name: 'search', arguments: { query: 'x' } }));
  held.writeStdin(frame(3, 'tools/call', { name: 'health', arguments: {} }));
  await answered(held, 3);
  assert.deepEqual(ids(held.stdoutLines), [1, 3], 'the search waits behind the gate while health passes');
  await writeFile(release, '');
  await answered(held, 2);
  held.closeStdin();
  assert.equal((await held.waitExit(10_000)).code, 0);

  const free = start('/free');
  free.writeStdin(frame(1, 'initialize', { protocolVersion: '2025-06-18' }));
  free.writeStdin(frame(2, 'tools/call', { name: 'search', arguments: { query: 'x' } }));
  await answered(free, 2);
  free.closeStdin();
  assert.equal((await free.waitExit(10_000)).code, 0);
});

test('a stand-in finishing after the end of its input exits by itself, two seconds on', async () => {
  const slow = await install(['finish-2s-after-eof']);
  const child = new ProcessDriver().start([slow.exe], { cwd: SCRATCH, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  await child.waitForStderr(/started/, 10_000);
  child.closeStdin();
  assert.equal((await child.waitExit(10_000)).code, 0);
  assert.deepEqual((await events(slow.log)).map((e) => e.event), ['start', 'eof', 'exit']);
});
