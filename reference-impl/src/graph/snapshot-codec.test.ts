import assert from 'node:assert/strict';
import { test } from 'node:test';
import { graphDigest, parseGraph, serializeGraph } from './index.js';
import { makeSampleGraph } from './sample-graph.js';

test('serialise -> parse round-trips and the bytes are canonical whatever the input order', () => {
  const g = makeSampleGraph();
  const bytes = serializeGraph(g);
  assert.ok(bytes.endsWith('}\n'));
  assert.ok(bytes.startsWith('{\n  "schema": "m1nd-graph-snapshot-v1",\n'));
  const shuffled = { ...g, nodes: [...g.nodes].reverse(), edges: [...g.edges].reverse(), files: [...g.files].reverse() };
  assert.equal(serializeGraph(shuffled), bytes);
  const back = parseGraph(bytes);
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

test('parse errors name what is wrong', () => {
  const good = JSON.parse(serializeGraph(makeSampleGraph()));
  assert.throws(() => parseGraph('{'), /not valid JSON/);
  assert.throws(() => parseGraph(JSON.stringify({ ...good, schema: 'other' })), /schema/);
  const badType = structuredClone(good);
  badType.nodes[1].type = 'widget';
  assert.throws(() => parseGraph(JSON.stringify(badType)), /nodes\.1\.type/);
  const missing = structuredClone(good);
  delete missing.files[0].sha256;
  assert.throws(() => parseGraph(JSON.stringify(missing)), /files\.0\.sha256/);
  const dangling = structuredClone(good);
  dangling.edges[0].target = 'sym::nowhere';
  assert.throws(() => parseGraph(JSON.stringify(dangling)), /edges\.0\.target: unknown node id "sym::nowhere"/);
  const dup = structuredClone(good);
  dup.nodes.push(dup.nodes[0]);
  assert.throws(() => parseGraph(JSON.stringify(dup)), /duplicate node id/);
  const extra = structuredClone(good);
  extra.surprise = true;
  assert.throws(() => parseGraph(JSON.stringify(extra)), /surprise/);
});
