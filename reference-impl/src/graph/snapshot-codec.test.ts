import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GraphSnapshotSchema, parseRecord } from '../records/index.js';
import { graphDigest, graphOfSnapshot, serializeGraph } from './index.js';
import { makeSampleGraph } from './sample-graph.js';

test('serialise -> read round-trips and the bytes are canonical whatever the input order', () => {
  const g = makeSampleGraph();
  const bytes = serializeGraph(g);
  assert.ok(bytes.endsWith('}\n'));
  assert.ok(bytes.startsWith('{\n  "schema": "m1nd-graph-snapshot-v1",\n'));
  const shuffled = { ...g, nodes: [...g.nodes].reverse(), edges: [...g.edges].reverse(), files: [...g.files].reverse() };
  assert.equal(serializeGraph(shuffled), bytes);
  const parsed = parseRecord(bytes, 'graph_snapshot.json', GraphSnapshotSchema);
  assert.ok('data' in parsed);
  const back = graphOfSnapshot(parsed.data);
  assert.equal(serializeGraph(back), bytes);
  assert.equal(graphDigest(back), graphDigest(g));
});

test('in-memory text is neither persisted nor digested', () => {
  const g = makeSampleGraph();
  const withText = { ...g, nodes: g.nodes.map((n) => ({ ...n, text: 'first line' })) };
  assert.equal(serializeGraph(withText), serializeGraph(g));
  assert.equal(graphDigest(withText), graphDigest(g));
  assert.ok(!serializeGraph(withText).includes('first line'));
});

test('the digest follows content: a changed field changes it', () => {
  const g = makeSampleGraph();
  const moved = { ...g, nodes: g.nodes.map((n, i) => (i === 0 ? { ...n, line_end: 9 } : n)) };
  assert.notEqual(graphDigest(moved), graphDigest(g));
  assert.match(graphDigest(g), /^[0-9a-f]{64}$/);
});
