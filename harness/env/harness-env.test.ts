import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeHarnessEnv, processHarnessEnv } from './index.js';

test('processHarnessEnv snapshots env and gives unique ids', () => {
  const env = processHarnessEnv();
  assert.equal(env.platform, process.platform);
  assert.ok(Object.isFrozen(env.env));
  assert.notEqual(env.newId('a'), env.newId('a'));
  assert.match(env.newId('scn'), /^scn-/);
});

test('fakeHarnessEnv is deterministic', () => {
  const env = fakeHarnessEnv({ uid: 1000 });
  assert.equal(env.newId('x'), 'x-0');
  assert.equal(env.newId('x'), 'x-1');
  assert.equal(env.now(), env.now());
  assert.equal(env.uid, 1000);
});

test('a mutant the mutation runner activated in this process is handed on to children as a variable', () => {
  const holder = globalThis as { __stryker__?: { activeMutant?: unknown } };
  const saved = holder.__stryker__;
  try {
    holder.__stryker__ = { activeMutant: 42 };
    assert.equal(processHarnessEnv().env.__STRYKER_ACTIVE_MUTANT__, '42');
    holder.__stryker__ = {};
    assert.equal(processHarnessEnv().env.__STRYKER_ACTIVE_MUTANT__, process.env.__STRYKER_ACTIVE_MUTANT__);
  } finally {
    if (saved === undefined) delete holder.__stryker__;
    else holder.__stryker__ = saved;
  }
});
