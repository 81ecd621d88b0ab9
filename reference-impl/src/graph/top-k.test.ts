import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TopK } from './top-k.js';

test('the kept items are the head of a stable full sort, whatever the order offered', () => {
  const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (keys, k) => {
      const items = keys.map((key, at) => ({ key, at }));
      const top = new TopK(k, byKey);
      for (const item of items) top.offer(item);
      assert.deepEqual(top.items, [...items].sort(byKey).slice(0, k));
      assert.equal(top.worstWhenFull, items.length >= k ? top.items[k - 1] : undefined);
    }),
    { numRuns: 1000 },
  );
});
