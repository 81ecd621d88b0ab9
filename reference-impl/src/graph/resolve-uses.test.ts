import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileLinks, ImportBinding, RawRef } from '../records/index.js';
import { resolveUses } from './resolve-uses.js';

function file(path: string, defs: string[], refs: Partial<RawRef>[], bindings: ImportBinding[] = [], lang = 'typescript'): FileLinks {
  return {
    root: '/r',
    path,
    lang,
    imports: bindings.map((b) => b.from),
    mod_decls: [],
    refs: refs.map((r) => ({ from: `file::${path}`, name: 'x', qualifier: null, line: 1, kind: 'call', ...r })),
    bindings,
    defs: defs.map((q) => ({ qualified: q, id: `sym::${path}::${q}` })),
  };
}

const bind = (local: string, imported: string | null, from: string): ImportBinding => ({ local, imported, from, space: 'path' });
const run = (links: FileLinks[]) => resolveUses(links, links.map((l) => l.path));
const edges = (links: FileLinks[]) => run(links).edges.map((e) => `${e.source} -${e.kind}-> ${e.target}`);

test('a use resolves in its own file, innermost scope first', () => {
  const links = [file('a.ts', ['run', 'K', 'K.run', 'K.go'], [
    { from: 'sym::a.ts::K.go', name: 'run' },
    { from: 'file::a.ts', name: 'run', kind: 'reference' },
    { from: 'sym::a.ts::K.go', name: 'go', qualifier: 'this' },
  ])];
  assert.deepEqual(edges(links), [
    'sym::a.ts::K.go -calls-> sym::a.ts::K.run',
    'file::a.ts -references-> sym::a.ts::run',
  ], 'a self-call through `this` is the node itself and is dropped');
});

test('an imported name resolves through its binding, aliases and namespaces included', () => {
  const links = [
    file('lib.ts', ['helper', 'Tool', 'Tool.make'], []),
    file('use.ts', [], [
      { name: 'h' },
      { name: 'make', qualifier: 'T' },
      { name: 'helper', qualifier: 'lib' },
      { name: 'helper' },
    ], [bind('h', 'helper', './lib.js'), bind('T', 'Tool', './lib.js'), bind('lib', null, './lib.js')]),
  ];
  const r = run(links);
  assert.deepEqual(r.edges.map((e) => e.target), ['sym::lib.ts::helper', 'sym::lib.ts::Tool.make']);
  assert.deepEqual(r.unresolved.map((u) => [u.name, u.reason]), [['helper', 'undefined']], 'the unaliased name was never imported under that name');
});

test('a re-exported name is followed to its definition', () => {
  const links = [
    file('impl.ts', ['deep'], []),
    file('index.ts', [], [], [bind('deep', 'deep', './impl.js')]),
    file('star.ts', [], [], [bind('*', null, './impl.js')]),
    file('use.ts', [], [{ name: 'deep' }, { name: 'deep', qualifier: 's' }], [bind('deep', 'deep', './index.js'), bind('s', null, './star.js')]),
  ];
  assert.deepEqual(run(links).edges.map((e) => e.target), ['sym::impl.ts::deep']);
});

test('a name several candidates define, or none, stays unresolved — never a guess by name', () => {
  const links = [
    file('one.h', ['twice'], [], [], 'cpp'),
    file('two.h', ['twice'], [], [], 'cpp'),
    file('three.h', ['alone'], [], [], 'cpp'),
    { ...file('main.cpp', [], [{ name: 'twice' }, { name: 'nowhere' }, { name: 'alone' }], [], 'cpp'), imports: ['./one.h', './two.h'] },
  ];
  const r = run(links);
  assert.deepEqual(r.edges, [], 'alone is defined, but in a file main.cpp does not include');
  assert.deepEqual(r.unresolved.map((u) => [u.name, u.reason, u.candidates]), [
    ['twice', 'ambiguous', ['sym::one.h::twice', 'sym::two.h::twice']],
    ['nowhere', 'undefined', []],
    ['alone', 'undefined', []],
  ]);
});

test('a binding to a file that does not exist is a missing module; to a package, it is not attempted', () => {
  const links = [file('use.ts', [], [{ name: 'gone' }, { name: 'z' }, { name: 'push', qualifier: 'list' }], [bind('gone', 'gone', './gone.js'), bind('z', 'z', 'zod')])];
  const r = run(links);
  assert.deepEqual(r.unresolved.map((u) => [u.name, u.reason]), [['gone', 'missing_module']]);
  assert.equal(r.not_attempted, 2);
});

test('what the link material keeps as an unknown base with a qualifier (a //go:build line, a name a Python block binds) is no use: not counted as one not attempted', () => {
  const links = [
    file('pkg/a_linux.go', ['Helper'], [{ name: '*', qualifier: 'go:build cgo', kind: 'extends' }, { name: 'Helper', qualifier: 'fmt' }], [], 'go'),
    file('m.py', [], [{ name: '*', qualifier: 'send', kind: 'extends' }, { name: '*', qualifier: null, kind: 'extends' }], [], 'python'),
  ];
  const r = run(links);
  assert.deepEqual(r.unresolved, []);
  assert.equal(r.not_attempted, 2, 'the call through fmt, and an unknown base');
});

test('packages: Go sees its directory, Java its package and the namespaces it imports', () => {
  const links = [
    file('pkg/a.go', ['Helper'], [], [], 'go'),
    file('pkg/b.go', [], [{ name: 'Helper' }], [], 'go'),
    file('other/c.go', [], [{ name: 'Helper' }], [], 'go'),
    { ...file('app/Util.java', ['Util', 'Util.go'], [], [], 'java'), namespace: 'app' },
    { ...file('app/Main.java', [], [{ name: 'go', qualifier: 'Util' }], [], 'java'), namespace: 'app' },
    { ...file('web/Page.java', [], [{ name: 'Util', kind: 'reference' }, { name: 'go', qualifier: 'U' }], [{ local: 'U', imported: 'Util', from: 'app', space: 'namespace' }], 'java'), namespace: 'web' },
  ];
  assert.deepEqual(edges(links), [
    'file::pkg/b.go -calls-> sym::pkg/a.go::Helper',
    'file::app/Main.java -calls-> sym::app/Util.java::Util.go',
    'file::web/Page.java -calls-> sym::app/Util.java::Util.go',
  ]);
  assert.deepEqual(run(links).unresolved.map((u) => `${u.file_path}:${u.name}`), ['other/c.go:Helper', 'web/Page.java:Util']);
});

test('the identity index is built once per resolution call: visits equal identities, not identities × uses', () => {
  // 65 identities, each used twice from 64 files: a per-use traversal would visit 65 × 128 = 8,320 entries.
  const names = Array.from({ length: 65 }, (_, i) => `f${i}`);
  const users = Array.from({ length: 64 }, (_, i) => file(`u${i}.ts`, [], [{ name: names[i]! }, { name: names[i + 1]! }], [bind(names[i]!, names[i]!, './defs.js'), bind(names[i + 1]!, names[i + 1]!, './defs.js')]));
  const r = run([file('defs.ts', names, []), ...users]);
  assert.equal(r.edges.length, 128);
  assert.equal(r.index_visits, 65);
});

test('a resolution of only some files visits only the definitions of the files they reach', () => {
  const names = Array.from({ length: 65 }, (_, i) => `f${i}`);
  const users = Array.from({ length: 64 }, (_, i) => file(`u${i}.ts`, [`own${i}`], [{ name: names[i]! }], [bind(names[i]!, names[i]!, './defs.js')]));
  const links = [file('defs.ts', names, []), file('far.ts', ['x', 'y', 'z'], []), ...users];
  const r = resolveUses(links, links.map((l) => l.path), new Set(['u0.ts']));
  assert.deepEqual(r.edges.map((e) => `${e.source} -> ${e.target}`), ['file::u0.ts -> sym::defs.ts::f0']);
  assert.equal(r.index_visits, 65 + 1, 'defs.ts and u0.ts, not far.ts or the other users');
});
