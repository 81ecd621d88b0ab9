import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { main, type ServerIo } from '../server/index.js';
import { makeBirthFixture } from './birth-fixture.test-support.js';

async function runMain(argv: string[], env: Record<string, string>, cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const io: ServerIo = { argv, env, cwd, pid: process.pid, uid: process.getuid?.() ?? 0, stdin: new PassThrough(), stdout, stderr, now: () => 5, onTerminate: () => {} };
  const status = await main(io);
  return { status, stdout: out, stderr: err };
}

test('--birth prints the born line on stderr and one JSON receipt on stdout, exit 0; a repeat refuses with exit 3', async () => {
  const fx = makeBirthFixture('birth-cli-');
  try {
    const root = fx.repo('born');
    const ok = await runMain(['--birth', 'born'], { M1ND_RUNTIME_DIR: fx.runtime }, fx.base);
    assert.equal(ok.status, 0, ok.stderr);
    const receipt = JSON.parse(ok.stdout);
    assert.deepEqual(Object.keys(receipt).sort(), ['brain_id', 'checkpoint', 'node_count', 'ok', 'origin', 'root']);
    assert.equal(ok.stderr, `m1nd-mcp: born ${root} as brain ${receipt.brain_id} (${receipt.node_count} nodes)\n`);
    assert.equal(ok.stdout.split('\n').length, 2, 'exactly one line');

    const again = await runMain(['--runtime-dir', fx.runtime, '--birth', root], {}, fx.base);
    assert.equal(again.status, 3);
    assert.equal(again.stdout, '');
    assert.match(again.stderr, /^m1nd-mcp: refused: birth_destination_not_empty: /);

    const noRuntime = await runMain(['--birth', root], {}, fx.base);
    assert.equal(noRuntime.status, 3);
    assert.match(noRuntime.stderr, /^m1nd-mcp: refused: launcher_workspace_requires_explicit_runtime: /);
  } finally {
    fx.remove();
  }
});
