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
