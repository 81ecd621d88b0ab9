// A reader told to defer link material (a checkpoint's verified snapshot at a warm start) gives the graph the eager
// reader gives, decodes the links records only when `links` is first read, and judges them as the eager reader does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileLinks, RecordRefusal } from '../records/index.js';
import { decodeDeferredLinks, decodedLinks, decodeGraphSnapshot, graphDigest, rememberGraphDigest, serializeGraph, SnapshotReader } from './index.js';
import { linksUndecoded, readDeferred as readDeferredText } from './deferred-links.test-support.js';
import { makeSampleGraph, SAMPLE_ROOT } from './sample-graph.js';
import type { Graph } from './types.js';

const greet: FileLinks = {
  root: SAMPLE_ROOT,
  path: 'src/greet.ts',
  lang: 'typescript',
  imports: [],
  mod_decls: [],
  refs: [
    { from: 'sym::src/greet.ts::greet', name: 'format', qualifier: null, line: 2, kind: 'call' },
    // A use from a symbol the graph holds no node for: its id is spelled anew, as written.
    { from: 'sym::src/greet.ts::ghost', name: 'greet', qualifier: null, line: 3, kind: 'reference' },
  ],
  defs: [{ qualified: 'greet', id: 'sym::src/greet.ts::greet' }],
};
const parse: FileLinks = {
  root: SAMPLE_ROOT,
  path: 'src/parse-config.ts',
  lang: 'typescript',
  imports: ['./greet'],
  mod_decls: [],
  refs: [{ from: 'file::src/parse-config.ts', name: 'greet', qualifier: null, line: 1, kind: 'call' }],
};
/**
 * The sample graph with link material, and a node whose id ends as another's does (`a.greet`, sorted before `greet`):
 * a name is matched by its whole id, not by how it ends.
 */
const sample = (): Graph => {
  const g = makeSampleGraph();
  const greetNode = g.nodes.find((n) => n.id === 'sym::src/greet.ts::greet');
  assert.ok(greetNode);
  return { ...g, nodes: [...g.nodes, { ...greetNode, id: 'sym::src/greet.ts::a.greet', label: 'a.greet' }], links: [parse, greet] };
};

/** The graph a deferring reader gives for `text` pushed in pieces of `size` bytes, and the refusals it was told. */
function readDeferred(text: string, size = 5): { graph: Graph; refused: RecordRefusal[] } {
  const refused: RecordRefusal[] = [];
  return { graph: readDeferredText(text, (r) => refused.push(r), size), refused };
}

const undecoded = linksUndecoded;

test('deferred link material is decoded when first read, into the graph the eager reader gives', () => {
  const text = serializeGraph(sample());
  for (const size of [1, 5, 64, text.length]) {
    const { graph, refused } = readDeferred(text, size);
    assert.ok(undecoded(graph), `size ${size}: the links are not decoded before they are read`);
    assert.equal(graph.nodes.length, sample().nodes.length);
    assert.equal(serializeGraph(graph), text, `size ${size}`);
    assert.ok(!undecoded(graph), 'once read, the links are a plain value');
    assert.deepEqual(refused, []);
  }
  const { graph } = readDeferred(text);
  const eager = decodeGraphSnapshot([text], 'x');
  assert.ok('graph' in eager);
  assert.deepEqual(graph.links, eager.graph.links);
  // Every id a record names is the one its node holds, or spelled as written where no node holds it.
  assert.deepEqual(
    graph.links?.flatMap((l) => [...l.refs.map((r) => r.from), ...(l.defs ?? []).map((d) => d.id)]),
    ['sym::src/greet.ts::greet', 'sym::src/greet.ts::ghost', 'sym::src/greet.ts::greet', 'file::src/parse-config.ts'],
  );
});

test('a deferred links record the eager reader refuses leaves the graph without link material, told once', () => {
  const text = serializeGraph(sample());
  const bad = text.replace('"src/greet.ts","typescript"', '"src/greet.ts",7');
  const eager = decodeGraphSnapshot([bad], 'graph_snapshot.json');
  assert.ok(!('graph' in eager));
  const { graph, refused } = readDeferred(bad);
  assert.deepEqual(refused, [], 'nothing is judged before the links are read');
  assert.equal(graph.links, undefined);
  assert.equal(graph.links, undefined);
  assert.deepEqual(refused, [eager], 'the same refusal, naming the same line, once');
  for (const [from, to] of [
    ['[0,"src/greet.ts",', '[0,"src/zz.ts",'], // out of order
    ['"typescript",[],[],null,[],[],["greet"],["greet","format",null,2,1,', '"typescript",[],[],null,[],[],[["greet","sym::src/greet.ts::greet"]],["greet","format",null,2,1,'], // an id in full
  ] as const) {
    const altered = text.replace(from, to);
    assert.notEqual(altered, text, from);
    const want = decodeGraphSnapshot([altered], 'graph_snapshot.json');
    assert.ok(!('graph' in want), from);
    const got = readDeferred(altered);
    assert.equal(got.graph.links, undefined, from);
    assert.deepEqual(got.refused, [want], from);
  }
});

test('the links section is still framed and counted as it is read, and a v2 section is read at once', () => {
  const text = serializeGraph(sample());
  const refusalOf = (t: string): string => {
    const reader = new SnapshotReader('x', { deferLinks: { refused: () => assert.fail('judged later') } });
    reader.push(t);
    const read = reader.end();
    assert.ok(!('graph' in read), 'expected a refusal at the read');
    return read.detail;
  };
  assert.match(refusalOf(text.replace('"links":2', '"links":3')), /the links section holds 2 records but the header counts 3/);
  assert.match(refusalOf(text.slice(0, text.lastIndexOf('\n[') + 5)), /cut short/);
  assert.match(refusalOf(text.replace(/\],\n\[0,"src\/parse-config/, ']\n[0,"src/parse-config')), /does not end with ","/);
  const v2 = text.replace('"schema":"m1nd-graph-snapshot-v3"', '"schema":"m1nd-graph-snapshot-v2"').replace(/^\[0,"src.*$/gm, (line) => {
    const comma = line.endsWith(',') ? ',' : '';
    const l = line.includes('"src/greet.ts"') ? greet : parse;
    return JSON.stringify({ ...l, bindings: [], defs: l.defs ?? [], namespace: null, open_namespaces: [] }) + comma;
  });
  const { graph } = readDeferred(v2);
  assert.ok(!undecoded(graph), 'an older layout is not deferred (its bytes lend no digest)');
  assert.equal(graph.links?.length, 2);
});

test('links set before they are read replace the deferred ones without decoding them', () => {
  const bad = serializeGraph(sample()).replace('"src/greet.ts","typescript"', '"src/greet.ts",7');
  const { graph, refused } = readDeferred(bad);
  graph.links = [parse];
  assert.deepEqual(graph.links, [parse]);
  assert.deepEqual(refused, []);
});

test('deferred link material decoded a slice at a time ahead of its first read is the same; a refusal settles it', () => {
  const text = serializeGraph(sample());
  const { graph, refused } = readDeferred(text);
  assert.equal(decodeDeferredLinks(graph, 1), false, 'one of two records decoded');
  assert.ok(undecoded(graph));
  assert.equal(decodeDeferredLinks(graph, 1), true);
  assert.ok(!undecoded(graph), 'settled once every record is decoded');
  assert.equal(serializeGraph(graph), text);
  assert.equal(decodeDeferredLinks(graph, 1), true, 'nothing left');
  assert.deepEqual(refused, []);
  // The second record refused: told when its slice reaches it, and the graph keeps no link material.
  const bad = readDeferred(text.replace('"src/parse-config.ts","typescript"', '"src/parse-config.ts",7'));
  assert.equal(decodeDeferredLinks(bad.graph, 1), false);
  assert.deepEqual(bad.refused, []);
  assert.equal(decodeDeferredLinks(bad.graph, 1), true);
  assert.equal(bad.refused.length, 1);
  assert.equal(bad.graph.links, undefined);
  // Read halfway through: the rest is decoded at once.
  const half = readDeferred(text);
  decodeDeferredLinks(half.graph, 1);
  assert.equal(serializeGraph(half.graph), text);
  assert.equal(decodeDeferredLinks(makeSampleGraph(), 1), true, 'a graph read eagerly has nothing deferred');
});

test('a refusal forgets the digest remembered for the bytes, and a fault in telling it still leaves no link material', () => {
  const bad = serializeGraph(sample()).replace('"src/greet.ts","typescript"', '"src/greet.ts",7');
  const { graph } = readDeferred(bad);
  const remembered = 'a'.repeat(64);
  rememberGraphDigest(graph, remembered);
  assert.equal(decodedLinks(graph), undefined, 'deferred: not read');
  assert.equal(graph.links, undefined);
  assert.notEqual(graphDigest(graph), remembered, 'the graph without link material is not those bytes');

  const reader = new SnapshotReader('x', { deferLinks: { refused: () => { throw new Error('the note could not be written'); } } });
  reader.push(bad);
  const read = reader.end();
  if (!('graph' in read)) assert.fail(read.detail);
  assert.throws(() => read.graph.links, /the note could not be written/);
  assert.equal(read.graph.links, undefined, 'no link material, never part of it');
});

test('records read as they were keep the digest remembered for the bytes; link material set from outside forgets it', () => {
  const text = serializeGraph(sample());
  const remembered = 'b'.repeat(64);
  const kept = readDeferred(text).graph;
  rememberGraphDigest(kept, remembered);
  assert.ok(Array.isArray(kept.links));
  assert.equal(graphDigest(kept), remembered, 'read as written: still those bytes');

  const set = readDeferred(text).graph;
  rememberGraphDigest(set, remembered);
  set.links = [];
  assert.deepEqual(set.links, []);
  assert.equal(decodedLinks(set), set.links, 'set: no longer deferred');
  assert.notEqual(graphDigest(set), remembered, 'set from outside: not those bytes');
});
