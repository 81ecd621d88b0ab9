import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { firstNodeFrom, firstNodeNear } from './sort-graph.js';
import type { GraphNode } from './types.js';

const node = (id: string): GraphNode => ({ id, label: id, type: 'file', root: '/r', path: id, line_start: 0, line_end: 0 });

test('firstNodeNear finds what a binary search finds, from any place no node before reaches the id', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 }), fc.string({ maxLength: 3 }), (ids, id) => {
      const nodes = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(node);
      const answer = firstNodeFrom(nodes, id);
      // Every place up to the answer has only lower ids before it (repeated ids included).
      for (let from = 0; from <= answer; from++) assert.equal(firstNodeNear(nodes, id, from), answer, `from ${from}`);
    }),
  );
});
