import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArguments, parseCollides, parsePresenceDoor } from './presence-words.js';

test('arguments resolve {repo:name} inside strings and refuse what is not an object', () => {
  assert.deepEqual(parseArguments('{"worktree":"{repo:wt-one}","intent":"mutate"}', (n) => `/r/${n}`), { worktree: '/r/wt-one', intent: 'mutate' });
  assert.deepEqual(parseArguments('  ', () => ''), {});
  assert.throws(() => parseArguments('[1]', () => ''), /not a JSON object/);
  assert.throws(() => parseArguments('{nope', () => ''), /not a JSON object/);
});

test('doors and verdicts are closed vocabularies', () => {
  assert.equal(parsePresenceDoor('stdio'), 'stdio');
  assert.throws(() => parsePresenceDoor('grpc'), /no door/);
  assert.equal(parseCollides('collide'), true);
  assert.equal(parseCollides('do not collide'), false);
  assert.throws(() => parseCollides('maybe'), /no verdict/);
});
