import assert from 'node:assert/strict';
import { chmod, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ProcessDriver } from '../../process/index.js';

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
