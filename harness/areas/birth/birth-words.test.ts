import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOverlap } from './birth-checks.js';

test('overlaps of a new root with a bound one are a closed list', () => {
  assert.equal(parseOverlap('inside'), 'inside');
  assert.equal(parseOverlap('containing'), 'containing');
  assert.throws(() => parseOverlap('beside'), /unknown overlap "beside"; use one of equal to, inside, containing/);
});
