import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, realpathSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AgentError } from './agent-error.js';
import { makePrivateDir } from './agent-fixture.test-support.js';
import { prepareCacheBase, selectCacheBase } from './cache-base.js';

const uid = process.getuid?.() ?? 0;

test('M1ND_AGENT_CACHE_DIR beats XDG_CACHE_HOME, which beats ~/.cache', () => {
  assert.equal(selectCacheBase({ M1ND_AGENT_CACHE_DIR: 'c', XDG_CACHE_HOME: '/x' }, '/cwd', '/home/u'), '/cwd/c');
  assert.equal(selectCacheBase({ XDG_CACHE_HOME: '/x' }, '/cwd', '/home/u'), '/x/m1nd/agent-runtimes');
  assert.equal(selectCacheBase({}, '/cwd', '/home/u'), '/home/u/.cache/m1nd/agent-runtimes');
});

test('the base is created 0700 and its canonical path is returned', () => {
  const dir = makePrivateDir('base-');
  mkdirSync(join(dir, 'real'), { mode: 0o700 });
  symlinkSync(join(dir, 'real'), join(dir, 'alias'));
  const base = prepareCacheBase(join(dir, 'alias', 'm1nd', 'agent-runtimes'), uid);
  assert.equal(base, join(realpathSync(dir), 'real', 'm1nd', 'agent-runtimes'));
  assert.equal(statSync(base).mode & 0o777, 0o700);
});

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof AgentError, String(error));
    return error.code;
  }
  assert.fail('expected a refusal');
}

test('a symlinked base, a group-writable base or ancestor, and a foreign owner are refused', () => {
  const dir = makePrivateDir('base-');
  mkdirSync(join(dir, 'target'), { mode: 0o700 });
  symlinkSync(join(dir, 'target'), join(dir, 'link'));
  assert.equal(codeOf(() => prepareCacheBase(join(dir, 'link'), uid)), 'M1ND_AGENT_CACHE_SYMLINK');
  mkdirSync(join(dir, 'shared'), { mode: 0o700 });
  chmodSync(join(dir, 'shared'), 0o775);
  assert.equal(codeOf(() => prepareCacheBase(join(dir, 'shared'), uid)), 'M1ND_AGENT_CACHE_BASE_UNSAFE');
  assert.equal(codeOf(() => prepareCacheBase(join(dir, 'shared', 'below'), uid)), 'M1ND_AGENT_CACHE_BASE_UNSAFE');
  assert.equal(codeOf(() => prepareCacheBase(join(dir, 'mine'), uid + 1)), 'M1ND_AGENT_CACHE_BASE_UNSAFE');
});
