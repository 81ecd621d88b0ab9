import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { GOLDEN_FILES } from './golden-tree.test-support.js';
import { scanRoot, sortGraph, type Graph } from './index.js';

const GOLDEN = new URL('./scan-golden.json', import.meta.url);

/** The whole scan as JSON, one record a line, with the temp root written `<root>`. */
function canonical(g: Graph, root: string): string {
  const s = sortGraph(g);
  const swap = <T extends { root: string }>(r: T): T => ({ ...r, root: r.root === root ? '<root>' : r.root });
  const sections: [string, unknown[]][] = [
    ['roots', s.roots.map((r) => (r === root ? '<root>' : r))],
    ['nodes', s.nodes.map((n) => swap({ id: n.id, label: n.label, type: n.type, root: n.root, path: n.path, line_start: n.line_start, line_end: n.line_end }))],
    ['edges', s.edges.map((e) => ({ source: e.source, target: e.target, kind: e.kind }))],
    ['files', s.files.map(swap)],
    ['links', (s.links ?? []).map(swap)],
  ];
  const body = sections.map(([key, list]) => `${JSON.stringify(key)}: [\n${list.map((r) => JSON.stringify(r)).join(',\n')}\n]`);
  return `{\n${body.join(',\n')}\n}\n`;
}

test('a tree in every language scans to exactly the pinned graph: nodes, edges, files and link material', async () => {
  const t = await makeFixtureTree(GOLDEN_FILES);
  try {
    const actual = canonical(await scanRoot(t.root), t.root);
    const expected = await readFile(GOLDEN, 'utf8').catch(() => '');
    if (actual !== expected) {
      const out = path.join(os.tmpdir(), 'scan-golden.actual.json');
      await writeFile(out, actual);
      assert.fail(`the scan differs from ${GOLDEN.pathname}; the new scan is in ${out}: diff them, and copy it over only if every change is intended`);
    }
  } finally {
    await t.remove();
  }
});

test('the golden is pinned to the extractor version: a changed golden comes with a new EXTRACTOR_VERSION', async () => {
  const { EXTRACTOR_VERSION } = await import('./extractor-version.js');
  const { createHash } = await import('node:crypto');
  const pin = JSON.parse(await readFile(new URL('./scan-golden.pin.json', import.meta.url), 'utf8')) as { extractor: string; golden_sha256: string };
  const sha = createHash('sha256').update(await readFile(GOLDEN)).digest('hex');
  assert.equal(sha, pin.golden_sha256, 'scan-golden.json changed: what a file part holds changed, so bump EXTRACTOR_VERSION (graph/extractor-version.ts) and write both into scan-golden.pin.json');
  assert.equal(EXTRACTOR_VERSION, pin.extractor, 'EXTRACTOR_VERSION changed: record it in scan-golden.pin.json with the golden it goes with');
});
