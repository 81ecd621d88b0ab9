// A refresh resolves again only the files a change can reach (affected-files.ts) and keeps the other files'
// links: held to a full rescan over random edits that mostly keep every file's imports and change which names
// files define and use, across re-exports, renames, defaults, namespaces and packages in four languages, and over Ruby's lexical constants.
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { affectedFiles } from './affected-files.js';
import { makeFixtureTree } from './fixture-tree.js';
import { assertLikeFullScan, rescanLikeFull } from './rescan.test-support.js';
import { decodeGraphSnapshot, graphSnapshotChunks, scanRoot } from './index.js';
import type { FileLinks } from '../records/index.js';

/** Per file, a renderer from a choice of names it defines and uses (bits) and of its import form (`alt`). */
const SLOTS: Record<string, (bits: boolean[], alt: boolean) => string> = {
  'src/c.ts': (b) => [
    b[0] ? 'export function y() { return 1; }' : '',
    b[1] ? 'export const x = 2;' : '',
    b[2] ? 'export class K { m() { return y(); } }' : '',
    b[3] ? 'export default function d() { return 3; }' : '',
    b[4] ? 'export function z() { return 4; }' : '',
  ].join('\n'),
  'src/h.ts': (b, alt) => [
    alt ? "export * from './c.js';" : "export { y as x } from './c.js';\nexport * from './c.js';",
    b[0] ? 'export function z() { return 5; }' : '',
    b[1] ? 'export { default } from "./c.js";' : '',
  ].join('\n'),
  // Only through h's re-exports (one renames y to x), so only the renaming reaches it from a change of c's y.
  'src/g.ts': (b) => [
    "import { x, K, z } from './h.js';",
    "import dd from './h.js';",
    `export function use() { ${b[0] ? 'x();' : ''} ${b[1] ? 'new K().m();' : ''} ${b[2] ? 'z();' : ''} ${b[3] ? 'dd();' : ''} }`,
  ].join('\n'),
  'src/e.ts': (b, alt) => [
    "import d from './c.js';",
    "import * as c from './c.js';",
    alt ? "import { y } from './c.js';" : '',
    `export function use() { ${b[0] ? 'd();' : ''} ${b[1] ? 'c.y(); c.K.m();' : ''} ${b[2] ? 'y();' : ''} }`,
    b[3] ? 'function y() { return 0; }' : '',
  ].join('\n'),
  'src/f.ts': (b) => ["import { y, x as w } from './c.js';", `export function f() { ${b[0] ? 'y();' : ''} ${b[1] ? 'w();' : ''} }`, b[2] ? 'export const x = 9;' : ''].join('\n'),
  'py/__init__.py': () => '',
  'py/a.py': (b) => [b[0] ? 'def fa():\n    return 1\n' : '', b[1] ? 'def fb():\n    return 2\n' : '', b[2] ? 'class A:\n    def m(self):\n        return 3\n' : ''].join('\n'),
  'py/b.py': (b, alt) => [
    alt ? 'from .a import fa' : 'from .a import fa, A',
    'from . import a',
    '',
    'def run():',
    `    ${b[0] ? 'fa()' : 'pass'}`,
    `    ${b[1] ? 'a.fb()' : 'pass'}`,
    `    ${b[2] ? 'a.A.m()' : 'pass'}`,
    '',
  ].join('\n'),
  'go.mod': () => 'module example.com/m\n\ngo 1.22\n',
  'pkg/u/u.go': (b) => ['package u', '', b[0] ? 'func Helper() int { return 1 }' : '', b[1] ? 'type Box struct{}' : '', b[2] ? 'func more() int { return Helper() }' : ''].join('\n'),
  'pkg/u/v.go': (b) => ['package u', '', b[0] ? 'func Helper() int { return 2 }' : '', b[1] ? 'func More() int { return more() }' : ''].join('\n'),
  'cmd/main.go': (b, alt) => [
    'package main',
    '',
    alt ? 'import u "example.com/m/pkg/u"' : 'import "example.com/m/pkg/u"',
    '',
    `func main() { ${b[0] ? 'u.Helper()' : ''}; ${b[1] ? 'u.More()' : ''}; ${b[2] ? 'var _ u.Box' : ''} }`,
  ].join('\n'),
  'java/app/Util.java': (b) => ['package app;', '', 'public class Util {', b[0] ? '  public static int one() { return 1; }' : '', b[1] ? '  public static int two() { return 2; }' : '', '}'].join('\n'),
  'java/app/Main.java': (b) => ['package app;', '', 'public class Main {', `  int go() { ${b[0] ? 'Util.one();' : ''} ${b[1] ? 'Util.two();' : ''} return 0; }`, '}'].join('\n'),
  // A second file of the package may declare Util too: Main's `Util.one()` then has two holders for its qualifier.
  'java/app/Extra.java': (b) => ['package app;', '', b[0] ? 'public class Util {}' : 'public class Extra {}'].join('\n'),
  // Imports Util by namespace and uses nothing: its import edges follow the files declaring Util.
  'java/lib/Use.java': () => ['package lib;', '', 'import app.Util;', '', 'public class Use {}'].join('\n'),
  // Members a class inherits: Child's this.helper() (and a Mid parameter's helper()) is found through Mid's base,
  // which an edit may switch to Other without changing an import; a definition gained or lost on the way moves it.
  'inh/base.ts': (b) => `export class Base { ${b[0] ? 'helper() { return 1; }' : ''} ${b[1] ? 'save() { return 0; }' : ''} }`,
  'inh/other.ts': (b) => `export class Other { ${b[0] ? 'helper() { return 3; }' : ''} }`,
  'inh/mid.ts': (b) => `import { Base } from './base.js';\nimport { Other } from './other.js';\nexport class Mid extends ${b[1] ? 'Other' : 'Base'} { ${b[0] ? 'helper() { return 2; }' : ''} }`,
  'inh/child.ts': (b) => `import { Mid } from './mid.js';\nexport class Child extends Mid { run() { ${b[0] ? 'this.helper();' : ''} ${b[1] ? 'super.save();' : ''} } }\nexport function use(p: Mid) { ${b[2] ? 'p.helper();' : ''} ${b[3] ? 'new Child().save();' : ''} const c = new Child(); c.run(); }`,
};

/**
 * Ruby's constants and members, looked for where a use is written, in the innermost class's ancestors, in every
 * file opening a module, then at the top level: a class written nested or by a scoped name (`alt`), a superclass
 * constant, a module's constant, a top-level one, and a class defined in a module or from the top (`class ::Conf`).
 */
const RUBY_SLOTS: Record<string, (bits: boolean[], alt: boolean) => string> = {
  'rb/base.rb': (b) => ['class Base', b[0] ? '  LIMIT = 1' : '', b[1] ? '  def helper; end' : '', 'end', b[2] ? 'LIMIT = 2' : '', b[3] ? 'module M\n  Foo = 1\nend' : '', b[4] ? 'class Conf\n  def self.x; end\nend' : ''].join('\n'),
  'rb/kid.rb': (b, alt) => [
    'require_relative "base"',
    'require_relative "conf"',
    alt ? 'class M::Kid < Base' : 'module M\n  class Kid < Base',
    '  def run',
    `    ${b[0] ? 'LIMIT' : ''}`,
    `    ${b[1] ? 'Foo' : ''}`,
    `    ${b[2] ? 'helper' : ''}`,
    `    ${b[3] ? 'Conf.x' : ''}`,
    '  end',
    alt ? 'end' : '  end\nend',
    b[4] ? 'Foo = 3' : '',
  ].join('\n'),
  'rb/conf.rb': (b, alt) => ['module M', b[0] ? `  class ${alt ? '::' : ''}Conf\n    def self.x; end\n  end` : '', b[1] ? '  Foo = 2' : '', b[2] ? '  LIMIT = 4' : '', 'end'].join('\n'),
};

/**
 * PHP's names in any case (php-names.ts): a class, a function and a method spelled one way or several across files
 * and namespaces, imported by another spelling or an alias, beside constants that match only as written.
 */
const PHP_SLOTS: Record<string, (bits: boolean[], alt: boolean) => string> = {
  'php/lib.php': (b, alt) => [
    '<?php',
    'namespace Lib;',
    b[0] ? 'function helper() { return 1; }' : '',
    b[1] ? `class ${alt ? 'TOOLS' : 'Tools'} { const MODE = 1; public static function make() { return 2; } }` : '',
    b[2] ? 'class Other { const mode = 2; public static function MAKE() { return 3; } }' : '',
    b[3] ? 'function HELPER2() { return 4; }' : '',
  ].join('\n'),
  'php/more.php': (b, alt) => [
    '<?php',
    alt ? 'namespace Lib;' : 'namespace More;',
    b[0] ? 'class tools { const MODE = 3; public static function Make() { return 5; } }' : '',
    b[1] ? 'function Helper() { return 6; }' : '',
    b[2] ? 'const MODE = 7;' : '',
  ].join('\n'),
  'php/app.php': (b, alt) => [
    '<?php',
    'namespace App;',
    alt ? 'use Lib\\Tools;' : 'use lib\\tools as T;',
    `function run() { ${b[0] ? `${alt ? 'TOOLS' : 'T'}::MAKE();` : ''} ${b[1] ? 'helper();' : ''} ${b[2] ? `${alt ? 'tools' : 't'}::MODE;` : ''} ${b[3] ? 'Helper2();' : ''} }`,
    b[5] ? 'function paths() { return [\\Lib\\Tools::make(), \\lib\\helper(), new \\Tools(), \\Tools::MODE, \\helper(), Lib\\HELPER2()]; }' : '',
    b[4] ? `class Kid extends ${alt ? 'tools' : 'T'} { function go() { return $this->MAKE() + self::mode; } }` : '',
  ].join('\n'),
  // The global namespace's: reached as `\Tools` from a namespace, and bare from its own files.
  'php/glob.php': (b, alt) => ['<?php', alt ? 'namespace Lib;' : '', b[0] ? 'class Tools { const MODE = 1; }' : '', b[1] ? 'function helper() { return Tools::MODE; }' : ''].join('\n'),
  'php/lib2.php': (b) => [
    '<?php',
    'namespace Lib;',
    `function use_it() { ${b[0] ? 'HELPER();' : ''} ${b[1] ? 'tools::make();' : ''} ${b[2] ? 'other::Mode;' : ''} ${b[3] ? 'OTHER::make();' : ''} }`,
  ].join('\n'),
};

/**
 * Rust's scoped `use`s and paths through inline modules: a glob of an inline module, a test module's own `use`, and
 * another file's path into the crate root's inline module.
 */
const RUST_SLOTS: Record<string, (bits: boolean[], alt: boolean) => string> = {
  'rs/Cargo.toml': () => '[package]\nname = "r"\n',
  'rs/src/lib.rs': (b, alt) => [
    'mod util;',
    'mod user;',
    `mod m { ${b[0] ? 'pub fn x() {}' : ''} ${b[1] ? 'pub enum E { A, B }' : ''} ${alt ? 'pub fn helper() {}' : ''} }`,
    alt ? 'use self::m::*;' : 'use self::m::x;',
    `fn f() { ${b[2] ? 'x();' : ''} ${b[3] ? 'let _ = E::A;' : ''} }`,
    `mod tests { use crate::util::${b[4] ? 'helper' : 'other'}; fn t() { helper(); other(); ${b[5] ? 'use crate::m::E; let _ = E::B;' : ''} } }`,
  ].join('\n'),
  'rs/src/util.rs': (b) => [b[0] ? 'pub fn helper() {}' : '', b[1] ? 'pub fn other() {}' : '', `pub mod inner { ${b[2] ? 'pub fn deep() {}' : ''} }`].join('\n'),
  'rs/src/user.rs': (b, alt) => [alt ? 'use crate::m::x;' : 'use crate::m::*;', 'use crate::util::inner;', `pub fn u() { x(); ${b[0] ? 'inner::deep();' : ''} ${b[1] ? 'let _ = crate::m::E::B;' : ''} ${b[2] ? 'helper();' : ''} }`].join('\n'),
};

/**
 * Mostly one name defined or used more or less (so a file reached only through one name is seen apart from the
 * rest), else a whole new choice that may change the import form too.
 */
function relinkProperty(slots: Record<string, (bits: boolean[], alt: boolean) => string>, numRuns: number): Promise<void> {
  const paths = Object.keys(slots);
  const choiceArb = fc.record({ bits: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), alt: fc.boolean() });
  const treeArb = fc.array(choiceArb, { minLength: paths.length, maxLength: paths.length });
  const editArb = fc.oneof(
    { weight: 3, arbitrary: fc.record({ slot: fc.nat({ max: paths.length - 1 }), flip: fc.nat({ max: 5 }) }) },
    { weight: 1, arbitrary: fc.record({ slot: fc.nat({ max: paths.length - 1 }), choice: choiceArb, keepForm: fc.boolean() }) },
  );
  return withTree(async (root) => {
    await fc.assert(
      fc.asyncProperty(treeArb, fc.array(editArb, { minLength: 1, maxLength: 10 }), async (tree, edits) => {
        await rm(root, { recursive: true, force: true });
        await mkdir(root);
        const alts = tree.map((c) => c.alt);
        const bits = tree.map((c) => [...c.bits]);
        for (const [i, rel] of paths.entries()) await write(root, rel, slots[rel]!(bits[i]!, alts[i]!));
        let live = await scanRoot(root);
        for (const e of edits) {
          const rel = paths[e.slot]!;
          if ('flip' in e) bits[e.slot]![e.flip] = !bits[e.slot]![e.flip];
          else {
            bits[e.slot] = [...e.choice.bits];
            if (!e.keepForm) alts[e.slot] = e.choice.alt;
          }
          await write(root, rel, slots[rel]!(bits[e.slot]!, alts[e.slot]!));
          live = await rescanLikeFull(root, live, `after ${JSON.stringify(e)}`);
        }
      }),
      { numRuns },
    );
  });
}

async function withTree(body: (root: string) => Promise<void>): Promise<void> {
  const t = await makeFixtureTree();
  try {
    await body(t.root);
  } finally {
    await t.remove();
  }
}


async function write(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

test('a refresh that resolves only the files a change reaches equals a full rescan, over random edits of names defined and used', async () => {
  await relinkProperty(SLOTS, 400);
});

test('Ruby: a refresh equals a full rescan over random edits of constants, members and how classes are written', async () => {
  await relinkProperty(RUBY_SLOTS, 200);
});

test('PHP: a refresh equals a full rescan over random edits of names spelled in several cases', async () => {
  await relinkProperty(PHP_SLOTS, 150);
});

test('Rust: a refresh equals a full rescan over random edits of scoped uses and inline modules', async () => {
  await relinkProperty(RUST_SLOTS, 150);
});

const links = (p: string, over: Partial<FileLinks> = {}): FileLinks => ({ root: '/r', path: p, lang: 'typescript', imports: [], mod_decls: [], refs: [], bindings: [], defs: [], ...over });
const ref = (from: string, name: string, qualifier: string | null = null) => ({ from, name, qualifier, line: 1, kind: 'call' as const });

test('affected files: a changed definition reaches the files writing its name, through renaming re-exports, and no others', () => {
  const before = links('c.ts', { defs: [{ qualified: 'y', id: 'sym::c.ts::y' }] });
  const after = links('c.ts', { defs: [{ qualified: 'y', id: 'sym::c.ts::y' }, { qualified: 'K.m', id: 'sym::c.ts::K.m' }] });
  const h = links('h.ts', { imports: ['./c.js'], bindings: [{ local: 'w', imported: 'm', from: './c.js', space: 'path' }] });
  const g = links('g.ts', { refs: [ref('sym::g.ts::f', 'w')] });
  const q = links('q.ts', { refs: [ref('sym::q.ts::f', 'go', 'K')] });
  const other = links('o.ts', { refs: [ref('sym::o.ts::f', 'y')] });
  const all = [after, h, g, q, other];
  assert.deepEqual([...affectedFiles([{ path: 'c.ts', before, after }], all)!].sort(), ['c.ts', 'g.ts', 'h.ts', 'q.ts']);
  assert.deepEqual([...affectedFiles([{ path: 'c.ts', before, after: before }], all)!], ['c.ts'], 'a body-only change reaches only its own file');
});

test('affected files: a changed import form, namespace or language, or link material gained or lost, resolves every file', () => {
  const a = links('a.ts', { imports: ['./b.js'] });
  for (const after of [links('a.ts', { imports: ['./c.js'] }), links('a.ts', { imports: ['./b.js'], lang: 'tsx' }), links('a.ts', { imports: ['./b.js'], namespace: 'n' }), links('a.ts', { imports: ['./b.js'], bindings: [{ local: 'b', imported: 'b', from: './b.js', space: 'path' }] })]) {
    assert.equal(affectedFiles([{ path: 'a.ts', before: a, after }], [after]), null, JSON.stringify(after));
  }
  assert.equal(affectedFiles([{ path: 'a.ts', before: null, after: a }], [a]), null);
  assert.equal(affectedFiles([{ path: 'a.ts', before: a, after: null }], []), null);
});

test('affected files: a word the unread parts of a changed file gained or lost reaches the files writing it, and no others', () => {
  const before = links('c.ts', { unread: ['keep', 'x'] });
  const h = links('h.ts', { imports: ['./c.js'], bindings: [{ local: 'w', imported: 'y', from: './c.js', space: 'path' }] });
  const g = links('g.ts', { refs: [ref('sym::g.ts::f', 'w')] });
  const q = links('q.ts', { refs: [ref('sym::q.ts::f', 'x')] });
  const other = links('o.ts', { refs: [ref('sym::o.ts::f', 'keep')] });
  for (const after of [links('c.ts', { unread: ['keep', 'y'] }), links('c.ts', { unread: ['keep'] }), links('c.ts')]) {
    const all = [after, h, g, q, other];
    const expected = after.unread?.includes('y') ? ['c.ts', 'g.ts', 'h.ts', 'q.ts'] : ['c.ts', 'q.ts'];
    assert.deepEqual([...affectedFiles([{ path: 'c.ts', before, after }], all)!].sort(), after.unread === undefined ? ['c.ts', 'o.ts', 'q.ts'] : expected, JSON.stringify(after.unread));
  }
});

test('affected files: a class that names another base resolves every file (a subclass elsewhere reaches its members through it)', () => {
  const base = (name: string) => ({ from: 'sym::m.ts::Mid', name, qualifier: null, line: 3, kind: 'extends' as const });
  const before = links('m.ts', { refs: [base('Base')] });
  assert.equal(affectedFiles([{ path: 'm.ts', before, after: links('m.ts', { refs: [base('Other')] }) }], [before]), null);
  assert.deepEqual([...affectedFiles([{ path: 'm.ts', before, after: links('m.ts', { refs: [base('Base'), ref('sym::m.ts::Mid.f', 'g')] }) }], [before])!], ['m.ts'], 'other uses are no bases');
});

test('affected files: the same import forms with their keys in another order (as a snapshot reads them back) are the same', () => {
  const before: FileLinks = { refs: [], mod_decls: [], imports: ['./b.js'], lang: 'typescript', path: 'a.ts', root: '/r', open_namespaces: [], namespace: null, defs: [], bindings: [{ space: 'path', from: './b.js', local: 'b', imported: 'b' }] };
  const after = links('a.ts', { imports: ['./b.js'], namespace: null, open_namespaces: [], bindings: [{ local: 'b', imported: 'b', from: './b.js', space: 'path' }] });
  assert.deepEqual([...affectedFiles([{ path: 'a.ts', before, after }], [after])!], ['a.ts']);
});

test('after an edit that keeps the import forms, the other files keep the previous graph\'s own link edges, also when that graph was read back from its snapshot', async () => {
  const t = await makeFixtureTree({
    'a.ts': "import { b } from './b.js';\nexport function fa() { return b(); }\n",
    'b.ts': 'export function b() { return 1; }\n',
    'c.ts': "import { b } from './b.js';\nexport function fc() { return b(); }\n",
  });
  try {
    const first = await scanRoot(t.root);
    const read = decodeGraphSnapshot(graphSnapshotChunks(first), 'graph_snapshot.json');
    assert.ok('graph' in read);
    await writeFile(path.join(t.root, 'a.ts'), "import { b } from './b.js';\nexport function fa() { return b() + 1; }\n");
    for (const previous of [first, read.graph]) {
      const next = await scanRoot(t.root, { previous });
      const kept = previous.edges.find((e) => e.source === 'sym::c.ts::fc' && e.kind === 'calls');
      assert.ok(kept && next.edges.includes(kept), 'c.ts kept its resolved call edge as it was');
      assert.ok(!next.edges.includes(previous.edges.find((e) => e.source === 'sym::a.ts::fa' && e.kind === 'calls')!), 'a.ts was resolved again');
      await assertLikeFullScan(t.root, next);
    }
  } finally {
    await t.remove();
  }
});

test('a file whose path extends another\'s with "::" (so its symbol ids begin like the other\'s) keeps its edges when only the other changes', async () => {
  const t = await makeFixtureTree({
    'a.ts': "import { g } from './b.js';\nexport function f() { return g(); }\n",
    'a.ts::x.ts': "import { g } from './b.js';\nexport function f() { return g(); }\n",
    'b.ts': 'export function g() { return 1; }\n',
  });
  try {
    const first = await scanRoot(t.root);
    await writeFile(path.join(t.root, 'a.ts'), "import { g } from './b.js';\nexport function f() { return g() + 1; }\nexport function h() { return f(); }\n");
    const next = await scanRoot(t.root, { previous: first });
    assert.ok(next.edges.some((e) => e.source === 'sym::a.ts::x.ts::f' && e.kind === 'calls'), 'the other file kept its call edge');
    await assertLikeFullScan(t.root, next);
  } finally {
    await t.remove();
  }
});

test('a file that gains link material it had none of (a go.mod that comes to declare its module) resolves every file again', async () => {
  const t = await makeFixtureTree({
    'go.mod': 'go 1.22\n',
    'pkg/u/u.go': 'package u\n\nfunc Helper() int { return 1 }\n',
    'cmd/main.go': 'package main\n\nimport "example.com/m/pkg/u"\n\nfunc main() { u.Helper() }\n',
  });
  try {
    const first = await scanRoot(t.root);
    await writeFile(path.join(t.root, 'go.mod'), 'module example.com/m\n\ngo 1.22\n');
    const next = await scanRoot(t.root, { previous: first });
    assert.ok(next.edges.some((e) => e.source === 'sym::cmd/main.go::main' && e.kind === 'calls'), 'main now calls into the module');
    await assertLikeFullScan(t.root, next);
  } finally {
    await t.remove();
  }
});

test('a base class that goes (edited out, or its file leaving) resolves again the files using members through its subclasses, its other bases\' included, and keeps the others\' edges', async () => {
  const tree = {
    'base.py': 'class B:\n    def m(self):\n        return 1\n',
    'a.py': 'class A:\n    def q(self):\n        return 2\n',
    'sub.py': 'from base import B\nfrom a import A\n\nclass S(B, A):\n    pass\n',
    'use.py': 'from sub import S\n\ndef f():\n    s = S()\n    return s.q()\n',
    'other.py': 'def h():\n    return 1\n\ndef g():\n    return h()\n',
  };
  for (const change of [(root: string) => writeFile(path.join(root, 'base.py'), 'class C:\n    def m(self):\n        return 1\n'), (root: string) => rm(path.join(root, 'base.py'))]) {
    const t = await makeFixtureTree(tree);
    try {
      const first = await scanRoot(t.root);
      assert.ok(first.edges.some((e) => e.source === 'sym::use.py::f' && e.target === 'sym::a.py::A.q'), 'through S, q is A\'s');
      await change(t.root);
      const next = await scanRoot(t.root, { previous: first });
      await assertLikeFullScan(t.root, next);
      const kept = first.edges.find((e) => e.source === 'sym::other.py::g' && e.kind === 'calls');
      assert.ok(kept && next.edges.includes(kept), 'other.py kept its edge: the refresh was spliced');
    } finally {
      await t.remove();
    }
  }
});

test('affected files: a base that may reach another class reaches the files writing the names of its subclasses, their bases and all their members', () => {
  const cls = (file: string, name: string, ...members: string[]) => [{ qualified: name, id: `sym::${file}::${name}` }, ...members.map((m) => ({ qualified: `${name}.${m}`, id: `sym::${file}::${name}.${m}` }))];
  const base = (file: string, cls: string, name: string) => ({ from: `sym::${file}::${cls}`, name, qualifier: null, line: 1, kind: 'extends' as const });
  const before = links('base.py', { defs: cls('base.py', 'B', 'm') });
  const after = links('base.py', { defs: cls('base.py', 'C', 'm') });
  const all = [
    after,
    links('a.py', { defs: cls('a.py', 'A', 'q') }),
    links('sub.py', { defs: cls('sub.py', 'S'), refs: [base('sub.py', 'S', 'B'), base('sub.py', 'S', 'A')] }),
    links('leaf.py', { defs: cls('leaf.py', 'L'), refs: [base('leaf.py', 'L', 'S')] }),
    links('use.py', { refs: [ref('sym::use.py::f', 'q')] }),
    links('uses-leaf.py', { refs: [ref('sym::uses-leaf.py::f', 'L')] }),
    links('other.py', { refs: [ref('sym::other.py::g', 'zzz')] }),
  ];
  assert.deepEqual([...affectedFiles([{ path: 'base.py', before, after }], all)!].sort(), ['base.py', 'leaf.py', 'sub.py', 'use.py', 'uses-leaf.py']);
  const field = links('go.go', { lang: 'go', refs: [{ from: 'sym::go.go::T', name: 'inner', qualifier: 'B', line: 1, kind: 'field' as const }] });
  assert.equal(affectedFiles([{ path: 'base.py', before, after }], [...all, field]), null, 'a Go field of a type named so: every file');
  const php = links('k.php', { lang: 'php', defs: cls('k.php', 'K'), refs: [base('k.php', 'K', 'b')] });
  assert.equal(affectedFiles([{ path: 'base.py', before, after }], [...all, php]), null, 'a PHP base spelled in another case: every file');
  const anonymous = links('x.ts', { refs: [{ from: 'file::x.ts', name: 'B', qualifier: null, line: 1, kind: 'extends' as const }] });
  assert.equal(affectedFiles([{ path: 'base.py', before, after }], [...all, anonymous]), null, 'a base named outside any class the file defines: every file');
  const movedPhp = links('m.php', { lang: 'php', defs: cls('m.php', 'M'), refs: [base('m.php', 'M', 'Base')] });
  assert.equal(affectedFiles([{ path: 'm.php', before: movedPhp, after: null, moved: true }], all), null, 'a moved PHP file naming a base: every file');
  const movedPy = links('m.py', { defs: cls('m.py', 'M'), refs: [base('m.py', 'M', 'A')] });
  assert.ok(affectedFiles([{ path: 'm.py', before: movedPy, after: null, moved: true }], all)!.has('use.py'), 'a moved class\'s base reaches the writers of the base\'s members');
});
