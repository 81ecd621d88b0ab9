import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseHandshake, WORKING_SET_CAP } from './handshake-input.js';

test('a full declaration is accepted with the worktree canonicalised', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hs-'));
  try {
    const got = parseHandshake({ agent_id: 'a', kind: 'executor', theme: 'presences', worktree: `${dir}/.`, working_set: ['src', 'src'], intent: 'mutate' });
    assert.ok('declaration' in got);
    assert.equal(got.declaration.worktree, realpathSync(dir));
    assert.deepEqual(got.declaration.working_set, ['src']);
    assert.equal(got.declaration.intent, 'mutate');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

const refused: [string, Record<string, unknown>, string][] = [
  ['no agent', { intent: 'read' }, "'agent_id' is missing"],
  ['an intent other than read or mutate', { agent_id: 'a', intent: 'write' }, "'intent' is \"write\"; send \"read\" or \"mutate\""],
  ['a theme of the wrong type', { agent_id: 'a', theme: 3 }, "'theme' is number"],
  ['a working set that is no list', { agent_id: 'a', working_set: 'src' }, "'working_set' is string"],
  ['an absolute working-set path', { agent_id: 'a', working_set: ['/etc/passwd'] }, "'working_set[0]'"],
  ['a working-set path escaping the root', { agent_id: 'a', working_set: ['src/../../x'] }, 'climb out'],
  ['a working set over the cap', { agent_id: 'a', working_set: Array.from({ length: WORKING_SET_CAP + 1 }, (_, i) => `f${i}`) }, `at most ${WORKING_SET_CAP}`],
  ['a worktree that does not exist', { agent_id: 'a', worktree: '/no/such/dir' }, "'worktree'"],
  ['a relative worktree', { agent_id: 'a', worktree: 'src' }, 'is not an absolute path'],
  ['an unknown field', { agent_id: 'a', brain: '/elsewhere' }, "'brain' is not a session_handshake field"],
];

for (const [name, args, text] of refused) {
  test(`refused, naming the field and the fix: ${name}`, () => {
    const got = parseHandshake(args);
    assert.ok('error' in got);
    assert.match(got.error, /^invalid_input: session_handshake field /);
    assert.ok(got.error.includes(text), got.error);
  });
}
