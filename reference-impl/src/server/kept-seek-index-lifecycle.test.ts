import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { after, test } from 'node:test';
import { SEEK_INDEX_FILE } from '../bootstrap/index.js';
import { makePrivateTestDir } from '../launcher/test-support.js';
import type { ServerIo } from './io.js';
import { main } from './main.js';

const base = makePrivateTestDir('kept-seek-lifecycle-');
after(() => rmSync(base, { recursive: true, force: true }));

/** One stdio owner, in this process: the requests are written, each answer awaited, then input ends. */
async function serve(env: Record<string, string | undefined>, calls: { name: string; arguments: Record<string, unknown> }[]): Promise<{ status: number; answers: unknown[]; stderr: string }> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let stderr = '';
  const io: ServerIo = {
    argv: ['--stdio'], env, cwd: base, pid: process.pid, uid: process.getuid?.() ?? 0,
    stdin, stdout,
    stderr: new Writable({ write: (chunk, _enc, cb) => ((stderr += String(chunk)), cb()) }),
    now: () => Date.now(),
    onTerminate: () => {},
  };
  const exit = main(io);
  const answers: unknown[] = [];
  const waiting = new Map<number, (message: unknown) => void>();
  let buffered = '';
  stdout.on('data', (d) => {
    buffered += String(d);
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const message = JSON.parse(buffered.slice(0, nl)) as { id?: number };
      buffered = buffered.slice(nl + 1);
      if (typeof message.id === 'number') waiting.get(message.id)?.(message);
    }
  });
  const ask = (id: number, method: string, params: unknown) =>
    new Promise<unknown>((resolve) => {
      waiting.set(id, resolve);
      stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  await ask(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'unit', version: '1' } });
  stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  for (const [k, call] of calls.entries()) answers.push(await ask(k + 2, 'tools/call', call));
  stdin.end();
  return { status: await exit, answers, stderr };
}

test('a clean end keeps the index its seek built; a warm start answers from the kept file and leaves it as it was', async () => {
  const grant = join(base, 'repo');
  const runtime = join(base, 'rt');
  mkdirSync(join(grant, 'src'), { recursive: true, mode: 0o700 });
  mkdirSync(runtime, { mode: 0o700 });
  writeFileSync(join(grant, 'src/config.ts'), 'export function parseConfig(text: string) { return text.length; }\n');
  writeFileSync(join(grant, 'src/main.ts'), "import { parseConfig } from './config';\nexport const size = parseConfig('a=1');\n");
  const env = { M1ND_WORKSPACE_ROOT: grant, M1ND_RUNTIME_DIR: runtime, PATH: process.env.PATH };
  const seek = { name: 'seek', arguments: { query: 'parse config', top_k: 5 } };
  const file = join(runtime, SEEK_INDEX_FILE);

  const cold = await serve(env, [{ name: 'health', arguments: {} }]);
  assert.equal(cold.status, 0, cold.stderr);
  assert.equal(existsSync(file), false, 'no seek, no index to keep');

  const first = await serve(env, [seek]);
  assert.equal(first.status, 0, first.stderr);
  assert.ok(existsSync(file), 'the seek\'s index is kept at the clean end');
  const kept = statSync(file);

  const warm = await serve(env, [seek]);
  assert.equal(warm.status, 0, warm.stderr);
  assert.deepEqual(warm.answers, first.answers, 'the same answer from the kept index');
  const after = statSync(file);
  assert.deepEqual([after.ino, after.mtimeMs], [kept.ino, kept.mtimeMs], 'the warm start took the kept index, so its end had nothing new to keep');
});
