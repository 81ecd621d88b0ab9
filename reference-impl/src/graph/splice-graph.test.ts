import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { mergeSorted } from './splice-graph.js';

interface Item {
  key: number;
  from: string;
  skipped?: boolean;
}
const compare = (x: Item, y: Item) => x.key - y.key;

/** The merge done one item at a time: each next item in merged order (ties: `a`'s first) unless equal to the last. */
function mergeOneByOne(a: readonly Item[], b: readonly Item[]): Item[] {
  const out: Item[] = [];
  a = a.filter((x) => !x.skipped);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && compare(a[i] as Item, b[j] as Item) <= 0) ? (a[i++] as Item) : (b[j++] as Item);
    if (out.length === 0 || compare(out[out.length - 1] as Item, next) !== 0) out.push(next);
  }
  return out;
}

test('mergeSorted gives the one-by-one merge of a list without repeats, less the items skipped, and any sorted list', () => {
  const keys = (maxLength: number) => fc.array(fc.integer({ min: 0, max: 60 }), { maxLength });
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 50 }), keys(12), fc.array(fc.boolean(), { maxLength: 50 }), (as, bs, skips) => {
      const a: Item[] = [...as].sort((x, y) => x - y).map((key, k) => ({ key, from: `a${k}`, ...(skips[k] ? { skipped: true } : {}) }));
      const b = [...bs].sort((x, y) => x - y).map((key, k) => ({ key, from: `b${k}` }));
      const origins = new Int32Array(a.length + b.length);
      const merged = mergeSorted(a, b, compare, (k) => (a[k] as Item).skipped === true, origins);
      assert.deepEqual(merged, mergeOneByOne(a, b));
      assert.equal(Object.keys(merged).length, merged.length, 'no holes');
      assert.deepEqual([...origins.subarray(0, merged.length)], merged.map((x) => (x.from.startsWith('a') ? a.indexOf(x) : -1)), 'where each came from');
      const all = a.map(({ skipped: _, ...x }) => x);
      assert.deepEqual(mergeSorted(all, b, compare), mergeOneByOne(all, b), 'without a skip');
    }),
  );
});
