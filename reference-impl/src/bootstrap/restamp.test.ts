import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync } from 'node:fs';
import { test } from 'node:test';
import type { Graph } from '../graph/index.js';
import { makeSampleGraph } from '../graph/test-support.js';
import { restampGraph } from './restamp.js';

const grant = realpathSync(mkdtempSync('/var/tmp/m1nd-restamp-'));

/** The sample graph under `root`, its link material readable only through `onLinks` (which may refuse). */
function graphUnder(root: string, onLinks: () => void): Graph {
  const g = makeSampleGraph();
  const at = <T extends { root: string }>(x: T): T => ({ ...x, root });
  const links = [{ root, path: 'src/greet.ts', lang: 'typescript', imports: [], mod_decls: [], refs: [] }];
  const graph: Graph = { roots: [root], nodes: g.nodes.map(at), edges: g.edges, files: g.files.map(at) };
  Object.defineProperty(graph, 'links', { enumerable: true, get: () => (onLinks(), links) });
  return graph;
}

test('a graph spelled as the grant is kept as read, its link material not read', () => {
  const graph = graphUnder(grant, () => assert.fail('link material read'));
  const out = restampGraph(graph, { workspace_root: grant, roots: [grant] }, grant);
  assert.equal(out.graph, graph);
  assert.deepEqual(out.legacy, []);
});

test('a legacy spelling of the grant is rewritten everywhere, link material included', () => {
  const legacy = `${grant}/`;
  let reads = 0;
  const out = restampGraph(graphUnder(legacy, () => (reads += 1)), { workspace_root: legacy, roots: [legacy] }, grant);
  assert.deepEqual(out.legacy, [legacy]);
  assert.deepEqual(out.graph.roots, [grant]);
  assert.ok(out.graph.nodes.every((n) => n.root === grant) && out.graph.files.every((f) => f.root === grant));
  assert.deepEqual(out.graph.links?.map((l) => l.root), [grant]);
  assert.ok(reads > 0);
  // Only the persisted identity spelled otherwise: said, the graph's spellings kept.
  const only = restampGraph(graphUnder(grant, () => undefined), { workspace_root: legacy, roots: [legacy] }, grant);
  assert.deepEqual(only.legacy, [legacy]);
  assert.deepEqual(only.graph.roots, [grant]);
  // Another root's spelling is not the grant's: kept.
  const other = realpathSync(mkdtempSync('/var/tmp/m1nd-restamp-'));
  const kept = restampGraph(graphUnder(other, () => assert.fail('link material read')), { workspace_root: grant, roots: [grant] }, grant);
  assert.deepEqual(kept.legacy, []);
  assert.deepEqual(kept.graph.roots, [other]);
});
