import assert from 'node:assert/strict';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { estimateParseBytes } from './scan-root.js';
import { makeFixtureTree } from './fixture-tree.js';
import { graphDigest, scanRoot, serializeGraph, MAX_FILE_BYTES, type Graph } from './index.js';

const ids = (g: Graph, relPath: string) => g.nodes.filter((n) => n.path === relPath).map((n) => `${n.type} ${n.id}`);
const has = (g: Graph, source: string, target: string, kind: string) =>
  g.edges.some((e) => e.source === source && e.target === target && e.kind === kind);

test('TypeScript: functions, classes with methods, interfaces, types, enums, constants, variables', async () => {
  const t = await makeFixtureTree({
    'src/a.ts': [
      "import { b } from './b.js';",
      'export function greet(name: string): string {',
      '  return `hi ${name}`;',
      '}',
      'export class Greeter {',
      '  hello(): void {}',
      '}',
      'export interface Shape { area(): number }',
      'type Id = string;',
      'enum Color { Red }',
      'const LIMIT = 3;',
      'let counter = 0;',
      '',
    ].join('\n'),
    'src/b.ts': 'export const b = 1;\n',
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'src/a.ts').sort(), [
      'class sym::src/a.ts::Greeter',
      'constant sym::src/a.ts::Color.Red',
      'constant sym::src/a.ts::LIMIT',
      'enum sym::src/a.ts::Color',
      'file file::src/a.ts',
      'function sym::src/a.ts::greet',
      'interface sym::src/a.ts::Shape',
      'method sym::src/a.ts::Greeter.hello',
      'type sym::src/a.ts::Id',
      'variable sym::src/a.ts::counter',
    ]);
    const greet = g.nodes.find((n) => n.id === 'sym::src/a.ts::greet');
    assert.deepEqual([greet?.label, greet?.line_start, greet?.line_end, greet?.root], ['greet', 2, 4, t.root]);
    assert.ok(has(g, 'file::src/a.ts', 'sym::src/a.ts::greet', 'contains'));
    assert.ok(has(g, 'sym::src/a.ts::Greeter', 'sym::src/a.ts::Greeter.hello', 'contains'));
    assert.ok(has(g, 'file::src/a.ts', 'file::src/b.ts', 'imports'), 'a ./b.js specifier resolves to b.ts');
  } finally {
    await t.remove();
  }
});

test('TSX and JavaScript use their own grammars; require() and index files resolve', async () => {
  const t = await makeFixtureTree({
    'ui/App.tsx': 'export function App() { return <div className="x">hi</div>; }\n',
    'lib/index.js': "const util = require('./util');\nclass Store { get(k) { return k; } }\nmodule.exports = { Store };\n",
    'lib/util.cjs': 'function helper() {}\n',
    'main.mjs': "import '../outside.js';\nimport lib from './lib';\nexport const run = () => lib;\n",
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'ui/App.tsx').sort(), ['file file::ui/App.tsx', 'function sym::ui/App.tsx::App']);
    assert.ok(ids(g, 'lib/index.js').includes('method sym::lib/index.js::Store.get'));
    assert.ok(has(g, 'file::lib/index.js', 'file::lib/util.cjs', 'imports'));
    assert.ok(has(g, 'file::main.mjs', 'file::lib/index.js', 'imports'));
    assert.equal(g.edges.filter((e) => e.kind === 'imports').length, 2, 'a specifier leaving the root resolves to nothing');
  } finally {
    await t.remove();
  }
});

test('Python: functions, classes, methods (decorated too), module constants, relative imports', async () => {
  const t = await makeFixtureTree({
    'pkg/__init__.py': '',
    'pkg/util.py': 'def helper():\n    return 1\n',
    'pkg/core.py': [
      'from . import util',
      'from .util import helper',
      'MAX_SIZE = 10',
      'def run(x):',
      '    return x',
      'class Engine:',
      '    def start(self):',
      '        pass',
      '    @staticmethod',
      '    def build():',
      '        pass',
      '',
    ].join('\n'),
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'pkg/core.py').sort(), [
      'class sym::pkg/core.py::Engine',
      'constant sym::pkg/core.py::MAX_SIZE',
      'file file::pkg/core.py',
      'function sym::pkg/core.py::run',
      'method sym::pkg/core.py::Engine.build',
      'method sym::pkg/core.py::Engine.start',
    ]);
    assert.ok(has(g, 'sym::pkg/core.py::Engine', 'sym::pkg/core.py::Engine.start', 'contains'));
    assert.ok(has(g, 'file::pkg/core.py', 'file::pkg/util.py', 'imports'));
    assert.ok(has(g, 'file::pkg/core.py', 'file::pkg/__init__.py', 'imports'));
  } finally {
    await t.remove();
  }
});

test('Rust: functions, structs, enums, traits, impl methods, mod declarations', async () => {
  const t = await makeFixtureTree({
    'src/lib.rs': [
      'mod net;',
      'pub struct Server { port: u16 }',
      'pub enum Mode { Fast, Slow }',
      'pub trait Handler { fn handle(&self); }',
      'impl Server { pub fn start(&self) {} }',
      'impl Handler for Server { fn handle(&self) {} }',
      'pub const VERSION: &str = "1";',
      'pub fn boot() {}',
      '',
    ].join('\n'),
    'src/net.rs': 'pub fn connect() {}\n',
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'src/lib.rs').sort(), [
      'constant sym::src/lib.rs::Mode.Fast',
      'constant sym::src/lib.rs::Mode.Slow',
      'constant sym::src/lib.rs::VERSION',
      'enum sym::src/lib.rs::Mode',
      'file file::src/lib.rs',
      'function sym::src/lib.rs::boot',
      'method sym::src/lib.rs::Handler.handle',
      'method sym::src/lib.rs::Server.handle',
      'method sym::src/lib.rs::Server.start',
      'module sym::src/lib.rs::net',
      'struct sym::src/lib.rs::Server',
      'trait sym::src/lib.rs::Handler',
    ]);
    assert.ok(has(g, 'sym::src/lib.rs::Server', 'sym::src/lib.rs::Server.start', 'contains'));
    assert.ok(has(g, 'file::src/lib.rs', 'file::src/net.rs', 'imports'));
  } finally {
    await t.remove();
  }
});

test('Go: functions, methods on their receiver type, structs, interfaces, constants, variables', async () => {
  const t = await makeFixtureTree({
    'main.go': [
      'package main',
      'func (s *Server) Start() {}',
      'type Server struct{ port int }',
      'type Runner interface{ Run() }',
      'const Port = 80',
      'var debug = false',
      'func main() {}',
      '',
    ].join('\n'),
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'main.go').sort(), [
      'constant sym::main.go::Port',
      'file file::main.go',
      'function sym::main.go::main',
      'interface sym::main.go::Runner',
      'method sym::main.go::Runner.Run',
      'method sym::main.go::Server.Start',
      'struct sym::main.go::Server',
      'variable sym::main.go::debug',
    ]);
    assert.ok(has(g, 'sym::main.go::Server', 'sym::main.go::Server.Start', 'contains'));
  } finally {
    await t.remove();
  }
});

test('repeated ids get an @line suffix; the first keeps the plain id', async () => {
  const t = await makeFixtureTree({ 'dup.py': 'def f():\n    pass\ndef f():\n    pass\n' });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(ids(g, 'dup.py').sort(), ['file file::dup.py', 'function sym::dup.py::f', 'function sym::dup.py::f@3']);
  } finally {
    await t.remove();
  }
});

test('plain text files are file nodes; binaries, oversized files and symlinks are skipped', async () => {
  const outside = await makeFixtureTree({ 'x.ts': 'export const x = 1;\n' });
  const t = await makeFixtureTree({
    'README.md': '# hello\n',
    'image.png': new Uint8Array([0x89, 0x50, 0x00, 0x47]),
    'big.ts': 'x'.repeat(MAX_FILE_BYTES + 1),
    'broken.ts': 'export function (((( {{{{ ]]]]\n',
  });
  try {
    await symlink(path.join(outside.root, 'x.ts'), path.join(t.root, 'link.ts'));
    const g = await scanRoot(t.root);
    assert.deepEqual(g.files.map((f) => f.path), ['README.md', 'broken.ts']);
    assert.ok(g.nodes.some((n) => n.id === 'file::broken.ts'), 'an unparsable file is still a file node');
    const readme = g.files[0];
    assert.equal(readme?.size, 8);
    assert.equal(readme?.sha256, '9e8b62f81ea5c66fa06ee53da032751386b37702153070c0e14dd1d316282fa7', 'sha256 of the bytes read');
  } finally {
    await t.remove();
    await outside.remove();
  }
});

test('an empty tree is an empty graph, not an error', async () => {
  const t = await makeFixtureTree();
  try {
    assert.deepEqual(await scanRoot(t.root), { roots: [t.root], nodes: [], edges: [], files: [], links: [], extractor: EXTRACTOR_VERSION });
  } finally {
    await t.remove();
  }
});

test('the same tree gives the same bytes and digest; one changed byte changes the digest', async () => {
  const t = await makeFixtureTree({ 'b.ts': 'export const b = 1;\n', 'a.py': 'def a():\n    pass\n', 'z/c.rs': 'fn c() {}\n' });
  try {
    const first = await scanRoot(t.root);
    const second = await scanRoot(t.root);
    assert.equal(serializeGraph(first), serializeGraph(second));
    assert.equal(graphDigest(first), graphDigest(second));
    assert.deepEqual(first.nodes.map((n) => n.id), [...first.nodes.map((n) => n.id)].sort());
    await t.write('b.ts', 'export const b = 2;\n');
    assert.notEqual(graphDigest(await scanRoot(t.root)), graphDigest(first));
  } finally {
    await t.remove();
  }
});

test('abort stops the scan between files and progress counts files', async () => {
  const t = await makeFixtureTree({ 'a.ts': '', 'b.ts': '', 'c.ts': '' });
  try {
    const seen: number[] = [];
    await scanRoot(t.root, { onProgress: (n) => seen.push(n) });
    assert.deepEqual(seen, [1, 2, 3]);
    const controller = new AbortController();
    let calls = 0;
    const scan = scanRoot(t.root, {
      signal: controller.signal,
      onProgress: () => {
        calls++;
        controller.abort();
      },
    });
    await assert.rejects(scan, { name: 'AbortError' });
    assert.equal(calls, 1, 'no file is processed after the abort');
  } finally {
    await t.remove();
  }
});

test('TypeScript import-equals and re-exports resolve to files', async () => {
  const t = await makeFixtureTree({
    'a.ts': "import u = require('./u');\nexport * from './v';\nexport { w } from './w/index.js';\n",
    'u.ts': '',
    'v.tsx': '',
    'w/index.ts': '',
  });
  try {
    const g = await scanRoot(t.root);
    const targets = g.edges.filter((e) => e.kind === 'imports').map((e) => e.target);
    assert.deepEqual(targets, ['file::u.ts', 'file::v.tsx', 'file::w/index.ts']);
  } finally {
    await t.remove();
  }
});

test('a root that cannot be listed is an error naming it', async () => {
  await assert.rejects(scanRoot('/var/tmp/m1nd-graph-does-not-exist'), /cannot list the scan root \/var\/tmp\/m1nd-graph-does-not-exist/);
});

test('the source a scan will parse is estimated from sampled sizes: files no grammar parses, over the cap or gone count as none', async () => {
  const t = await makeFixtureTree({ 'a.ts': 'x'.repeat(1000), 'b.py': 'y'.repeat(3000), 'c.png': 'z'.repeat(5000), 'd.md': 'w'.repeat(700), 'big.ts': 'v'.repeat(MAX_FILE_BYTES + 1) });
  try {
    const task = (rel: string) => ({ relPath: rel, absPath: path.join(t.root, rel), previous: null });
    assert.equal(estimateParseBytes([]), 0);
    assert.equal(estimateParseBytes(['a.ts', 'b.py', 'c.png', 'd.md'].map(task)), 4000, 'all four sampled: the .ts and the .py count');
    assert.equal(estimateParseBytes(['a.ts', 'gone.ts'].map(task)), 1000, 'a file gone since the walk counts as none');
    const many = Array.from({ length: 640 }, (_, k) => task(k % 20 < 10 ? 'a.ts' : 'c.png'));
    assert.equal(estimateParseBytes(many), 320_000, 'every tenth of 640 tasks sampled, half of them 1,000 bytes');
    assert.equal(estimateParseBytes(['big.ts', 'a.ts'].map(task)), 1000, 'a file over the read cap is not parsed');
    const late = Array.from({ length: 127 }, (_, k) => task(k < 64 ? 'c.png' : 'a.ts'));
    assert.equal(estimateParseBytes(late), (31 / 64) * 1000 * 127, 'the samples spread over the whole list, its end too');
  } finally {
    await t.remove();
  }
});
