import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseRuntime } from './runtime-choice.js';
import { splitArgs } from './split-args.js';

const base = { cliCwd: '/work/here', childCwd: '/repos/r' };

test('splitArgs splits shell words without expansion', () => {
  assert.deepEqual(splitArgs(`--a 'b c' "d \\"e\\"" f\\ g`), ['--a', 'b c', 'd "e"', 'f g']);
  assert.deepEqual(splitArgs('  '), []);
  assert.equal(splitArgs(`--a 'open`), null);
});

test('--runtime-dir beats a runtime in M1ND_MCP_ARGS in both spellings, and resolves from the CLI\'s directory', () => {
  for (const args of ['--runtime-dir ../env-rt --x', '--runtime-dir=../env-rt --x']) {
    const c = chooseRuntime({ ...base, flag: 'rt', env: { M1ND_MCP_ARGS: args } });
    assert.deepEqual(c, { source: 'flag', runtimeDir: '/work/here/rt', serverArgs: ['--x'] });
  }
});

test('without the flag, M1ND_MCP_ARGS wins in both spellings and resolves from the server\'s directory', () => {
  assert.deepEqual(chooseRuntime({ ...base, flag: null, env: { M1ND_MCP_ARGS: '--runtime-dir ../rt' } }), { source: 'mcp_args', runtimeDir: '/repos/rt', serverArgs: [] });
  assert.deepEqual(chooseRuntime({ ...base, flag: null, env: { M1ND_MCP_ARGS: '--runtime-dir=../rt', M1ND_RUNTIME_DIR: '/other' } }), { source: 'mcp_args', runtimeDir: '/repos/rt', serverArgs: [] });
});

test('M1ND_RUNTIME_DIR comes next; with nothing the automatic cache is chosen', () => {
  assert.deepEqual(chooseRuntime({ ...base, flag: null, env: { M1ND_RUNTIME_DIR: 'rt' } }), { source: 'env', runtimeDir: '/repos/r/rt', serverArgs: [] });
  assert.deepEqual(chooseRuntime({ ...base, flag: null, env: { M1ND_MCP_ARGS: '--no-gui' } }), { source: 'cache', runtimeDir: null, serverArgs: ['--no-gui'] });
});

test('a runtime argument without a value, or an unclosed quote, is an error naming the fix', () => {
  for (const args of ['--runtime-dir', '--runtime-dir=', `--runtime-dir 'x`]) {
    const c = chooseRuntime({ ...base, flag: null, env: { M1ND_MCP_ARGS: args } });
    assert.ok('error' in c, args);
  }
});
