import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineFramer } from './line-framer.js';

test('frames split across chunks are joined and blank lines skipped', () => {
  const framer = new LineFramer();
  assert.deepEqual(framer.push('{"a":'), []);
  assert.deepEqual(framer.push('1}\n\n{"b":2}\r\n{"c"'), ['{"a":1}', '{"b":2}']);
  assert.deepEqual(framer.flush(), ['{"c"']);
  assert.deepEqual(framer.flush(), []);
});
