import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activateGraph, globFiles, globToRegExp, indexGraph, nodesNamedIn, orientGraph, reachFrom, reachImports, resolveNodeRef, whyPath } from './index.js';
import { makeChainGraph } from './query-fixture.test-support.js';

const idx = indexGraph(makeChainGraph());
const node = (ref: string) => {
  const r = resolveNodeRef(idx, ref);
  if ('error' in r) throw new Error(r.error);
  return r.node;
};

test('a node is named by id, by relative or absolute file path, or by a label only one node carries', () => {
  assert.equal(node('sym::src/c.ts::Core').id, 'sym::src/c.ts::Core');
  assert.equal(node('src/c.ts').id, 'file::src/c.ts');
  assert.equal(node('./src//c.ts').id, 'file::src/c.ts');
  assert.equal(node('/repo/src/c.ts').id, 'file::src/c.ts');
  assert.equal(node('Core').id, 'sym::src/c.ts::Core');
  assert.match((resolveNodeRef(idx, 'helper') as { error: string }).error, /label of 2 nodes .*sym::src\/d\.ts::helper/);
  assert.match((resolveNodeRef(idx, '/elsewhere/src/c.ts') as { error: string }).error, /no node has/);
  assert.match((resolveNodeRef(idx, '../repo/src/c.ts') as { error: string }).error, /no node has/);
});

test('impact walks importers backwards to the depth asked; a symbol starts from its file', () => {
  const one = reachImports(idx, node('src/c.ts'), 'backward', 1);
  assert.deepEqual(one.reached.map((r) => [r.file_path, r.depth]), [['src/b.ts', 1], ['src/d.ts', 1]]);
  assert.equal(one.truncated, true, 'a.ts lies one step further');
  const all = reachImports(idx, node('Core.run'), 'backward', 3);
  assert.equal(all.start_file, 'src/c.ts');
  assert.deepEqual(all.reached.map((r) => [r.file_path, r.depth, r.via]), [['src/b.ts', 1, 'src/c.ts'], ['src/d.ts', 1, 'src/c.ts'], ['src/a.ts', 2, 'src/b.ts']]);
  assert.equal(all.truncated, false);
  assert.deepEqual(reachImports(idx, node('src/e.ts'), 'backward').reached, []);
});

test('trace walks imports forwards; depth is clamped to 1..10', () => {
  assert.deepEqual(reachImports(idx, node('start'), 'forward').reached.map((r) => [r.file_path, r.depth]), [['src/b.ts', 1], ['src/c.ts', 2]]);
  const clamped = reachImports(idx, node('src/a.ts'), 'forward', 0);
  assert.equal(clamped.depth, 1);
  assert.deepEqual(clamped.reached.map((r) => r.file_path), ['src/b.ts']);
  assert.equal(reachImports(idx, node('src/a.ts'), 'forward', 99).depth, 10);
});

test('why finds a shortest path over edges either way, and says plainly when there is none', () => {
  const why = whyPath(idx, node('start'), node('Core.run'));
  assert.ok(why.found);
  assert.deepEqual(why.path.map((p) => p.node_id), ['sym::src/a.ts::start', 'file::src/a.ts', 'file::src/b.ts', 'file::src/c.ts', 'sym::src/c.ts::Core', 'sym::src/c.ts::Core.run']);
  assert.deepEqual(why.steps.map((s) => [s.kind, s.direction]), [['contains', 'backward'], ['imports', 'forward'], ['imports', 'forward'], ['contains', 'forward'], ['contains', 'forward']]);
  assert.equal(why.hops, 5);
  const none = whyPath(idx, node('sym::src/e.ts::helper'), node('Core'));
  assert.equal(none.found, false);
  assert.match((none as { reason: string }).reason, /no chain of edges joins sym::src\/e\.ts::helper and sym::src\/c\.ts::Core/);
  assert.deepEqual(whyPath(idx, node('Core'), node('Core')), { found: true, hops: 0, path: [whyPath(idx, node('Core'), node('Core')).path[0]], steps: [] });
});

test('glob patterns: * within a segment, ** across, braces, classes; a slashless pattern matches at any depth', () => {
  assert.ok(globToRegExp('src/**/*.ts').test('src/x/y/z.ts'));
  assert.ok(globToRegExp('src/**/*.ts').test('src/z.ts'));
  assert.ok(!globToRegExp('src/*').test('src/x/y.ts'));
  assert.ok(globToRegExp('*.md').test('docs/deep/guide.md'));
  assert.ok(globToRegExp('src/[ab].ts').test('src/b.ts'));
  assert.ok(!globToRegExp('src/[!ab].ts').test('src/b.ts'));
  assert.ok(globToRegExp('a.(x)+').test('a.(x)+'), 'regex characters are literal');
  assert.throws(() => globToRegExp('src/{a,b'), /never closes/);
});

test('glob lists only ingested files, relative to the root; an absolute pattern must lie under a root', () => {
  const g = makeChainGraph();
  assert.deepEqual(globFiles(g, 'src/*').files, ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts', 'src/e.ts']);
  assert.deepEqual(globFiles(g, 'src/{a,d}.ts').files, ['src/a.ts', 'src/d.ts']);
  assert.deepEqual(globFiles(g, '*.py').files, ['py/report.py', 'py/run.py']);
  assert.deepEqual(globFiles(g, '/repo/py/r*').files, ['py/report.py', 'py/run.py']);
  const capped = globFiles(g, '**', 2);
  assert.deepEqual([capped.files.length, capped.total, capped.truncated], [2, 8, true]);
  assert.throws(() => globFiles(g, '/elsewhere/**'), /outside the granted root \/repo/);
  assert.throws(() => globFiles(g, '../**'), /climbs out/);
  assert.throws(() => globFiles(g, ' '), /pattern is empty/);
});

test('orient counts nodes, edges, top-level folders and languages', () => {
  const o = orientGraph(makeChainGraph());
  assert.deepEqual([o.file_count, o.node_count, o.edge_count], [8, 13, 9]);
  assert.deepEqual(o.top_level, [{ name: 'src', files: 5 }, { name: 'py', files: 2 }, { name: '.', files: 1 }]);
  assert.deepEqual(o.languages, [{ language: 'typescript', files: 5 }, { language: 'python', files: 2 }, { language: 'md', files: 1 }]);
  assert.deepEqual(o.edge_kinds, { contains: 5, imports: 4 });
  assert.equal(o.node_types.function, 3);
});

test('error text names nodes by file:line (the narrowest there) and by exact label, never by likeness', () => {
  const hits = nodesNamedIn(idx, 'TypeError in Core at /build/out/src/c.ts:3 (called from helper); corex is no name');
  assert.deepEqual(hits.map((h) => [h.node_id, h.reason, h.line]), [
    ['sym::src/c.ts::Core.run', 'location', 3],
    ['sym::src/c.ts::Core', 'name', null],
    ['sym::src/d.ts::helper', 'name', null],
    ['sym::src/e.ts::helper', 'name', null],
  ]);
  assert.deepEqual(nodesNamedIn(idx, 'nothing here'), []);
});

test('activate ranks seek hits first, then their neighbours at half the score', () => {
  const ranked = activateGraph(idx, 'core');
  assert.equal(ranked[0]?.node_id, 'sym::src/c.ts::Core');
  assert.equal(ranked[0]?.hop, 0);
  const file = ranked.find((r) => r.node_id === 'file::src/c.ts');
  assert.deepEqual(file?.via, { node_id: 'sym::src/c.ts::Core', kind: 'contains' });
  assert.equal(file?.score, ranked[0]!.score / 2);
  assert.deepEqual(activateGraph(idx, 'zzzz'), []);
});

test('a graph is indexed once; a new graph gets its own index', () => {
  const g = makeChainGraph();
  assert.equal(indexGraph(g), indexGraph(g));
  assert.notEqual(indexGraph(makeChainGraph()), indexGraph(g));
});

test('from a symbol, impact and trace follow calls and references (a class counts its members), and why and activate use them', () => {
  const g = makeChainGraph();
  g.edges.push(
    { source: 'sym::src/a.ts::start', target: 'sym::src/c.ts::Core.run', kind: 'calls' },
    { source: 'sym::src/d.ts::helper', target: 'sym::src/a.ts::start', kind: 'references' },
  );
  const x = indexGraph(g);
  const at = (ref: string) => (resolveNodeRef(x, ref) as { node: Parameters<typeof reachFrom>[1] }).node;
  const impact = reachFrom(x, at('Core'), 'backward');
  assert.deepEqual(impact.reached.map((r) => [r.label, r.depth, r.kind, r.via]), [['start', 1, 'calls', 'sym::src/c.ts::Core.run'], ['helper', 2, 'references', 'sym::src/a.ts::start']]);
  assert.deepEqual(impact.follows, ['calls', 'references']);
  assert.deepEqual(reachFrom(x, at('sym::src/d.ts::helper'), 'forward', 1).reached.map((r) => r.label), ['start']);
  assert.equal(reachFrom(x, at('sym::src/d.ts::helper'), 'forward', 1).truncated, true);
  assert.deepEqual(reachFrom(x, at('src/a.ts'), 'forward').follows, ['imports'], 'a file still follows its imports');
  const why = whyPath(x, at('start'), at('Core.run'));
  assert.deepEqual(why.found && why.steps.map((s) => [s.kind, s.direction]), [['calls', 'forward']]);
  const ranked = activateGraph(x, 'start');
  const callee = ranked.find((r) => r.node_id === 'sym::src/c.ts::Core.run');
  assert.deepEqual(callee?.via, { node_id: 'sym::src/a.ts::start', kind: 'calls' });
  assert.ok(callee!.score > ranked.find((r) => r.node_id === 'file::src/a.ts')!.score, 'a callee outranks the hit\'s file');
});
