// Known answers for cross-file resolution through each language's own import form, scanned from real trees:
// Go packages through go.mod, Rust use/mod paths, script default imports, and builtins that are no one's use.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveUses } from './index.js';
import { callsIn, importsOf, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('Go: an import under the go.mod module path reaches that directory\'s exported names as <package>.<Name>', async () => {
  const g = await scan({
    'go.mod': 'module example.com/mod\n\ngo 1.22\n',
    'pkg/util/util.go': 'package util\n\nfunc Helper() int { return helper() }\n\nfunc helper() int { return 1 }\n\ntype Box struct{}\n',
    'pkg/util/more.go': 'package util\n\nfunc More() int { return 2 }\n',
    'pkg/other/other.go': 'package other\n\nfunc Helper() int { return 3 }\n',
    'cmd/app/main.go': [
      'package main',
      '',
      'import (',
      '\t"fmt"',
      '\tu2 "example.com/mod/pkg/other"',
      '\t"example.com/mod/pkg/util"',
      '\t"example.com/mod/pkg/gone"',
      ')',
      '',
      'func main() {',
      '\tfmt.Println(util.Helper(), util.More(), u2.Helper(), len("x"))',
      '\tutil.helper()',
      '\tvar b util.Box',
      '\tgone.X()',
      '\tHelper()',
      '\tother.Helper()',
      '\t_ = b',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'cmd/app/main.go'), [
    'cmd/app/main.go::main -calls-> pkg/other/other.go::Helper',
    'cmd/app/main.go::main -calls-> pkg/util/more.go::More',
    'cmd/app/main.go::main -calls-> pkg/util/util.go::Helper',
    'cmd/app/main.go::main -references-> pkg/util/util.go::Box',
  ]);
  assert.deepEqual(unresolvedIn(g, 'cmd/app/main.go'), [
    'Helper:undefined',
    'gone.X:missing_module',
    'util.helper:undefined',
  ], 'an unexported name is not reachable; a bare name is not guessed; `other` is not a name the file binds (it imported it as u2); fmt is a package outside the module');
  assert.deepEqual(importsOf(g, 'cmd/app/main.go'), ['pkg/other/other.go', 'pkg/util/more.go', 'pkg/util/util.go'], 'an import of a package of the tree imports each of its files');
  const r = resolveUses(g.links ?? [], g.files.map((f) => f.path));
  assert.deepEqual(r.missing_packages, [{ file_path: 'cmd/app/main.go', spec: 'example.com/mod/pkg/gone' }]);
  assert.deepEqual([...r.external_packages], [['cmd/app/main.go', 1]], 'fmt');
});

test('Go: a blank or dot import imports the package\'s files; its _test.go files and the importer\'s own package do not count', async () => {
  const g = await scan({
    'go.mod': 'module example.com/mod\n\ngo 1.22\n',
    'pkg/util/util.go': 'package util\n\nfunc Helper() int { return 1 }\n',
    'pkg/util/util_test.go': 'package util\n\nimport "testing"\n\nfunc TestHelper(t *testing.T) { Helper() }\n',
    'pkg/plug/plug.go': 'package plug\n\nfunc init() {}\n',
    'main.go': 'package main\n\nimport (\n\t_ "example.com/mod/pkg/plug"\n\t. "example.com/mod/pkg/util"\n)\n\nfunc main() { Helper() }\n',
    'side.go': 'package main\n\nfunc side() {}\n',
  });
  assert.deepEqual(importsOf(g, 'main.go'), ['pkg/plug/plug.go', 'pkg/util/util.go']);
  assert.deepEqual(importsOf(g, 'side.go'), [], 'files of one package do not import each other');
  assert.deepEqual(importsOf(g, 'pkg/util/util_test.go'), [], 'testing is a package from elsewhere');
  assert.deepEqual(usesFrom(g, 'main.go'), ['main.go::main -calls-> pkg/util/util.go::Helper']);
});

test('Go: without a go.mod, or outside its module path, an import is a package outside the tree', async () => {
  const g = await scan({
    'pkg/util/util.go': 'package util\n\nfunc Helper() int { return 1 }\n',
    'main.go': 'package main\n\nimport "example.com/mod/pkg/util"\n\nfunc main() { util.Helper() }\n',
  });
  assert.deepEqual(usesFrom(g, 'main.go'), []);
  assert.deepEqual(unresolvedIn(g, 'main.go'), []);
  assert.deepEqual(importsOf(g, 'main.go'), []);
  assert.deepEqual(resolveUses(g.links ?? [], g.files.map((f) => f.path)).missing_packages, [], 'a path under no module of the tree is not missing');
});

test('Go: a later major version of the tree\'s module is a module from elsewhere unless the tree holds its files', async () => {
  const g = await scan({
    'go.mod': 'module example.com/mod\n\ngo 1.22\n',
    'v2/kept/kept.go': 'package kept\n\nfunc K() {}\n',
    'main.go': 'package main\n\nimport (\n\t"example.com/mod/v2/other"\n\t"example.com/mod/v2/kept"\n\t"example.com/mod/v3"\n\t"example.com/mod/gone"\n)\n',
  });
  assert.deepEqual(importsOf(g, 'main.go'), ['v2/kept/kept.go']);
  const r = resolveUses(g.links ?? [], g.files.map((f) => f.path));
  assert.deepEqual(r.missing_packages, [{ file_path: 'main.go', spec: 'example.com/mod/gone' }]);
  assert.deepEqual([...r.external_packages], [['main.go', 2]]);
});

test('Rust: use paths through crate, self, super and mod declarations reach the item in its file', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'mod a;',
      'mod util;',
      'use std::collections::HashMap;',
      'use crate::a::b::thing;',
      'use util::{zero, one as uno};',
      'use self::a::b;',
      'pub fn run() -> i32 { thing() + zero() + uno() + b::other() + other() }',
      'pub fn full() -> i32 { crate::util::two() + HashMap::<u8, u8>::new().len() as i32 }',
      '',
    ].join('\n'),
    'src/a/mod.rs': 'pub mod b;\nuse super::util::zero;\npub fn in_a() -> i32 { zero() }\n',
    'src/a/b.rs': 'use crate::a::nowhere;\npub fn thing() -> i32 { nowhere() }\npub fn other() -> i32 { 2 }\n',
    'src/util.rs': 'pub fn zero() -> i32 { 0 }\npub fn one() -> i32 { 1 }\npub fn two() -> i32 { 2 }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs::full -calls-> src/util.rs::two',
    'src/lib.rs::run -calls-> src/a/b.rs::other',
    'src/lib.rs::run -calls-> src/a/b.rs::thing',
    'src/lib.rs::run -calls-> src/util.rs::one',
    'src/lib.rs::run -calls-> src/util.rs::zero',
  ]);
  assert.deepEqual(usesFrom(g, 'src/a/mod.rs'), ['src/a/mod.rs::in_a -calls-> src/util.rs::zero']);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['other:undefined'], 'the bare `other` was never brought in by a use');
  assert.deepEqual(unresolvedIn(g, 'src/a/b.rs'), ['nowhere:undefined'], 'the use path names a module that does not define it');
});

test('Rust: a file of a package\'s tests, examples or benches lies in the crate its directory roots; a src/tests directory is a module of the library', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod tests;\npub fn top() -> i32 { 0 }\n',
    'src/tests/mod.rs': 'mod inner;\npub fn helper() -> i32 { 1 }\n',
    'src/tests/inner.rs': 'use super::helper;\nuse crate::top;\nfn t() -> i32 { helper() + top() }\n',
    'tests/test_a.rs': 'mod debug;\nfn t() -> i32 { debug::lite() }\n',
    'tests/debug/mod.rs': 'mod gen;\npub fn lite() -> i32 { 2 }\n',
    'tests/debug/gen.rs': 'use super::lite;\nuse crate::lexical::Float;\nfn g() -> i32 { lite() + Float::new() }\n',
    'tests/lexical.rs': '#[path = "../src/lexical.rs"]\nmod lexical;\n',
    'vendor/tests/x.rs': 'use super::y;\nfn f() -> i32 { y() }\n',
  });
  assert.deepEqual([usesFrom(g, 'tests/debug/gen.rs'), unresolvedIn(g, 'tests/debug/gen.rs')], [['tests/debug/gen.rs::g -calls-> tests/debug/mod.rs::lite'], ['Float.new:missing_module']], 'crate:: in a tests directory is not followed (its root file and #[path] modules are not read)');
  assert.deepEqual(usesFrom(g, 'src/tests/inner.rs'), ['src/tests/inner.rs::t -calls-> src/lib.rs::top', 'src/tests/inner.rs::t -calls-> src/tests/mod.rs::helper']);
  assert.deepEqual(unresolvedIn(g, 'vendor/tests/x.rs'), ['y:missing_module'], 'a tests directory with no Cargo.toml beside it roots nothing');
});

test('TS/JS: a default import binds the module\'s default export when it names a local definition', async () => {
  const g = await scan({
    'src/x.ts': 'export default function foo() { return 1; }\nexport function bar() { return 2; }\n',
    'src/k.js': 'class K { static make() { return new K(); } }\nexport default K;\n',
    'src/c.ts': 'export default class Cls { go() { return 1; } }\n',
    'src/anon.ts': 'export default function () { return 3; }\n',
    'src/named.ts': 'export function foo() { return 4; }\n',
    'src/again.ts': "export { default } from './x';\n",
    'src/star.ts': "export * from './x';\n",
    'src/use.ts': [
      "import foo from './x';",
      "import Kay from './k.js';",
      "import C from './c';",
      "import anon from './anon';",
      "import nope from './named';",
      "import again from './again';",
      "import star from './star';",
      'export function main() { return foo() + Kay.make() + new C().go() + anon() + nope(); }',
      'export function more() { return again(); }',
      'export function viaStar() { return star(); }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/use.ts'), [
    'src/use.ts::main -calls-> src/c.ts::Cls',
    'src/use.ts::main -calls-> src/k.js::K.make',
    'src/use.ts::main -calls-> src/x.ts::foo',
    'src/use.ts::more -calls-> src/x.ts::foo',
  ], 'a default passed on by name is followed; an anonymous default, a module without one and `export *` (which passes on no default) resolve to nothing');
  assert.deepEqual(unresolvedIn(g, 'src/use.ts'), []);
});

test('builtins: a use of a language builtin is neither an edge nor unresolved, unless the file defines the name', async () => {
  const g = await scan({
    'py/m.py': 'def main(x):\n    print(len(str(x)))\n    undefined_fn(x)\n    raise ValueError(x)\n',
    'py/own.py': 'def len(x):\n    return 0\n\ndef use():\n    return len([])\n',
    'sh/a.sh': 'echo hi\ncd /tmp\nprintf "%s" x\nlocal_fn() { return 0; }\nls -la\nmyfn\nlocal_fn\n',
    'web/b.ts': 'export function f(): Promise<number> { console.log(JSON.stringify({})); return new Promise(() => parseInt("1")); }\n',
    'rb/inj.rb': [
      'class Injector',
      '  def self.inject(deps)',
      '    injector = new(deps)',
      '    class_eval { 1 }',
      '    nothing_here(1)',
      '    injector',
      '  end',
      '  def initialize(deps)',
      '    @deps = deps',
      '  end',
      '  def run',
      '    instance_eval { @deps }',
      '  end',
      'end',
      '',
    ].join('\n'),
    'rb/mod.rb': 'class Wrapper\n  def wrap(name)\n    ruby2_keywords(name)\n    absent_here(1)\n  end\nend\n',
    'php/env.php': '<?php\nfunction boot() {\n  putenv("A=1");\n  clearstatcache();\n  $w = new ArrayObject([]);\n  if (!getenv("A")) throw new Exception("unset");\n  return nope_fn(simplexml_load_string("<a/>"));\n}\nclass Q { static function make() { return [new self(), new static()]; } }\n',
    'php/own.php': '<?php\nfunction getenv($k) { return 1; }\nfunction use_it() { return getenv("A"); }\n',
  });
  assert.deepEqual(unresolvedIn(g, 'php/env.php'), ['nope_fn:undefined', 'simplexml_load_string:undefined'], 'putenv, clearstatcache, ArrayObject, getenv and Exception are PHP\'s core extensions\'; SimpleXML is an extension a build may leave out');
  assert.deepEqual(usesFrom(g, 'php/own.php'), ['php/own.php::use_it -calls-> php/own.php::getenv']);
  assert.deepEqual(unresolvedIn(g, 'rb/inj.rb'), ['nothing_here:undefined'], 'new, class_eval and instance_eval are Class\'s, Module\'s and Object\'s');
  assert.deepEqual(unresolvedIn(g, 'rb/mod.rb'), ['absent_here:undefined'], 'ruby2_keywords is Module\'s');
  assert.deepEqual(unresolvedIn(g, 'py/m.py'), ['undefined_fn:undefined']);
  assert.deepEqual(usesFrom(g, 'py/own.py'), ['py/own.py::use -calls-> py/own.py::len']);
  assert.deepEqual(unresolvedIn(g, 'sh/a.sh'), ['ls:undefined', 'myfn:undefined'], 'coreutils are programs, not builtins');
  assert.deepEqual(unresolvedIn(g, 'web/b.ts'), []);
  assert.deepEqual(usesFrom(g, 'web/b.ts'), []);
});

test('Python: an absolute `from a.b import c` reaches a.b from the root or from the top of the file\'s package; a name several places answer to, or none, stays unresolved', async () => {
  const g = await scan({
    'tools/retry.py': 'def retry_with_backoff(action):\n    return action()\n',
    'tools/report.py': 'from tools.retry import retry_with_backoff\nfrom tools import retry\n\ndef send(body):\n    retry.retry_with_backoff(body)\n    return retry_with_backoff(body)\n',
    'tools/digest.py': 'from tools import retry\n\ndef digest(body):\n    return retry.retry_with_backoff(body)\n',
    'src/app/__init__.py': '',
    'src/app/core.py': 'def run():\n    return 1\n',
    'src/app/cli.py': 'from app.core import run\nfrom os import path\n\ndef main():\n    path.join("a")\n    return run()\n',
    'scripts/helpers.py': 'def helper():\n    return 2\n',
    'scripts/job.py': 'from helpers import helper\n\ndef job():\n    return helper()\n',
    'scripts/job2.py': 'import helpers\nimport tools.retry as r\nimport tools.retry\nimport os\n\ndef job2():\n    helpers.helper()\n    os.getcwd()\n    return r.retry_with_backoff(1)\n',
    'scripts/job3.py': 'import tools.retry\n\ndef job3():\n    return tools.retry_with_backoff(1)\n',
    'deep/a/__init__.py': '',
    'deep/a/x.py': 'def y():\n    return 1\n',
    'deep/a/b/__init__.py': '',
    'deep/a/b/c.py': 'from a.x import y\n\ndef z():\n    return y()\n',
    'logging/extra.py': 'X = 1\n',
    'log.py': 'import logging\nfrom logging import getLogger\n\ndef f():\n    logging.info("x")\n    return getLogger()\n',
    'pkg/__init__.py': '',
    'pkg/m.py': 'def f():\n    return 1\n',
    'pkg/m/__init__.py': 'def f():\n    return 2\n',
    'pkg/use.py': 'from pkg.m import f\n\ndef g():\n    return f()\n',
    'util.py': 'def shared():\n    return 3\n',
    'lib/util.py': 'def shared():\n    return 4\n',
    'lib/use.py': 'from util import shared\n\ndef go():\n    return shared()\n',
  });
  assert.deepEqual(importsOf(g, 'tools/report.py'), ['tools/retry.py'], 'from the root');
  assert.deepEqual(usesFrom(g, 'tools/report.py'), ['tools/report.py::send -calls-> tools/retry.py::retry_with_backoff']);
  assert.deepEqual(unresolvedIn(g, 'tools/report.py'), [], 'both calls resolve: by the name bound, and through a submodule of a package without __init__.py');
  assert.deepEqual(usesFrom(g, 'tools/digest.py'), ['tools/digest.py::digest -calls-> tools/retry.py::retry_with_backoff'], 'a submodule of a package no __init__.py stands for');
  assert.deepEqual(importsOf(g, 'src/app/cli.py'), ['src/app/core.py'], 'src/ holds the package: its top is where Python looks');
  assert.deepEqual(usesFrom(g, 'src/app/cli.py'), ['src/app/cli.py::main -calls-> src/app/core.py::run']);
  assert.deepEqual(importsOf(g, 'scripts/job.py'), ['scripts/helpers.py'], 'a script beside its module, its directory being no package');
  assert.deepEqual(usesFrom(g, 'scripts/job.py'), ['scripts/job.py::job -calls-> scripts/helpers.py::helper']);
  assert.deepEqual(importsOf(g, 'scripts/job2.py'), ['scripts/helpers.py', 'tools/retry.py']);
  assert.deepEqual(usesFrom(g, 'scripts/job2.py'), [
    'scripts/job2.py::job2 -calls-> scripts/helpers.py::helper',
    'scripts/job2.py::job2 -calls-> tools/retry.py::retry_with_backoff',
  ], '`import m` and `import a.b as m` bind m to the module');
  assert.deepEqual(unresolvedIn(g, 'scripts/job2.py'), []);
  assert.deepEqual(importsOf(g, 'scripts/job3.py'), ['tools/retry.py']);
  assert.deepEqual(usesFrom(g, 'scripts/job3.py'), [], '`import tools.retry` binds tools, the package, not the module tools.retry');
  assert.deepEqual(usesFrom(g, 'deep/a/b/c.py'), ['deep/a/b/c.py::z -calls-> deep/a/x.py::y'], 'from the directory above the outermost package');
  assert.deepEqual(unresolvedIn(g, 'log.py'), [], 'a directory without __init__.py does not hide the standard library\'s logging');
  assert.deepEqual(usesFrom(g, 'pkg/use.py'), ['pkg/use.py::g -calls-> pkg/m/__init__.py::f'], 'a package before a module of the same name');
  assert.deepEqual(importsOf(g, 'lib/use.py'), [], 'util is lib/util.py beside the script and util.py at the root: ambiguous');
  assert.deepEqual(usesFrom(g, 'lib/use.py'), []);
  assert.deepEqual(unresolvedIn(g, 'lib/use.py'), ['shared:missing_module']);
  assert.deepEqual(unresolvedIn(g, 'src/app/cli.py'), [], 'os is a package from outside the tree: not judged');
});

test('a name a scope around the use declares (a parameter, a local variable, a type parameter) is that local, never the file\'s definition of the name', async () => {
  const g = await scan({
    'src/a.ts': [
      "export function name(): string { return 'n'; }",
      'export function resolve(): number { return 1; }',
      'export function user(name: string) { return name.length; }',
      'export function wait() { return new Promise((resolve, reject) => { resolve(1); reject(); }); }',
      'export function each(rows: string[]) { for (const name of rows) name.trim(); try { resolve(); } catch (name) { name(); } }',
      'export function picked({ name }: { name: string }, [resolve]: number[]) { return name + resolve; }',
      'export function generic<T>(x: T): T { return x; }',
      'export function calls() { return name() + resolve(); }',
      'export function helper() { return 2; }',
      'export function outer() { function helper() { return 1; } type Forming = { a: 1 }; const f: Forming = { a: 1 }; return helper() + f.a; }',
      'export function user2() { return helper(); }',
      'for (const [k, spell] of [[1, name]]) spell(k);',
      'export type Un<X> = X extends Array<infer E> ? E : never;',
    ].join('\n'),
    'web/b.js': [
      'export function item() { return 1; }',
      'export function f(item) { return item + 1; }',
      'export function g() { const item = 2; return item; }',
      'export const h = () => item();',
      'export function k(x = item) { return x; }',
    ].join('\n'),
    'py/m.py': [
      'def name():',
      "    return 'n'",
      'def user(name):',
      '    return name.upper()',
      'def loop(items):',
      '    total = 0',
      '    for name in items:',
      '        total += len(name)',
      '    return [name for name in items] and (lambda name: name)(1)',
      'def glob():',
      '    global counter',
      '    counter = name()',
      '    return counter',
      'counter = 0',
      'class K:',
      '    def a(self):',
      '        return self.b()',
      '    def b(self):',
      '        return 1',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/a.ts'), [
    'src/a.ts -references-> src/a.ts::name',
    'src/a.ts::calls -calls-> src/a.ts::name',
    'src/a.ts::calls -calls-> src/a.ts::resolve',
    'src/a.ts::each -calls-> src/a.ts::resolve',
    'src/a.ts::user2 -calls-> src/a.ts::helper',
  ], 'only calls, each (outside its catch clause\'s name), user2 and the top-level loop\'s list use the file\'s own names; outer calls its nested helper');
  assert.deepEqual(unresolvedIn(g, 'src/a.ts'), [], 'reject, T, E, a top-level loop\'s spell and the locals are no uses at all');
  assert.deepEqual(usesFrom(g, 'web/b.js'), [
    'web/b.js::h -calls-> web/b.js::item',
    'web/b.js::k -references-> web/b.js::item',
  ], 'a default value is no declaration of the name it reads');
  assert.deepEqual(usesFrom(g, 'py/m.py'), [
    'py/m.py::K.a -calls-> py/m.py::K.b',
    'py/m.py::glob -calls-> py/m.py::name',
    'py/m.py::glob -references-> py/m.py::counter',
  ], 'a global declaration leaves the name the module\'s; self still reaches the class');
  assert.deepEqual(unresolvedIn(g, 'py/m.py'), []);
});

test('a member of a definition the graph knows no members of (a constant, an object) is not judged; a member a class lacks is undefined', async () => {
  const g = await scan({
    'src/limits.ts': 'export const LIMITS = { max: 1 };\n',
    'src/box.ts': [
      "import { LIMITS } from './limits.js';",
      'const ids = { a: 1 };',
      'export class Box { static make() { return new Box(); } }',
      'export function boxes() { return Box.make() + Box.nope() + ids.a + LIMITS.max; }',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/box.ts'), ['src/box.ts::Box.make -calls-> src/box.ts::Box', 'src/box.ts::boxes -calls-> src/box.ts::Box.make']);
  assert.deepEqual(unresolvedIn(g, 'src/box.ts'), ['Box.nope:undefined'], 'ids.a and LIMITS.max are members only the values\' types know');
});

test('TS/JS: `./` names the directory\'s index; a TS importer of `./a.js` reaches `a.ts` or `a.d.ts` before `a.js`; a top-level destructuring binds no definition', async () => {
  const g = await scan({
    'lib/index.ts': 'export function fromIndex() { return 1; }\n',
    'lib/user.ts': "import { fromIndex } from './';\nexport function u() { return fromIndex(); }\n",
    'types/a.js': 'exports.x = 1;\n',
    'types/a.d.ts': 'export interface Shape { x: number }\n',
    'types/b.d.ts': "import { Shape } from './a.js';\nexport declare function make(s: Shape): Shape;\n",
    'types/c.js': "const a = require('./a.js');\nmodule.exports = a;\n",
    'time.ts': 'export const TimeConversion = { toMs(x: number) { return x; } };\n',
    'top.ts': "import { TimeConversion } from './time.js';\nconst { toMs } = TimeConversion;\nexport function t() { return toMs(1); }\n",
  });
  assert.deepEqual(importsOf(g, 'lib/user.ts'), ['lib/index.ts']);
  assert.deepEqual(usesFrom(g, 'lib/user.ts'), ['lib/user.ts::u -calls-> lib/index.ts::fromIndex']);
  assert.deepEqual(importsOf(g, 'types/b.d.ts'), ['types/a.d.ts']);
  assert.deepEqual(unresolvedIn(g, 'types/b.d.ts'), []);
  assert.deepEqual(importsOf(g, 'types/c.js'), ['types/a.js'], 'a JavaScript importer means the file it names');
  assert.deepEqual(unresolvedIn(g, 'top.ts'), []);
  assert.deepEqual(usesFrom(g, 'top.ts'), ['top.ts -references-> time.ts::TimeConversion'], 'toMs is the file\'s own local, TimeConversion the import');
});

test('CommonJS: what `exports.X =`, `module.exports = {…}` and TypeScript\'s emitted re-exports offer is reached through a require', async () => {
  const g = await scan({
    'lib/types.js': [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.Schema = exports.parse = void 0;',
      'exports.Schema = makeSchema();',
      'exports.parse = function (x) { return exports.Schema; };',
      'exports.Shape = class { area() { return 1; } };',
      'function helper() { return 2; }',
      'exports.aliasOfHelper = helper;',
      'function makeSchema() { return {}; }',
    ].join('\n'),
    'lib/more.js': 'function one() { return 1; }\nfunction Old() {}\nOld.prototype.run = function () {\n  return one();\n};\nmodule.exports = {\n  one,\n  two: one,\n  three() { return 3; },\n};\n',
    'lib/index.js': [
      '"use strict";',
      'const tslib_1 = require("tslib");',
      'var more_1 = require("./more");',
      'Object.defineProperty(exports, "first", { enumerable: true, get: function () { return more_1.one; } });',
      'tslib_1.__exportStar(require("./types"), exports);',
    ].join('\n'),
    'app.js': [
      'const types_1 = require("./lib/types");',
      'const more = require("./lib/more");',
      'const index_1 = require("./lib/index");',
      'const { Old } = require("./lib/more");',
      'function main() {',
      '  types_1.parse(types_1.Schema);',
      '  new types_1.Shape().area();',
      '  types_1.aliasOfHelper();',
      '  more.two(); more.three();',
      '  index_1.first(); index_1.parse();',
      '  Old.prototype.run.call(null);',
      '  types_1.nope();',
      '}',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'app.js'), [
    'app.js::main -calls-> lib/more.js::one',
    'app.js::main -calls-> lib/more.js::three',
    'app.js::main -calls-> lib/types.js::Shape',
    'app.js::main -calls-> lib/types.js::helper',
    'app.js::main -calls-> lib/types.js::parse',
    'app.js::main -references-> lib/more.js::Old',
    'app.js::main -references-> lib/types.js::Schema',
  ], '`Old.prototype` is Old\'s; `.call` of a function value is not judged');
  assert.deepEqual(unresolvedIn(g, 'app.js'), ['types_1.nope:undefined'], 'a module whose exports are known lacks nope');
  assert.deepEqual(unresolvedIn(g, 'lib/more.js'), []);
  assert.deepEqual(usesFrom(g, 'lib/more.js'), [
    'lib/more.js -references-> lib/more.js::one',
    'lib/more.js::Old.run -calls-> lib/more.js::one',
    'lib/more.js::Old.run -references-> lib/more.js::Old',
  ], 'the file offers one under two names; the method\'s own line names Old');
});

test('TS: a name `import X = ns.Y` binds is the file\'s own alias: no use of it is judged', async () => {
  const g = await scan({
    'alias.d.ts': "import * as messages from '@cucumber/messages';\nimport IDoc = messages.GherkinDocument;\nimport Listener = NodeJS.UncaughtExceptionListener;\nexport declare function f(d: IDoc, l: Listener): Absent;\n",
  });
  assert.deepEqual(unresolvedIn(g, 'alias.d.ts'), ['Absent:undefined']);
});

test('CommonJS: a bundler\'s exports written as one sequence (`exports.a=a,exports.b=b`) offer each name as a statement each would', async () => {
  const g = await scan({
    'seq.cjs': '"use strict";function a(){return 1}const b=2;exports.a=a,exports.b=b,exports.c=function(){return 3},exports.d=exports.e=a;\n',
    'use.cjs': 'const s=require("./seq.cjs");function main(){return s.a()+s.b+s.c()+s.e()+s.f()}\nmodule.exports={main};\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.cjs')), ['use.cjs::main -calls-> seq.cjs::a', 'use.cjs::main -calls-> seq.cjs::c']);
  assert.ok(usesFrom(g, 'use.cjs').includes('use.cjs::main -references-> seq.cjs::b'));
  assert.deepEqual(unresolvedIn(g, 'use.cjs'), ['s.f:undefined'], 'e is a, offered again (not judged through the alias), f is nowhere');
});

test('TS/JS locals: a mapped type\'s key, a function type\'s type parameters, `infer` names in their conditional type, a class or function expression\'s own name and a nested generator; bigint and the test runners\' globals are no one\'s', async () => {
  const g = await scan({
    'types.d.ts': [
      'export type Fields<T> = { [K in keyof T]: T[K] };',
      'export declare const hook: (<W = string>(code: (w: W) => void) => void);',
      'export declare const big: bigint;',
      'export type Last<T> = T extends () => infer L ? L : never;',
      'export type Wrapped<T> = T extends { run: (x: infer A) => infer B } ? [A, B] : never;',
    ].join('\n'),
    'lib.js': [
      'var Tree = class _Tree { copy() { return new _Tree(); } };',
      'const walk = function step(n) { return n > 0 ? step(n - 1) : 0; };',
      'function outer() {',
      '  function* gen() { yield 1; }',
      '  return gen();',
      '}',
      'module.exports = { Tree, walk, outer };',
    ].join('\n'),
    'spec.test.js': "describe('x', () => { it('y', () => { expect(1); }); });\n",
  });
  assert.deepEqual(unresolvedIn(g, 'types.d.ts'), []);
  assert.deepEqual(unresolvedIn(g, 'spec.test.js'), []);
  assert.deepEqual(unresolvedIn(g, 'lib.js'), [], 'a class or function expression\'s own name, a nested generator');
});

test('TS: a type parameter with a variance modifier (`out T`), which the grammar reads as an error, is still a local; an unknown type name inside a part the grammar could not read is not judged, one outside it still is', async () => {
  const g = await scan({
    'z.ts': [
      'export interface Box<out T extends object = object> { value: T; }',
      'export interface Sink<in T> { put(v: T): void; }',
      'export declare const After: (<W = import("./w").I<any>>(code: Hook<W>) => void) & ((x: number) => void);',
      'export const lost: Missing | null = null;',
      'export type Known<X> = (x: X) => void;',
      'export declare const Before: (<W = import("./w").I<any>>(code: Known<W>) => void) & ((x: number) => void);',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'z.ts'), ['Missing:undefined']);
  assert.ok(usesFrom(g, 'z.ts').some((u) => u.endsWith('-references-> z.ts::Known')), 'a name the file declares is still read there');
});

test('TS/JS: `export { a as b }` offers a as b, `export * as ns from` offers a module as ns, and `F.m = v` gives F a member', async () => {
  const g = await scan({
    'z/enum.ts': 'function _enum() { return 1; }\nexport { _enum as enum };\nexport class ZodEnum {}\nZodEnum.create = _enum;\n',
    'z/core/index.ts': 'export function parse() { return 2; }\n',
    'z/index.ts': "export * as core from './core/index.js';\nexport * from './enum.js';\nimport { ZodEnum as E } from './enum.js';\nexport { E as Enum };\n",
    'use.ts': "import * as z from './z/index.js';\nexport function u() {\n  z.enum(); z.core.parse(); z.Enum.create(); z.ZodEnum.create(); z.ZodEnum.nope(); z.core.gone();\n}\n",
  });
  assert.deepEqual(usesFrom(g, 'use.ts'), [
    'use.ts::u -calls-> z/core/index.ts::parse',
    'use.ts::u -calls-> z/enum.ts::ZodEnum.create',
    'use.ts::u -calls-> z/enum.ts::_enum',
    'use.ts::u -references-> z/enum.ts::ZodEnum',
  ], 'z.Enum and z.ZodEnum on the way to a call are uses of the class');
  assert.deepEqual(unresolvedIn(g, 'use.ts'), ['z.ZodEnum.nope:undefined', 'z.core.gone:undefined'], 'ZodEnum\'s members are known, and core\'s; z.core itself is a module');
});

test('TS/JS: a class\'s fields with a public name are its members (a method when the value is a function); a member of a field is not judged', async () => {
  const g = await scan({
    'img.ts': [
      'export class ImageName {',
      '  static hexRE = /^[0-9a-f]+$/;',
      '  static create = (s: string) => new ImageName();',
      '  #secret = 1;',
      '  isHex() { return ImageName.hexRE.test("a") && this.#secret > 0; }',
      '}',
    ].join('\n'),
    'use.ts': "import { ImageName } from './img.js';\nexport function u() {\n  return ImageName.create('x') && ImageName.gone;\n}\n",
  });
  const types = g.nodes.filter((n) => n.path === 'img.ts' && n.type !== 'file').map((n) => `${n.id.replace(/^sym::img\.ts::/, '')}:${n.type}`).sort();
  assert.deepEqual(types, ['ImageName.create:method', 'ImageName.hexRE:variable', 'ImageName.isHex:method', 'ImageName:class']);
  assert.deepEqual(usesFrom(g, 'img.ts'), ['img.ts::ImageName.create -calls-> img.ts::ImageName', 'img.ts::ImageName.isHex -references-> img.ts::ImageName.hexRE']);
  assert.deepEqual(unresolvedIn(g, 'img.ts'), []);
  assert.deepEqual(usesFrom(g, 'use.ts'), ['use.ts::u -calls-> img.ts::ImageName.create']);
  assert.deepEqual(unresolvedIn(g, 'use.ts'), ['ImageName.gone:undefined']);
});

test('Go, Rust, Java, C#, C++ and Ruby locals: parameters, local variables, loop, pattern and catch names and type parameters are the scope\'s own; a Go receiver is its type\'s self', async () => {
  const g = await scan({
    'go/a.go': [
      'package a',
      '',
      'type Server struct{}',
      '',
      'func item() int { return 1 }',
      '',
      'func (s *Server) Stop() {}',
      '',
      'func (s *Server) Start(item int) int {',
      '\ts.Stop()',
      '\tfunc(s int) { s.Stop() }(1)',
      '\treturn item',
      '}',
      '',
      'func loops(xs []int) {',
      '\tfor _, item := range xs {',
      '\t\t_ = item',
      '\t}',
      '\tswitch item := any(xs).(type) {',
      '\tdefault:',
      '\t\t_ = item',
      '\t}',
      '}',
      '',
      'func generic[T any](x T) T { return x }',
      '',
      'func calls() int { return item() }',
    ].join('\n'),
    'rs/src/lib.rs': [
      'const MAX: i32 = 3;',
      'fn item() -> i32 { 1 }',
      'fn take<T>(item: i32, x: T) -> i32 {',
      '    let f = |item: i32| item + 1;',
      '    match item { MAX => 1, item => item };',
      '    if let Some(item) = Some(1) { item; }',
      '    for item in 0..3 { item; }',
      '    f(item)',
      '}',
      'fn calls() -> i32 { item() + MAX }',
    ].join('\n'),
    'java/A.java': [
      'class A<T> {',
      '  int x;',
      '  static int count() { return 1; }',
      '  A(int x) { this.x = x; }',
      '  <U> U m(U count, int... rest) {',
      '    for (String x : rest) {}',
      '    java.util.function.Function<Integer, Integer> g = count -> count;',
      '    try { } catch (Exception count) { count.print(); }',
      '    T t = null;',
      '    return count;',
      '  }',
      '  int calls() { return count(); }',
      '}',
    ].join('\n'),
    'cs/A.cs': [
      'class A<T> {',
      '  static int Count() { return 1; }',
      '  U M<U>(U y, int Count) {',
      '    Func<int, int> f = Count => Count;',
      '    foreach (var Count in list) { }',
      '    T t = default;',
      '    int Local(int z) => z;',
      '    return y;',
      '  }',
      '  int Calls() { return Count(); }',
      '}',
    ].join('\n'),
    'cpp/a.cpp': [
      'int item() { return 1; }',
      'int v[2];',
      'template <typename T>',
      'T f(T x, int *item) { return x + *item; }',
      'int g(int n) {',
      '  int item = n;',
      '  for (auto &item : v) {}',
      '  auto l = [](int item) { return item; };',
      '  return item;',
      '}',
      'int h() { return item(); }',
    ].join('\n'),
    'rb/k.rb': [
      'class K',
      '  def item',
      '    1',
      '  end',
      '',
      '  def m(item, *rest)',
      '    [1].each { |item| item }',
      '    item',
      '  end',
      '',
      '  def n',
      '    item = 2',
      '    item',
      '  end',
      '',
      '  def calls',
      '    item',
      '  end',
      'end',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'go/a.go'), [
    'go/a.go::Server.Start -calls-> go/a.go::Server.Stop',
    'go/a.go::Server.Start -references-> go/a.go::Server',
    'go/a.go::Server.Stop -references-> go/a.go::Server',
    'go/a.go::calls -calls-> go/a.go::item',
  ], 's.Stop() through the receiver is Server\'s Stop; the closure\'s own s is not; item is a parameter, a range and a type-switch name');
  assert.deepEqual(usesFrom(g, 'rs/src/lib.rs'), [
    'rs/src/lib.rs::calls -calls-> rs/src/lib.rs::item',
    'rs/src/lib.rs::calls -references-> rs/src/lib.rs::MAX',
    'rs/src/lib.rs::take -references-> rs/src/lib.rs::MAX',
  ], 'a capitalised name in a match pattern is the constant; a lower-case one binds');
  assert.deepEqual(usesFrom(g, 'java/A.java'), ['java/A.java::A.calls -calls-> java/A.java::A.count'], 'a field and a static method of a parameter\'s name are not its uses');
  assert.deepEqual(usesFrom(g, 'cs/A.cs'), ['cs/A.cs::A.Calls -calls-> cs/A.cs::A.Count']);
  assert.deepEqual(usesFrom(g, 'cpp/a.cpp'), ['cpp/a.cpp::g -references-> cpp/a.cpp::v', 'cpp/a.cpp::h -calls-> cpp/a.cpp::item'], 'through a pointer declarator, a range-for and a lambda');
  assert.deepEqual(usesFrom(g, 'rb/k.rb'), ['rb/k.rb::K.calls -references-> rb/k.rb::K.item'], 'a parameter, a block parameter and an assigned name are locals');
  for (const path of ['go/a.go', 'rs/src/lib.rs', 'java/A.java', 'cs/A.cs', 'cpp/a.cpp', 'rb/k.rb']) {
    assert.deepEqual(unresolvedIn(g, path), [], `${path}: type parameters, java.lang's types and a qualified type are no unresolved uses`);
  }
});

test('a bare name nothing in reach defines is undefined, unless the file sees names from outside the tree: a system include, a require, a namespace no file declares', async () => {
  const g = await scan({
    'cpp/sys.cpp': '#include <cstdio>\nint main() { printf("x"); std::string s; return 0; }\n',
    'cpp/bare.cpp': 'int main() { printf("x"); std::string s; return 0; }\n',
    'cpp/gone.cpp': '#include "gone.h"\nint main() { printf("x"); return 0; }\n',
    'rb/sys.rb': 'require "json"\nclass K\n  def m\n    JSON.parse(Gone.new)\n  end\nend\n',
    'rb/bare.rb': 'class K\n  def m\n    puts(Gone.new)\n  end\nend\n',
    'java/Sys.java': 'import java.util.*;\nclass Sys { List<Gone> l; String s; }\n',
    'java/Bare.java': 'class Bare { Gone g; String s; }\n',
    'cs/Sys.cs': 'using System.Text;\nclass Sys { Gone g; StringBuilder b; }\n',
    'cs/Bare.cs': 'class Bare { Gone g; Exception e; }\n',
  });
  for (const path of ['cpp/sys.cpp', 'cpp/gone.cpp', 'rb/sys.rb', 'java/Sys.java', 'cs/Sys.cs']) assert.deepEqual(unresolvedIn(g, path), [], path);
  assert.deepEqual(unresolvedIn(g, 'cpp/bare.cpp'), ['printf:undefined'], 'std::string is a member of a namespace the tree does not know');
  assert.deepEqual(unresolvedIn(g, 'rb/bare.rb'), ['Gone:undefined'], 'puts is Kernel\'s');
  assert.deepEqual(unresolvedIn(g, 'java/Bare.java'), ['Gone:undefined'], 'String is java.lang\'s');
  assert.deepEqual(unresolvedIn(g, 'cs/Bare.cs'), ['Gone:undefined'], 'Exception is System\'s, which a project\'s implicit usings open');
  assert.deepEqual(importsOf(g, 'cpp/sys.cpp'), [], 'a system include is no file of the tree');
});

test('Go: a call through a method\'s receiver reaches its type\'s method in any file of the package, never one of another package', async () => {
  const g = await scan({
    'app/server.go': 'package app\n\ntype Server struct{ inner Inner }\n\nfunc (s *Server) Start() {\n\ts.Stop()\n\ts.Promoted()\n}\n',
    'app/stop.go': 'package app\n\nfunc (s *Server) Stop() {}\n',
    'app/inner.go': 'package app\n\ntype Inner struct{}\n',
    'other/stop.go': 'package other\n\ntype Server struct{}\n\nfunc (s *Server) Promoted() {}\n',
  });
  assert.deepEqual(usesFrom(g, 'app/server.go').filter((u) => u.includes('calls')), ['app/server.go::Server.Start -calls-> app/stop.go::Server.Stop']);
  assert.deepEqual(unresolvedIn(g, 'app/server.go'), [], 'a method no file of the package declares may come from an embedded type: not judged');
});

test('TS/JS: the nearest project config\'s path aliases and baseUrl map a non-relative import into the tree, through its extends; other configs\' aliases do not apply', async () => {
  const g = await scan({
    'tsconfig.base.json': '{\n  // shared by the apps\n  "compilerOptions": {\n    "baseUrl": ".",\n    "paths": { "@lib/*": ["lib/*", "fallback/*"], "@one": ["lib/one.ts"], },\n  },\n}\n',
    'app/tsconfig.json': '{ "extends": "../tsconfig.base", "compilerOptions": { "strict": true } }',
    'app/src/main.ts': "import { a } from '@lib/a';\nimport { b } from '@lib/b';\nimport { one } from '@one';\nimport { c } from 'lib/c';\nimport { z } from 'zod';\nexport function m() { return a() + b() + one() + c() + z(); }\n",
    'lib/a.ts': 'export function a() { return 1; }\n',
    'fallback/b.ts': 'export function b() { return 2; }\n',
    'lib/one.ts': 'export function one() { return 1; }\n',
    'lib/c.ts': 'export function c() { return 3; }\n',
    'web/jsconfig.json': '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } } }',
    'web/src/x.js': "import { y } from '~/y';\nimport { a } from '@lib/a';\nexport const x = () => y() + a();\n",
    'web/src/y.js': 'export function y() { return 1; }\n',
  });
  assert.deepEqual(importsOf(g, 'app/src/main.ts'), ['fallback/b.ts', 'lib/a.ts', 'lib/c.ts', 'lib/one.ts'], 'a target that names no file passes to the next; baseUrl reaches lib/c');
  assert.deepEqual(usesFrom(g, 'app/src/main.ts'), [
    'app/src/main.ts::m -calls-> fallback/b.ts::b',
    'app/src/main.ts::m -calls-> lib/a.ts::a',
    'app/src/main.ts::m -calls-> lib/c.ts::c',
    'app/src/main.ts::m -calls-> lib/one.ts::one',
  ]);
  assert.deepEqual(importsOf(g, 'web/src/x.js'), ['web/src/y.js'], 'web\'s own config governs: @lib is no alias of it');
  assert.deepEqual(usesFrom(g, 'web/src/x.js'), ['web/src/x.js::x -calls-> web/src/y.js::y']);
  assert.deepEqual(importsOf(g, 'app/tsconfig.json'), ['tsconfig.base.json'], 'extends is an import of the config it names');
});

test('Ruby: `require "a/b"` reaches lib/a/b.rb of a gem of the tree (a lib beside a .gemspec); a name two gems answer to, or none, is from outside', async () => {
  const g = await scan({
    'mygem.gemspec': 'Gem::Specification.new { |s| s.name = "mygem" }\n',
    'lib/mygem.rb': 'require "mygem/util"\nrequire "json"\nrequire "shared"\nmodule Mygem\n  def self.run\n    Util.tidy(1)\n  end\nend\n',
    'lib/mygem/util.rb': 'class Util\n  def self.tidy(x)\n    x\n  end\nend\n',
    'lib/shared.rb': 'class Shared; end\n',
    'other/other.gemspec': 'Gem::Specification.new { |s| s.name = "other" }\n',
    'other/lib/shared.rb': 'class Shared; end\n',
    'app/notgem/lib/loose.rb': 'class Loose; end\n',
    'app/run.rb': 'require "loose"\nLoose.new\n',
  });
  assert.deepEqual(importsOf(g, 'lib/mygem.rb'), ['lib/mygem/util.rb'], 'json is Ruby\'s, shared two gems\' lib');
  assert.deepEqual(usesFrom(g, 'lib/mygem.rb'), ['lib/mygem.rb::Mygem.run -calls-> lib/mygem/util.rb::Util.tidy']);
  assert.deepEqual(importsOf(g, 'app/run.rb'), [], 'a lib beside no gemspec is on no load path');
  assert.deepEqual(unresolvedIn(g, 'app/run.rb'), [], 'what a require from outside the tree brings is not judged');
});

test('TS/JS: a workspace package imported by name reaches the entry point its manifest gives (exports, else types, module, main); a subpath it does not export is missing; a package outside the workspace globs, or one another member shares the name of, is from outside', async () => {
  const g = await scan({
    'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*', '!packages/ignored'] }),
    'packages/util/package.json': JSON.stringify({ name: '@org/util', main: 'dist/index.js', types: 'src/index.ts' }),
    'packages/util/src/index.ts': 'export function u() { return 1; }\n',
    'packages/feat/package.json': JSON.stringify({ name: '@org/feat', exports: { '.': { types: './src/main.ts', default: './dist/main.js' }, './extra': './src/extra.ts', './parts/*': './src/parts/*.ts' } }),
    'packages/feat/src/main.ts': 'export function f() { return 1; }\n',
    'packages/feat/src/extra.ts': 'export function e() { return 1; }\n',
    'packages/feat/src/parts/a.ts': 'export function pa() { return 1; }\n',
    'packages/feat/src/hidden.ts': 'export function h() { return 1; }\n',
    'packages/plain/package.json': JSON.stringify({ name: 'plain' }),
    'packages/plain/index.js': 'export function p() { return 1; }\n',
    'packages/plain/lib/x.js': 'export function x() { return 1; }\n',
    'packages/ignored/package.json': JSON.stringify({ name: 'ignored', main: 'index.js' }),
    'packages/ignored/index.js': 'export function i() { return 1; }\n',
    'packages/twin/package.json': JSON.stringify({ name: 'twin', main: 'index.js' }),
    'packages/twin/index.js': 'export function t() { return 1; }\n',
    'packages/twin2/package.json': JSON.stringify({ name: 'twin', main: 'index.js' }),
    'packages/twin2/index.js': 'export function t() { return 2; }\n',
    'apps/web/src/app.ts': [
      "import { u } from '@org/util';",
      "import { f } from '@org/feat';",
      "import { e } from '@org/feat/extra';",
      "import { pa } from '@org/feat/parts/a';",
      "import { h } from '@org/feat/src/hidden';",
      "import { p } from 'plain';",
      "import { x } from 'plain/lib/x';",
      "import { i } from 'ignored';",
      "import { t } from 'twin';",
      "import { r } from 'react';",
      'export function app() { return u() + f() + e() + pa() + h() + p() + x() + i() + t() + r(); }',
    ].join('\n'),
  });
  assert.deepEqual(importsOf(g, 'apps/web/src/app.ts'), [
    'packages/feat/src/extra.ts',
    'packages/feat/src/main.ts',
    'packages/feat/src/parts/a.ts',
    'packages/plain/index.js',
    'packages/plain/lib/x.js',
    'packages/util/src/index.ts',
  ]);
  assert.equal(usesFrom(g, 'apps/web/src/app.ts').length, 6, 'u, f, e, pa, p and x are calls of their definitions');
  assert.deepEqual(unresolvedIn(g, 'apps/web/src/app.ts'), ['h:missing_module'], 'a subpath @org/feat does not export is missing; i, t and r come from outside the tree: not judged');
});

test('a pnpm workspace\'s packages list declares the workspace as package.json\'s workspaces do', async () => {
  const g = await scan({
    'pnpm-workspace.yaml': "# the members\npackages:\n  - 'libs/*'   # all of them\n  - \"!libs/old\"\nother: 1\n",
    'libs/core/package.json': JSON.stringify({ name: 'core', exports: './main.ts' }),
    'libs/core/main.ts': 'export function c() { return 1; }\n',
    'libs/old/package.json': JSON.stringify({ name: 'old', exports: './main.ts' }),
    'libs/old/main.ts': 'export function o() { return 1; }\n',
    'app.ts': "import { c } from 'core';\nimport { o } from 'old';\nexport const a = () => c() + o();\n",
  });
  assert.deepEqual(importsOf(g, 'app.ts'), ['libs/core/main.ts']);
});

test('review cases: a receiver a block declares again, Rust & patterns, Java and Ruby calls beside a local of the name, record patterns and init captures', async () => {
  const g = await scan({
    'go/a.go': [
      'package a',
      '',
      'type Server struct{ sessions []*Session }',
      'type Session struct{}',
      '',
      'func (s *Server) Flush() {}',
      'func (s *Session) Flush() {}',
      'func (s *Server) Close() { for _, s := range s.sessions { s.Flush() } }',
      'func (s *Server) Other(x any) { if s, ok := x.(*Session); ok { s.Flush() } }',
      'func (s *Server) Same() { s.Flush() }',
    ].join('\n'),
    'rs/src/lib.rs': [
      'fn item() -> i32 { 1 }',
      'fn a(xs: &[i32]) -> i32 { xs.iter().map(|&item| item + 1).sum() }',
      'fn b(xs: &[i32]) { for &item in xs { item; } }',
      'fn c() -> i32 { match Some(&3) { Some(&item) => item, _ => 0 } }',
    ].join('\n'),
    'java/A.java': [
      'class A {',
      '  static int x() { return 1; }',
      '  int size() { return 1; }',
      '  int m() { int size = size(); return size; }',
      '  int r(Object o) { if (o instanceof Pt(int x, var y)) return x; return 0; }',
      '}',
    ].join('\n'),
    'rb/k.rb': ['class K', '  def item(n = 0)', '    n', '  end', '  def all', '    item = item(1)', '    item', '  end', 'end'].join('\n'),
    'cpp/l.cpp': ['int item() { return 1; }', 'int lam() { auto f = [item = 3]() { return item; }; return f(); }'].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'go/a.go').filter((u) => u.includes('calls')), ['go/a.go::Server.Same -calls-> go/a.go::Server.Flush'], 'an s a block declares again is that block\'s: no receiver, so no guess');
  assert.deepEqual(usesFrom(g, 'rs/src/lib.rs'), [], '&item binds in a closure, a for and a match');
  assert.deepEqual(usesFrom(g, 'java/A.java'), ['java/A.java::A.m -calls-> java/A.java::A.size'], 'size() is the method whatever local has its name; x and y of a record pattern are locals');
  assert.deepEqual(usesFrom(g, 'rb/k.rb'), ['rb/k.rb::K.all -calls-> rb/k.rb::K.item'], 'item(1) is the method, the bare item the local');
  assert.deepEqual(usesFrom(g, 'cpp/l.cpp'), [], 'an init capture is the lambda\'s own');
});

test('review cases: an extends array merges option by option, a tsconfig-base.json is read, a byte order mark is no part of a config; Ruby requires of ./x or of a path worked out at run time are from outside the tree', async () => {
  const g = await scan({
    'tsconfig.paths.json': '{ "compilerOptions": { "paths": { "@b/*": ["./lib/*"] } } }',
    'tsconfig.strict.json': '{ "compilerOptions": { "strict": true } }',
    'tsconfig-base.json': '\uFEFF{ "compilerOptions": { "baseUrl": "." } }',
    'app/tsconfig.json': '{ "extends": ["../tsconfig.paths.json", "../tsconfig.strict.json", "../tsconfig-base.json"] }',
    'lib/f.ts': 'export function f() { return 1; }\n',
    'lib/g.ts': 'export function g() { return 1; }\n',
    'app/main.ts': "import { f } from '@b/f';\nimport { g } from 'lib/g';\nexport const m = () => f() + g();\n",
    'rb/helper.rb': 'def helper_fn(x)\n  x\nend\n',
    'rb/main.rb': "require './helper'\nhelper_fn(1)\n",
    'rb/main2.rb': "require File.expand_path('../helper', __FILE__)\nhelper_fn(1)\n",
  });
  assert.deepEqual(importsOf(g, 'app/main.ts'), ['lib/f.ts', 'lib/g.ts'], 'paths from the first config extended, baseUrl from the third');
  assert.deepEqual(unresolvedIn(g, 'rb/main.rb'), []);
  assert.deepEqual(unresolvedIn(g, 'rb/main2.rb'), []);
});

test('review cases: isset, var, dynamic and is_a? are their languages\' own; a Java package named like a tsconfig\'s baseUrl is still a package from elsewhere', async () => {
  const g = await scan({
    'p.php': '<?php\nfunction f($a) { return isset($a) && !empty($a) ? max(1, 2) : gone(); }\n',
    'J.java': 'class J { void m() { var n = 3; Gone g; } }\n',
    'C.cs': 'class C { dynamic d; Thread t; Gone g; }\n',
    'k.rb': 'class K\n  def m(x)\n    is_a?(K) && tap { } && gone_fn(x)\n  end\nend\n',
  });
  assert.deepEqual(unresolvedIn(g, 'p.php'), ['gone:undefined']);
  assert.deepEqual(unresolvedIn(g, 'J.java'), ['Gone:undefined']);
  assert.deepEqual(unresolvedIn(g, 'C.cs'), ['Gone:undefined']);
  assert.deepEqual(unresolvedIn(g, 'k.rb'), ['gone_fn:undefined']);
});

test('Rust: a call through a field of self is not judged (its type is unknown), a self:: path is; C++: a function returning a reference is a definition', async () => {
  const g = await scan({
    'src/lib.rs': 'pub struct Foo { xs: Vec<i32> }\nimpl Foo {\n    fn len(&self) -> usize { self.xs.len() }\n}\nmod m { pub fn g() {} }\nfn k() { self::m::g(); }\n',
    'a.cpp': 'int& pick(int* xs) { return xs[0]; }\nint use(int* xs) { return pick(xs); }\n',
  });
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), []);
  assert.deepEqual(usesFrom(g, 'src/lib.rs').filter((u) => u.includes('calls')), ['src/lib.rs::k -calls-> src/lib.rs::m.g']);
  assert.deepEqual(usesFrom(g, 'a.cpp'), ['a.cpp::use -calls-> a.cpp::pick']);
});

test('Java, C# and Ruby: a bare call in a class that extends another is its own method, or an inherited one the graph may not hold: never undefined; in a class that extends nothing it is judged', async () => {
  const g = await scan({
    'B.java': 'class A { void helper() {} }\nclass B extends A {\n  void own() {}\n  void m() { helper(); own(); }\n}\nclass C {\n  void m() { gone(); }\n}\n',
    'B.cs': 'class Form {}\nclass B : Form {\n  void Own() {}\n  void M() { Show(); Own(); new B(); }\n}\n',
    'k.rb': 'class ApplicationController\nend\nclass K < ApplicationController\n  before_action(:x)\n  def own(y); y; end\n  def m\n    render(1)\n    own(2)\n  end\nend\n',
  });
  assert.deepEqual(usesFrom(g, 'B.java').filter((u) => u.includes('calls')), ['B.java::B.m -calls-> B.java::A.helper', 'B.java::B.m -calls-> B.java::B.own']);
  assert.deepEqual(unresolvedIn(g, 'B.java'), ['gone:undefined']);
  assert.deepEqual(usesFrom(g, 'B.cs').filter((u) => u.includes('calls')), ['B.cs::B.M -calls-> B.cs::B', 'B.cs::B.M -calls-> B.cs::B.Own'], 'new B() is no method call');
  assert.deepEqual(unresolvedIn(g, 'B.cs'), []);
  assert.deepEqual(usesFrom(g, 'k.rb').filter((u) => u.includes('calls')), ['k.rb::K.m -calls-> k.rb::K.own']);
  assert.deepEqual(unresolvedIn(g, 'k.rb'), [], 'before_action and render may be what ApplicationController inherits');
});

test('Ruby: a constant a file, a module or a class body assigns is a definition, reached bare from a method of its class, through its module, and across a require', async () => {
  const g = await scan({
    'lib/conf.rb': 'TOP = 1\n\nmodule Conf\n  LEVEL = 2\nend\n',
    'lib/foo.rb': [
      'require_relative "conf"',
      '',
      'class Foo',
      '  LIMIT = 10',
      '  Inner = Struct.new(:a)',
      '  def go',
      '    LIMIT + TOP + Conf::LEVEL + Foo::LIMIT + Inner.new(1).a + NOPE',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'lib/foo.rb'), [
    'lib/foo.rb::Foo.go -calls-> lib/foo.rb::Foo.Inner',
    'lib/foo.rb::Foo.go -references-> lib/conf.rb::Conf.LEVEL',
    'lib/foo.rb::Foo.go -references-> lib/conf.rb::TOP',
    'lib/foo.rb::Foo.go -references-> lib/foo.rb::Foo.LIMIT',
  ]);
  assert.deepEqual(unresolvedIn(g, 'lib/foo.rb'), ['NOPE:undefined'], 'an assignment names no use of its constant');
  const limit = g.nodes.find((n) => n.id === 'sym::lib/foo.rb::Foo.LIMIT');
  assert.equal(limit?.type, 'constant');
  assert.equal(limit?.line_start, 4);
});

test('a name a module may bring from outside the tree (a star import, a named import, an export * of a package) is not judged through it', async () => {
  const g = await scan({
    'os.py': 'from posix import *\nfrom _io import BytesIO\n\ndef fspath(p):\n    return p\n',
    'use.py': 'import os\n\ndef f():\n    return os.close(1) + os.fspath("x") + os.BytesIO() + os.BytesIO.getvalue()\n',
    'local.py': 'def own():\n    return 1\n',
    'use_local.py': 'import local\n\ndef g():\n    return local.own() + local.gone()\n',
    'src/index.ts': "export * from 'some-package';\nexport function mine(): number { return 1; }\n",
    'src/app.ts': "import * as lib from './index.js';\nexport function run() { return lib.mine() + lib.theirs(); }\n",
  });
  assert.deepEqual(usesFrom(g, 'use.py'), ['use.py::f -calls-> os.py::fspath']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), [], 'close may be posix\'s, BytesIO is _io\'s');
  assert.deepEqual(unresolvedIn(g, 'use_local.py'), ['local.gone:undefined'], 'a module that imports nothing from outside is judged');
  assert.deepEqual(usesFrom(g, 'src/app.ts'), ['src/app.ts::run -calls-> src/index.ts::mine']);
  assert.deepEqual(unresolvedIn(g, 'src/app.ts'), [], 'theirs may be the package\'s');
});

test('Python: a class body\'s assignments are the class\'s attributes; a name written again later on its own declaring line is a use', async () => {
  const g = await scan({
    'codec.py': [
      'import codecs',
      '',
      'class Codec:',
      '    encode = codecs.ascii_encode',
      '    LIMIT: int = 3',
      '',
      '    def conv(s):',
      '        return s',
      '    conv = staticmethod(conv)',
      '',
      '    def run(self):',
      '        return self.encode(1) + Codec.LIMIT + Codec.conv(2)',
      '',
      'class Color:',
      '    RED = 1',
      '',
      'def f():',
      '    return Color.RED + Color.BLUE',
      '',
    ].join('\n'),
  });
  const members = g.nodes.filter((n) => n.path === 'codec.py' && n.type !== 'file').map((n) => `${n.id} ${n.type}`);
  assert.ok(members.includes('sym::codec.py::Codec.encode variable') && members.includes('sym::codec.py::Codec.LIMIT constant') && members.includes('sym::codec.py::Color.RED constant'), members.join(', '));
  assert.deepEqual(usesFrom(g, 'codec.py').filter((u) => !u.includes('codecs')), [
    'codec.py::Codec.conv@9 -references-> codec.py::Codec.conv',
    'codec.py::Codec.run -calls-> codec.py::Codec.conv',
    'codec.py::Codec.run -calls-> codec.py::Codec.encode',
    'codec.py::Codec.run -references-> codec.py::Codec.LIMIT',
    'codec.py::f -references-> codec.py::Color.RED',
  ]);
  assert.deepEqual(unresolvedIn(g, 'codec.py'), ['Color.BLUE:undefined'], 'an attribute a class assigns is no use, and one it lacks is undefined');
});

test('a name labelling an argument (Python `f(encode=…)`, C# `F(size: …)`) is no use of a definition of that name; the value beside it is', async () => {
  const g = await scan({
    'kw.py': 'def encode(x):\n    return x\n\nclass Codec:\n    def encode(self, x):\n        return x\n\ndef entry(f):\n    return f(encode=Codec.encode, x=encode)\n\ndef bare(f):\n    return f(encode=1)\n',
    'Kw.cs': 'class Kw {\n  static int size() { return 1; }\n  static int F(int size) { return size; }\n  static int Run() { return F(size: 2) + F(size: size()); }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'kw.py'), ['kw.py::entry -references-> kw.py::Codec.encode', 'kw.py::entry -references-> kw.py::encode']);
  assert.deepEqual(unresolvedIn(g, 'kw.py'), []);
  assert.deepEqual(usesFrom(g, 'Kw.cs'), ['Kw.cs::Kw.Run -calls-> Kw.cs::Kw.F', 'Kw.cs::Kw.Run -calls-> Kw.cs::Kw.size']);
});

test('Python: a package\'s submodule is its attribute (`pkg.sub.inner()` after `import pkg`); the builtin exceptions are the language\'s', async () => {
  const g = await scan({
    'pkg/__init__.py': 'def top():\n    return 1\n',
    'pkg/sub.py': 'def inner():\n    return 2\n',
    'pkg2/__init__.py': 'from .tqdm import tqdm\n',
    'pkg2/tqdm.py': 'class tqdm:\n    def fmt(self):\n        return 1\n\ndef write(s):\n    return s\n',
    'shadow.py': 'import pkg2\n\ndef run():\n    pkg2.tqdm.write("x")\n    return pkg2.tqdm.fmt\n',
    'main.py': 'import pkg\n\ndef run():\n    pkg.sub.inner()\n    pkg.top()\n    pkg.nothere()\n    pkg.sub.gone()\n    raise UnicodeError(pkg.sub)\n\ndef net():\n    try:\n        pass\n    except (ConnectionResetError, BrokenPipeError, SyntaxError):\n        raise NotImplemented\n',
  });
  assert.deepEqual(usesFrom(g, 'main.py'), ['main.py::run -calls-> pkg/__init__.py::top', 'main.py::run -calls-> pkg/sub.py::inner']);
  assert.deepEqual(unresolvedIn(g, 'main.py'), ['pkg.nothere:undefined', 'pkg.sub.gone:undefined']);
  assert.deepEqual(usesFrom(g, 'shadow.py'), ['shadow.py::run -references-> pkg2/tqdm.py::tqdm', 'shadow.py::run -references-> pkg2/tqdm.py::tqdm.fmt'], 'a name the package binds itself is that name, not the submodule of its spelling');
  assert.deepEqual(unresolvedIn(g, 'shadow.py'), ['pkg2.tqdm.write:undefined'], 'the class tqdm has no write');
});

test('a member named through a class is its own or one its bases bring (Python `Node.ELEMENT_NODE` of a base); a function\'s own name where it is defined is no use', async () => {
  const g = await scan({
    'dom/__init__.py': 'class Node:\n    ELEMENT_NODE = 1\n',
    'mini.py': 'import dom\n\nclass Node(dom.Node):\n    def f(self):\n        return Node.ELEMENT_NODE + Node.MISSING\n\nclass Other(Unknown):\n    X = 1\n\ndef g():\n    return Other.Y + Other.X\n',
    'guarded.py': 'if True:\n    class Box:\n        def close(self):\n            pass\n\ndef close():\n    pass\n',
  });
  assert.deepEqual(usesFrom(g, 'mini.py'), ['mini.py::Node -references-> dom/__init__.py::Node', 'mini.py::Node.f -references-> dom/__init__.py::Node.ELEMENT_NODE', 'mini.py::g -references-> mini.py::Other.X']);
  assert.deepEqual(unresolvedIn(g, 'mini.py'), ['Node.MISSING:undefined', 'Unknown:undefined'], 'a member of a class whose base is unknown is not judged');
  assert.deepEqual(usesFrom(g, 'guarded.py'), []);
  assert.deepEqual(unresolvedIn(g, 'guarded.py'), []);
});

test('Python: a submodule a module imports by name (`from .pgen2 import token`) is what it passes on: `from .util import token` then `token.NAME` reaches it', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/pgen2/__init__.py': '',
    'pkg/pgen2/token.py': 'NAME = 1\n\ndef name(x):\n    return x\n',
    'pkg/own/__init__.py': 'token = 3\n',
    'pkg/own/token.py': 'NAME = 2\n',
    'pkg/util.py': 'from .pgen2 import token\nfrom .own import token as owned\nfrom . import pgen2\n',
    'pkg/fix.py': [
      'from .util import token, owned, pgen2',
      'from . import util',
      'def f():',
      '    token.name(token.NAME)',
      '    util.token.name(1)',
      '    pgen2.token.NAME',
      '    return token.GONE, owned.NAME',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'pkg/fix.py').filter((u) => u.startsWith('pkg/fix.py::f ')), [
    'pkg/fix.py::f -calls-> pkg/pgen2/token.py::name',
    'pkg/fix.py::f -references-> pkg/pgen2/token.py::NAME',
  ], 'through the re-exporting module, by a name or as its attribute');
  assert.deepEqual(unresolvedIn(g, 'pkg/fix.py'), ['token.GONE:undefined'], 'the submodule has no GONE; a name the package binds itself is that name, not the submodule');
});

test('Python: a name a module binds only in a block is not judged when reached through another module either (`from .context import reduction`, then `reduction.DupFd`)', async () => {
  const g = await scan({
    'pkg/__init__.py': 'globals().update(ready=True)\n',
    'pkg/red.py': 'import sys\nif sys.platform == "win32":\n    def duplicate(x):\n        return x\n    DupFd = None\nelse:\n    def DupFd(fd):\n        return fd\n    duplicate = None\ndef dump(x):\n    return x\ndef load(x):\n    return x\n',
    'pkg/ctx.py': 'import sys\nfrom . import red, spare\nfrom .red import dump as put\nif sys.flags.debug:\n    put = print\n',
    'pkg/use.py': [
      'import pkg',
      'from .ctx import red, put, spare',
      'from . import ctx',
      'def f():',
      '    return red.duplicate(1), red.DupFd(2), ctx.red.duplicate, put(4), red.gone, ctx.red.gone, spare.value, pkg.red.load(5), pkg.red.gone',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'pkg/use.py'), ['ctx.red.gone:undefined', 'pkg.red.gone:undefined', 'red.gone:undefined'], 'only the name no block binds is judged; the package that may bind any name still has red as its submodule, and may bind spare, which is none');
  assert.deepEqual(callsIn(usesFrom(g, 'pkg/use.py')), ['pkg/use.py::f -calls-> pkg/red.py::dump', 'pkg/use.py::f -calls-> pkg/red.py::load'], 'a name a module passes on is what it passes on, though a block may bind it too, as a definition of its own would be');
});

test('Python: a name a function declares `global` is one the module binds where no definition shows it: not judged, in the module or through another', async () => {
  const g = await scan({
    'm.py': [
      'def setup():',
      '    global handler, _ready',
      '    handler = make()',
      '    _ready = True',
      '',
      'def use():',
      '    return handler() + _ready + gone()',
      '',
      'def make():',
      '    return print',
      '',
      'limit = 3',
      'def bump():',
      '    global limit',
      '    limit += 1',
      '    return limit',
      '',
    ].join('\n'),
    'n.py': 'from m import handler, limit\nimport m\nhandler()\nm.limit\nm.handler()\nm.missing()\n',
  });
  assert.deepEqual(unresolvedIn(g, 'm.py'), ['gone:undefined'], 'only the name nothing binds is judged');
  assert.deepEqual(unresolvedIn(g, 'n.py'), ['m.missing:undefined']);
  assert.deepEqual(usesFrom(g, 'n.py'), ['n.py -references-> m.py::limit'], 'a module-level definition is still what the name resolves to');
  assert.deepEqual(usesFrom(g, 'm.py').filter((u) => u.includes('limit')), ['m.py::bump -references-> m.py::limit']);
});

test('Python: a star import brings the names the module passes on, not only its own: what it imports, what its own star imports bring; a name it may bind unseen is not judged', async () => {
  const g = await scan({
    'b.py': 'def helper():\n    return 1\n',
    'c.py': 'def deep():\n    return 2\n',
    'a.py': 'from b import helper\nfrom c import *\nimport os\nimport c as cmod\n',
    'gen.py': 'def make(name):\n    exec(f"def {name}(): pass", globals())\nmake("fd")\n',
    'use.py': 'from a import *\nfrom gen import *\nhelper()\ndeep()\nos.getcwd()\nfd()\ncmod()\ncmod.deep()\n',
    'plain.py': 'from a import *\nhelper()\nnothing()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> b.py::helper', 'use.py -calls-> c.py::deep']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), [], 'os is a module from outside the tree; gen may bind any name');
  assert.deepEqual(unresolvedIn(g, 'plain.py'), ['nothing:undefined']);
});

test('Python: a module that hands its globals to a function (`clone_module("numpy", globals())`, `ns = globals(); fill(ns)`, `f(into=globals())`) may bind any name; one that only reads them (`dict(globals())`, `eval(text, globals())`, `__import__(name, globals())`) binds none', async () => {
  const g = await scan({
    'clone.py': 'from helpers import clone_module\n__all__ = clone_module("numpy", globals())\ndef own():\n    return 1\n',
    'named.py': 'from helpers import fill\nns = globals()\nfill(ns)\n',
    'keyword.py': 'from helpers import fill\nfill(into=globals())\n',
    'reads.py': 'import linecache, importlib\nns = {}\nsnapshot = dict(globals())\nvalue = eval("1", globals())\nmod = __import__("os.path", globals(), locals(), ["*"])\nlinecache.lazycache("f", globals())\nns.update(globals())\nimportlib.__import__("os", globals())\n',
    'helpers.py': 'def clone_module(name, into):\n    return []\ndef fill(into):\n    pass\n',
    'use.py': 'import clone, named, keyword, reads\nclone.own()\nclone.float32\nnamed.anything()\nkeyword.anything()\nreads.snapshot\nreads.absent()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> clone.py::own']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['reads.absent:undefined']);
});

test('Python: a package asked for its submodule is asked again for another name along the way (scipy.stats passes on `mstats`, whose `from scipy.stats import gmean` asks the package for `gmean`)', async () => {
  const g = await scan({
    'scipy/__init__.py': '',
    'scipy/stats/__init__.py': 'from ._stats_py import *\nfrom . import mstats\n',
    'scipy/stats/_stats_py.py': '__all__ = ["gmean"]\ndef gmean():\n    return 1\n',
    'scipy/stats/_mb.py': '__all__ = ["other"]\ndef other():\n    return 2\n',
    'scipy/stats/mstats.py': 'from . import _mb\nfrom ._mb import *\nfrom scipy.stats import gmean\n__all__ = _mb.__all__\n__all__ += ["gmean"]\n',
    'scipy/stats/tests/__init__.py': '',
    'scipy/stats/tests/test_m.py': 'from scipy import stats\nstats.mstats.gmean()\nstats.mstats.other()\nstats.mstats.absent()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'scipy/stats/tests/test_m.py')), ['scipy/stats/tests/test_m.py -calls-> scipy/stats/_mb.py::other', 'scipy/stats/tests/test_m.py -calls-> scipy/stats/_stats_py.py::gmean']);
  assert.deepEqual(unresolvedIn(g, 'scipy/stats/tests/test_m.py'), ['stats.mstats.absent:undefined'], 'a name nothing in mstats.py binds is still listed');
});

test('Python: a star import takes what a literal `__all__` lists (its own names, one with a leading underscore, one it imports) and nothing it leaves out; an `__all__` built otherwise keeps the module\'s public names', async () => {
  const g = await scan({
    'helpers.py': 'def assist():\n    return 7\n',
    'lib.py': [
      'from helpers import assist',
      "__all__ = ['public', '_shown', 'assist']",
      "__all__ += ['extra']",
      "__all__.extend(('more',))",
      "__all__.append('last')",
      'def public():\n    return 1',
      'def _shown():\n    return 2',
      'def hidden():\n    return 3',
      'def extra():\n    return 4',
      'def more():\n    return 5',
      'def last():\n    return 6',
      '',
    ].join('\n'),
    'use.py': 'from lib import *\npublic()\n_shown()\nassist()\nhidden()\nextra()\nmore()\nlast()\n',
    'none.py': '__all__: list[str] = []\ndef f():\n    return 1\n',
    'use_none.py': 'from none import *\nf()\n',
    'tuple.py': "__all__ = ('a',) + ('b',)\ndef a():\n    return 1\ndef b():\n    return 2\ndef c():\n    return 3\n",
    'use_tuple.py': 'from tuple import *\na()\nb()\nc()\n',
    'cond.py': "import sys\n__all__ = ['a']\nif sys.platform == 'win32':\n    __all__.append('b')\ndef a():\n    return 1\ndef b():\n    return 2\n",
    'dyn.py': "import helpers\nfrom helpers import assist\n__all__ = ['a'] + helpers.__all__\ndef a():\n    return 1\ndef b():\n    return 2\ndef _c():\n    return 3\n",
    'use_other.py': 'from cond import *\nfrom dyn import *\nb()\n',
    'use_dyn.py': 'from dyn import *\na()\nassist()\n_c()\n',
    'pkg/__init__.py': "__all__ = ['sub', 'ghost', 'real']\ndef real():\n    return 1\n",
    'pkg/sub.py': 'def inner():\n    return 1\n',
    'use_pkg.py': 'from pkg import *\nreal()\nghost()\nsub.inner()\n',
    'blocks.py': "import sys\nif sys.version_info >= (3, 8):\n    __all__ = ['_a']\nelse:\n    __all__ = ['_a', 'b']\ndef _a():\n    return 1\ndef b():\n    return 2\n",
    'use_blocks.py': 'from blocks import *\n_a()\nb()\n',
    'grows.py': "import sys\n__all__ = ['a']\ndef export(f):\n    sys.modules[__name__].__all__.append(f.__name__)\n    return f\ndef a():\n    return 1\n@export\ndef b():\n    return 2\n",
    'use_grows.py': 'from grows import *\nb()\n',
    'low.py': "__all__ = ['shown']\ndef shown():\n    return 1\ndef kept():\n    return 2\n",
    'mid.py': 'from low import *\n',
    'use_mid.py': 'from mid import shown, kept\nshown()\nkept()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), [
    'use.py -calls-> helpers.py::assist',
    'use.py -calls-> lib.py::_shown',
    'use.py -calls-> lib.py::extra',
    'use.py -calls-> lib.py::last',
    'use.py -calls-> lib.py::more',
    'use.py -calls-> lib.py::public',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['hidden:undefined'], 'a name the list leaves out is not the star import\'s');
  assert.deepEqual(unresolvedIn(g, 'use_none.py'), ['f:undefined'], 'an empty list gives nothing');
  assert.deepEqual(callsIn(usesFrom(g, 'use_tuple.py')), ['use_tuple.py -calls-> tuple.py::a', 'use_tuple.py -calls-> tuple.py::b']);
  assert.deepEqual(unresolvedIn(g, 'use_tuple.py'), ['c:undefined']);
  assert.deepEqual(unresolvedIn(g, 'use_other.py'), ['b:ambiguous'], 'a list one block writes, or one built from another module\'s, is not read: both modules offer b');
  assert.deepEqual(callsIn(usesFrom(g, 'use_dyn.py')), ['use_dyn.py -calls-> dyn.py::a'], 'from a list not read, the module\'s own public names');
  assert.deepEqual(unresolvedIn(g, 'use_dyn.py'), [], 'what it imports, or has with an underscore, it may list: not judged');
  assert.deepEqual(callsIn(usesFrom(g, 'use_pkg.py')), ['use_pkg.py -calls-> pkg/__init__.py::real']);
  assert.deepEqual(unresolvedIn(g, 'use_pkg.py'), [], 'a listed name nothing shows (a submodule, a name written by a way not read) is not judged');
  assert.deepEqual(callsIn(usesFrom(g, 'use_blocks.py')), ['use_blocks.py -calls-> blocks.py::b'], 'a list only blocks write is one not read: its own public names are taken as listed');
  assert.deepEqual(unresolvedIn(g, 'use_blocks.py'), [], 'and a name with an underscore it may list is not judged');
  assert.deepEqual(callsIn(usesFrom(g, 'use_grows.py')), ['use_grows.py -calls-> grows.py::b'], 'a list the module changes through its own object (`sys.modules[__name__].__all__`) is not read');
  assert.deepEqual(callsIn(usesFrom(g, 'use_mid.py')), ['use_mid.py -calls-> low.py::shown']);
  assert.deepEqual(unresolvedIn(g, 'use_mid.py'), ['kept:undefined'], 'a module passes on by its star import only what the list gives it');
});

test('Python: a stub (`.pyi`) is the module where no source is (a compiled module\'s), and a name it leaves out is not judged; beside a source, a name only it declares is not judged', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/_ext.pyi': 'from typing import overload\nfrom ._base import Base\ndef fast(x: int) -> int: ...\nclass Arr:\n    def total(self) -> int: ...\nclass Sub(Base): ...\n',
    'pkg/dyn.py': 'import sys\ndef _add(name):\n    setattr(sys.modules[__name__], name, 1)\ndef real():\n    return 1\n',
    'pkg/dyn.pyi': 'class Shown: ...\ndef real() -> int: ...\n',
    'pkg/user.py': 'from ._ext import fast\nfast(3)\n',
    'top.pyi': 'def only() -> None: ...\n',
    'pkg/_base.py': 'class Base:\n    def area(self):\n        return 0\n',
    'pkg/shapes.py': 'from ._base import Base\nclass Circle(Base):\n    pass\n',
    'pkg/shapes.pyi': 'class Circle:\n    def area(self) -> int: ...\n',
    'shapes_use.py': 'import pkg.shapes\npkg.shapes.Circle.area(None)\n',
    'stubs/typing.pyi': 'Any = object()\n',
    'stubs/lib/__init__.pyi': '',
    'stubs/lib/typing.pyi': 'class Local: ...\n',
    'stubs/lib/core.pyi': 'from typing import Any\nfrom lib.typing import Local\ndef f(x: Any) -> Local: ...\n',
    '__init__.pyi': 'def rootfn() -> None: ...\n',
    'at_root.py': 'from . import rootfn\nrootfn()\n',
    'nsstub/inner.pyi': 'def f() -> None: ...\n',
    'other.py': 'from top.gone import thing\nimport nsstub\nthing()\nnsstub.inner.f()\nnsstub.absent.g()\n',
    'use.py': [
      'from pkg import _ext',
      'from pkg._ext import fast, Arr',
      'import pkg.dyn',
      'import top',
      'fast(1)',
      '_ext.fast(2)',
      'Arr.total(None)',
      'pkg.dyn.Shown()',
      'pkg.dyn.real()',
      'pkg.dyn.Absent()',
      '_ext.missing()',
      '_ext.Sub.area(None)',
      'top.only()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), [
    'use.py -calls-> pkg/_base.py::Base.area',
    'use.py -calls-> pkg/_ext.pyi::Arr.total',
    'use.py -calls-> pkg/_ext.pyi::fast',
    'use.py -calls-> pkg/dyn.py::real',
    'use.py -calls-> top.pyi::only',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['pkg.dyn.Absent:undefined'], 'the stub declares Shown, which the source may set unseen; a compiled module may have names its stub leaves out (_ext.missing)');
  assert.deepEqual(callsIn(usesFrom(g, 'pkg/user.py')), ['pkg/user.py -calls-> pkg/_ext.pyi::fast']);
  assert.deepEqual(callsIn(usesFrom(g, 'shapes_use.py')), ['shapes_use.py -calls-> pkg/_base.py::Base.area'], 'a class the source defines is read from the source, its bases included');
  assert.deepEqual(usesFrom(g, 'stubs/lib/core.pyi'), ['stubs/lib/core.pyi::f -references-> stubs/lib/typing.pyi::Local', 'stubs/lib/core.pyi::f -references-> stubs/typing.pyi::Any'], 'a stub package (`__init__.pyi`) is a package: its modules search from above it');
  assert.deepEqual(callsIn(usesFrom(g, 'at_root.py')), ['at_root.py -calls-> __init__.pyi::rootfn']);
  assert.deepEqual(callsIn(usesFrom(g, 'other.py')), ['other.py -calls-> nsstub/inner.pyi::f'], 'a directory of stubs is a namespace package');
  assert.deepEqual(unresolvedIn(g, 'other.py'), ['thing:missing_module'], 'a module of the tree by its stub: a module below it is missing');
  assert.ok(g.nodes.some((n) => n.id === 'sym::pkg/_ext.pyi::Arr.total'), 'a stub is parsed as Python');
});

test('Python: a compiled module (`_x.cpython-311-x86_64-linux-gnu.so`, `_x.abi3.so`, `_x.pyd`) with no source or stub is a module of the tree whose names are not judged; a source or stub beside it is the module', async () => {
  const ELF = '\u007fELF\u0002\u0001\u0001\u0000\u0000\u0000';
  const g = await scan({
    'pkg/__init__.py': 'from ._cext import speed\nfrom . import _ops\n',
    'pkg/_cext.cpython-311-x86_64-linux-gnu.so': ELF,
    'pkg/_ops.abi3.so': ELF,
    'pkg/_win.cp311-win_amd64.pyd': 'MZ\u0000\u0000\u0003\u0000',
    'pkg/_both.py': 'def py_side():\n    return 1\n',
    'pkg/_both.cpython-311-x86_64-linux-gnu.so': ELF,
    'pkg/_typed.pyi': 'def typed() -> int: ...\n',
    'pkg/_typed.cpython-311-x86_64-linux-gnu.so': ELF,
    'pkg/sub/__init__.py': '',
    'pkg/sub/_fast.so': ELF,
    'pkg/inner.py': 'from . import _cext\nfrom ._ops import *\n_cext.f()\nstarred()\n',
    'pkg/hier.py': 'from . import _cext\n',
    'libs/libopenblas-0cf96a72.so': ELF,
    'libs/libgfortran.so.5': ELF,
    'libs/libz.1.2.so': ELF,
    'libs/libpython3.11.so': ELF,
    'pkg/config.old.so': ELF,
    'pkg/_pp.pypy39-pp73-x86_64-linux-gnu.so': ELF,
    'pkg/_op.pypy3-71-x86_64-linux-gnu.so': ELF,
    'pkg/_mw.cp311-mingw_x86_64.pyd': ELF,
    'pkg/_ft.cpython-313t-darwin.so': ELF,
    '__init__.abi3.so': ELF,
    'cpkg/__init__.cpython-311-x86_64-linux-gnu.so': ELF,
    'cpkg/helpers.py': 'def helper():\n    return 1\n',
    'use.py': [
      'import pkg._cext',
      'from pkg import _win, _ops',
      'from pkg._cext import compute',
      'from pkg.sub import _fast',
      'from pkg._both import py_side, gone_both',
      'from pkg._typed import typed, untyped',
      'import pkg',
      'from pkg import _gone',
      'from pkg._absent import thing',
      'from cpkg import made',
      'from cpkg.helpers import helper',
      'from pkg.hier import _cext as through',
      'pkg._cext.anything()',
      '_win.f()',
      '_ops.g()',
      'compute()',
      '_fast.h()',
      'pkg.speed()',
      'pkg._ops.k()',
      'pkg.sub._fast.z()',
      'py_side()',
      'gone_both()',
      'typed()',
      'untyped()',
      '_gone.q()',
      'thing()',
      'made()',
      'helper()',
      'through.linkage()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> cpkg/helpers.py::helper', 'use.py -calls-> pkg/_both.py::py_side', 'use.py -calls-> pkg/_typed.pyi::typed']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['_gone.q:undefined', 'gone_both:undefined', 'thing:missing_module'], 'a source beside a compiled module is the module; a module no file or compiled module answers is listed');
  assert.deepEqual(unresolvedIn(g, 'pkg/inner.py'), [], 'a star import of a compiled module opens names the graph cannot see');
  assert.deepEqual(unresolvedIn(g, 'pkg/__init__.py'), []);
  assert.deepEqual(importsOf(g, 'use.py'), ['cpkg/helpers.py', 'pkg/__init__.py', 'pkg/_both.py', 'pkg/_typed.pyi', 'pkg/hier.py', 'pkg/sub/__init__.py'], 'a compiled module is no file node: no edge leads to it');
  assert.deepEqual((g.compiled ?? []).map((c) => c.path), [
    'pkg/_both.cpython-311-x86_64-linux-gnu.so',
    'pkg/_cext.cpython-311-x86_64-linux-gnu.so',
    'pkg/_ft.cpython-313t-darwin.so',
    'pkg/_mw.cp311-mingw_x86_64.pyd',
    'pkg/_op.pypy3-71-x86_64-linux-gnu.so',
    'pkg/_ops.abi3.so',
    'pkg/_pp.pypy39-pp73-x86_64-linux-gnu.so',
    'pkg/_typed.cpython-311-x86_64-linux-gnu.so',
    'pkg/_win.cp311-win_amd64.pyd',
    'pkg/sub/_fast.so',
  ], 'a shared library whose name is no module name (libopenblas-0cf96a72.so, libgfortran.so.5, libz.1.2.so, libpython3.11.so) is none, nor a name with a part no interpreter writes (config.old.so), nor a compiled `__init__`');
  assert.ok(!g.nodes.some((n) => n.path.endsWith('.so') || n.path.endsWith('.pyd')), 'a compiled module is not read');
});

test('Python: in the body of a class defined in a block (in both branches of an `if`), a name the body binds is that binding: never the same name further out (a base\'s member, a top-level function)', async () => {
  const body = (base: string) => [`    class IntFlag(${base}):`, '        def __or__(self, other):', '            return self', '        __ror__ = __or__', '        limit = helper()', '        helper(__or__)'];
  const g = await scan({
    'm.py': [
      'import sys',
      'def helper():',
      '    return 1',
      'class Flag:',
      '    def __or__(self, other):',
      '        return self',
      'if sys.version_info >= (3, 11):',
      ...body('int, Flag'),
      'else:',
      ...body('int, Flag'),
      'if sys.platform == "win32":',
      '    class Other:',
      '        def __or__(self, other):',
      '            return self',
      '        __ror__ = __or__',
      'else:',
      '    class Other:',
      '        __ror__ = __or__',
      '',
    ].join('\n'),
    'o.py': 'import sys\nlimit = 1\ndef helper():\n    return 1\ndef later():\n    return 2\nif sys.version_info >= (3, 11):\n    class K:\n        helper = staticmethod(helper)\n        first = later()\n        def later(self):\n            return 3\n        limit = 2\n        twice = limit\n        limit = 3\nelse:\n    class K:\n        pass\n',
    'n.py': 'import sys\ndef __or__(a, b):\n    return a\nif sys.version_info >= (3, 11):\n    class C:\n        def __or__(self, other):\n            return self\n        __ror__ = __or__\n        def use(self):\n            return __or__(1, 2)\nelse:\n    class C:\n        __ror__ = __or__\n',
  });
  assert.deepEqual(unresolvedIn(g, 'm.py'), ['__or__:undefined'], 'a body that binds no such name looks further out, where nothing defines it');
  assert.deepEqual(usesFrom(g, 'm.py').filter((u) => u.includes('helper')), ['m.py::IntFlag -calls-> m.py::helper', 'm.py::IntFlag.limit -calls-> m.py::helper', 'm.py::IntFlag.limit@19 -calls-> m.py::helper', 'm.py::IntFlag@15 -calls-> m.py::helper'], 'a name the body does not bind is still looked for further out');
  assert.deepEqual(usesFrom(g, 'o.py'), ['o.py::K.first -calls-> o.py::later', 'o.py::K.helper -references-> o.py::helper'], 'a use on the binding\'s own line, or above it, is the name further out, as Python reads it');
  assert.deepEqual(usesFrom(g, 'n.py'), ['n.py::C.__ror__@13 -references-> n.py::__or__', 'n.py::C.use -calls-> n.py::__or__'], 'the top-level function where the body binds no such name, and in a method (whose body does not see the class body\'s names)');
});

test('Python: a module that puts another in its place (`sys.modules[__name__] = _impl`, as collections.abc does) offers that module\'s names', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/_impl.py': 'class Coroutine:\n    def send(self):\n        return 1\n',
    'pkg/abc.py': 'import sys\nfrom pkg import _impl\nsys.modules[__name__] = _impl\n',
    'pkg/other.py': 'import sys\nimport pkg._impl as impl\nsys.modules[__name__] = impl\n',
    'pkg/late.py': 'import sys\ndef swap():\n    sys.modules[__name__] = _impl\n',
    'use.py': 'from pkg.abc import Coroutine\nfrom pkg.other import Coroutine as C2\nimport pkg.abc as a\nclass C(Coroutine):\n    pass\nC2()\na.Coroutine\na.Missing\n',
    'use2.py': 'from pkg.late import Coroutine\nCoroutine()\n',
    'pkg/nosys.py': 'from pkg import _impl\nsys.modules[__name__] = _impl\n',
    'pkg/keyed.py': 'import sys\nfrom pkg import _impl\nsys.modules["pkg.elsewhere"] = _impl  # not sys.modules[__name__]\n',
    'use4.py': 'from pkg.keyed import Coroutine\nCoroutine()\n',
    'use3.py': 'from pkg.nosys import Coroutine\nCoroutine()\n',
  });
  assert.deepEqual(usesFrom(g, 'use.py'), [
    'use.py -calls-> pkg/_impl.py::Coroutine',
    'use.py -references-> pkg/_impl.py::Coroutine',
    'use.py::C -references-> pkg/_impl.py::Coroutine',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['a.Missing:undefined']);
  assert.deepEqual(unresolvedIn(g, 'use2.py'), ['Coroutine:undefined'], 'only a module that does so at its top level is read as another');
  assert.deepEqual(unresolvedIn(g, 'use3.py'), ['Coroutine:undefined'], 'a module that has not imported sys names some other sys');
  assert.deepEqual(unresolvedIn(g, 'use4.py'), ['Coroutine:undefined'], 'another module\'s place');
});

test('Python: a module put in another\'s place passes its names on but does not bind them in the module\'s own scope; a name imported more than once is each of its modules', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/_impl.py': 'class Coroutine:\n    pass\n',
    'pkg/_pyimpl.py': 'class Other:\n    pass\n',
    'pkg/abc.py': 'import sys\ntry:\n    from pkg import _impl\nexcept ImportError:\n    from pkg import _pyimpl as _impl\nCoroutine()\nsys.modules[__name__] = _impl\n',
    'use.py': 'from pkg.abc import Coroutine, Other\nCoroutine()\nOther()\n',
  });
  assert.deepEqual(unresolvedIn(g, 'pkg/abc.py'), ['Coroutine:undefined'], 'the module\'s own code runs before it is replaced: it has no Coroutine');
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> pkg/_impl.py::Coroutine', 'use.py -calls-> pkg/_pyimpl.py::Other']);
});

test('Python: the names a match statement\'s patterns capture are the function\'s locals', async () => {
  const g = await scan({
    'shapes.py': 'class Point:\n    pass\nclass Color:\n    RED = 1\n',
    'use.py': [
      'from shapes import Point, Color',
      'def f(v):',
      '    match v:',
      '        case Point(x=px, y=0) as pt:',
      '            return px, pt',
      '        case [first, *rest]:',
      '            return first, rest',
      '        case {"k": m, **kw}:',
      '            return m, kw',
      '        case Color.RED | (0 as zero):',
      '            return zero',
      '        case str() as s if s:',
      '            return s',
      '        case Color.RED:',
      '            return 1',
      '        case 1:',
      '            return Color, Color.RED',
      '        case other:',
      '            return other, gone()',
      '',
      '# the module\'s own names of the same spelling, which the captures hide inside f',
      'px = pt = first = rest = m = kw = zero = s = other = None',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['gone:undefined']);
  assert.deepEqual(usesFrom(g, 'use.py'), ['use.py::f -references-> shapes.py::Color', 'use.py::f -references-> shapes.py::Color.RED', 'use.py::f -references-> shapes.py::Point'], 'no capture is the module\'s name; a class or a dotted value a pattern names is a use of it');
});

test('Python: a submodule of a package bound by `from … import` is its attribute too (`from .. import util`, then `util.ssl_.SSLContext`)', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/util/__init__.py': 'from .ssl_ import wrap\n',
    'pkg/util/ssl_.py': 'HAS_SNI = True\ndef wrap():\n    return 1\nclass SSLContext:\n    pass\n',
    'pkg/contrib/__init__.py': '',
    'pkg/contrib/a.py': 'from .. import util\nx = util.ssl_.SSLContext\ny = util.ssl_.HAS_SNI\nutil.wrap()\nz = util.ssl_.GONE\nw = util.nope.X\n',
    'pkg/contrib/c.py': 'from pkg import util\nx = util.ssl_.SSLContext\n',
  });
  assert.deepEqual(usesFrom(g, 'pkg/contrib/a.py'), [
    'pkg/contrib/a.py -calls-> pkg/util/ssl_.py::wrap',
    'pkg/contrib/a.py::x -references-> pkg/util/ssl_.py::SSLContext',
    'pkg/contrib/a.py::y -references-> pkg/util/ssl_.py::HAS_SNI',
  ]);
  assert.deepEqual(unresolvedIn(g, 'pkg/contrib/a.py'), ['util.nope.X:undefined', 'util.nope:undefined', 'util.ssl_.GONE:undefined']);
  assert.deepEqual(usesFrom(g, 'pkg/contrib/c.py'), ['pkg/contrib/c.py::x -references-> pkg/util/ssl_.py::SSLContext']);
});

test('Python: `import a.b` binds a, whose submodules are its attributes; namespace packages on the way, every module\'s own attributes and a module answering any attribute (`__getattr__`) are not judged', async () => {
  const g = await scan({
    'a/__init__.py': '',
    'a/b.py': 'def f():\n    return 1\n',
    'a/c.py': 'def g():\n    return 2\n',
    'ns/sub/mod.py': 'def h():\n    return 3\n',
    'a/nsd/deep.py': 'def z():\n    return 5\n',
    'lazy.py': 'def known():\n    return 4\ntry:\n    raise TypeError\nexcept TypeError:\n    def traced():\n        return 5\ndef __getattr__(name):\n    return name\n',
    'use.py': [
      'import a.b',
      'import ns.sub.mod',
      'import lazy',
      'import os.path',
      'a.b.f()',
      'a.b.missing()',
      'a.c.g()',
      'ns.sub.mod.h()',
      'x = ns.sub',
      'ns.elsewhere.k()',
      'y = a.nsd',
      'a.nsd.deep.z()',
      'a.b.__file__',
      'a.__name__',
      'lazy.known()',
      'lazy.traced()',
      'lazy.Deprecated()',
      'os.path.join("x")',
      '',
    ].join('\n'),
    'other.py': 'import a.c\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> a/b.py::f', 'use.py -calls-> a/c.py::g', 'use.py -calls-> a/nsd/deep.py::z', 'use.py -calls-> lazy.py::known', 'use.py -calls-> lazy.py::traced', 'use.py -calls-> ns/sub/mod.py::h']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['a.b.missing:undefined']);
});

test('Python: a star import takes no name with a leading underscore, and only what `__all__` lists from a module that has one; an import inside a function or a class is not the module\'s to pass on', async () => {
  const g = await scan({
    'b.py': 'def helper():\n    return 1\ndef _hidden():\n    return 2\n',
    'plain.py': 'from b import helper, _hidden\ndef _own():\n    return 3\n',
    'listed.py': '__all__ = ["x"]\nfrom b import helper\nx = 1\ndef _own():\n    return 3\n',
    'inner.py': 'def f():\n    from b import helper\n    return helper()\nclass K:\n    from b import _hidden\nclass M:\n    def m(self):\n        from b import helper\n        return helper()\n    def n(self):\n        return helper()\n',
    'use_plain.py': 'from plain import *\nhelper()\n_hidden()\n_own()\n',
    'use_listed.py': 'from listed import *\nhelper()\n_own()\nx\nnothing()\n',
    'use_inner.py': 'from inner import *\nhelper()\n',
    'named.py': 'from inner import helper\nhelper()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use_plain.py')), ['use_plain.py -calls-> b.py::helper']);
  assert.deepEqual(unresolvedIn(g, 'use_plain.py'), ['_hidden:undefined', '_own:undefined']);
  assert.deepEqual(callsIn(usesFrom(g, 'use_listed.py')), [], '__all__ lists neither what the module imports nor what it hides');
  assert.deepEqual(unresolvedIn(g, 'use_listed.py'), ['_own:undefined', 'helper:undefined', 'nothing:undefined']);
  assert.deepEqual(callsIn(usesFrom(g, 'use_inner.py')), []);
  assert.deepEqual(unresolvedIn(g, 'use_inner.py'), ['helper:undefined']);
  assert.deepEqual(unresolvedIn(g, 'named.py'), ['helper:undefined']);
  assert.deepEqual(callsIn(usesFrom(g, 'inner.py')), ['inner.py::M.m -calls-> b.py::helper', 'inner.py::M.n -calls-> b.py::helper', 'inner.py::f -calls-> b.py::helper'], 'inside the function, its import holds; elsewhere in the file it is still found when nothing else binds the name');
});

test('Python: a name a function declares global and imports is the module\'s (a lazy `__getattr__`), which it passes on', async () => {
  const g = await scan({
    'pkg/__init__.py': 'def __getattr__(name):\n    global Lazy\n    from .lazy import Lazy\n    return Lazy\n',
    'pkg/lazy.py': 'class Lazy:\n    pass\n',
    'use.py': 'import pkg\nfrom pkg import Lazy\npkg.Lazy()\nLazy()\npkg.Other()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> pkg/lazy.py::Lazy']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), [], 'pkg answers any attribute');
});

test('scripts: the globals of ECMAScript\'s Annex B and of Node 20 and the web (unescape, WebSocket, TextDecoderStream) are the language\'s, not undefined', async () => {
  const g = await scan({ 'a.js': 'const x = unescape("a");\nnew WebSocket("u");\nnew TextDecoderStream();\nnew MessageChannel();\nnothing();\nmodule.exports = x;\n' });
  assert.deepEqual(unresolvedIn(g, 'a.js'), ['nothing:undefined']);
});

test('Python: a class or a dotted value a match pattern names is a use of it', async () => {
  const g = await scan({
    'shapes.py': 'class Point:\n    pass\nclass Color:\n    RED = 1\n    GREEN = 2\n',
    'use.py': [
      'import shapes',
      'from shapes import Point, Color',
      'def g(v):',
      '    match v:',
      '        case Point(x=0):',
      '            pass',
      '        case shapes.Point():',
      '            pass',
      '        case Color.GREEN | Color.RED:',
      '            pass',
      '        case Color.BLUE:',
      '            pass',
      '        case Unknown():',
      '            pass',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'use.py'), [
    'use.py::g -references-> shapes.py::Color.GREEN',
    'use.py::g -references-> shapes.py::Color.RED',
    'use.py::g -references-> shapes.py::Point',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['Color.BLUE:undefined'], 'a class pattern of a name the file never binds is no use, as a bare value name is not');
});

test('Python: a module\'s `__getattr__` answers only what the module does not bind: a member of a class it imports is still that class\'s', async () => {
  const g = await scan({
    'ut/__init__.py': 'from .suite import TestSuite\ndef __getattr__(name):\n    return name\n',
    'ut/suite.py': 'class Base:\n    def __call__(self):\n        return 1\nclass TestSuite(Base):\n    pass\n',
    'use.py': 'import ut\nut.TestSuite.__call__(None)\nut.Lazy()\n',
  });
  assert.deepEqual(usesFrom(g, 'use.py'), ['use.py -calls-> ut/suite.py::Base.__call__', 'use.py -references-> ut/suite.py::TestSuite']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), []);
});

test('Python: a member of a class a star import brings from what a module passes on is that class\'s', async () => {
  const g = await scan({
    'b.py': 'class Klass:\n    def m(self):\n        return 1\n',
    'a.py': 'from b import Klass\n',
    'use.py': 'from a import *\nKlass.m(None)\nKlass.nope()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py -calls-> b.py::Klass.m']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['Klass.nope:undefined']);
});

test('a generated source of more than 1 MiB (Go\'s ssa/opGen.go is 1.05 MB) is read and parsed: what it defines resolves', async () => {
  const consts = Array.from({ length: 36_000 }, (_, i) => `\tOpGeneratedForTheAMD64Backend${i}`).join('\n');
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'ssa/opgen.go': `package ssa\n\nconst (\n\tOpInvalid Op = iota\n${consts}\n)\n\ntype Op int32\n`,
    'amd64/use.go': 'package amd64\n\nimport "example.com/m/ssa"\n\nfunc first() ssa.Op { return ssa.OpGeneratedForTheAMD64Backend35999 + ssa.OpGone }\n',
  });
  assert.ok((g.files.find((f) => f.path === 'ssa/opgen.go')?.size ?? 0) > 1 << 20, 'ingested, over 1 MiB');
  assert.deepEqual(usesFrom(g, 'amd64/use.go'), ['amd64/use.go::first -references-> ssa/opgen.go::Op', 'amd64/use.go::first -references-> ssa/opgen.go::OpGeneratedForTheAMD64Backend35999']);
  assert.deepEqual(unresolvedIn(g, 'amd64/use.go'), ['ssa.OpGone:undefined']);
});

test('Go: of the definitions several files of a package give a name, a use is the one its file\'s name or //go:build line allows in the same build (a _linux file\'s is never a _windows file\'s)', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'sys/errno_linux.go': 'package sys\n\ntype Errno int\n\nfunc Open() Errno { return 0 }\n\nfunc (e Errno) Error() string { return "" }\n',
    'sys/errno_windows.go': 'package sys\n\ntype Errno int\n\nfunc Open() Errno { return 1 }\n\nfunc (e Errno) Error() string { return "w" }\n',
    'sys/size_linux_amd64.go': 'package sys\n\nfunc word() int { return 8 }\n',
    'sys/size_linux_arm.go': 'package sys\n\nfunc word() int { return 4 }\n',
    'sys/use_linux.go': 'package sys\n\nfunc use() Errno { return Open() }\n',
    'sys/use_amd64.go': 'package sys\n\nfunc wide() int { return word() }\n',
    'sys/use_android.go': 'package sys\n\nfunc droid() Errno { return Open() }\n',
    'sys/any.go': 'package sys\n\nfunc anywhere() Errno { return Open() }\n',
    'sys/use_darwin.go': 'package sys\n\nfunc mac() { Open() }\n',
    'sys/conn_linux.go': 'package sys\n\ntype Conn struct {\n\tbase\n}\n',
    'sys/shut_linux.go': 'package sys\n\nfunc (c Conn) Shut() { c.Close() }\n',
    'sys/conn_windows.go': 'package sys\n\ntype Conn struct {\n\tbase\n}\n',
    'sys/base.go': 'package sys\n\ntype base struct{}\n\nfunc (base) Close() {}\n',
    'sys/bsd.go': '// Copyright\n\n//go:build darwin || freebsd\n\npackage sys\n\nfunc Dup() int { return 1 }\n',
    'sys/dup_linux.go': 'package sys\n\nfunc Dup() int { return 2 }\n',
    'sys/call_linux.go': 'package sys\n\nfunc call() int { return Dup() }\n',
    'sys/unixy.go': '//go:build unix\n\npackage sys\n\nfunc unixy() int { return Dup() }\n',
    'sys/pure.go': '//go:build !cgo\n\npackage sys\n\nfunc lib() int { return 1 }\n',
    'sys/withc.go': '//go:build cgo\n\npackage sys\n\nfunc lib() int { return 2 }\n',
    'sys/usec.go': '//go:build cgo && linux\n\npackage sys\n\nfunc usec() int { return lib() }\n',
    'sys/late.go': 'package sys\n\n//go:build cgo\n\nfunc late() int { return lib() }\n',
    'sys/types.go': '//go:build ignore\n\npackage sys\n\ntype Stat struct{}\n\nfunc (Stat) Size() int { return 0 }\n',
    'sys/ztypes_linux.go': 'package sys\n\ntype Stat struct{}\n\nfunc (Stat) Size() int { return 1 }\n',
    'sys/stat_linux.go': 'package sys\n\nfunc size(s Stat) int { return s.Size() }\n',
    'app/main_linux.go': 'package app\n\nimport "example.com/m/sys"\n\nfunc run() string { e := sys.Open(); var x sys.Errno; return e.Error() + x.Error() }\n',
    'app/main.go': 'package app\n\nimport "example.com/m/sys"\n\nfunc other() sys.Errno { return sys.Open() }\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'sys/use_linux.go')), ['sys/use_linux.go::use -calls-> sys/errno_linux.go::Open']);
  assert.deepEqual(callsIn(usesFrom(g, 'sys/use_android.go')), ['sys/use_android.go::droid -calls-> sys/errno_linux.go::Open'], 'android builds take linux files');
  assert.deepEqual(callsIn(usesFrom(g, 'sys/use_amd64.go')), ['sys/use_amd64.go::wide -calls-> sys/size_linux_amd64.go::word'], 'an amd64 file is never built with an arm one');
  assert.deepEqual(callsIn(usesFrom(g, 'app/main_linux.go')), ['app/main_linux.go::run -calls-> sys/errno_linux.go::Errno.Error', 'app/main_linux.go::run -calls-> sys/errno_linux.go::Open'], 'through an import, and a method of the type the name allows');
  assert.deepEqual(unresolvedIn(g, 'sys/any.go'), ['Errno:ambiguous', 'Open:ambiguous'], 'a file any build takes may mean either');
  assert.deepEqual(unresolvedIn(g, 'app/main.go'), ['sys.Errno:ambiguous', 'sys.Open:ambiguous']);
  assert.deepEqual(unresolvedIn(g, 'sys/use_darwin.go'), ['Open:ambiguous'], 'none a darwin build holds: as written, several');
  assert.deepEqual(callsIn(usesFrom(g, 'sys/call_linux.go')), ['sys/call_linux.go::call -calls-> sys/dup_linux.go::Dup'], 'a //go:build line above the package clause rules out a file too');
  assert.deepEqual(unresolvedIn(g, 'sys/unixy.go'), ['Dup:ambiguous'], 'a unix build may be linux\'s or freebsd\'s');
  assert.deepEqual(callsIn(usesFrom(g, 'sys/usec.go')), ['sys/usec.go::usec -calls-> sys/withc.go::lib'], 'another tag is one thing in a build');
  assert.deepEqual(unresolvedIn(g, 'sys/late.go'), ['lib:ambiguous'], 'a //go:build comment below the package clause is none');
  assert.deepEqual(callsIn(usesFrom(g, 'sys/stat_linux.go')), ['sys/stat_linux.go::size -calls-> sys/ztypes_linux.go::Stat.Size'], 'a build that takes types.go (ignore) takes ztypes_linux.go too, and would hold Stat twice');
  assert.deepEqual(callsIn(usesFrom(g, 'sys/shut_linux.go')), ['sys/shut_linux.go::Conn.Shut -calls-> sys/base.go::base.Close'], 'the type the file\'s build holds brings its embedded type\'s method');
});

test('Go: every name a long parameter list, a result list or a function\'s `const a, b` declares is the function\'s own, not a package-level name of that spelling', async () => {
  const names = Array.from({ length: 14 }, (_, i) => `p${i}`);
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'p/top.go': `package p\n\nfunc ${names.join('() int { return 0 }\n\nfunc ')}() int { return 0 }\n`,
    'p/a.go': [
      'package p',
      '',
      `func many(${names.join(', ')} int) int {`,
      `\treturn ${names.join(' + ')}`,
      '}',
      '',
      `func results() (${names.join(', ')} int) {`,
      '\treturn',
      '}',
      '',
      'func misses() int { return 0 }',
      '',
      'func run() int {',
      '\tconst hits, misses = 1, 2',
      '\treturn hits + misses',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'p/a.go').filter((u) => u.includes('p/top.go')), [], 'the grammar reads the first names of a long list as types of unnamed parameters: they are names still');
  assert.deepEqual(usesFrom(g, 'p/a.go').filter((u) => u.startsWith('p/a.go::run ')), [], 'misses is run\'s constant, not the function');
  assert.deepEqual(unresolvedIn(g, 'p/a.go'), []);
});

test('Go: a bare name is a reference to the package-level constant, variable or function another file of the package declares; a struct literal\'s keys, locals, parameters and `_` are none', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/consts.go': 'package app\n\nconst Size = 8\n\nconst Width = 2\n\nvar Default = New()\n\nvar self = 1\n\nvar hook func(crc uint32, p []byte) uint32\n\nfunc New() *T { return &T{} }\n\ntype T struct{ Size, Width int }\n',
    'app/use.go': [
      'package app',
      '',
      'func f(n int, self int64) int {',
      '\tx := Size + n + int(self)',
      '\tt := T{Size: x, Width: 3}',
      '\t_ = Default',
      '\th := New',
      '\tm := map[int]int{Size: 1}',
      '\treturn t.Size + len(m) + h().Size',
      '}',
      '',
      'func g() int { return Missing }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'app/use.go').filter((u) => u.includes('-references->')), [
    'app/use.go::f -references-> app/consts.go::Default',
    'app/use.go::f -references-> app/consts.go::New',
    'app/use.go::f -references-> app/consts.go::Size',
    'app/use.go::f -references-> app/consts.go::T',
  ], 'Size, Default, the function value New and the type T; T{Width: 3} names the field, not the constant Width; the parameter self is f\'s own');
  assert.deepEqual(unresolvedIn(g, 'app/use.go'), ['Missing:undefined']);
  assert.deepEqual(unresolvedIn(g, 'app/consts.go'), [], 'a function type\'s parameter names are no uses');
});

test('Go: a map\'s, an array\'s or a slice\'s literal keys are values, a struct literal\'s name its fields', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/consts.go': 'package app\n\nconst Key = 1\n\nconst Idx = 2\n\nconst Pos = 3\n\nconst Width = 4\n\nconst Nth = 5\n\ntype T struct{ Width int }\n',
    'app/use.go': [
      'package app',
      '',
      'var names = [...]string{Idx: "idx"}',
      '',
      'var fixed = [8]int{Nth: 1}',
      '',
      'func f() int {',
      '\tm := map[int]int{Key: 1}',
      '\ts := []int{Pos: 7}',
      '\tt := T{Width: 3}',
      '\tts := []T{{Width: 5}}',
      '\treturn m[0] + s[0] + t.Width + len(ts) + len(names)',
      '}',
      '',
    ].join('\n'),
    'app/own.go': 'package app\n\nconst Size = 8\n\ntype U struct{ Size int }\n\nfunc g() U { return U{Size: 1} }\n',
  });
  assert.deepEqual(usesFrom(g, 'app/use.go').filter((u) => u.includes('-references->')), [
    'app/use.go::f -references-> app/consts.go::Key',
    'app/use.go::f -references-> app/consts.go::Pos',
    'app/use.go::f -references-> app/consts.go::T',
    'app/use.go::f -references-> app/use.go::names',
    'app/use.go::fixed -references-> app/consts.go::Nth',
    'app/use.go::names -references-> app/consts.go::Idx',
  ], 'Width names T\'s field, in a literal of T and in one whose type its slice gives');
  assert.deepEqual(usesFrom(g, 'app/own.go').filter((u) => u.includes('-references->')), ['app/own.go::g -references-> app/own.go::U'], 'U{Size: 1} names the field, though the file declares a constant Size');
});

test('a name looked for in a module the grammar could not read wholly is not judged when a part it could not read holds the word', async () => {
  const g = await scan({
    // `const using = …` is valid TypeScript that the grammar reads as the start of a `using` declaration: from there
    // it reads the whole file as an error, CPP with it.
    'lang.ts': [
      'export const CPP = {',
      '  take(ms: string[], out: { a: string[]; b: string[] }) {',
      '    for (const m of ms) {',
      '      const using = /a::b/.exec(m);',
      '      if (!using) continue;',
      "      const dotted = using[2]!.split(/::/).join('.');",
      '      if (using[1]) out.a.push(dotted);',
      '      else {',
      '        out.b.push(dotted);',
      '      }',
      '    }',
      '  },',
      '};',
      '',
    ].join('\n'),
    'whole.ts': 'export const RUBY = 1;\n',
    'use.ts': [
      "import { CPP, GONE } from './lang.js';",
      "import { RUBY, LOST } from './whole.js';",
      'export const all = [CPP, GONE, RUBY, LOST];',
      '',
    ].join('\n'),
  });
  const unread = g.links?.find((l) => l.path === 'lang.ts')?.unread ?? [];
  assert.ok(unread.includes('CPP') && unread.includes('using') && !unread.includes('GONE'), `lang.ts's unread words: ${unread.join(' ')}`);
  assert.equal(g.links?.find((l) => l.path === 'whole.ts')?.unread, undefined);
  assert.deepEqual(usesFrom(g, 'use.ts'), ['use.ts::all -references-> whole.ts::RUBY']);
  assert.deepEqual(unresolvedIn(g, 'use.ts'), ['GONE:undefined', 'LOST:undefined'], 'CPP may lie in the part of lang.ts not read; GONE is nowhere in it');
});

test('a bare name nothing in reach defines is not judged where a part of its file the grammar could not read holds the word', async () => {
  const g = await scan({
    // The grammar reads the second and third lines as an error: h and z are not read as definitions.
    'part.ts': [
      'export function f() { return h() + k(); }',
      'const T = { a(m: string) { const using = /a/.exec(m); if (!using) return; function h() { return 1; } } };',
      'export const z = 1;',
      '',
    ].join('\n'),
    'whole.ts': 'export function f() { return h() + k(); }\nfunction h() { return 1; }\n',
    'use.ts': "import { z, q } from './part.js';\nexport const both = [z, q];\n",
  });
  assert.deepEqual(unresolvedIn(g, 'part.ts'), ['k:undefined'], 'h may be defined in the part not read, k is nowhere');
  assert.deepEqual(unresolvedIn(g, 'whole.ts'), ['k:undefined']);
  assert.deepEqual(usesFrom(g, 'whole.ts'), ['whole.ts::f -calls-> whole.ts::h']);
  assert.deepEqual(unresolvedIn(g, 'use.ts'), ['q:undefined'], 'z may be defined in the part of part.ts not read');
});

test('a member a class lacks is not judged where a part of its file the grammar could not read holds the word', async () => {
  const g = await scan({
    // The grammar reads from the sixth line to the end of the class as an error: helper is not read as K's method.
    'k.ts': [
      'export class K {',
      '  static known() { return 1; }',
      '  static take(ms: string[], out: string[]) {',
      '    for (const m of ms) {',
      '      const using = /a::b/.exec(m);',
      '      if (!using) continue;',
      "      const dotted = using[2]!.split(/::/).join('.');",
      '      if (using[1]) out.push(dotted);',
      '      else {',
      '        out.push(dotted);',
      '      }',
      '    }',
      '  }',
      '  static helper() { return 2; }',
      '}',
      '',
    ].join('\n'),
    'use.ts': "import { K } from './k.js';\nexport function f() { K.known(); K.helper(); K.gone(); }\n",
  });
  assert.deepEqual(usesFrom(g, 'use.ts'), ['use.ts::f -calls-> k.ts::K.known']);
  assert.deepEqual(unresolvedIn(g, 'use.ts'), ['K.gone:undefined'], 'helper may be a member in the part of k.ts not read');
});

test('imports by a call: a note before the specifier hides nothing; Ruby loads only by Kernel\'s own methods; Python by importlib or __import__ with a literal name', async () => {
  const g = await scan({
    'web/app.js': "const lazy = () => import(/* webpackChunkName: \"view\" */ './view.js');\nconst { run } = require(/* c */ './run.js');\nrun();\n",
    'web/view.js': 'export const v = 1;\n',
    'web/run.js': 'exports.run = function run() {};\n',
    'mygem/mygem.gemspec': 'Gem::Specification.new { |s| s.name = "mygem" }\n',
    'mygem/lib/conf.rb': 'module Conf\nend\n',
    'mygem/lib/tool.rb': 'module Tool\nend\n',
    'app/run.rb': 'YAML.load "conf"\nrequire( # the tool\n  "tool")\n',
    'py/pkg/__init__.py': '',
    'py/pkg/mod.py': 'def f():\n    return 1\n',
    'py/main.py': 'import importlib\nm = importlib.import_module("pkg.mod")\np = __import__("pkg")\n',
  });
  assert.deepEqual(importsOf(g, 'web/app.js'), ['web/run.js', 'web/view.js']);
  assert.deepEqual(callsIn(usesFrom(g, 'web/app.js')), ['web/app.js -calls-> web/run.js::run']);
  assert.deepEqual(importsOf(g, 'app/run.rb'), ['mygem/lib/tool.rb'], 'YAML.load reads a document: it loads no code');
  assert.deepEqual(importsOf(g, 'py/main.py'), ['py/pkg/__init__.py', 'py/pkg/mod.py']);
});

test('Python: type parameters (`class Box[T]`, `def first[K]`, `type Pair[A]`) are the names of their class, function or alias, and a `type` statement defines its alias', async () => {
  const g = await scan({
    'gen.py': [
      'from typing import TypeVar',
      'T = TypeVar("T")',
      'K = int',
      'Ts = A = ()',
      'class Base: ...',
      'class Box[T: Base, *Ts, **P](Base):',
      '    def get(self, item: T, *rest: *Ts) -> T:',
      '        return item',
      'def first[K](d: dict[K, int]) -> K:',
      '    return next(iter(d))',
      'type Pair[A] = tuple[A, K]',
      'def use(p: Pair[int]) -> Box[int]:',
      '    return Box()',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'gen.py'), [
    'gen.py::Box -references-> gen.py::Base',
    'gen.py::Pair -references-> gen.py::K',
    'gen.py::use -calls-> gen.py::Box',
    'gen.py::use -references-> gen.py::Box',
    'gen.py::use -references-> gen.py::Pair',
  ]);
  assert.deepEqual(g.nodes.filter((n) => n.id === 'sym::gen.py::Pair').map((n) => n.type), ['type']);
  assert.deepEqual(unresolvedIn(g, 'gen.py'), []);
});

test('Python: names unpacked into brackets or parentheses are the function\'s locals: `with … as (a, b)`, `for (k, v) in`, `[m, n] = …`, `r, (s, t) = …`, a comprehension\'s `(u, z)`', async () => {
  const g = await scan({
    'unpack.py': [
      'def client(): ...',
      'def v(): ...',
      'def n(): ...',
      'def t(): ...',
      'def u(): ...',
      'def d(): ...',
      'def run(pairs, y, w):',
      '    with open_pair() as (server, client):',
      '        client()',
      '    with open_pair() as [c, d]:',
      '        d()',
      '    for (k, v) in pairs:',
      '        v()',
      '    [m, n] = y',
      '    n()',
      '    r, (s, t) = w',
      '    t()',
      '    return [u() for (u, z) in pairs]',
      'def open_pair(): ...',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'unpack.py'), ['unpack.py::run -calls-> unpack.py::open_pair']);
});

test('TypeScript: every global its standard library declares (lib.es5 to esnext, decorators) is the language\'s, not undefined', async () => {
  const g = await scan({
    'a.ts': [
      'export function m(r: RegExpExecArray, h: ProxyHandler<object>, c: ClassMethodDecoratorContext, p: PromiseWithResolvers<number>): Nope {',
      '  const s: DisposableStack = new DisposableStack();',
      '  return [r, h, c, p, s, new Float16Array(1), NaN, Infinity] as unknown as Nope;',
      '}',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'a.ts'), ['Nope:undefined', 'Nope:undefined']);
});

test('Python: a type parameter with a default (`[T = Base]`) is the function\'s, its default a use; nested, starred and parenthesized `as` targets are locals', async () => {
  const g = await scan({
    'm.py': [
      'T = U = a = b = c = rest = p = 0',
      'class Base: pass',
      'def f[T = Base, U](x: U):',
      '    return Base(), T',
      'def g(cm):',
      '    with cm as (a, (b, c)): pass',
      '    with cm as [p, *rest]: pass',
      '    return a, b, c, p, rest',
      'def h(cm):',
      '    with cm as (a): return a',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'm.py'), ['m.py::f -calls-> m.py::Base', 'm.py::f -references-> m.py::Base']);
});
