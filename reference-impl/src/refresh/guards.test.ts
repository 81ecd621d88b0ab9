import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sortGraph, type Graph, type GraphNode } from '../graph/index.js';
import { buildCandidate, sameRootSet } from './build-candidate.js';
import { isBelowShrinkFloor } from './refresh-codes.js';
import { SingleFlight } from './single-flight.js';

test('the shrink floor compares exact integers: refuse iff candidate*100 < live*60', () => {
  assert.equal(isBelowShrinkFloor(100, 59), true);
  assert.equal(isBelowShrinkFloor(100, 60), false);
  assert.equal(isBelowShrinkFloor(5, 2), true);
  assert.equal(isBelowShrinkFloor(5, 3), false);
  assert.equal(isBelowShrinkFloor(10, 0), true);
  assert.equal(isBelowShrinkFloor(0, 0), false);
});

test('single flight is per key and released exactly once', () => {
  const f = new SingleFlight();
  const release = f.tryEnter('/a');
  assert.ok(release);
  assert.equal(f.tryEnter('/a'), null);
  const other = f.tryEnter('/b');
  assert.ok(other);
  release();
  const again = f.tryEnter('/a');
  assert.ok(again, 'released: /a can be entered again');
  release();
  assert.equal(f.tryEnter('/a'), null, 'a stray second release does not free the later holder');
  assert.equal(f.tryEnter('/b'), null, '/b is still held');
});

const node = (root: string, id: string): GraphNode => ({ id, label: id, type: 'file', root, path: id, line_start: 1, line_end: 1 });

test('a multi-root candidate replaces only the refreshed root and keeps the root set', () => {
  const live: Graph = {
    roots: ['/a', '/b'],
    nodes: [node('/a', 'file::a1'), node('/a', 'file::a2'), node('/b', 'file::b1')],
    edges: [{ source: 'file::a1', target: 'file::a2', kind: 'imports' }],
    files: [{ root: '/a', path: 'a1', sha256: 'x', size: 1 }, { root: '/b', path: 'b1', sha256: 'y', size: 1 }],
    compiled: [{ root: '/a', path: '_old.abi3.so' }, { root: '/b', path: '_b.abi3.so' }],
  };
  const scanned: Graph = { roots: ['/a'], nodes: [node('/a', 'file::a3')], edges: [], files: [{ root: '/a', path: 'a3', sha256: 'z', size: 1 }], compiled: [{ root: '/a', path: '_new.abi3.so' }] };
  const { graph, roots } = buildCandidate(live, ['/a', '/b'], '/a', scanned);
  assert.ok(sameRootSet(roots, ['/b', '/a']));
  assert.deepEqual(graph.nodes.map((n) => n.id), ['file::a3', 'file::b1']);
  assert.deepEqual(graph.edges, []);
  assert.deepEqual(graph.files.map((f) => f.path), ['a3', 'b1']);
  assert.deepEqual(graph.compiled, [{ root: '/b', path: '_b.abi3.so' }, { root: '/a', path: '_new.abi3.so' }], "the other roots' compiled modules are kept, the refreshed root's are the rescan's");
  const moved = buildCandidate(live, ['/a', '/b'], '/a', { ...scanned, roots: ['/elsewhere'] });
  assert.equal(sameRootSet(moved.roots, ['/a', '/b']), false);
});

test('a single-root candidate is the rescan itself, so a canonical rescan is never sorted again', () => {
  const scanned = sortGraph({ roots: ['/a'], nodes: [node('/a', 'file::b'), node('/a', 'file::a')], edges: [], files: [] });
  const { graph, roots } = buildCandidate(scanned, ['/a'], '/a', scanned);
  assert.equal(graph, scanned);
  assert.equal(sortGraph(graph), scanned);
  assert.deepEqual(roots, ['/a']);
});
