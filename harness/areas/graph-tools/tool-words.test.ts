import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDepths, parseList } from './tool-words.js';

test('lists and path@depth pairs parse; a malformed pair names the form', () => {
  assert.deepEqual(parseList('a, b ,c'), ['a', 'b', 'c']);
  assert.deepEqual(parseList('nothing'), []);
  assert.deepEqual(parseDepths('src/b.ts@1, src/a.ts@2'), [['src/b.ts', 1], ['src/a.ts', 2]]);
  assert.throws(() => parseDepths('src/b.ts'), /<path>@<depth>/);
});
