// A refresh that files join or leave is spliced: the files a move cannot reach keep the previous graph's own link
// edges, the ones it reaches are resolved again, and a move of a file that decides where paths are looked for (a
// project config, a manifest, a Python package's __init__.py) resolves every file. Each result is also held to a full
// scan (refresh-moves.test.ts holds the ways a move reaches other files).
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { assertLikeFullScan } from './rescan.test-support.js';
import { pathWords, setsLookups } from './splice-graph.js';
import { decodeGraphSnapshot, graphSnapshotChunks, scanRoot, type Graph } from './index.js';
import type { GraphEdge } from './types.js';

const TREE = {
  'src/a.ts': "import { b } from './b.js';\nexport function fa() { return b(); }\n",
  'src/b.ts': 'export function b() { return 1; }\n',
  'src/c.ts': "import { b } from './b.js';\nexport function fc() { return b(); }\n",
  'src/d.ts': "import { e } from './e.js';\nexport function fd() { return e(); }\n",
  'src/e.ts': 'export function e() { return 2; }\n',
};

const edgeFrom = (g: Graph, source: string, kind: GraphEdge['kind']): GraphEdge | undefined => g.edges.find((e) => e.source === source && e.kind === kind);

async function rescanAfter(change: (root: string) => Promise<void>, files: Record<string, string> = TREE): Promise<{ previous: Graph[]; next: Graph[]; root: string; remove: () => Promise<void> }> {
  const t = await makeFixtureTree(files);
  const first = await scanRoot(t.root);
  const read = decodeGraphSnapshot(graphSnapshotChunks(first), 'graph_snapshot.json');
  assert.ok('graph' in read);
  await change(t.root);
  const previous = [first, read.graph];
  const next: Graph[] = [];
  for (const p of previous) {
    const g = await scanRoot(t.root, { previous: p });
    await assertLikeFullScan(t.root, g);
    next.push(g);
  }
  return { previous, next, root: t.root, remove: t.remove };
}

test('a file joining keeps the other files\' resolved edges as they were, from a live graph and from one read back', async () => {
  const r = await rescanAfter((root) => writeFile(path.join(root, 'src/z.ts'), 'export function fz() { return fy(); }\nexport function fy() { return 3; }\n'));
  try {
    for (const [k, previous] of r.previous.entries()) {
      const next = r.next[k]!;
      for (const source of ['sym::src/a.ts::fa', 'sym::src/c.ts::fc', 'sym::src/d.ts::fd']) {
        const kept = edgeFrom(previous, source, 'calls');
        assert.ok(kept && next.edges.includes(kept), `${source} kept its call edge`);
      }
      assert.ok(edgeFrom(next, 'sym::src/z.ts::fz', 'calls'), 'the joined file was resolved');
    }
  } finally {
    await r.remove();
  }
});

test('a file leaving resolves again its importers and the files writing its names, and keeps the others\' edges', async () => {
  const r = await rescanAfter((root) => rm(path.join(root, 'src/e.ts')));
  try {
    for (const [k, previous] of r.previous.entries()) {
      const next = r.next[k]!;
      const kept = edgeFrom(previous, 'sym::src/a.ts::fa', 'calls');
      assert.ok(kept && next.edges.includes(kept), 'a.ts kept its call edge');
      assert.equal(edgeFrom(next, 'sym::src/d.ts::fd', 'calls'), undefined, 'd.ts lost the call into the file that left');
      assert.equal(next.edges.some((e) => e.source === 'file::src/d.ts' && e.kind === 'imports'), false, 'and its import');
    }
  } finally {
    await r.remove();
  }
});

test('a file renamed is resolved at its new path and its importers again; others keep their edges', async () => {
  const r = await rescanAfter(async (root) => {
    await rm(path.join(root, 'src/b.ts'));
    await writeFile(path.join(root, 'src/b2.ts'), 'export function b() { return 1; }\n');
  });
  try {
    for (const [k, previous] of r.previous.entries()) {
      const next = r.next[k]!;
      const kept = edgeFrom(previous, 'sym::src/d.ts::fd', 'calls');
      assert.ok(kept && next.edges.includes(kept), 'd.ts kept its call edge');
      assert.equal(edgeFrom(next, 'sym::src/a.ts::fa', 'calls'), undefined, 'a.ts no longer reaches b');
    }
  } finally {
    await r.remove();
  }
});

test('a file whose import targets differ from its previous imports edges is resolved again with what it passes on, whatever made them differ', async () => {
  // The previous graph is given without the edges the include of d.h gives (b.h's import, a.cpp's call through it),
  // as if d.h had not been found then; an unrelated header joins. b.h's targets now differ, and since an include
  // passes on everything it sees, a.cpp, which includes b.h, is resolved again too.
  const t = await makeFixtureTree({
    'a.cpp': '#include "b.h"\nint main() { return foo(); }\n',
    'b.h': '#include "d.h"\n',
    'd.h': 'int foo() { return 1; }\n',
  });
  try {
    const first = await scanRoot(t.root);
    const cut = (e: GraphEdge) => (e.source === 'file::b.h' && e.kind === 'imports') || (e.source === 'sym::a.cpp::main' && e.kind === 'calls');
    assert.equal(first.edges.filter(cut).length, 2);
    const previous: Graph = { ...first, edges: first.edges.filter((e) => !cut(e)) };
    await writeFile(path.join(t.root, 'z.h'), 'int zed();\n');
    const next = await scanRoot(t.root, { previous });
    await assertLikeFullScan(t.root, next);
    assert.equal(next.edges.filter(cut).length, 2);
  } finally {
    await t.remove();
  }
});

test('an edge a previous graph keeps from an unreached file into one that left makes the refresh resolve every file', async () => {
  // Given a previous graph with an edge no resolution of a.ts gives (a call into e.ts, whose name a.ts never
  // writes), e.ts leaving reaches no file that would drop it: rather than keep an edge to a node that is gone, every
  // file is resolved again.
  const t = await makeFixtureTree({ 'a.ts': 'export function fa() { return 1; }\n', 'e.ts': 'export function e() { return 2; }\n' });
  try {
    const first = await scanRoot(t.root);
    const previous: Graph = { ...first, edges: [...first.edges, { source: 'sym::a.ts::fa', target: 'sym::e.ts::e', kind: 'calls' }] };
    await rm(path.join(t.root, 'e.ts'));
    await assertLikeFullScan(t.root, await scanRoot(t.root, { previous }));
  } finally {
    await t.remove();
  }
});

test('a project config, a manifest or a Python package\'s __init__.py joining resolves every file again', async () => {
  for (const [rel, content] of [['tsconfig.json', '{ "compilerOptions": {} }\n'], ['src/__init__.py', ''], ['Cargo.toml', '[package]\nname = "x"\n'], ['go.mod', 'module example.com/x\n']] as const) {
    const r = await rescanAfter((root) => writeFile(path.join(root, rel), content));
    try {
      const previous = r.previous[0]!;
      const kept = edgeFrom(previous, 'sym::src/d.ts::fd', 'calls');
      assert.ok(kept && !r.next[0]!.edges.includes(kept), `after ${rel} joined, d.ts was resolved again`);
    } finally {
      await r.remove();
    }
  }
});

test('many files joining at once resolve every file again', async () => {
  const r = await rescanAfter(async (root) => {
    for (let i = 0; i < 70; i++) await writeFile(path.join(root, `src/n${i}.ts`), `export const n${i} = ${i};\n`);
  });
  try {
    const kept = edgeFrom(r.previous[0]!, 'sym::src/d.ts::fd', 'calls');
    assert.ok(kept && !r.next[0]!.edges.includes(kept), 'd.ts was resolved again');
  } finally {
    await r.remove();
  }
});

test('the words a path gives others: its name with and without extensions, and an index module\'s directory', () => {
  assert.deepEqual(pathWords('src/b.ts'), ['b.ts', 'b']);
  assert.deepEqual(pathWords('src/a.d.ts'), ['a.d.ts', 'a', 'a.d']);
  assert.deepEqual(pathWords('src/b/mod.rs'), ['mod.rs', 'mod', 'b']);
  assert.deepEqual(pathWords('pkg/sub/__init__.py'), ['__init__.py', '__init__', 'sub']);
  assert.deepEqual(pathWords('index.ts'), ['index.ts', 'index']);
  assert.deepEqual(pathWords('Makefile'), ['Makefile', 'Makefile']);
  assert.deepEqual(pathWords('src/.hidden'), ['.hidden', '.hidden']);
});

test('the files whose moves decide where paths are looked for', () => {
  for (const p of ['tsconfig.json', 'a/jsconfig.json', 'pkg/package.json', 'base.json', 'pnpm-workspace.yaml', 'x/Cargo.toml', 'go.mod', 'pkg/__init__.py', 'g/mygem.gemspec']) assert.equal(setsLookups(p), true, p);
  for (const p of ['a.ts', 'Cargo.lock', 'go.sum', 'init.py', 'x.json5', 'gemspec.rb']) assert.equal(setsLookups(p), false, p);
});

