// Known answers for Python's method resolution order, checked against what CPython gives for the same classes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { c3Order } from './c3-order.js';

const orderOf = (bases: Record<string, readonly (string | null)[]>, head: string, maxDepth = 16): string[] | null =>
  c3Order(head, (c) => bases[c] ?? null, (c) => c, maxDepth);

test('a single chain is the class, then each base in turn', () => {
  assert.deepEqual(orderOf({ C: ['B'], B: ['A'], A: [] }, 'C'), ['C', 'B', 'A']);
});

test('bases keep the order written, and a base two classes share comes after both (a diamond)', () => {
  const bases = { D: ['B', 'C'], B: ['A'], C: ['A'], A: [] };
  assert.deepEqual(orderOf(bases, 'D'), ['D', 'B', 'C', 'A']);
});

test('the order of a larger hierarchy is CPython\'s', () => {
  // class O; class A(O); class B(O); class C(O); class D(O); class E(O);
  // class K1(A, B, C); class K2(D, B, E); class K3(D, A); class Z(K1, K2, K3)
  const bases = { O: [], A: ['O'], B: ['O'], C: ['O'], D: ['O'], E: ['O'], K1: ['A', 'B', 'C'], K2: ['D', 'B', 'E'], K3: ['D', 'A'], Z: ['K1', 'K2', 'K3'] };
  assert.deepEqual(orderOf(bases, 'Z'), ['Z', 'K1', 'K2', 'K3', 'D', 'A', 'B', 'C', 'E', 'O']);
});

test('a mixin written first comes before the base it shares with the class after it', () => {
  const bases = { View: ['Mixin', 'Base'], Mixin: ['Root'], Base: ['Root'], Root: [] };
  assert.deepEqual(orderOf(bases, 'View'), ['View', 'Mixin', 'Base', 'Root']);
});

test('no order: bases that contradict (CPython raises a TypeError creating such a class)', () => {
  // class X; class Y; class A(X, Y); class B(Y, X); class C(A, B)
  assert.equal(orderOf({ X: [], Y: [], A: ['X', 'Y'], B: ['Y', 'X'], C: ['A', 'B'] }, 'C'), null);
  // class A; class B(A); class C(A, B)
  assert.equal(orderOf({ A: [], B: ['A'], C: ['A', 'B'] }, 'C'), null);
});

test('not known: a base not known anywhere on the way, a cycle, or a hierarchy deeper than the limit', () => {
  assert.equal(orderOf({ C: ['B', null], B: [] }, 'C'), null);
  assert.equal(orderOf({ C: ['B'], B: ['Gone'] }, 'C'), null, 'a class whose bases are not known');
  assert.equal(orderOf({ C: ['B'], B: ['C'] }, 'C'), null);
  const chain: Record<string, string[]> = { L0: [] };
  for (let i = 1; i <= 5; i++) chain[`L${i}`] = [`L${i - 1}`];
  assert.deepEqual(orderOf(chain, 'L5', 5), ['L5', 'L4', 'L3', 'L2', 'L1', 'L0']);
  assert.equal(orderOf(chain, 'L5', 4), null);
});
