import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { serializeGraph, type Graph } from '../graph/index.js';
import { linksUndecoded, makeSampleGraph, readDeferred } from '../graph/test-support.js';
import { restampGraph } from './restamp.js';

const made: string[] = [];
const dir = (): string => {
  const d = realpathSync(mkdtempSync('/var/tmp/m1nd-restamp-'));
  made.push(d);
  return d;
};
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const grant = dir();

/** The sample graph under `root` with link material (spelled `linksRoot`), read back with its links deferred when asked. */
function graphUnder(root: string, opts: { deferred?: boolean; linksRoot?: string } = {}): Graph {
  const g = makeSampleGraph();
  const at = <T extends { root: string }>(x: T): T => ({ ...x, root });
  const links = [{ root: opts.linksRoot ?? root, path: 'src/greet.ts', lang: 'typescript', imports: [], mod_decls: [], refs: [] }];
  const graph: Graph = { roots: [...new Set([root, opts.linksRoot ?? root])].sort(), nodes: g.nodes.map(at), edges: g.edges, files: g.files.map(at), links, extractor: 'an-extraction' };
  if (!opts.deferred) return graph;
  return readDeferred(serializeGraph(graph), (r) => assert.fail(r.detail));
}

const undecoded = linksUndecoded;

test('a graph spelled as the grant is kept as read, its deferred link material not read', () => {
  const graph = graphUnder(grant, { deferred: true });
  assert.ok(undecoded(graph));
  const out = restampGraph(graph, { workspace_root: grant, roots: [grant] }, grant);
  assert.equal(out.graph, graph);
  assert.deepEqual(out.legacy, []);
  assert.ok(undecoded(graph), 'still deferred');
});

test('a legacy spelling of the grant is rewritten everywhere, link material and extraction kept', () => {
  const legacy = `${grant}/`;
  for (const deferred of [false, true]) {
    const out = restampGraph(graphUnder(legacy, { deferred }), { workspace_root: legacy, roots: [legacy] }, grant);
    assert.deepEqual(out.legacy, [legacy]);
    assert.deepEqual(out.graph.roots, [grant]);
    assert.ok(out.graph.nodes.every((n) => n.root === grant) && out.graph.files.every((f) => f.root === grant));
    assert.deepEqual(out.graph.links?.map((l) => l.root), [grant]);
    assert.equal(out.graph.extractor, 'an-extraction', 'a refresh may keep unchanged files after a re-stamp');
  }
  // Only the persisted identity spelled otherwise: said, the graph's spellings kept.
  const only = restampGraph(graphUnder(grant), { workspace_root: legacy, roots: [legacy] }, grant);
  assert.deepEqual(only.legacy, [legacy]);
  assert.deepEqual(only.graph.roots, [grant]);
  // Decoded link material spelled otherwise than anything else (an old whole-value snapshot does not check it).
  const linksOnly = restampGraph({ ...graphUnder(grant), links: [{ root: legacy, path: 'src/greet.ts', lang: 'typescript', imports: [], mod_decls: [], refs: [] }] }, { workspace_root: grant, roots: [grant] }, grant);
  assert.deepEqual(linksOnly.legacy, [legacy]);
  assert.deepEqual(linksOnly.graph.links?.map((l) => l.root), [grant]);
  // Another root's spelling is not the grant's: kept.
  const other = dir();
  const kept = restampGraph(graphUnder(other, { deferred: true }), { workspace_root: grant, roots: [grant] }, grant);
  assert.deepEqual(kept.legacy, []);
  assert.deepEqual(kept.graph.roots, [other]);
});
