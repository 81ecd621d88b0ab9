import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLLECT_AFTER_SCAN_NODES, collectForGraphOf, collectGarbage } from './collect-garbage.js';

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

test('a graph is collected for only from its threshold on', async () => {
  let held: object | null = { big: new Array(1_000_000).fill(0) };
  const ref = new WeakRef(held);
  held = null;
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(collectForGraphOf(COLLECT_AFTER_SCAN_NODES - 1), false);
  assert.notEqual(ref.deref(), undefined, 'nothing collected below the threshold');
  // A target read through its WeakRef is kept until the turn ends.
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(collectForGraphOf(COLLECT_AFTER_SCAN_NODES), true);
  assert.equal(ref.deref(), undefined, 'collected at it');
});
