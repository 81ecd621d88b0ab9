// Refreshes in which files join or leave the tree give what a full scan gives. Each case is a way a file's
// presence changes how other files resolve without those files naming it: through a file that passes names on (a
// re-export, a star import, a `pub use`, an include of an include), a file that sets where paths are looked for (a
// gemspec, a Cargo.toml, a Python package's __init__.py), a Go module's root package, specifiers with no words
// (`.`, `..`), names outside ASCII, and a path alias to a file of another language.
import { rm, writeFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { scanRoot } from './index.js';
import { rescanLikeFull } from './rescan.test-support.js';

type Op = (root: string) => Promise<void>;
const put = (rel: string, content: string): Op => async (root) => { await mkdir(path.dirname(path.join(root, rel)), { recursive: true }); await writeFile(path.join(root, rel), content); };
const del = (rel: string): Op => (root) => rm(path.join(root, rel), { recursive: true });
const mv = (a: string, b: string): Op => async (root) => { await mkdir(path.dirname(path.join(root, b)), { recursive: true }); await rename(path.join(root, a), path.join(root, b)); };

function check(name: string, files: Record<string, string>, ...ops: Op[]): void {
  test(name, async () => {
    const t = await makeFixtureTree(files);
    try {
      let previous = await scanRoot(t.root);
      for (const op of ops) { await op(t.root); previous = await rescanLikeFull(t.root, previous); }
    } finally { await t.remove(); }
  });
}

// Go import of the module root, a file joins it
check('go: file joins the module-root package', {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'app.go': 'package app\n\nfunc Helper() int { return 1 }\n',
  'cmd/main.go': 'package main\n\nimport "example.com/app"\n\nfunc main() { app.Helper() }\n',
}, put('extra.go', 'package app\n\nfunc Extra() int { return 2 }\n'));

check('go: file leaves the module-root package', {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'app.go': 'package app\n\nfunc Helper() int { return 1 }\n',
  'extra.go': 'package app\n\nfunc Extra() int { return 2 }\n',
  'cmd/main.go': 'package main\n\nimport "example.com/app"\n\nfunc main() { app.Helper() }\n',
}, del('extra.go'));

// Ruby gemspec joins
check('ruby: gemspec joins', {
  'mygem/lib/foo.rb': 'module Foo\n  def self.bar\n    1\n  end\nend\n',
  'app/run.rb': 'require "foo"\nFoo.bar\n',
}, put('mygem/mygem.gemspec', 'Gem::Specification.new { |s| s.name = "mygem" }\n'));

check('ruby: second gemspec joins making require ambiguous', {
  'mygem/mygem.gemspec': 'Gem::Specification.new { |s| s.name = "mygem" }\n',
  'mygem/lib/foo.rb': 'module Foo\n  def self.bar\n    1\n  end\nend\n',
  'other/lib/foo.rb': 'module Foo\n  def self.bar\n    1\n  end\nend\n',
  'app/run.rb': 'require "foo"\nFoo.bar\n',
}, put('other/other.gemspec', 'Gem::Specification.new { |s| s.name = "other" }\n'));

// Cargo.toml joins making tests/ a target dir
check('rust: Cargo.toml joins', {
  'tests/common/mod.rs': 'pub fn setup() {}\n',
  'tests/it.rs': 'mod common;\nfn t() { crate::common::setup(); }\n',
  'tests/other.rs': 'fn u() { crate::common::setup(); }\n',
}, put('Cargo.toml', '[package]\nname = "x"\nversion = "0.1.0"\n'));

// C++ transitive include
check('cpp: header joins in the middle of an include chain', {
  'a.cpp': '#include "b.h"\nint main() { return foo(); }\n',
  'b.h': '#include "c.h"\n',
  'd.h': 'int foo() { return 1; }\n',
}, put('c.h', '#include "d.h"\n'));

// TS re-export chain
check('ts: re-exporting file joins in the middle of a chain', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export * from "./c";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, put('c.ts', 'export * from "./d";\n'));

check('ts: named re-export file joins', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export { x } from "./c";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, put('c.ts', 'export { x } from "./d";\n'));

// Python re-export chain
check('py: star re-export joins', {
  'a.py': 'from b import x\n\ndef y():\n    return x()\n',
  'b.py': 'from c import *\n',
  'd.py': 'def x():\n    return 1\n',
}, put('c.py', 'from d import *\n'));

// tsconfig alias to a python file
check('ts: alias maps to a non-script file', {
  'tsconfig.json': '{ "compilerOptions": { "paths": { "#cfg": ["./src/settings.py"] } } }\n',
  'src/a.ts': 'import "#cfg";\nexport const n = 1;\n',
}, put('src/settings.py', 'X = 1\n'));

// C#: namespace open
check('csharp: file declaring an opened namespace joins elsewhere', {
  'App/Main.cs': 'using Acme.Tools;\nnamespace App {\n  class Main {\n    void Run() { Helper.Make(); }\n  }\n}\n',
  'Lib/Helper.cs': 'namespace Acme.Tools {\n  public class Helper {\n    public static int Make() { return 1; }\n  }\n}\n',
}, put('Other/Thing.cs', 'namespace Acme.Tools {\n  public class Thing {}\n}\n'));

check('ts: re-exporting middle of a chain leaves', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export * from "./c";\n',
  'c.ts': 'export * from "./d";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, del('c.ts'));

check('ts: re-exporting middle of a chain renamed', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export * from "./c";\n',
  'c.ts': 'export * from "./d";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, mv('c.ts', 'c/index.ts'));

check('ts: middle of chain becomes binary', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export * from "./c";\n',
  'c.ts': 'export * from "./d";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, put('c.ts', 'export * from "./d";\n\u0000\u0000\u0000'));

check('ruby: gemspec leaves', {
  'mygem/mygem.gemspec': 'Gem::Specification.new { |s| s.name = "mygem" }\n',
  'mygem/lib/foo.rb': 'module Foo\n  def self.bar\n    1\n  end\nend\n',
  'app/run.rb': 'require "foo"\nFoo.bar\n',
}, del('mygem/mygem.gemspec'));

check('rust: Cargo.toml joins, super:: in tests/', {
  'tests/debug/helper.rs': 'pub fn h() {}\n',
  'tests/debug/gen.rs': 'fn t() { super::helper::h(); }\n',
}, put('Cargo.toml', '[package]\nname = "x"\nversion = "0.1.0"\n'));

check('rust: Cargo.toml leaves, super:: in tests/', {
  'Cargo.toml': '[package]\nname = "x"\nversion = "0.1.0"\n',
  'tests/debug/helper.rs': 'pub fn h() {}\n',
  'tests/debug/gen.rs': 'fn t() { super::helper::h(); }\n',
}, del('Cargo.toml'));

check('rust: pub use chain middle joins', {
  'src/lib.rs': 'mod a;\nmod b;\nmod c;\nmod d;\n',
  'src/a.rs': 'use crate::b::x;\nfn y() { x(); }\n',
  'src/b.rs': 'pub use crate::c::*;\n',
  'src/d.rs': 'pub fn x() {}\n',
}, put('src/c.rs', 'pub use crate::d::*;\n'));

check('cpp: empty header joins beside, shadowing the root one in a chain', {
  'src/a.cpp': '#include "b.h"\nint main() { return foo(); }\n',
  'src/b.h': '#include "x.h"\n',
  'x.h': 'int foo() { return 1; }\n',
}, put('src/x.h', '// nothing\n'));

check('cpp: middle header leaves', {
  'a.cpp': '#include "b.h"\nint main() { return foo(); }\n',
  'b.h': '#include "c.h"\n',
  'c.h': '#include "d.h"\n',
  'd.h': 'int foo() { return 1; }\n',
}, del('c.h'));

check('php: include chain middle joins', {
  'a.php': '<?php\ninclude "b.php";\nfoo();\n',
  'b.php': '<?php\ninclude "c.php";\n',
  'd.php': '<?php\nfunction foo() { return 1; }\n',
}, put('c.php', '<?php\ninclude "d.php";\n'));

check('bash: source chain middle joins', {
  'a.sh': 'source ./b.sh\nfoo\n',
  'b.sh': 'source ./c.sh\n',
  'd.sh': 'foo() { echo 1; }\n',
}, put('c.sh', 'source ./d.sh\n'));

check('java: wildcard namespace file joins elsewhere', {
  'app/Main.java': 'package app;\nimport com.acme.*;\npublic class Main {\n  int run() { return Helper.make(); }\n}\n',
  'x/Helper.java': 'package com.acme;\npublic class Helper {\n  public static int make() { return 1; }\n}\n',
}, put('y/Thing.java', 'package com.acme;\npublic class Thing {}\n'));

check('java: a class of a wildcard-imported package joins, named by a file that resolved nothing before', {
  'app/Main.java': 'package app;\nimport com.acme.*;\npublic class Main {\n  int run() { return Thing.make(); }\n}\n',
  'x/Helper.java': 'package com.acme;\npublic class Helper {}\n',
}, put('y/Thing.java', 'package com.acme;\npublic class Thing {\n  public static int make() { return 1; }\n}\n'));

check('go: a function of the same package joins and leaves', {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'app.go': 'package app\n\nfunc Helper() int { return Extra() }\n',
}, put('extra.go', 'package app\n\nfunc Extra() int { return 2 }\n'), del('extra.go'));

check('ruby: a module opened in a joined file, named by a file requiring nothing', {
  'app/run.rb': 'Foo.bar\n',
  'lib/other.rb': 'module Other\nend\n',
}, put('lib/foo.rb', 'module Foo\n  def self.bar\n    1\n  end\nend\n'));

check('py: a name a module imports becomes ambiguous across search roots, for a file importing it from that module', {
  'pkg/sub/mod.py': 'from helpers import assist\n',
  'pkg/sub/helpers.py': 'def assist():\n    return 1\n',
  'pkg/sub/use.py': 'from mod import assist\n\ndef w():\n    return assist()\n',
}, put('helpers.py', 'def other():\n    return 1\n'));

check('py: a module attribute chain through a plain import, its middle joining', {
  'a.py': 'import b\n\ndef y():\n    return b.c.f()\n',
  'b.py': 'import c\n',
  'd.py': 'def f():\n    return 1\n',
}, put('c.py', 'from d import *\n'));

check('ruby: the file giving a class opened again elsewhere its superclass leaves and joins, for a method of the other file', {
  'lib/f3.rb': 'class K3\n  def u3\n    1\n  end\nend\n',
  'lib/f10.rb': 'require_relative "f3"\nclass K10 < K3\n  def u10\n    1\n  end\nend\n',
  'lib/ext12.rb': 'class K10\n  def e12\n    u3()\n  end\nend\n',
}, del('lib/f10.rb'), put('lib/f10.rb', 'require_relative "f3"\nclass K10 < K3\n  def u10\n    1\n  end\nend\n'));

check('ruby: the file including a module into a class opened again elsewhere leaves', {
  'lib/m8.rb': 'module M8\n  def u8\n    1\n  end\nend\n',
  'lib/f11.rb': 'require_relative "m8"\nclass K15\n  include M8\n  def u15\n    1\n  end\nend\n',
  'lib/ext9.rb': 'class K15\n  def e9\n    u8()\n  end\nend\n',
}, del('lib/f11.rb'));

check('go: the file declaring a struct that embeds a type leaves, for a method on the struct in another file', {
  'go.mod': 'module example.com/p\n\ngo 1.21\n',
  't.go': 'package p\n\ntype Base struct{}\n\nfunc (Base) U3() int { return 1 }\n',
  'k.go': 'package p\n\ntype K struct {\n\tBase\n}\n',
  'ext.go': 'package p\n\nfunc (k K) E() int { return k.U3() }\n',
}, del('k.go'), put('k.go', 'package p\n\ntype K struct {\n\tBase\n}\n'));

check('py: a base class becomes a variable of the same name and back, for a subclass using a member of its other base', {
  'base.py': 'class Base:\n    pass\n',
  'other.py': 'class Other:\n    def x(self):\n        return 1\n',
  'sub.py': 'from base import Base\nfrom other import Other\n\nclass Sub(Base, Other):\n    def f(self):\n        return self.x()\n',
  'use.py': 'from sub import Sub\n\ndef g():\n    return Sub().x()\n',
}, put('base.py', 'def make():\n    return object\n\nBase = make()\n'), put('base.py', 'class Base:\n    pass\n'));

check('py: a nested class inherited through a rebound base, written as a base (Outer.Inner) by a class another file subclasses', {
  'deep.py': 'class Deep:\n    def dm(self):\n        return 1\n',
  'base.py': 'from deep import Deep\n\nclass Base:\n    class Inner(Deep):\n        pass\n',
  'outer.py': 'from base import Base\n\nclass Outer(Base):\n    pass\n',
  'sub.py': 'from outer import Outer\n\nclass Sub(Outer.Inner):\n    pass\n',
  'u.py': 'from sub import Sub\n\nclass Sub2(Sub):\n    def f(self):\n        return self.dm()\n',
}, put('outer.py', 'from base import Base\n\nBase = 1\n\nclass Outer(Base):\n    pass\n'), put('outer.py', 'from base import Base\n\nclass Outer(Base):\n    pass\n'), del('base.py'));

check('go: module root in a subdirectory, file joins', {
  'svc/go.mod': 'module example.com/app\n\ngo 1.21\n',
  'svc/app.go': 'package app\n\nfunc Helper() int { return 1 }\n',
  'svc/cmd/main.go': 'package main\n\nimport "example.com/app"\n\nfunc main() { app.Helper() }\n',
}, put('svc/extra.go', 'package app\n\nvar unused = 1\n'));

check('py: from-import of a module through a package re-export chain', {
  'pkg/__init__.py': 'from .mid import *\n',
  'pkg/leaf.py': 'def x():\n    return 1\n',
  'use.py': 'from pkg import x\n\ndef y():\n    return x()\n',
}, put('pkg/mid.py', 'from .leaf import *\n'));

check('ts: import "." and the directory index joins', {
  'src/a.ts': 'import ".";\nexport const n = 1;\n',
}, put('src/index.ts', 'export const v = 1;\n'));

check('ts: import ".." and the parent index joins', {
  'src/sub/a.ts': 'import * as up from "..";\nexport const n = 1;\n',
}, put('src/index.ts', 'export const v = 1;\n'));

check('ts: the directory index that import "." names leaves', {
  'src/a.ts': 'import ".";\nexport const n = 1;\n',
  'src/index.ts': 'export const v = 1;\n',
}, del('src/index.ts'));

check('ts: a star re-export the directory index passes on comes to resolve, for a file importing "."', {
  'src/x.ts': "import { v } from '.';\nexport const y = v;\n",
  'src/index.ts': "export * from './c';\n",
  'src/d.ts': 'export const v = 1;\n',
}, put('src/c.ts', "export * from './d';\n"));

check('ts: util.ts replaced by util/index.ts', {
  'src/a.ts': 'import { pad } from "./util";\nexport const n = pad();\n',
  'src/util.ts': 'export function pad(): number { return 1; }\n',
}, del('src/util.ts'), put('src/util/index.ts', 'export function pad(): number { return 2; }\n'));

check('ts: multi-step joins and leaves (endpoint carrying)', {
  'a.ts': 'import { p } from "./m/p";\nimport { q } from "./m/q";\nexport const y = p() + q();\n',
  'm/p.ts': 'export function p(): number { return 1; }\n',
  'z.ts': 'import { q } from "./m/q";\nexport const z = q();\n',
}, put('m/q.ts', 'export function q(): number { return 1; }\n'),
   put('0first.ts', 'import { p } from "./m/p";\nexport const f = p();\n'),
   del('m/p.ts'),
   mv('m/q.ts', 'm/p.ts'),
   put('m/q.ts', 'export function q(): number { return 3; }\nexport function r(): number { return 3; }\n'));

check('ts: chain middle over the size cap', {
  'a.ts': 'import { x } from "./b";\nexport const y = x();\n',
  'b.ts': 'export * from "./c";\n',
  'c.ts': 'export * from "./d";\n',
  'd.ts': 'export function x(): number { return 1; }\n',
}, put('c.ts', 'export * from "./d";\n' + '// pad\n'.repeat(700000)));

check('ts: a non-ASCII file name joins', {
  'src/a.ts': 'import "./日本";\nexport const n = 1;\n',
}, put('src/日本.ts', 'export const v = 1;\n'));

check('rust: a main.rs joins a subdirectory, a crate root for the files below it', {
  'src/lib.rs': 'mod foo;\nmod sub;\n',
  'src/foo.rs': 'pub fn x() {}\n',
  'src/sub.rs': 'mod inner;\n',
  'src/sub/inner.rs': 'fn t() { crate::foo::x(); }\n',
}, put('src/sub/main.rs', 'fn main() {}\n'));

check('rust: a main.rs leaves a subdirectory with a module of the name crate:: reaches', {
  'src/lib.rs': 'mod foo;\nmod sub;\n',
  'src/foo.rs': 'pub fn x() {}\n',
  'src/sub.rs': 'mod inner;\n',
  'src/sub/foo.rs': 'pub fn x() {}\n',
  'src/sub/main.rs': 'fn main() {}\n',
  'src/sub/inner.rs': 'fn t() { crate::foo::x(); }\n',
}, del('src/sub/main.rs'));

check('rust: a binary\'s main.rs renamed, its modules\' crate:: now the library\'s', {
  'src/lib.rs': 'pub mod util;\n',
  'src/util.rs': 'pub fn x() {}\n',
  'src/bin/tool/main.rs': 'mod cli;\nfn main() {}\n',
  'src/bin/tool/cli.rs': 'use crate::util::x;\nfn t() { x(); }\n',
  'src/bin/tool/util.rs': 'pub fn x() {}\n',
}, mv('src/bin/tool/main.rs', 'src/bin/tool/app.rs'));

check('rust: lib.rs leaves, the crate root moving up to a main.rs above', {
  'main.rs': 'mod util;\n',
  'util.rs': 'pub fn x() {}\n',
  'src/lib.rs': 'mod util;\nmod a;\n',
  'src/util.rs': 'pub fn x() {}\n',
  'src/a.rs': 'fn t() { crate::util::x(); }\n',
}, del('src/lib.rs'));

check('rust: a parent module with a glob re-export leaves and joins, for a child calling through super::', {
  'src/lib.rs': 'mod a;\nmod other;\n',
  'src/other.rs': 'pub fn z() {}\n',
  'src/a.rs': 'mod b;\npub use crate::other::*;\n',
  'src/a/b.rs': 'fn t() { super::z(); }\n',
}, del('src/a.rs'), put('src/a.rs', 'mod b;\npub use crate::other::*;\n'));

check('rust: a parent module with a named re-export leaves, for a child calling through super::', {
  'src/lib.rs': 'mod a;\nmod other;\n',
  'src/other.rs': 'pub fn z() {}\n',
  'src/a.rs': 'mod b;\npub use crate::other::z;\n',
  'src/a/b.rs': 'fn t() { super::z(); }\n',
}, del('src/a.rs'));

check('rust: a.rs joins beside a/mod.rs, for a child calling and using through super::', {
  'src/lib.rs': 'mod a;\n',
  'src/a/mod.rs': 'mod b;\nmod c;\npub fn y() {}\n',
  'src/a/b.rs': 'fn t() { super::y(); }\n',
  'src/a/c.rs': 'use super::y;\nfn t() { y(); }\n',
}, put('src/a.rs', '// empty\n'));

check('rust: a parent renamed to a/mod.rs and to another name, for children using super::', {
  'src/lib.rs': 'mod a;\nmod other;\n',
  'src/other.rs': 'pub fn z() {}\n',
  'src/a.rs': 'mod b;\npub fn w() {}\npub use crate::other::*;\n',
  'src/a/b.rs': 'use super::*;\nfn t() { super::z(); w(); }\n',
}, mv('src/a.rs', 'src/a/mod.rs'), mv('src/a/mod.rs', 'src/c.rs'));

check('rust: a file declaring a module by #[path] joins and leaves, the declared file\'s super:: changing', {
  'src/lib.rs': 'mod impls;\nmod platform;\n',
  'src/impls/mod.rs': 'pub fn top() {}\n',
  'src/impls/unix.rs': 'fn t() { super::top(); }\n',
  'src/platform.rs': 'pub fn other() {}\n',
}, put('src/platform2.rs', '#[path = "impls/unix.rs"]\nmod sys;\n'), del('src/platform2.rs'));

check('rust: the file an unmoved #[path] names joins and leaves, re-exporting what a file calls through the module', {
  'src/lib.rs': '#[path = "sys_unix.rs"]\nmod sys;\nmod other;\nmod user;\n',
  'src/other.rs': 'pub fn g() {}\n',
  'src/user.rs': 'pub fn u() { crate::sys::g(); }\n',
}, put('src/sys_unix.rs', 'pub use crate::other::g;\n'), del('src/sys_unix.rs'));

check('rust: a module file bound by use … as z joins and leaves', {
  'src/lib.rs': 'mod a;\nmod other;\nmod user;\n',
  'src/a.rs': 'pub mod m;\n',
  'src/other.rs': 'pub fn g() {}\n',
  'src/user.rs': 'use crate::a::m as z;\npub fn u() { z::g(); }\n',
}, put('src/a/m.rs', 'pub use crate::other::g;\n'), del('src/a/m.rs'));

check('rust: a glob re-export of a parent passes on a joined module, for a child calling through super::', {
  'src/lib.rs': 'mod a;\nmod other;\n',
  'src/a.rs': 'mod c;\nmod b;\npub use self::c::*;\n',
  'src/other.rs': 'pub fn g() {}\n',
  'src/a/b.rs': 'pub fn u() { super::g(); }\n',
}, put('src/a/c.rs', 'pub use crate::other::g;\n'), del('src/a/c.rs'));

check('rust: a prelude lib.rs re-exports whole joins and leaves, for a file using its name from the crate root', {
  'src/lib.rs': 'mod prelude;\nmod types;\nmod user;\npub use prelude::*;\n',
  'src/types.rs': 'pub struct Foo;\nimpl Foo { pub fn new() -> Foo { Foo } }\n',
  'src/user.rs': 'use crate::Foo;\npub fn u() { Foo::new(); }\n',
}, put('src/prelude.rs', 'pub use crate::types::Foo;\n'), del('src/prelude.rs'));

check('rust: qualified call through a joined re-exporting module', {
  'src/lib.rs': 'mod a;\nmod b;\nmod d;\n',
  'src/a.rs': 'fn y() { crate::b::x(); }\n',
  'src/d.rs': 'pub fn x() {}\n',
}, put('src/b.rs', 'pub use crate::d::x;\n'));

check('py: ambiguity across search roots, file joins', {
  'pkg/sub/mod.py': 'from helpers import assist\n\ndef work():\n    return assist()\n',
  'pkg/sub/helpers.py': 'def assist():\n    return 1\n',
}, put('helpers.py', 'def other():\n    return 1\n'));

check('a mixed tree: an import that comes to resolve, one that no longer does, a path alias to a new file, a Python package that gains its __init__.py, a Java class another of its package names', {
  'src/app.ts': 'import { pad } from "./util/strings";\nimport { db } from "#db";\nexport function run(): string { return pad("x") + db(); }\n',
  'src/side.ts': 'import "./util/strings";\nexport const ready = true;\n',
  'src/side-db.ts': 'import "#db";\nexport const ready = true;\n',
  'src/left.ts': 'export function gone(): number { return 1; }\n',
  'src/uses-left.ts': 'import { gone } from "./left";\nexport const n = gone();\n',
  'tsconfig.json': '{ "compilerOptions": { "paths": { "#db": ["./src/lib/database.ts"] } } }\n',
  'pkg/sub/mod.py': 'from helpers import assist\n\ndef work():\n    return assist()\n',
  'pkg/sub/helpers.py': 'def assist():\n    return 1\n',
  'pkg/__init__.py': '',
  'java/com/acme/Main.java': 'package com.acme;\npublic class Main {\n  public static int run() { return Helper.make(); }\n}\n',
}, put('src/util/strings.ts', 'export function pad(s: string): string { return s; }\n'), del('src/left.ts'),
put('src/lib/database.ts', 'export function db(): string { return ""; }\n'), put('pkg/sub/__init__.py', ''),
put('java/com/acme/Helper.java', 'package com.acme;\npublic class Helper {\n  public static int make() { return 1; }\n}\n'),
del('src/util/strings.ts'));

// Python bare names a star import brings from what the module passes on: the module's own imports change, the
// module they come from is edited, leaves, joins and moves.
check('python: bare names through a star import of a module that passes them on', {
  'b.py': 'def helper():\n    return 1\n',
  'c.py': 'def deep():\n    return 2\n',
  'a.py': 'from c import *\n',
  'use.py': 'from a import *\nhelper()\ndeep()\nlater()\n',
}, put('a.py', 'from b import helper\nfrom c import *\n'), put('b.py', 'def other():\n    return 1\n'), put('b.py', 'def helper():\n    return 1\n'),
del('c.py'), put('c.py', 'def deep():\n    return 3\n'), mv('b.py', 'b2.py'), put('a.py', 'from b2 import helper\nfrom c import *\nfrom gen import *\n'),
put('gen.py', 'def later():\n    return 4\n'), put('gen.py', 'globals()["x"] = 1\n'), del('gen.py'));

// Python: a submodule reached as an attribute of a package a `from … import` binds leaves, joins and moves.
check('python: a submodule reached through a package bound by from-import', {
  'pkg/__init__.py': '',
  'pkg/util/__init__.py': 'from .ssl_ import wrap\n',
  'pkg/util/ssl_.py': 'def wrap():\n    return 1\nclass SSLContext:\n    pass\n',
  'pkg/contrib/__init__.py': '',
  'pkg/contrib/a.py': 'from .. import util\nx = util.ssl_.SSLContext\nutil.wrap()\n',
}, mv('pkg/util/ssl_.py', 'pkg/ssl_.py'), mv('pkg/ssl_.py', 'pkg/util/ssl_.py'), put('pkg/util/__init__.py', 'wrap = None\n'), put('pkg/util/ssl_.py', 'class SSLContext:\n    pass\n'),
del('pkg/util/__init__.py'), put('pkg/util/__init__.py', ''));

// Python: `import a.b` binds a; a submodule reached as its attribute, below namespace packages too, moves.
check('python: submodules reached through a dotted import', {
  'a/__init__.py': '',
  'a/b.py': 'def f():\n    return 1\n',
  'ns/sub/mod.py': 'def h():\n    return 3\n',
  'use.py': 'import a.b\nimport ns.sub.mod\na.b.f()\na.c.g()\nns.sub.mod.h()\nns.sub.other.k()\n',
}, put('a/c.py', 'def g():\n    return 2\n'), mv('a/c.py', 'a/d.py'), mv('a/d.py', 'a/c.py'), put('ns/sub/other.py', 'def k():\n    return 4\n'),
put('ns/__init__.py', ''), del('ns/__init__.py'), mv('ns/sub/mod.py', 'ns/mod.py'), del('a/b.py'));

// Python: a member of a class a star import brings from what a module passes on.
check('python: a class member through a star-passed import', {
  'b.py': 'class Klass:\n    def m(self):\n        return 1\n',
  'a.py': 'from b import Klass\n',
  'use.py': 'from a import *\nKlass.m(None)\n',
}, put('b.py', 'class Klass:\n    def n(self):\n        return 1\n'), put('a.py', 'Klass = None\n'), put('a.py', 'from b import Klass\n'), mv('b.py', 'c.py'), mv('c.py', 'b.py'));

// C: a function joins, leaves, or is written before a struct of its name in a header; the struct's other name changes
check('c: a function of a struct\'s name comes and goes in an included header', {
  'st.h': 'struct stat { int size; };\n',
  'main.c': '#include "st.h"\nint f(const char *p) { struct stat st; return stat(p, &st) + st.size; }\n',
  'other.c': '#include "st.h"\nint g(void) { struct stat s; return s.size; }\n',
}, put('st.h', 'struct stat { int size; };\nint stat(const char *p, struct stat *s);\n'),
put('st.h', 'struct stat { int size; };\n\nint stat(const char *p, struct stat *s);\n'),
put('st.h', 'int stat(const char *p, struct stat *s);\nstruct stat { int size; };\n'),
put('st.h', 'int stat(const char *p, struct stat *s);\n\nstruct stat { int size; };\n'),
put('st.h', 'int stat(const char *p, struct stat *s);\n'),
put('st.h', 'typedef struct stat { int size; } stat;\n'),
put('st.h', 'struct stat { int size; };\nint stat(const char *p, struct stat *s);\n'),
put('st.h', 'struct stat { int size; };\nenum stat { SIZE };\n'),
put('st.h', 'struct stat { int size; };\n'),
put('fn.h', 'int stat(const char *p, void *s);\n'),
put('main.c', '#include "st.h"\n#include "fn.h"\nint f(const char *p) { struct stat st; return stat(p, &st) + st.size; }\n'),
del('fn.h'));

// Python: a module's literal `__all__` gains and loses names, becomes one not read, goes and comes back; a module it
// star-imports in turn lists names; a listed module leaves and joins.
check('python: what a literal __all__ lists changes under star imports', {
  'lib.py': "from helpers import assist\n__all__ = ['public']\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n",
  'helpers.py': 'def assist():\n    return 4\n',
  'mid.py': 'from lib import *\n',
  'use.py': 'from lib import *\npublic()\nhidden()\n_shown()\nassist()\n',
  'use_mid.py': 'from mid import public, hidden, assist\npublic()\nhidden()\nassist()\n',
}, put('lib.py', "from helpers import assist\n__all__ = ['public', 'hidden']\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('lib.py', "from helpers import assist\n__all__ = ['public', 'hidden', '_shown', 'assist']\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('lib.py', "from helpers import assist\n__all__ = ['public']\n__all__ += ['assist']\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('lib.py', "from helpers import assist\nimport helpers\n__all__ = ['public'] + helpers.names\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('lib.py', "from helpers import assist\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('lib.py', "from helpers import assist\n__all__ = []\ndef public():\n    return 1\ndef hidden():\n    return 2\ndef _shown():\n    return 3\n"),
put('mid.py', "from lib import *\n__all__ = ['hidden']\n"),
put('lib.py', "from helpers import *\n__all__ = ['public', 'hidden', 'assist']\ndef public():\n    return 1\ndef hidden():\n    return 2\n"),
put('helpers.py', "__all__ = ['other']\ndef assist():\n    return 4\ndef other():\n    return 5\n"),
mv('lib.py', 'lib2.py'), mv('lib2.py', 'lib.py'), del('helpers.py'), put('helpers.py', 'def assist():\n    return 4\n'));

// Python: a stub is the module where no source is, and beside a source declares names the source may set unseen:
// stubs and sources of one name join, leave, move and change what they declare.
check('python: stubs beside and in place of sources', {
  'pkg/__init__.py': '',
  'pkg/_ext.pyi': 'def fast(x: int) -> int: ...\n',
  'pkg/dyn.py': 'def real():\n    return 1\n',
  'use.py': 'from pkg._ext import fast\nimport pkg.dyn\nimport pkg._ext\nfast(1)\npkg.dyn.Shown()\npkg.dyn.real()\npkg._ext.slow()\n',
}, put('pkg/dyn.pyi', 'class Shown: ...\n'), put('pkg/dyn.pyi', 'class Other: ...\n'), put('pkg/_ext.py', 'def fast(x):\n    return x\n'),
put('pkg/_ext.pyi', 'def fast(x: int) -> int: ...\ndef slow() -> None: ...\n'), del('pkg/_ext.py'), mv('pkg/_ext.pyi', 'pkg/_ext2.pyi'),
mv('pkg/_ext2.pyi', 'pkg/_ext.pyi'), mv('pkg/dyn.pyi', 'dyn.pyi'), mv('dyn.pyi', 'pkg/dyn.pyi'), del('pkg/dyn.py'),
put('pkg/__init__.pyi', 'from . import dyn as dyn\n'), del('pkg/__init__.py'), del('pkg/__init__.pyi'));

// Python: a compiled module is found by its name and never read; it joins, changes, leaves and moves, and a source
// beside it comes and goes. The graph keeps the list, so a refresh of a tree whose files are all unchanged still
// sees it change.
const ELF = '\u007fELF\u0002\u0001\u0001\u0000';
check('python: compiled modules join, change, leave and move', {
  'pkg/__init__.py': 'from .impl import *\n',
  'pkg/impl.py': '__all__ = ["_x", "run"]\ndef _x():\n    return 1\ndef run():\n    return 2\n',
  'use.py': 'import pkg\nfrom pkg import _cx\nfrom pkg.sub import _z\npkg._x()\n_cx.go()\npkg.run()\n_z.f()\n',
}, put('pkg/_cx.cpython-311-x86_64-linux-gnu.so', ELF), put('pkg/_x.abi3.so', ELF), put('pkg/_x.abi3.so', `${ELF}\u0001`),
put('pkg/_cx.py', 'def go():\n    return 3\n'), del('pkg/_cx.py'), mv('pkg/_x.abi3.so', 'pkg/_y.abi3.so'), put('pkg/sub/_z.pyd', ELF),
put('pkg/sub/__init__.py', ''), del('pkg/_cx.cpython-311-x86_64-linux-gnu.so'), mv('pkg/sub', 'pkg/sub2'));
