import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFilePart } from './build-file.js';
import { extractSymbols } from './extract-symbols.js';
import type { LanguageId } from './load-language.js';

async function extract(lang: LanguageId, source: string) {
  const x = await extractSymbols(lang, source);
  return {
    symbols: x.symbols.map((s) => `${s.type} ${s.qualified}`),
    imports: x.imports,
    uses: x.uses.map((u) => `${u.kind} ${u.qualifier === null ? '' : `${u.qualifier}.`}${u.name}@${u.line}`),
    bindings: x.bindings.map((b) => `${b.local}=${b.imported ?? '*module'}@${b.from}`),
    namespace: x.namespace,
    open: x.openNamespaces,
  };
}

test('TypeScript: bindings, calls (bare, member, new), require and import() found by queries', async () => {
  const x = await extract('typescript', "import d, { a as b } from './x';\nimport * as ns from './y';\nexport class K {\n  m(p: T): void { b(); ns.f(); new K(); this.m(p); }\n}\nconst r = require('./z');\nvoid import('./w');\n");
  assert.deepEqual(x.symbols, ['class K', 'method K.m', 'constant r']);
  assert.deepEqual(x.imports, ['./x', './y', './z', './w']);
  assert.deepEqual(x.bindings, ['d=default@./x', 'b=a@./x', 'ns=*module@./y', 'r=*module@./z']);
  assert.deepEqual(x.uses, ['reference T@4', 'call b@4', 'call ns.f@4', 'call K@4', 'call this.m@4']);
});

test('TypeScript: require and import() add the string literal their arguments start with, in the order written', async () => {
  const x = await extract('typescript', [
    "import('./a'); require('./b');",
    "x.require('./no-member'); new require('./no-new'); requires('./no-other-name');",
    "require('./c', './no-second'); require(v, './no-later'); require(`./no-template`); require('');",
    "f(require('./d'), import('./e'));",
    "import /* c */ ('./f'); import // c\n('./g'); let t = import<Foo>('./h');",
    // A comment is no argument: a bundler's note before the specifier hides nothing.
    "require(/* c */ './i'); import(/* webpackChunkName: \"j\" */ './j'); import(\n  // note\n  /* more */ './k');",
    "require(/* c */ v, './no-later');",
  ].join('\n'));
  assert.deepEqual(x.imports, ['./a', './b', './c', './d', './e', './f', './g', './h', './i', './j', './k']);
});

test('TypeScript: a required module bound by a declaration, a comment before its specifier or not', async () => {
  const x = await extract('javascript', "const a = require(/* c */ './a');\nconst { b, c: d } = require( // why\n  './b');\n__exportStar(require(/* c */ './e'), exports);\n__exportStar(/* c */ require('./f'), exports);\n");
  assert.deepEqual(x.imports, ['./a', './b', './e', './f']);
  assert.deepEqual(x.bindings, ['a=*module@./a', 'b=b@./b', 'd=c@./b', '*=*module@./e', '*=*module@./f']);
});

test('Ruby: the import forms and alias_method read from calls: each piece of a string, a path worked out at run time once, in written order', async () => {
  const x = await extract('ruby', [
    'require "a#{x}b#{y}c"',
    'Kernel.require "k#{x}"',
    'x.load y',
    'load A::B',
    'require "o#{require \'i\'}p"',
    'require_relative "r"',
    'class C',
    '  alias_method :n, :o',
    '  self.alias_method :s, :t',
    '  alias_method( # c',
    '    :u, :v)',
    'end',
    // Only Kernel's own methods load: a call of another receiver's `load` or `require` is that object's.
    'YAML.load "no-yaml"',
    'self.require "no-self"',
    'config.load("no-config")',
    '::Kernel.load "kk"',
    'Kernel.require File.join(dir, "x")',
    // A comment is no argument.
    'require( # why',
    '  "q")',
    'require_relative(# c',
    '  "s")',
  ].join('\n'));
  assert.deepEqual(x.imports, ['<a>', '<?>', '<b>', '<c>', '<k>', '<?>', '<?>', '<o>', '<?>', '<i>', '<p>', './r.rb', '<kk>', '<?>', '<q>', './s.rb']);
  assert.deepEqual(x.symbols, ['class C', 'method C.n', 'method C.u']);
});

test('Python: a module importlib or __import__ loads by a literal absolute name is imported; a relative, worked-out or shadowed one is not', async () => {
  const x = await extract('python', [
    'import importlib',
    'import importlib as il',
    'from importlib import import_module, import_module as load',
    'a = importlib.import_module("pkg.mod")',
    'def later():',
    '    il.import_module(# c',
    '        "deferred")',
    '    return import_module("x.y.z")',
    'load("aliased")',
    '__import__("plain")',
    'importlib.import_module(".rel", __package__)',
    'importlib.import_module(name)',
    'importlib.import_module(f"pkg.{name}")',
    'importlib.import_module("pkg." + name)',
    'importlib.import_module("not a name")',
    'importlib.import_module(f"pkg{name}")',
    'importlib.import_module(b"bytes")',
    'importlib.import_module(r"raw")',
    'other.import_module("no")',
    'importlib.reload("no")',
  ].join('\n'));
  assert.deepEqual(x.imports, ['importlib', 'importlib', 'importlib', 'importlib/import_module', 'importlib/import_module', 'pkg/mod', 'deferred', 'x/y/z', 'aliased', 'plain', 'raw']);
  const solo = await extract('python', 'p = __import__("solo")\n');
  assert.deepEqual(solo.imports, ['solo']);
  const shadowed = await extract('python', 'def import_module(n):\n    return n\n\nimport_module("no")\n__import__ = print\n__import__("no")\n');
  assert.deepEqual(shadowed.imports, []);
  const unimported = await extract('python', 'importlib.import_module("no")\nimport_module("no")\n');
  assert.deepEqual(unimported.imports, []);
  // A name bound from another module, or rebound by the file, is not importlib's.
  const elsewhere = await extract('python', 'from helpers import import_module\nimport compat as importlib\nfrom compat import __import__\nimport_module("no")\nimportlib.import_module("no")\n__import__("no")\n');
  assert.deepEqual(elsewhere.imports, ['helpers', 'helpers/import_module', 'compat', 'compat', 'compat/__import__']);
  const rebound = await extract('python', 'import importlib\nimportlib = Loader()\nimportlib.import_module("no")\n');
  assert.deepEqual(rebound.imports, ['importlib']);
  const local = await extract('python', [
    'import importlib',
    'from importlib import import_module',
    'def g(importlib):',
    '    return importlib.import_module("no")',
    'def h():',
    '    import_module = lambda n: n',
    '    return import_module("no")',
    'def k(__import__):',
    '    return __import__("no")',
    'def m():',
    '    return import_module("yes")',
    'def p():',
    '    my_import_module = 1',
    '    return import_module("also")',
  ].join('\n'));
  assert.deepEqual(local.imports, ['importlib', 'importlib', 'importlib/import_module', 'yes', 'also'], 'a name a function binds itself (a parameter, an assignment) is its own');
  const another = await extract('python', 'from importlib import reload as import_module\nimport_module("no")\n');
  assert.deepEqual(another.imports, ['importlib', 'importlib/reload']);
  // A method of the name is the class's: the module's own name is still importlib's.
  const method = await extract('python', 'from importlib import import_module\nclass K:\n    def import_module(self, n):\n        return n\nimport_module("yes")\n');
  assert.deepEqual(method.imports, ['importlib', 'importlib/import_module', 'yes']);
});

test('Python: a name a function declares global is one the module binds where no definition shows it, unless the module defines it outside its blocks', async () => {
  const x = await extract('python', 'def setup():\n    global handler, limit\n    handler = 1\n    limit = 2\nlimit = 3\n');
  assert.deepEqual(x.uses.filter((u) => u.startsWith('extends')), ['extends handler.*@1']);
  assert.deepEqual(x.symbols, ['function setup', 'variable limit']);
});

test('Python: relative-import bindings with aliases, calls and attribute calls', async () => {
  const x = await extract('python', 'from .m import a as b\n\nclass K:\n    def go(self):\n        b()\n        self.go()\n');
  assert.deepEqual(x.symbols, ['class K', 'method K.go']);
  assert.deepEqual(x.bindings, ['b=a@./m']);
  assert.deepEqual(x.uses, ['call b@5', 'call self.go@6']);
});

test('Go and Rust: calls, selector calls and type names', async () => {
  // A call through a parameter (`s.M()`) is a call of its type's M; through an untyped one it is not kept. A method's
  // receiver is its type's self.
  assert.deepEqual((await extract('go', 'package p\n\ntype S struct{}\n\nfunc F(s S) { G(); s.M() }\n')).uses, ['reference S@5', 'call G@5', 'call S.M@5']);
  assert.deepEqual((await extract('go', 'package p\n\nfunc F(s interface{}) { s.M() }\n')).uses, []);
  assert.deepEqual((await extract('go', 'package p\n\ntype S struct{}\n\nfunc (r *S) N() { r.M(); u.M() }\n')).uses, ['reference S@5', 'call self.M@5', 'call u.M@5']);
  assert.deepEqual((await extract('rust', 'mod a;\nstruct S;\nfn f() { a::g(); h(); }\n')).uses, ['call a.g@3', 'call h@3']);
});

test('Go and Rust: import declarations bind packages and use paths, aliases, groups and globs included', async () => {
  const go = await extract('go', 'package p\n\nimport (\n\t"fmt"\n\tu "a.com/m/util"\n\t"a.com/m/v2"\n\t. "a.com/m/dot"\n\t_ "a.com/m/blank"\n)\n');
  assert.deepEqual(go.bindings, ['fmt=*module@fmt', 'u=*module@a.com/m/util', 'm=*module@a.com/m/v2', '*=*module@a.com/m/dot']);
  const rs = await extract('rust', 'use crate::a::b::thing;\nuse util::{zero, one as uno, c::{d}, self};\nuse super::*;\nuse std::io as _;\nuse alone;\nfn f() { use crate::x::y; }\n');
  const mod = async (text: string) => (await buildFilePart('/r', 'svc/go.mod', Buffer.from(text))).links;
  assert.deepEqual([(await mod('// header\nmodule "a.com/q" // why\n\ngo 1.22\n'))?.namespace, (await mod('go 1.22\n'))], ['a.com/q', null], 'go.mod keeps its module path as link material');
  assert.deepEqual(rs.bindings, ['y=y@crate::x', 'thing=thing@crate::a::b', 'zero=zero@util', 'uno=one@util', 'd=d@util::c', '*=*module@super'], 'a function\'s `use` binds too, in the function alone (resolve-rust-modules.test.ts)');
});

test('TypeScript: the definition a module exports as default, in each way of writing it', async () => {
  const cases: [string, string | null][] = [
    ['export default function foo() {}\n', 'foo'],
    ['export default class K {}\n', 'K'],
    ['function g() {}\nexport default g;\n', 'g'],
    ['function h() {}\nexport { h as default };\n', 'h'],
    ['export default function () {}\n', null],
    ["export { default } from './x';\n", null],
  ];
  for (const [source, expected] of cases) {
    assert.equal((await extractSymbols('typescript', source)).defaultExport, expected, source);
  }
});

test('Java: package, single, static and on-demand imports; classes, methods, calls', async () => {
  const x = await extract('java', 'package app.web;\nimport app.core.Util;\nimport static app.core.Math.max;\nimport app.data.*;\nclass Page {\n  int go() { return Util.one() + max(1, 2); }\n}\n');
  assert.deepEqual(x.symbols, ['class Page', 'method Page.go']);
  assert.equal(x.namespace, 'app.web');
  assert.deepEqual(x.open, ['app.data']);
  assert.deepEqual(x.bindings, ['Util=Util@app.core', 'max=Math.max@app.core']);
  assert.deepEqual(x.uses, ['call Util.one@6', 'call max@6']);
});

test('C#: namespace, using and alias; classes, methods, object creation', async () => {
  const x = await extract('csharp', 'using App.Core;\nusing U = App.Util.Tool;\nnamespace App.Web {\n  class Page : Base {\n    void Go() { Helper.Run(); new Page(); }\n  }\n}\n');
  assert.deepEqual(x.symbols, ['class Page', 'method Page.Go']);
  assert.equal(x.namespace, 'App.Web');
  assert.deepEqual(x.open, ['App.Core']);
  assert.deepEqual(x.bindings, ['U=Tool@App.Util']);
  assert.deepEqual(x.uses, ['extends Base@4', 'call Helper.Run@5', 'call Page@5'], 'new Page() is no method call, though Page extends Base');
});

test('C++: a declaration of a method and a field side by side (`int f(), g;`) declares both, in a class and at the top level', async () => {
  const x = await extract('cpp', 'class A { int f(), g; int *h(), k[2]; };\nint x(), y;\n');
  assert.deepEqual([...x.symbols].sort(), ['class A', 'function x', 'method A.f', 'method A.h', 'variable A.g', 'variable A.k', 'variable y']);
});

test('C++: quoted includes beside the file, system includes as written; namespaces, classes, out-of-class methods, qualified calls', async () => {
  const x = await extract('cpp', '#include "util.h"\n#include <vector>\nnamespace n {\nclass X { void m(); };\n}\nvoid n::X::m() { n::h(); g(); }\n');
  assert.deepEqual(x.imports, ['./util.h', '<vector>']);
  assert.deepEqual(x.symbols, ['module n', 'class n.X', 'method n.X.m', 'method n.X.m']);
  assert.deepEqual(x.uses.filter((u) => u.startsWith('call')), ['call n.h@6', 'call g@6']);
});

test('Ruby, PHP and Bash: their import forms, definitions and calls', async () => {
  const rb = await extract('ruby', 'require_relative "lib/x"\nrequire "json"\nmodule M\n  class C\n    def m\n      Foo.new\n      go(1)\n    end\n  end\nend\n');
  assert.deepEqual([rb.imports, rb.symbols], [['./lib/x.rb', '<json>'], ['module M', 'class M.C', 'method M.C.m']]);
  assert.deepEqual(rb.uses.filter((u) => u.startsWith('call')), ['call Foo@6', 'call go@7']);
  const php = await extract('php', '<?php\nnamespace App\\Web;\nuse App\\Core\\Util as U;\nrequire_once __DIR__ . "/lib.php";\nclass Page { function go() { U::one(); helper(); } }\n');
  assert.deepEqual([php.namespace, php.imports, php.bindings], ['App.Web', ['./lib.php'], ['U=Util@App.Core']]);
  assert.deepEqual(php.symbols, ['class Page', 'method Page.go']);
  assert.deepEqual(php.uses, ['call U.one@5', 'call helper@5']);
  const sh = await extract('bash', 'source ./lib.sh\n. "$DIR/more.sh"\nrun() { say hi; }\nrun\n');
  assert.deepEqual([sh.imports, sh.symbols, sh.uses], [['./lib.sh', './more.sh'], ['function run'], ['call say@3', 'call run@4']]);
});

test('a use belongs to the innermost symbol whose lines hold it; Markdown headings nest as sections', async () => {
  const part = await buildFilePart('/r', 'a.ts', Buffer.from('class A {\n  m() {\n    helper();\n  }\n}\nhelper();\nfunction helper() { return A; }\n'));
  assert.deepEqual(part.links!.refs.map((r) => `${r.from} ${r.kind} ${r.name}`), ['sym::a.ts::A.m call helper', 'file::a.ts call helper', 'sym::a.ts::helper reference A']);
  const md = await buildFilePart('/r', 'docs/guide.md', Buffer.from('# Guide\n\nIntro.\n\n## Install\n\nSteps.\n\n## Use\n\nMore.\n# Appendix\n'));
  assert.deepEqual(md.nodes.map((n) => [n.id, n.type, n.line_start, n.line_end]), [
    ['file::docs/guide.md', 'file', 1, 12],
    ['sym::docs/guide.md::Guide', 'section', 1, 11],
    ['sym::docs/guide.md::Guide.Install', 'section', 5, 8],
    ['sym::docs/guide.md::Guide.Use', 'section', 9, 11],
    ['sym::docs/guide.md::Appendix', 'section', 12, 12],
  ]);
  assert.deepEqual(md.edges.map((e) => `${e.source} > ${e.target}`), [
    'file::docs/guide.md > sym::docs/guide.md::Guide',
    'sym::docs/guide.md::Guide > sym::docs/guide.md::Guide.Install',
    'sym::docs/guide.md::Guide > sym::docs/guide.md::Guide.Use',
    'file::docs/guide.md > sym::docs/guide.md::Appendix',
  ]);
});
