import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { endpointsOf, setEndpoints, type EdgeEndpoints } from './edge-endpoints.js';
import { makeFixtureTree } from './fixture-tree.js';
import { decodeGraphSnapshot, scanRoot, serializeGraph, type Graph } from './index.js';

const FILES: Record<string, string> = {
  'a.ts': "import { b, c } from './b.js';\nexport function fa() { return b() + c; }\nexport class K { m() { return fa(); } }\n",
  'b.ts': "import { d } from './d.js';\nexport function b() { return d(); }\nexport const c = 1;\n",
  'd.ts': 'export function d() { return 2; }\nexport function unused() {}\n',
  'e.py': 'from .f import g\ndef h():\n    return g()\n',
  'f.py': 'def g():\n    return 3\n',
};

function readBack(text: string): Graph {
  const read = decodeGraphSnapshot([Buffer.from(text)], 'graph_snapshot.json');
  assert.ok('graph' in read, JSON.stringify(read));
  return read.graph;
}

/** How many edges have both ends known, after checking every known end names the edge's own node. */
function checkedEnds(g: Graph, ends: EdgeEndpoints | undefined): number {
  assert.ok(ends, 'the graph has endpoints');
  assert.equal(ends.source.length, g.edges.length);
  let known = 0;
  g.edges.forEach((e, k) => {
    const [s, t] = [ends.source[k] as number, ends.target[k] as number];
    if (s >= 0) assert.equal(g.nodes[s]?.id, e.source, `edge ${k}'s source`);
    if (t >= 0) assert.equal(g.nodes[t]?.id, e.target, `edge ${k}'s target`);
    if (s >= 0 && t >= 0) known++;
  });
  return known;
}

test('a snapshot read back, and a graph written, know where every edge starts and ends', async () => {
  const t = await makeFixtureTree(FILES);
  try {
    const g = await scanRoot(t.root);
    assert.equal(endpointsOf(g), undefined, 'a scan has not looked them up');
    const text = serializeGraph(g);
    assert.equal(checkedEnds(g, endpointsOf(g)), g.edges.length, 'written');
    const read = readBack(text);
    assert.equal(checkedEnds(read, endpointsOf(read)), read.edges.length, 'read');
  } finally {
    await t.remove();
  }
});

test('wrong or missing places never change what is written: each is checked and looked up again', async () => {
  const t = await makeFixtureTree(FILES);
  try {
    const text = serializeGraph(await scanRoot(t.root));
    const g = readBack(text);
    const n = g.edges.length;
    const place = fc.integer({ min: -2, max: g.nodes.length + 2 });
    fc.assert(
      fc.property(fc.array(place, { minLength: n, maxLength: n }), fc.array(place, { minLength: n, maxLength: n }), (source, target) => {
        setEndpoints(g, { source: Int32Array.from(source), target: Int32Array.from(target) });
        assert.equal(serializeGraph(g), text);
        assert.equal(checkedEnds(g, endpointsOf(g)), n, 'the writer keeps the places it found');
      }),
    );
  } finally {
    await t.remove();
  }
});

test('a refresh that splices a changed file into the previous graph carries over the places of the edges it kept', async () => {
  const t = await makeFixtureTree(FILES);
  try {
    const first = readBack(serializeGraph(await scanRoot(t.root)));
    await writeFile(path.join(t.root, 'd.ts'), 'export function d() { return 2; }\nexport function unused() {}\nexport function added() {}\n');
    const next = await scanRoot(t.root, { previous: first });
    // Every edge that neither starts nor ends in the changed file was kept, and so were its ends.
    const elsewhere = next.edges.filter((e) => !e.source.includes('d.ts') && !e.target.includes('d.ts')).length;
    assert.ok(elsewhere > 0 && elsewhere < next.edges.length);
    assert.ok(checkedEnds(next, endpointsOf(next)) >= elsewhere, 'the kept edges have both ends');
    assert.equal(serializeGraph(next), serializeGraph(await scanRoot(t.root)));
  } finally {
    await t.remove();
  }
});
