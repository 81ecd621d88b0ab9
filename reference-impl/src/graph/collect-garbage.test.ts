import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectGarbage } from './collect-garbage.js';

test('a full collection can be run on demand, again and again, and frees what nothing holds', async () => {
  let held: object | null = { big: new Array(1_000_000).fill(0) };
  const ref = new WeakRef(held);
  held = null;
  // A turn of the event loop, so no stack slot of this function still holds the object.
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(collectGarbage(), true);
  assert.equal(ref.deref(), undefined, 'collected');
  assert.equal(collectGarbage(), true);
});
