import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCommandPhrase } from './sentences.js';

test('a command is named by its label in quotes', () => {
  assert.equal(parseCommandPhrase('command "first"'), 'first');
  assert.throws(() => parseCommandPhrase('the first command'), /does not name a command/);
});
