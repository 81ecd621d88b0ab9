import assert from 'node:assert/strict';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { listTreeFiles, makeFixtureTree } from './fixture-tree.js';
import { assertLikeFullScan, rescanLikeFull } from './rescan.test-support.js';
import { decodeGraphSnapshot, scanRoot, serializeGraph, type Graph } from './index.js';

const DIRS = ['', 'x', 'x/y', 'z'];
const NAMES = ['a', 'b', 'c', 'd', '__init__', 'lib'];
const EXTS = ['.ts', '.py', '.rs', '.txt'];
const TS_IMPORTS = ['./a.js', './b.js', '../a.js', './x/c.js', './y/d.js', '../../b.js'];
const PY_IMPORTS = [
  'from . import a', 'from .b import q', 'from .. import c', 'from .x import d',
  'from x import a', 'import z.b as m', 'from x.y import d', 'import a', 'from z import b as q',
];

/** Source text for `ext` from a small pool, so imports among the tree's files appear and disappear as it changes. */
const contentArb = fc.record({ n: fc.integer({ min: 0, max: 9 }), imp: fc.integer({ min: 0, max: 5 }), body: fc.boolean() });
function render(ext: string, c: { n: number; imp: number; body: boolean }): string {
  switch (ext) {
    case '.ts':
      return `import { v } from '${TS_IMPORTS[c.imp]}';\nexport const V${c.n} = ${c.n};\n${c.body ? `export class K${c.n} { m(): void {} }\n` : ''}`;
    case '.py':
      return `${PY_IMPORTS[(c.imp + c.n) % PY_IMPORTS.length]}\ndef g${c.n}():\n    return a.g1(), q(), m.g2(), d.g3()\n${c.body ? `class P${c.n}:\n    def h(self):\n        pass\n` : ''}`;
    case '.rs':
      return `${c.body ? 'mod a;\n' : ''}pub fn r${c.n}() {}\n`;
    default:
      return `plain ${c.n}\n`;
  }
}

const pathArb = fc.record({ dir: fc.constantFrom(...DIRS), name: fc.constantFrom(...NAMES), ext: fc.constantFrom(...EXTS) });
const opArb = fc.oneof(
  fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), content: contentArb }),
  fc.record({ op: fc.constant('edit-same-size-and-mtime' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...NAMES) }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), dir: fc.constantFrom(...DIRS) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('add' as const), at: pathArb, content: contentArb }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Applies one operation to the tree; an operation on an empty tree, or onto an existing path, does nothing. */
async function apply(root: string, op: Op): Promise<void> {
  const files = await listTreeFiles(root);
  const abs = (rel: string) => path.join(root, rel);
  const moveTo = async (from: string, to: string) => {
    if (files.includes(to)) return;
    await mkdir(path.dirname(abs(to)), { recursive: true });
    await rename(abs(from), abs(to));
  };
  if (op.op === 'add') {
    const rel = path.posix.join(op.at.dir, op.at.name + op.at.ext);
    if (files.includes(rel)) return;
    await mkdir(path.dirname(abs(rel)), { recursive: true });
    await writeFile(abs(rel), render(op.at.ext, op.content));
    return;
  }
  const target = files[op.pick % Math.max(1, files.length)];
  if (target === undefined) return;
  const ext = path.posix.extname(target);
  if (op.op === 'edit') await writeFile(abs(target), render(ext, op.content));
  else if (op.op === 'edit-same-size-and-mtime') {
    // Same size, same mtime, different bytes: only a content digest tells it changed.
    const st = await stat(abs(target));
    const text = await readFile(abs(target), 'utf8');
    const swapped = text.replace(/[0-9]/, (d) => String((Number(d) + 1) % 10));
    await writeFile(abs(target), swapped === text ? text.replace(/[a-z]/, (c) => (c === 'z' ? 'y' : 'z')) : swapped);
    await utimes(abs(target), st.atime, st.mtime);
  } else if (op.op === 'rename') await moveTo(target, path.posix.join(path.posix.dirname(target), op.name + ext));
  else if (op.op === 'move') await moveTo(target, path.posix.join(op.dir, path.posix.basename(target)));
  else await rm(abs(target));
}


test('incremental scans equal full rescans, node for node and edge for edge, over random edit/rename/move/delete/add sequences', async () => {
  const t = await makeFixtureTree();
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), fc.array(fc.tuple(pathArb, contentArb), { minLength: 2, maxLength: 8 }), async (ops, seed) => {
        await rm(t.root, { recursive: true, force: true });
        await mkdir(t.root);
        for (const [at, content] of seed) await apply(t.root, { op: 'add', at, content });
        let live = await scanRoot(t.root);
        for (const op of ops) {
          await apply(t.root, op);
          live = await rescanLikeFull(t.root, live, `after ${JSON.stringify(op)}`);
        }
      }),
      { numRuns: 100 },
    );
  } finally {
    await t.remove();
  }
});

test('an unchanged file keeps its previous part; an edit keeping size and mtime is parsed again', async () => {
  const t = await makeFixtureTree({ 'a.ts': "import { b } from './b.js';\nexport function fa() {}\n", 'b.ts': 'export const b = 1;\n' });
  try {
    const first = await scanRoot(t.root);
    const st = await stat(path.join(t.root, 'b.ts'));
    await writeFile(path.join(t.root, 'b.ts'), 'export const c = 1;\n');
    await utimes(path.join(t.root, 'b.ts'), st.atime, st.mtime);
    const next = await scanRoot(t.root, { previous: first });
    const node = (g: Graph, id: string) => g.nodes.find((n) => n.id === id);
    assert.equal(node(next, 'sym::a.ts::fa'), node(first, 'sym::a.ts::fa'), 'the unchanged file was not parsed again');
    assert.ok(node(next, 'sym::b.ts::c') && !node(next, 'sym::b.ts::b'), 'the same-size, same-mtime edit was seen');
    assert.equal(serializeGraph(next), serializeGraph(await scanRoot(t.root)));
  } finally {
    await t.remove();
  }
});

test('a previous graph read back from its snapshot, and one on worker threads, scan incrementally to the full rescan', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 60; i++) files[`p${i % 3}/m${i}.ts`] = `import { q } from './m${i + 1}.js';\nexport function f${i}() {}\n`;
  const t = await makeFixtureTree(files);
  try {
    const first = await scanRoot(t.root);
    const read = decodeGraphSnapshot([serializeGraph(first)], 'graph_snapshot.json');
    assert.ok('graph' in read, JSON.stringify(read));
    const restored = read.graph;
    await rm(path.join(t.root, 'p1/m1.ts'));
    await writeFile(path.join(t.root, 'p2/m2.ts'), 'export function changed() {}\n');
    await writeFile(path.join(t.root, 'p0/new.ts'), "import { z } from './m0.js';\n");
    const full = serializeGraph(await scanRoot(t.root));
    assert.equal(serializeGraph(await scanRoot(t.root, { previous: restored })), full);
    assert.equal(serializeGraph(await scanRoot(t.root, { previous: restored, workers: 2 })), full);
    const { links: _links, ...withoutLinks } = restored;
    assert.equal(serializeGraph(await scanRoot(t.root, { previous: withoutLinks })), full, 'a graph without link material is scanned in full');
  } finally {
    await t.remove();
  }
});

test('files not read (binary) neither keep a rescan from answering the previous graph nor hide a file that left it', async () => {
  const t = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n', 'blob.bin': 'x\u0000y' });
  try {
    const first = await scanRoot(t.root);
    assert.ok(!first.files.some((f) => f.path === 'blob.bin'), 'the binary file is not ingested');
    assert.equal(await scanRoot(t.root, { previous: first }), first);
    await writeFile(path.join(t.root, 'b.ts'), 'b\u0000b');
    const turned = await scanRoot(t.root, { previous: first });
    assert.notEqual(turned, first, 'a file that turned binary has left the graph');
    await assertLikeFullScan(t.root, turned);
  } finally {
    await t.remove();
  }
});

test('a rescan that finds every file unchanged and none added or gone answers the previous graph itself', async () => {
  const t = await makeFixtureTree({ 'a.ts': "import { b } from './b.js';\nexport function fa() { return b; }\n", 'b.ts': 'export const b = 1;\n', 'notes.md': '# Title\n' });
  try {
    const first = await scanRoot(t.root);
    assert.equal(await scanRoot(t.root, { previous: first }), first);
    await writeFile(path.join(t.root, 'c.ts'), 'export const c = 2;\n');
    const added = await scanRoot(t.root, { previous: first });
    assert.notEqual(added, first);
    await assertLikeFullScan(t.root, added);
    await rm(path.join(t.root, 'c.ts'));
    await rm(path.join(t.root, 'notes.md'));
    const gone = await scanRoot(t.root, { previous: first });
    assert.notEqual(gone, first);
    await assertLikeFullScan(t.root, gone);
  } finally {
    await t.remove();
  }
});

test('parts from another extraction are never reused: an older build\'s graph is scanned afresh, to the full rescan', async () => {
  const t = await makeFixtureTree({ 'a.ts': "import { b } from './b.js';\nexport function fa() { return b; }\n", 'b.ts': 'export const b = 1;\n' });
  try {
    const first = await scanRoot(t.root);
    const older = { ...first, extractor: 'an-older-extraction' };
    const again = await scanRoot(t.root, { previous: older });
    assert.notEqual(again, older);
    await assertLikeFullScan(t.root, again);
    const unstamped: Graph = { roots: first.roots, nodes: first.nodes, edges: first.edges, files: first.files, ...(first.links ? { links: first.links } : {}) };
    assert.notEqual(await scanRoot(t.root, { previous: unstamped }), unstamped);
  } finally {
    await t.remove();
  }
});

test('a previous graph whose file node is not what a parse gives (its type altered) has that file parsed again, never dropped', async () => {
  const t = await makeFixtureTree({ 'p.ts': 'export function f() { return 1; }\n' });
  try {
    const first = await scanRoot(t.root);
    const altered = { ...first, nodes: first.nodes.map((n) => (n.id === 'file::p.ts' ? { ...n, type: 'module' as const } : n)) };
    await writeFile(path.join(t.root, 'q.ts'), 'export function g() { return 2; }\n');
    const next = await scanRoot(t.root, { previous: altered });
    assert.deepEqual(next.files.map((f) => f.path), ['p.ts', 'q.ts']);
    assert.equal(next.nodes.find((n) => n.id === 'file::p.ts')?.type, 'file');
  } finally {
    await t.remove();
  }
});
