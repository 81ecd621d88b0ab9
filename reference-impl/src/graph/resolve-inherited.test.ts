// Known answers for members a class inherits: `this.m()` (or a bare call where the language reads it so) that the
// class does not define is its bases' m, looked for through the bases the tree defines; `super.m()` looks in the
// bases only. Nothing is judged when a base on the way is not the tree's.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { scanRoot } from './index.js';
import { rescanLikeFull } from './rescan.test-support.js';
import { callsIn, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('TS: this.m() a class does not define is its base\'s m, through an import and a base of a base; the nearest definition wins; super.m() skips the class\'s own', async () => {
  const g = await scan({
    'base.ts': 'export class Base {\n  helper(): number { return 1; }\n  shared(): number { return 0; }\n}\n',
    'mid.ts': 'import { Base } from "./base";\nexport class Mid extends Base {\n  shared(): number { return 2; }\n}\n',
    'child.ts': [
      'import { Mid } from "./mid";',
      'import * as b from "./base";',
      'export class Child extends Mid {',
      '  shared(): number { return super.shared() + 1; }',
      '  items!: Mid[];',
      '  run(): number { return this.helper() + this.shared() + this.nothere() + this.items.shared(); }',
      '}',
      'export class Other extends b.Base {',
      '  run(): number { return this.helper(); }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'child.ts')), [
    'child.ts::Child.run -calls-> base.ts::Base.helper',
    'child.ts::Child.run -calls-> child.ts::Child.shared',
    'child.ts::Child.shared -calls-> mid.ts::Mid.shared',
    'child.ts::Other.run -calls-> base.ts::Base.helper',
  ]);
  assert.ok(usesFrom(g, 'child.ts').includes('child.ts::Child -references-> mid.ts::Mid'), 'a base is still a reference of its class');
  assert.ok(usesFrom(g, 'child.ts').includes('child.ts::Other -references-> base.ts::Base'), 'a base through a namespace import');
  assert.deepEqual(unresolvedIn(g, 'child.ts'), [], 'a member no base defines is not judged: a mixin or a base from elsewhere may bring it');
  assert.ok(!usesFrom(g, 'child.ts').includes('child.ts::Child.run -calls-> mid.ts::Mid.shared'), 'this.items.shared() is a member of a field, not of the bases');
});

test('a base from outside the tree, or one two files define, leaves an inherited member unjudged, even when a base of the tree defines it', async () => {
  const g = await scan({
    'base.ts': 'export class Base {\n  helper(): number { return 1; }\n}\n',
    'child.ts': 'import { Base } from "./base";\nimport { Component } from "react";\nexport class Child extends Base {}\nexport class View extends Component {\n  run() { this.setState(1); this.helper(); }\n}\nexport class Deep extends Child {\n  run() { return this.helper(); }\n}\n',
    'multi.py': 'from external import Mixin\nfrom .base import Base\nclass Both(Mixin, Base):\n    def run(self):\n        return self.helper()\n',
    'base.py': 'class Base:\n    def helper(self):\n        return 1\n',
    '__init__.py': '',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'child.ts')), ['child.ts::Deep.run -calls-> base.ts::Base.helper'], 'through a base of a base; View\'s members may be React\'s');
  assert.deepEqual(callsIn(usesFrom(g, 'multi.py')), [], 'Mixin, from elsewhere, comes first and may define helper');
  assert.deepEqual(unresolvedIn(g, 'multi.py'), []);
});

test('Python: self.m() and super().m() through bases imported absolutely or relatively; of bases that each define m, the first written answers', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/base.py': 'class Base:\n    def helper(self):\n        return 1\n    def save(self):\n        return 0\n',
    'pkg/other.py': 'class Other:\n    def helper(self):\n        return 2\n',
    'pkg/child.py': [
      'from pkg.base import Base',
      'from . import other',
      'class Child(Base):',
      '    def save(self):',
      '        return super().save() + super(Child, self).helper() + self.helper()',
      'class Two(Base, other.Other):',
      '    def run(self):',
      '        return self.helper() + self.save()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'pkg/child.py')), [
    'pkg/child.py::Child.save -calls-> pkg/base.py::Base.helper',
    'pkg/child.py::Child.save -calls-> pkg/base.py::Base.save',
    'pkg/child.py::Two.run -calls-> pkg/base.py::Base.helper',
    'pkg/child.py::Two.run -calls-> pkg/base.py::Base.save',
  ], 'Two.run\'s helper is in both bases: Base, written first, comes first in the resolution order');
});

test('Python: a member several bases define is the one the method resolution order reaches first: a mixin written first, a diamond\'s nearer side; a base not known, or no order, leaves it unjudged', async () => {
  const g = await scan({
    'app/__init__.py': '',
    'app/root.py': 'class Root:\n    def dispatch(self):\n        return 0\n    def close(self):\n        return 0\n',
    'app/mixins.py': 'from .root import Root\nclass Login(Root):\n    def dispatch(self):\n        return 1\nclass Audit(Root):\n    def close(self):\n        return 2\n',
    'app/views.py': [
      'from .root import Root',
      'from .mixins import Login, Audit',
      'from outside import Thing',
      'class Base(Root):',
      '    def dispatch(self):',
      '        return 3',
      'class View(Login, Base):',
      '    def run(self):',
      '        return self.dispatch() + self.close()',
      'class Diamond(Base, Audit):',
      '    def run(self):',
      '        return self.dispatch() + self.close() + super().dispatch()',
      'class Far(Thing, Login):',
      '    def run(self):',
      '        return self.dispatch()',
      'class Bad(Root, Login):',
      '    def run(self):',
      '        return self.dispatch()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/views.py')), [
    'app/views.py::Diamond.run -calls-> app/mixins.py::Audit.close',
    'app/views.py::Diamond.run -calls-> app/views.py::Base.dispatch',
    'app/views.py::View.run -calls-> app/mixins.py::Login.dispatch',
    'app/views.py::View.run -calls-> app/root.py::Root.close',
  ], 'View: Login before Base, Root last; Diamond: Base, then Audit, then Root; Far: Thing, from outside, comes first; Bad: Root cannot come before Login (no order)');
  assert.deepEqual(unresolvedIn(g, 'app/views.py'), []);
});

test('Python: along the resolution order, where it chooses between definitions, a class before the first that is decorated or names a metaclass, a base that is no class, or a hierarchy Python refuses leaves a member unjudged', async () => {
  const g = await scan({
    'app/__init__.py': '',
    'app/root.py': 'class Root:\n    def dispatch(self):\n        return 0\n',
    'app/mixins.py': [
      'from .root import Root',
      'class Login(Root):',
      '    def dispatch(self):',
      '        return 1',
      '    def extra(self):',
      '        return 1',
      'class Base(Root):',
      '    def extra(self):',
      '        return 2',
      'class V(Login, Base):',
      '    pass',
      '',
    ].join('\n'),
    'app/views.py': [
      'from .root import Root',
      'from .mixins import Login, Base, V',
      'from outside import deco, make, Meta',
      '@deco',
      'class P(Root):',
      '    pass',
      'class Q(P, Login):',
      '    def run(self):',
      '        return self.dispatch()',
      'class M(Root, metaclass=Meta):',
      '    pass',
      'class N(M, Login):',
      '    def run(self):',
      '        return self.dispatch()',
      'Made = make()',
      'class W(Made, Login):',
      '    def run(self):',
      '        return self.dispatch()',
      'class Odd(Root, V):',
      '    def run(self):',
      '        return self.extra()',
      'class One(P, Base):',
      '    def run(self):',
      '        return self.extra()',
      'class Fine(V):',
      '    def run(self):',
      '        return self.extra()',
      '@deco',
      'class Dressed(Login, Base):',
      '    def run(self):',
      '        return self.extra()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/views.py')), ['app/views.py::Fine.run -calls-> app/mixins.py::Login.extra', 'app/views.py::One.run -calls-> app/mixins.py::Base.extra'],
    'Q: P\'s decorator may give it dispatch before Login; N: so may M\'s metaclass; W: Made, no class, may be anything; Odd: no order (Root before its own subclass V); Dressed: its own decorator comes first; One: P is decorated, but only Base defines extra');
  assert.deepEqual(unresolvedIn(g, 'app/views.py'), []);
});

test('Python: a base written `object` is the builtin, as if none were written: the order goes on past it; what every class has (`__init__`, `__new__`, `__name__`) is never undefined; an `object` the file defines or binds, or may get from a star import, is not the builtin', async () => {
  const g = await scan({
    'p/__init__.py': '',
    'p/parts.py': [
      'class Holder(object):',
      '    def show(self):',
      '        return 0',
      'class Container(object):',
      '    def add(self):',
      '        return 1',
      '    def show(self):',
      '        return 1',
      '',
    ].join('\n'),
    'p/parser.py': [
      'from .parts import Holder, Container',
      'class Parser(Holder, Container):',
      '    def run(self):',
      '        Holder.__init__(self)',
      '        return self.add() + self.show() + Holder.__name__ + Holder.__new__(Holder) + Holder.nothere',
      '',
    ].join('\n'),
    'p/shadow.py': [
      'from compat import object',
      'from .parts import Holder, Container',
      'class Other(object, Container):',
      '    def run(self):',
      '        return self.add()',
      '',
    ].join('\n'),
    'p/own.py': 'from .parts import Container\nclass object:\n    def add(self):\n        return 9\nclass Mine(object, Container):\n    def run(self):\n        return self.add()\n',
    'p/star.py': 'from os import *\nfrom .parts import Container\nclass Star(Container, object):\n    def run(self):\n        return self.add()\n',
    'p/compat.py': 'class object:\n    def add(self):\n        return 7\n',
    'p/tree_star.py': 'from .compat import *\nfrom .parts import Holder\nclass S(Holder, object):\n    def run(self):\n        return self.add()\ndef probe():\n    return S.add\n',
    'p/body.py': 'from .parts import Holder, Container\nclass Outer:\n    object = Holder\n    class Inner(Container, object):\n        def run(self):\n            return self.show()\n',
    'p/first.py': 'from .parts import Container\nclass First(object, Container):\n    def run(self):\n        return self.add()\n',
    'p/weak.py': 'class Plain(object):\n    def run(self):\n        return Plain.__weakref__\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'p/parser.py')), [
    'p/parser.py::Parser.run -calls-> p/parts.py::Container.add',
    'p/parser.py::Parser.run -calls-> p/parts.py::Holder.show',
  ], 'Parser: Holder, Container, object');
  assert.deepEqual(unresolvedIn(g, 'p/parser.py'), ['Holder.nothere:undefined']);
  assert.deepEqual(callsIn(usesFrom(g, 'p/shadow.py')), [], 'this object comes from elsewhere, first, and may define add');
  assert.deepEqual(callsIn(usesFrom(g, 'p/own.py')), ['p/own.py::Mine.run -calls-> p/own.py::object.add'], 'the file\'s own object comes first');
  assert.deepEqual(callsIn(usesFrom(g, 'p/star.py')), [], 'a star import from outside may bind object');
  assert.deepEqual(callsIn(usesFrom(g, 'p/tree_star.py')), ['p/tree_star.py::S.run -calls-> p/compat.py::object.add'], 'so may one of the tree: compat\'s object, which defines add');
  assert.deepEqual(unresolvedIn(g, 'p/tree_star.py'), [], 'S.add: not undefined');
  assert.deepEqual(callsIn(usesFrom(g, 'p/body.py')), [], 'the class body binds object (to Holder): not the builtin, and not judged');
  assert.deepEqual(callsIn(usesFrom(g, 'p/first.py')), [], 'object before another base: a class Python refuses, not judged');
  assert.deepEqual(unresolvedIn(g, 'p/weak.py'), []);
});

test('Python: a class its module binds again in a block (`if …: class Base: pass`, `else: Future = _CFuture`) may be the other one when the module runs: a member looked for along the order through it is not judged; one a block defines alone is a definition like any', async () => {
  const g = await scan({
    'compat.py': [
      'import sys',
      'class Base:',
      '    def helper(self):',
      '        return 1',
      'if sys.version_info >= (3, 12):',
      '    class Base:',
      '        pass',
      'class Plain:',
      '    def helper(self):',
      '        return 2',
      'if sys.version_info >= (3, 8):',
      '    class Once:',
      '        def helper(self):',
      '            return 3',
      '',
    ].join('\n'),
    'use.py': [
      'from compat import Base, Plain, Once',
      'class Kid(Base):',
      '    def run(self):',
      '        return self.helper()',
      'class Other(Plain):',
      '    def run(self):',
      '        return self.helper()',
      'class Third(Once):',
      '    def run(self):',
      '        return self.helper()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py::Other.run -calls-> compat.py::Plain.helper', 'use.py::Third.run -calls-> compat.py::Once.helper']);
});

test('Python: an order asked for while a class\'s bases are being gathered (a base written through a class that descends from it) is not kept: a refresh resolves as a full scan does', async () => {
  const files = {
    'k/__init__.py': '',
    'k/_first.py': 'from .a import X\nclass Y(X):\n    def f(self):\n        return self.q()\n',
    'k/a.py': 'from .b import Outer\ndef early():\n    return X.foo()\nclass Base:\n    def m(self):\n        return 0\n    class Inner:\n        def m(self):\n            return 1\nclass X(Base, Outer.Inner):\n    pass\n',
    'k/b.py': 'from .a import X\nclass Outer(X):\n    def run(self):\n        return self.m()\n',
  };
  const t = await makeFixtureTree(files);
  try {
    const before = await scanRoot(t.root);
    assert.deepEqual(callsIn(usesFrom(before, 'k/b.py')), ['k/b.py::Outer.run -calls-> k/a.py::Base.m'], 'Outer, X, Base, Base.Inner');
    await writeFile(path.join(t.root, 'k/b.py'), `${files['k/b.py']}def later():\n    return 0\n`);
    await rescanLikeFull(t.root, before);
  } finally {
    await t.remove();
  }
});

test('Java, C#, PHP and C++: a bare or this-qualified call reaches the superclass\'s method in another file; super, base and parent name the bases', async () => {
  const g = await scan({
    'app/Base.java': 'package app;\npublic class Base { public int helper() { return 1; } public int save() { return 0; } }\n',
    'app/Child.java': 'package app;\npublic class Child extends Base {\n  public int save() { return super.save() + helper() + this.helper(); }\n}\n',
    'Base.cs': 'namespace App { public class Base { public int Helper() { return 1; } } }\n',
    'Child.cs': 'using System;\nnamespace App {\n  public class Child : Base, IDisposable {\n    public void Dispose() {}\n    public int Run() { return Helper() + base.Helper() + this.Helper(); }\n  }\n}\n',
    'base.php': '<?php\nclass Base { public function helper() { return 1; } }\n',
    'child.php': '<?php\nrequire_once "base.php";\nclass Child extends Base {\n  public function run() { return $this->helper() + parent::helper(); }\n}\n',
    'shapes.cpp': 'class Shape { public: int area() { return 0; } };\nclass Square : public Shape {\n public:\n  int twice() { return this->area() * 2; }\n};\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/Child.java')), ['app/Child.java::Child.save -calls-> app/Base.java::Base.helper', 'app/Child.java::Child.save -calls-> app/Base.java::Base.save']);
  assert.deepEqual(callsIn(usesFrom(g, 'Child.cs')), ['Child.cs::Child.Run -calls-> Base.cs::Base.Helper'], 'IDisposable, named as an interface, brings no member');
  assert.deepEqual(callsIn(usesFrom(g, 'child.php')), ['child.php::Child.run -calls-> base.php::Base.helper']);
  assert.deepEqual(callsIn(usesFrom(g, 'shapes.cpp')), ['shapes.cpp::Square.twice -calls-> shapes.cpp::Shape.area']);
});

test('Ruby: a method called without parentheses or with them, in a class whose superclass is the tree\'s, is the superclass\'s', async () => {
  const g = await scan({
    'lib/base.rb': 'class Base\n  def helper\n    1\n  end\nend\n',
    'lib/child.rb': 'require_relative "base"\nclass Child < Base\n  def run(x)\n    y = helper + helper() + x\n    y\n  end\nend\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/child.rb')), ['lib/child.rb::Child.run -calls-> lib/base.rb::Base.helper']);
  assert.deepEqual(unresolvedIn(g, 'lib/child.rb'), [], 'the parameter x and the local y are no calls');
});

test('Go: a method an embedded type brings is the embedded type\'s, in any file of its package or through an import', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'core/log.go': 'package core\n\ntype Logger struct{}\n',
    'core/log_write.go': 'package core\n\nfunc (l *Logger) Write(s string) {}\n',
    'srv/server.go': 'package srv\n\nimport "example.com/m/core"\n\ntype Base struct{}\n\nfunc (b Base) Close() {}\n\ntype Server struct {\n\tBase\n\t*core.Logger\n\tname string\n}\n',
    'srv/run.go': 'package srv\n\nfunc (s *Server) Run() {\n\ts.Close()\n\ts.Write(s.name)\n}\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'srv/run.go')), ['srv/run.go::Server.Run -calls-> core/log_write.go::Logger.Write', 'srv/run.go::Server.Run -calls-> srv/server.go::Base.Close']);
});

test('a cycle of bases ends: a member none of them defines is not judged', async () => {
  const g = await scan({
    'a.py': 'from b import B\nclass A(B):\n    def run(self):\n        return self.nothere()\n',
    'b.py': 'from a import A\nclass B(A):\n    pass\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'a.py')), []);
  assert.deepEqual(unresolvedIn(g, 'a.py'), []);
});

test('a base a function declares is its local: neither a use nor unresolved', async () => {
  const g = await scan({
    'local.ts': 'export function f(p: { Parent?: typeof Object }) {\n  class Test {}\n  class Sub extends Test {}\n  const Parent = p.Parent ?? Object;\n  class Def extends Parent {}\n  return [Sub, Def];\n}\n',
  });
  assert.deepEqual(unresolvedIn(g, 'local.ts'), []);
});

test('a base belongs to the class that names it: a class a method declares, or a second class on the same line, lends its base to no other', async () => {
  const g = await scan({
    'm.ts': [
      'class X { x() { return 1; } }',
      'class Y { m() { return 2; } }',
      'export class Outer extends X {',
      '  make() { class L extends Y {} return L; }',
      '  go() { return this.m(); }',
      '}',
      'export class A extends X {} export class B extends Y { run() { return this.x(); } }',
      '',
    ].join('\n'),
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    's/s.go': 'package s\n\ntype C struct{}\n\nfunc (c C) Close() {}\n\ntype Outer struct {\n\tinner struct{ C }\n}\n\nfunc (o *Outer) Stop() { o.Close() }\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'm.ts')).filter((u) => /::(Outer|B)\./.test(u)), [], 'Y is L\'s base, not Outer\'s; X is A\'s, not B\'s');
  assert.deepEqual(callsIn(usesFrom(g, 's/s.go')), [], 'C is embedded in the field\'s anonymous struct, not in Outer');
});

test('a base is read where the class is written, not inside it: a nested class of its name is not the base (Python, Java, C++, Ruby), but a Ruby include in the body reads from inside', async () => {
  const g = await scan({
    'a.py': 'class Error(Exception):\n    pass\nclass Foo(Error):\n    class Error(RuntimeError):\n        pass\n',
    'Foo.java': 'class Error extends RuntimeException {}\nclass Foo extends Error {\n  static class Error extends RuntimeException {}\n}\n',
    'foo.cpp': 'struct Error {};\nstruct Foo : Error {\n  struct Error {};\n};\n',
    'a.rb': 'module A\n  class Error < StandardError\n  end\n  module Helpers\n  end\n  class Foo < Error\n    class Error < RuntimeError\n    end\n    module Helpers\n    end\n    include Helpers\n  end\nend\n',
  });
  assert.deepEqual(usesFrom(g, 'a.py'), ['a.py::Foo -references-> a.py::Error']);
  assert.deepEqual(usesFrom(g, 'Foo.java'), ['Foo.java::Foo -references-> Foo.java::Error']);
  assert.deepEqual(usesFrom(g, 'foo.cpp'), ['foo.cpp::Foo -references-> foo.cpp::Error']);
  assert.deepEqual(usesFrom(g, 'a.rb'), ['a.rb::A.Foo -references-> a.rb::A.Error', 'a.rb::A.Foo -references-> a.rb::A.Foo.Helpers'], 'an include in the body is looked for from inside the class');
});

test('a base read as no plain name is an unknown base: a generic\'s or a subscript\'s own name is read, and anything before it still counts', async () => {
  const g = await scan({
    'k.py': 'from typing import Mapping\n\nclass Base:\n    def get(self):\n        return 1\n\nclass K(Mapping[str, int], Base):\n    def run(self):\n        return self.get()\n\nclass J(Base, metaclass=type):\n    def run(self):\n        return self.get()\n\nclass L(make_base(), Base):\n    def run(self):\n        return self.get()\n\ndef make_base():\n    return object\n',
    'k.cpp': 'namespace ns { template <class T> class Base { public: int get() { return 1; } }; }\nclass Other { public: int get() { return 2; } };\nclass K : public ns::Base<int>, public Other {\n public:\n  int run() { return this->get(); }\n};\nclass J : public ns::Base<int> {\n public:\n  int run() { return this->get(); }\n};\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'k.py')), ['k.py::J.run -calls-> k.py::Base.get'], 'Mapping comes first in K\'s bases and may define get; so may the class make_base() returns in L\'s; a metaclass is no base');
  assert.deepEqual(callsIn(usesFrom(g, 'k.cpp')).filter((u) => u.endsWith('.get')), ['k.cpp::J.run -calls-> k.cpp::ns.Base.get'], 'ns::Base<int> is ns::Base, and both of K\'s bases define get');
});

test('an edit that changes which class a base\'s name reaches is seen by a refresh in every subclass, whichever file it is in', async () => {
  const t = await makeFixtureTree({
    'lib/a.ts': 'export class A { m() { return 1; } }\n',
    'lib/b.ts': 'export class A { }\n',
    'lib/index.ts': 'export * from "./a";\nexport * from "./b";\n',
    'c.ts': 'import { A } from "./lib/index";\nexport class C extends A {}\n',
    'd.ts': 'import { C } from "./c";\nexport class D extends C { run() { return this.m(); } }\nexport function f(r: C) { return r.m(); }\n',
  });
  try {
    const before = await scanRoot(t.root);
    await writeFile(path.join(t.root, 'lib/b.ts'), 'export class B { }\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(after.edges.some((e) => e.source === 'sym::d.ts::D.run' && e.target === 'sym::lib/a.ts::A.m'), 'A is now one class: D.run reaches A.m');
  } finally {
    await t.remove();
  }
});

test('Python: super(C, self).m() names the bases of C, which may be another class than the one around it: not judged', async () => {
  const g = await scan({
    'k.py': 'class Base:\n    def m(self):\n        return 1\n\nclass Mid(Base):\n    def m(self):\n        return 2\n\nclass Child(Mid):\n    def run(self):\n        return super(Mid, self).m()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'k.py')).filter((u) => u.startsWith('k.py::Child.')), []);
});

test('scripts: this inside a function, a generator or an object literal\'s method within a method is not the class\'s; inside an arrow it is; a prototype method\'s own this is its function\'s', async () => {
  const g = await scan({
    'base.ts': 'export class Base {\n  a(): number { return 1; }\n  b(): number { return 1; }\n  c(): number { return 1; }\n  d(): number { return 1; }\n  e(): number { return 1; }\n}\n',
    'child.ts': [
      'import { Base } from "./base";',
      'export class Child extends Base {',
      '  own(): number { return 1; }',
      '  run() {',
      '    function inner(this: any) { return this.a() + this.own(); }',
      '    const o = { m() { return this.b(); } };',
      '    const f = function (this: any) { return this.c(); };',
      '    function* gen(this: any) { yield this.e(); }',
      '    const arrow = () => this.d();',
      '    return inner() + o.m() + f() + arrow() + [...gen()].length;',
      '  }',
      '  later() {',
      '    const make = function () { return class Inner extends Base { go() { return this.own(); } }; };',
      '    return make;',
      '  }',
      '}',
      '',
    ].join('\n'),
    'proto.js': [
      'function Foo() {}',
      'Foo.prototype.go = function () { return 1; };',
      'Foo.prototype.stop = function () { return 2; };',
      'Foo.prototype.run = function () {',
      '  [1].forEach(function () { this.stop(); });',
      '  return this.go();',
      '};',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'child.ts')), ['child.ts::Child.run -calls-> base.ts::Base.d'], 'only the arrow keeps the method\'s this; Inner, a class of a function, has no own() and its base is not followed');
  assert.deepEqual(unresolvedIn(g, 'child.ts'), []);
  assert.deepEqual(callsIn(usesFrom(g, 'proto.js')), ['proto.js::Foo.run -calls-> proto.js::Foo.go'], 'the callback\'s this is not the instance');
});

test('Ruby: an included or prepended module is a base beside the superclass; a module\'s own includes are followed; another call with arguments in a class body may define members: not judged', async () => {
  const g = await scan({
    'lib/base.rb': 'class Base\n  def helper\n    1\n  end\n  def other\n    2\n  end\nend\n',
    'lib/deep.rb': 'module Deep\n  def deep\n    3\n  end\nend\n',
    'lib/mix.rb': 'require_relative "deep"\nmodule Mix\n  include Deep\n  def helper\n    4\n  end\n  def mixed\n    5\n  end\nend\n',
    'lib/kid.rb': [
      'require_relative "base"',
      'require_relative "mix"',
      'class Kid < Base',
      '  include Mix',
      '  private :to_s',
      '  Registry.add self',
      '  def run',
      '    helper + other + mixed + deep',
      '  end',
      'end',
      'class Dsl < Base',
      '  attr_reader :other',
      '  def run',
      '    other',
      '  end',
      'end',
      'class SelfDsl < Base',
      '  self.attr_reader :other',
      '  def run',
      '    other',
      '  end',
      'end',
      'class Ext < Base',
      '  extend Mix',
      '  def run',
      '    mixed + other',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/kid.rb')), [
    'lib/kid.rb::Kid.run -calls-> lib/base.rb::Base.other',
    'lib/kid.rb::Kid.run -calls-> lib/deep.rb::Deep.deep',
    'lib/kid.rb::Kid.run -calls-> lib/mix.rb::Mix.mixed',
  ], 'helper is both Mix\'s and Base\'s: not judged; attr_reader (also as self.attr_reader) and extend leave Dsl\'s, SelfDsl\'s and Ext\'s calls unjudged');
  assert.ok(usesFrom(g, 'lib/kid.rb').includes('lib/kid.rb::Kid -references-> lib/mix.rb::Mix'), 'an included module is still a reference of its class');
  assert.deepEqual(unresolvedIn(g, 'lib/kid.rb'), []);
});

test('PHP: a trait a class uses is a base beside its parent; a use with an adaptation block is not judged', async () => {
  const g = await scan({
    'Base.php': '<?php\nclass Base { public function helper() { return 1; } public function other() { return 2; } }\n',
    'T.php': '<?php\ntrait T { public function helper() { return 3; } public function traited() { return 4; } }\n',
    'Kid.php': [
      '<?php',
      'require_once "Base.php";',
      'require_once "T.php";',
      'class Kid extends Base {',
      '  use T;',
      '  public function run() { return $this->helper() + $this->other() + $this->traited(); }',
      '}',
      'class Adapted extends Base {',
      '  use T { T::traited as renamed; }',
      '  public function run() { return $this->other(); }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'Kid.php')), ['Kid.php::Kid.run -calls-> Base.php::Base.other', 'Kid.php::Kid.run -calls-> T.php::T.traited'], 'helper is the trait\'s and the parent\'s: not judged; Adapted\'s trait renames members');
  assert.ok(usesFrom(g, 'Kid.php').includes('Kid.php::Kid -references-> T.php::T'), 'a used trait is still a reference of its class');
});

test('C#: this.M() and base.M() are read; a partial class\'s other parts may hold members and bases: what its own part does not define is not judged, never undefined', async () => {
  const g = await scan({
    'Base.cs': 'namespace N { public class Base { public void Helper() {} public void Other() {} } }\n',
    'Part.cs': 'namespace N {\n  public sealed partial class Kid : Base {\n    public void Own() {}\n    public void Run() { Helper(); this.Other(); Own(); base.Helper(); }\n  }\n  public class Whole : Base {\n    public void Helper() {}\n    public void Run() { this.Other(); base.Helper(); }\n  }\n}\n',
    'Part2.cs': 'namespace N { public partial class Kid { public void Later() { Other(); this.Own(); } } }\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'Part.cs')), [
    'Part.cs::Kid.Run -calls-> Part.cs::Kid.Own',
    'Part.cs::Whole.Run -calls-> Base.cs::Base.Helper',
    'Part.cs::Whole.Run -calls-> Base.cs::Base.Other',
  ], 'another part of Kid may define Helper or Other; base.Helper() skips Whole\'s own Helper');
  assert.deepEqual(callsIn(usesFrom(g, 'Part2.cs')), []);
  assert.deepEqual(unresolvedIn(g, 'Part2.cs'), [], 'a part without a base list may call what another part\'s bases define');
});

test('scripts: a function that writes its this type (this: Repo) calls through a value of that type; the generator an emitted __awaiter(this, …) runs keeps the method\'s this', async () => {
  const g = await scan({
    'repo.ts': 'export class Repo {\n  save(): number { return 1; }\n}\nexport class Other {\n  load(): number { return 1; }\n}\nexport class T {\n  save(): number { return 2; }\n}\n',
    'use.ts': [
      'import { Repo, Other, T } from "./repo";',
      'export function saveIt(this: Repo) { return this.save(); }',
      'export function either(this: Repo | Other) { return this.save(); }',
      'export function generic<T extends Repo>(this: T) { return this.save(); }',
      'export function outer(this: Repo) { function inner() { return this.save(); } return inner; }',
      'export function Legacy() {}',
      'Legacy.prototype.step = function () { return 1; };',
      'Legacy.prototype.go = function (this: Repo | Other) { return this.step(); };',
      'export class Holder {',
      '  own(): number { return 1; }',
      '  static Impl = class {',
      '    constructor(private readonly repo: Repo) {}',
      '    go() { return this.repo.save() + this.own(); }',
      '  };',
      '}',
      'export class Service {',
      '  own(): number { return 1; }',
      '  run() {',
      '    function inner(this: Other) { return this.load() + this.own(); }',
      '    return inner;',
      '  }',
      '}',
      '',
    ].join('\n'),
    'plain.ts': [
      'export class Holder {',
      '  own(): number { return 1; }',
      '  static Impl = class {',
      '    go() { return this.own(); }',
      '  };',
      '  make() { class L { go() { return this.own(); } } return L; }',
      '}',
      '',
    ].join('\n'),
    'ftype.ts': 'import { Repo } from "./repo";\nexport function take(cb: (this: Repo) => void) { return this.save(); }\n',
    'emitted.js': [
      'var __awaiter = function (thisArg, _arguments, P, generator) { return generator.call(thisArg); };',
      'class Client {',
      '  send() { return 1; }',
      '  drop() { return 2; }',
      '  run() {',
      '    return __awaiter(this, void 0, void 0, function* () { return this.send(); });',
      '  }',
      '  top() {',
      '    return __awaiter(void 0, this, void 0, function* () { return this.drop(); });',
      '  }',
      '  other() {',
      '    return later(this, function* () { return this.drop(); });',
      '  }',
      '  ping() { return 3; }',
      '  pong() { return 4; }',
      '  early() { return __awaiter(this, function () { return this.ping(); }); }',
      '  noted() { return __awaiter(/* c */ this, function* () { return this.pong(); }); }',
      '  via() { return lib.__awaiter(this, function* () { return this.pong(); }); }',
      '}',
      'function later(a, f) { return f; }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.ts')), [
    'use.ts::Holder.Impl -calls-> repo.ts::Repo.save',
    'use.ts::Service.run -calls-> repo.ts::Other.load',
    'use.ts::saveIt -calls-> repo.ts::Repo.save',
  ], 'a union or a type parameter (T, not the class T) says no one class; a nested function\'s this is its own; inner\'s this is an Other, which has no own(); the class Holder.Impl holds is no Holder, but its fields are its own');
  assert.deepEqual(unresolvedIn(g, 'use.ts'), []);
  assert.deepEqual(callsIn(usesFrom(g, 'plain.ts')), [], 'a class inside a class or a method, in a file without functions, is no outer class');
  assert.deepEqual(callsIn(usesFrom(g, 'ftype.ts')), [], 'a function type\'s this says nothing of the function it is written in');
  assert.deepEqual(callsIn(usesFrom(g, 'emitted.js')).filter((u) => u.includes('-> emitted.js::Client.')), ['emitted.js::Client.early -calls-> emitted.js::Client.ping', 'emitted.js::Client.noted -calls-> emitted.js::Client.pong', 'emitted.js::Client.run -calls-> emitted.js::Client.send'], 'only __awaiter by its bare name is known to run a function written after its first argument, this (a comment is none), with the this it is given');
});

test('C++: a bare name in a member function is its class\'s member or a base\'s before a name of the file, also in a member defined outside its class beside a header', async () => {
  const g = await scan({
    'shape.h': [
      'int area();',
      'class Shape { public: int area() { return 0; } int both() { return 1; } };',
      'class Other { public: int both() { return 2; } };',
      'class Square : public Shape, public Other {',
      ' public:',
      '  int side();',
      '  int twice() { return area() * 2 + side(); }',
      '};',
      'class Alone { public: int run() { return area(); } };',
      '',
    ].join('\n'),
    'square.cpp': '#include "shape.h"\nint helper() { return 1; }\nint twice() { return 3; }\nint Square::side() { return area() + helper() + both() + twice(); }\n',
    'far.cpp': '#include <vector>\nclass Far : public std::vector<int> {\n public:\n  int run() { return area(); }\n};\n',
    'tmpl.cpp': 'template <class T> class Helper { public: void g() {} };\nvoid g() {}\ntemplate <class T> class K : public Helper<T> {\n public:\n  void f() { g(); }\n};\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'shape.h')), [
    'shape.h::Alone.run -calls-> shape.h::area',
    'shape.h::Square.twice -calls-> shape.h::Shape.area',
    'shape.h::Square.twice -calls-> shape.h::Square.side',
  ], 'Shape::area hides the free function area in Square; Alone has no bases');
  assert.deepEqual(callsIn(usesFrom(g, 'square.cpp')), [
    'square.cpp::Square.side -calls-> shape.h::Shape.area',
    'square.cpp::Square.side -calls-> shape.h::Square.twice',
    'square.cpp::Square.side -calls-> square.cpp::helper',
  ], 'both is in both bases: not judged; the class\'s own twice hides the file\'s');
  assert.deepEqual(unresolvedIn(g, 'square.cpp'), [], 'an inherited member is no undefined name');
  assert.deepEqual(callsIn(usesFrom(g, 'far.cpp')), [], 'a base from outside the tree may define area');
  assert.deepEqual(callsIn(usesFrom(g, 'tmpl.cpp')).filter((u) => u.startsWith('tmpl.cpp::K.')), [], 'a template\'s base may depend on its parameter and is then not searched: which g is not told');
});

test('C++: a member defined outside its class is resolved again when another header comes to define a class of its name', async () => {
  const t = await makeFixtureTree({
    'shape.h': 'class Shape { public: int area() { return 0; } };\nclass Square : public Shape { public: int side(); };\n',
    'other.h': 'class Unrelated {};\n',
    'square.cpp': '#include "shape.h"\n#include "other.h"\nint Square::side() { return area(); }\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.ok(before.edges.some((e) => e.source === 'sym::square.cpp::Square.side' && e.target === 'sym::shape.h::Shape.area'));
    await writeFile(path.join(t.root, 'other.h'), 'class Square {};\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(!after.edges.some((e) => e.source === 'sym::square.cpp::Square.side' && e.target === 'sym::shape.h::Shape.area'), 'two classes Square: which one is not judged');
  } finally {
    await t.remove();
  }
});

test('Ruby: a class opened again in another file is one class: a member or a module either part brings is the class\'s, before the superclass\'s', async () => {
  const g = await scan({
    'lib/base.rb': 'class Base\n  def helper\n    1\n  end\n  def other\n    2\n  end\n  def third\n    3\n  end\nend\n',
    'lib/mix.rb': 'module Mix\n  def third\n    4\n  end\nend\n',
    'lib/kid.rb': 'require_relative "base"\nclass Kid < Base\n  def run\n    helper + other + third + Kid.new.helper\n  end\nend\nclass Twice < Base\n  def run\n    helper\n  end\nend\n',
    'lib/kid_ext.rb': 'require_relative "mix"\nclass Kid\n  include Mix\n  def helper\n    5\n  end\nend\nclass Twice\n  def helper\n    6\n  end\nend\n',
    'lib/twice.rb': 'class Twice\n  def helper\n    7\n  end\nend\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/kid.rb')), [
    'lib/kid.rb::Kid.run -calls-> lib/base.rb::Base.other',
    'lib/kid.rb::Kid.run -calls-> lib/kid.rb::Kid',
    'lib/kid.rb::Kid.run -calls-> lib/kid_ext.rb::Kid.helper',
  ], 'helper (also of a new Kid) is the reopened part\'s; third is Mix\'s, which the other part includes, and Base\'s: not judged');
  assert.deepEqual(unresolvedIn(g, 'lib/kid.rb'), ['self.helper:ambiguous'], 'Twice\'s two other parts each define helper');
});

test('Ruby: a refresh that adds a member to a class opened again elsewhere resolves the other part\'s calls as a full scan does', async () => {
  const t = await makeFixtureTree({
    'lib/base.rb': 'class Base\n  def helper\n    1\n  end\nend\n',
    'lib/kid.rb': 'require_relative "base"\nclass Kid < Base\n  def run\n    helper\n  end\nend\n',
    'lib/kid_ext.rb': 'class Kid\n  def other\n    2\n  end\nend\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.ok(before.edges.some((e) => e.source === 'sym::lib/kid.rb::Kid.run' && e.target === 'sym::lib/base.rb::Base.helper'));
    await writeFile(path.join(t.root, 'lib/kid_ext.rb'), 'class Kid\n  def helper\n    2\n  end\nend\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(after.edges.some((e) => e.source === 'sym::lib/kid.rb::Kid.run' && e.target === 'sym::lib/kid_ext.rb::Kid.helper'));
  } finally {
    await t.remove();
  }
});

test('Ruby: a call in a class without a superclass is its own method, one of another part of it or of a module it includes, else a top-level one; both in reach is not judged', async () => {
  const g = await scan({
    'lib/mix.rb': 'module Mix\n  def helper\n    1\n  end\n  def mixed\n    2\n  end\nend\n',
    'lib/kid.rb': [
      'require_relative "mix"',
      'class Kid',
      '  include Mix',
      '  def run',
      '    helper() + other() + top() + nowhere() + mixed() + mine()',
      '  end',
      '  def mine',
      '    5',
      '  end',
      '  def self.build',
      '    helper()',
      '  end',
      'end',
      'def top',
      '  3',
      'end',
      'def helper',
      '  4',
      'end',
      'def mine',
      '  6',
      'end',
      '',
    ].join('\n'),
    'lib/kid_ext.rb': 'class Kid\n  def other\n    2\n  end\nend\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/kid.rb')), [
    'lib/kid.rb::Kid.run -calls-> lib/kid.rb::Kid.mine',
    'lib/kid.rb::Kid.run -calls-> lib/kid.rb::top',
    'lib/kid.rb::Kid.run -calls-> lib/kid_ext.rb::Kid.other',
    'lib/kid.rb::Kid.run -calls-> lib/mix.rb::Mix.mixed',
  ], 'helper is Mix\'s for an instance and the top-level one for the singleton build, which the index does not tell apart: not judged');
  assert.deepEqual(unresolvedIn(g, 'lib/kid.rb'), [], 'a name nothing defines, in a class\'s method, may be a subclass\'s or come from elsewhere: not judged');
});

test('Ruby: a name nothing defines in a class that may get members elsewhere (another part, a base or module, a subclass) is not judged, also once a refresh brings one', async () => {
  const t = await makeFixtureTree({
    'lib/base.rb': 'class Base\n  def run\n    step\n    step()\n  end\nend\n',
    'lib/other.rb': 'class Other\nend\n',
    'lib/lone.rb': 'class Lone\n  def run\n    gone()\n  end\nend\n',
    'lib/inc.rb': 'module Mix\nend\nclass Inc\n  include Mix\n  def run\n    gone()\n  end\nend\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.deepEqual(unresolvedIn(before, 'lib/base.rb'), ['step:undefined'], 'a class nothing opens, extends or includes: listed');
    assert.deepEqual(unresolvedIn(before, 'lib/inc.rb'), [], 'Inc has a module: a class with modules or a superclass is not judged on what they lack');
    await writeFile(path.join(t.root, 'lib/other.rb'), 'class Other\nend\nclass Base\nend\n');
    const opened = await rescanLikeFull(t.root, before);
    assert.deepEqual(unresolvedIn(opened, 'lib/base.rb'), [], 'another part of Base may define step');
    await writeFile(path.join(t.root, 'lib/other.rb'), 'class Other < Lone\nend\n');
    const extended = await rescanLikeFull(t.root, opened);
    assert.deepEqual(unresolvedIn(extended, 'lib/lone.rb'), [], 'a subclass of Lone may define gone');
    assert.deepEqual(unresolvedIn(extended, 'lib/base.rb'), ['step:undefined']);
  } finally {
    await t.remove();
  }
});

test('Ruby: a member named through a class or module is any part\'s of it; one none defines is not judged when the class may get members elsewhere, also after a refresh', async () => {
  const t = await makeFixtureTree({
    'lib/core.rb': 'module Conf\n  def self.level\n    1\n  end\nend\n',
    'lib/more.rb': 'module Conf\n  class Part\n  end\nend\n',
    'lib/use.rb': [
      'require_relative "core"',
      'module Conf',
      '  OWN = 1',
      'end',
      'class User',
      '  def run',
      '    Conf.level + Conf.gone + Conf::Part + Lone.nope',
      '  end',
      'end',
      'class Lone',
      '  def self.make',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  try {
    const before = await scanRoot(t.root);
    assert.deepEqual(usesFrom(before, 'lib/use.rb'), ['lib/use.rb::User.run -calls-> lib/core.rb::Conf.level', 'lib/use.rb::User.run -references-> lib/more.rb::Conf.Part']);
    assert.deepEqual(unresolvedIn(before, 'lib/use.rb'), ['Lone.nope:undefined'], 'Conf is opened in three files and may get gone in another; Lone is opened nowhere else');
    await writeFile(path.join(t.root, 'lib/more.rb'), 'module Conf\n  class Part\n  end\n  def self.gone\n    2\n  end\nend\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(usesFrom(after, 'lib/use.rb').includes('lib/use.rb::User.run -calls-> lib/more.rb::Conf.gone'));
  } finally {
    await t.remove();
  }
});

test('Ruby: `class Gem::Package` defines Gem\'s Package and its methods; Mod::Foo.new calls Mod\'s Foo; a bare constant is looked for in the modules around it, in every file that opens them', async () => {
  const t = await makeFixtureTree({
    'lib/gem.rb': 'module Gem\n  class Exception < RuntimeError\n  end\nend\n',
    'lib/package.rb': [
      'require_relative "gem"',
      'class Gem::Package < Gem::Exception',
      '  class FormatError < StandardError',
      '  end',
      '  def verify',
      '    raise Gem::Package::FormatError.new("x")',
      '  end',
      'end',
      'class Gem::Box < Gem::Exception; class Lid; end; end',
      '',
    ].join('\n'),
    'lib/lone.rb': 'require_relative "gem"\nmodule Solo\n  def self.one\n  end\nend\nclass User\n  def run\n    Gem.nothere + Solo.nothere\n  end\nend\n',
    'lib/errors.rb': 'module Bundler\n  class Dependency\n  end\nend\n',
    'lib/add.rb': [
      'require_relative "package"',
      'module Bundler',
      '  class CLI',
      '    class Add',
      '      def run',
      '        raise InvalidOption, "x" if Dependency.new(1) && Gem::Package::FormatError.new(2)',
      '        Nope',
      '      end',
      '    end',
      '  end',
      'end',
      'class Kid < Outside',
      '  def run',
      '    Hidden',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  try {
    const before = await scanRoot(t.root);
    const pkg = before.nodes.filter((n) => n.path === 'lib/package.rb' && n.type !== 'file').map((n) => `${n.id} ${n.type}`);
    assert.deepEqual(pkg, ['sym::lib/package.rb::Gem.Box class', 'sym::lib/package.rb::Gem.Box.Lid class', 'sym::lib/package.rb::Gem.Package class', 'sym::lib/package.rb::Gem.Package.FormatError class', 'sym::lib/package.rb::Gem.Package.verify method']);
    assert.deepEqual(usesFrom(before, 'lib/package.rb'), [
      'lib/package.rb::Gem.Box -references-> lib/gem.rb::Gem.Exception',
      'lib/package.rb::Gem.Package -references-> lib/gem.rb::Gem.Exception',
      'lib/package.rb::Gem.Package.verify -calls-> lib/package.rb::Gem.Package.FormatError',
      'lib/package.rb::Gem.Package.verify -references-> lib/package.rb::Gem.Package',
      'lib/package.rb::Gem.Package.verify -references-> lib/package.rb::Gem.Package.FormatError',
    ]);
    assert.deepEqual(unresolvedIn(before, 'lib/package.rb'), []);
    assert.deepEqual(usesFrom(before, 'lib/add.rb'), [
      'lib/add.rb::Bundler.CLI.Add.run -calls-> lib/errors.rb::Bundler.Dependency',
      'lib/add.rb::Bundler.CLI.Add.run -calls-> lib/package.rb::Gem.Package.FormatError',
      'lib/add.rb::Bundler.CLI.Add.run -references-> lib/package.rb::Gem.Package',
      'lib/add.rb::Bundler.CLI.Add.run -references-> lib/package.rb::Gem.Package.FormatError',
    ]);
    assert.deepEqual(unresolvedIn(before, 'lib/add.rb'), ['InvalidOption:undefined', 'Nope:undefined', 'Outside:undefined'], 'Hidden may be Outside\'s, which nothing defines');
    assert.deepEqual(unresolvedIn(before, 'lib/lone.rb'), ['Solo.nothere:undefined'], 'Gem gets members in two files, Solo in one');
    await writeFile(path.join(t.root, 'lib/errors.rb'), 'module Bundler\n  class Dependency\n  end\n  class InvalidOption < StandardError\n  end\nend\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(usesFrom(after, 'lib/add.rb').includes('lib/add.rb::Bundler.CLI.Add.run -references-> lib/errors.rb::Bundler.InvalidOption'));
    assert.deepEqual(unresolvedIn(after, 'lib/add.rb'), ['Nope:undefined', 'Outside:undefined']);
  } finally {
    await t.remove();
  }
});

test('Ruby: a constant is looked for where the use is written (a scoped class sees its own names, not its scope\'s), then in the innermost class\'s ancestors, then at the top level', async () => {
  const t = await makeFixtureTree({
    'lib/base.rb': 'class Base\n  LIMIT = 1\nend\nLIMIT = 2\nclass Package\n  def self.make\n  end\nend\n',
    'lib/kid.rb': [
      'require_relative "base"',
      'class Kid < Base',
      '  SIZE = LIMIT',
      '  def run',
      '    LIMIT',
      '  end',
      '  class Inner',
      '    def run',
      '      LIMIT',
      '    end',
      '  end',
      'end',
      '',
    ].join('\n'),
    'lib/outer.rb': [
      'require_relative "base"',
      'module Outer',
      '  Lim = 1',
      'end',
      'class Outer::Kid',
      '  def run',
      '    Lim',
      '  end',
      'end',
      'module Gem',
      'end',
      'class Gem::Package',
      '  def build',
      '    Package.make',
      '  end',
      'end',
      '',
    ].join('\n'),
    'lib/top.rb': 'module Mod\n  class ::Top\n    def go\n      Lim\n    end\n  end\n  Lim = 3\nend\nTop.new.go\n',
    'lib/twice.rb': 'module Outer2\n  Lim = 1\nend\nclass Outer2::Kid\n  def a; end\nend\nmodule Outer2\n  class Kid\n    def run\n      Lim\n    end\n  end\nend\n',
    'lib/uri.rb': 'module Bundler::URI\n  class Generic\n  end\nend\nmodule Bundler\n  def URI(u)\n    Bundler::URI::Generic\n  end\nend\n',
    'lib/ui.rb': 'module Gem::UserInteraction\nend\n',
    'lib/gcmd.rb': 'require_relative "ui"\nclass Gem::Command\n  include Outside\n  def self.opts\n  end\n  def run\n    Gem::Command.opts\n  end\nend\n',
    'lib/thing.rb': 'class Thing\n  def a; end\nend\nmodule M\n  class Thing < Thing\n    def b\n      a\n    end\n  end\nend\nclass M::Other < Thing\nend\n',
    'lib/conf.rb': 'module M\n  Foo = 1\n  class Conf\n    def self.x\n    end\n  end\nend\n',
    'lib/user.rb': 'require_relative "conf"\nFoo = 2\nmodule M\n  class User\n    def run\n      Foo + Conf.x\n    end\n  end\nend\n',
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(usesFrom(g, 'lib/kid.rb'), [
      'lib/kid.rb::Kid -references-> lib/base.rb::Base',
      'lib/kid.rb::Kid.Inner.run -references-> lib/base.rb::LIMIT',
      'lib/kid.rb::Kid.SIZE -references-> lib/base.rb::Base.LIMIT',
      'lib/kid.rb::Kid.run -references-> lib/base.rb::Base.LIMIT',
    ], 'the superclass\'s before the top level\'s; an inner class has no ancestors of its outer class\'s');
    assert.deepEqual(usesFrom(g, 'lib/outer.rb'), ['lib/outer.rb::Gem.Package.build -calls-> lib/base.rb::Package.make'], 'Package in class Gem::Package is the top-level one');
    assert.deepEqual(unresolvedIn(g, 'lib/outer.rb'), ['Lim:undefined'], 'class Outer::Kid does not see Outer\'s names');
    assert.ok(g.nodes.some((n) => n.id === 'sym::lib/top.rb::Top.go'), 'class ::Top is top-level');
    assert.deepEqual(usesFrom(g, 'lib/top.rb'), ['lib/top.rb -calls-> lib/top.rb::Top', 'lib/top.rb -calls-> lib/top.rb::Top.go', 'lib/top.rb::Top.go -references-> lib/top.rb::Mod.Lim']);
    assert.deepEqual(usesFrom(g, 'lib/user.rb'), ['lib/user.rb::M.User.run -calls-> lib/conf.rb::M.Conf.x', 'lib/user.rb::M.User.run -references-> lib/conf.rb::M.Foo'], 'the module around the use before the file\'s own top level');
    assert.deepEqual(usesFrom(g, 'lib/thing.rb'), ['lib/thing.rb::M.Other -references-> lib/thing.rb::Thing', 'lib/thing.rb::M.Thing -references-> lib/thing.rb::Thing', 'lib/thing.rb::M.Thing.b -calls-> lib/thing.rb::Thing.a'], 'a class is no base of itself: `class Thing < Thing` in M names the Thing outside');
    assert.deepEqual([...usesFrom(g, 'lib/twice.rb'), ...unresolvedIn(g, 'lib/twice.rb')], [], 'a class the file writes both ways: which part a method lies in is not known, so what lies beyond it is not judged');
    assert.deepEqual(usesFrom(g, 'lib/uri.rb'), ['lib/uri.rb::Bundler.URI@6 -references-> lib/uri.rb::Bundler.URI', 'lib/uri.rb::Bundler.URI@6 -references-> lib/uri.rb::Bundler.URI.Generic'], 'a method named like a module the file also writes is where it is written');
    assert.deepEqual(usesFrom(g, 'lib/gcmd.rb'), ['lib/gcmd.rb::Gem.Command.run -calls-> lib/gcmd.rb::Gem.Command.opts', 'lib/gcmd.rb::Gem.Command.run -references-> lib/gcmd.rb::Gem.Command'], 'a base from outside does not hide Gem, a module the tree opens by scoped names only');
    await writeFile(path.join(t.root, 'lib/base.rb'), 'class Base\nend\nLIMIT = 2\nclass Package\n  def self.make\n  end\nend\n');
    await writeFile(path.join(t.root, 'lib/conf.rb'), 'module M\n  class Conf\n    def self.x\n    end\n  end\nend\n');
    const after = await rescanLikeFull(t.root, g);
    assert.ok(usesFrom(after, 'lib/kid.rb').includes('lib/kid.rb::Kid.run -references-> lib/base.rb::LIMIT'), 'once the superclass has no LIMIT, the top level\'s');
    assert.ok(usesFrom(after, 'lib/user.rb').includes('lib/user.rb::M.User.run -references-> lib/user.rb::Foo'), 'once the module has no Foo, the file\'s own');
  } finally {
    await t.remove();
  }
});

test('Ruby: a module a file opens beside a require from outside the tree may get members there: a member it lacks is not judged; nor is a constant another file defines at the top level', async () => {
  const t = await makeFixtureTree({
    'lib/task.rb': 'require "rake"\nmodule Rake\n  MyAlias = 1\nend\nRake::TaskLib.new\nRake.application\n',
    'lib/local.rb': 'module Local\n  X = 1\nend\nLocal::Lib.new\nLocal.application\n',
    'lib/solo.rb': 'class Solo\n  def run\n    RUBY_VERSION + Walker.new + Nope\n  end\nend\n',
    'lib/walker.rb': 'class Walker\nend\n',
  });
  try {
    const g = await scanRoot(t.root);
    assert.deepEqual(unresolvedIn(g, 'lib/task.rb'), []);
    assert.deepEqual(unresolvedIn(g, 'lib/local.rb'), ['Local.Lib:undefined', 'Local.Lib:undefined', 'Local.application:undefined']);
    assert.deepEqual(unresolvedIn(g, 'lib/solo.rb'), ['Nope:undefined'], 'a constant Ruby gives, or one a file the tree holds defines (a require elsewhere may load it), is not judged');
  } finally {
    await t.remove();
  }
});

test('Python: a name a class body binds where no symbol shows it (in an if, try, for or with block, by an import or an augmented assignment; any name in a match) is not looked for in its bases; an unpacking or a chained assignment defines each name; a target is no use', async () => {
  const g = await scan({
    'k.py': [
      'import sys',
      'DEPTH = 0',
      'class Base:',
      '    RED = 1',
      '    BLUE = 2',
      '    LIMIT = 3',
      '    GREEN = 4',
      '    WIDTH = 5',
      '    DEPTH = 6',
      '    def read(self):',
      '        return 1',
      '    def write(self):',
      '        return 2',
      '',
      'class Plat(Base):',
      '    if sys.platform == "win32":',
      '        def read(self):',
      '            return 3',
      '    def run(self):',
      '        return self.read() + Plat.read(self)',
      '    def other(self):',
      '        return self.write()',
      '',
      'class Tried(Base):',
      '    try:',
      '        from os import read',
      '    except ImportError as write:',
      '        pass',
      '    def run(self):',
      '        return self.read() + self.write()',
      '',
      'class Matched(Base):',
      '    match sys.platform:',
      '        case _:',
      '            pass',
      '    def run(self):',
      '        return self.read()',
      '',
      'class Starred(Base):',
      '    from os import *',
      '    def run(self):',
      '        return self.write()',
      '',
      'class Leaf(Plat):',
      '    def run(self):',
      '        return self.read() + self.write()',
      '',
      'class Opened(Base):',
      '    with open("x") as read:',
      '        pass',
      '    def run(self):',
      '        return self.read() + self.write()',
      '',
      'class Tup(Base):',
      '    kind, RED = "x", 5',
      '',
      'class Chain(Base):',
      '    BLUE = WIDTH = 9',
      '',
      'class Aug(Base):',
      '    DEPTH += 1',
      '',
      'class Imp(Base):',
      '    from os import write',
      '    def run(self):',
      '        return self.write() + self.read()',
      '',
      'class Plain(Base):',
      '    GREEN = 7',
      '    def run(self):',
      '        return self.read()',
      '',
      'def use():',
      '    return Tup.RED + Chain.WIDTH + Aug.DEPTH + Chain.BLUE + Plain.GREEN + Plain.LIMIT',
      '',
      'for GREEN in range(2):',
      '    pass',
      'if sys.platform:',
      '    WIDTH, LIMIT = 1, 2',
      '    kind = GREEN = 3',
      '[run, [BLUE, *read]] = use()',
      '',
    ].join('\n'),
  });
  const uses = usesFrom(g, 'k.py');
  assert.deepEqual(callsIn(uses).filter((u) => !u.includes('k.py::Base -')), [
    'k.py::Imp.run -calls-> k.py::Base.read',
    'k.py::Leaf.run -calls-> k.py::Base.write',
    'k.py::Opened.run -calls-> k.py::Base.write',
    'k.py::Plain.run -calls-> k.py::Base.read',
    'k.py::Plat.other -calls-> k.py::Base.write',
    'k.py::read -calls-> k.py::use',
  ], 'what a block binds is looked for nowhere else; what it does not bind is the bases\' (a match binds what its patterns say: any name)');
  const refs = uses.filter((u) => u.startsWith('k.py::use -references->')).sort();
  assert.deepEqual(refs, [
    'k.py::use -references-> k.py::Base.LIMIT',
    'k.py::use -references-> k.py::Chain.BLUE',
    'k.py::use -references-> k.py::Chain.WIDTH',
    'k.py::use -references-> k.py::Plain.GREEN',
    'k.py::use -references-> k.py::Tup.RED',
  ], 'an unpacking and a chained assignment define each name they bind; Plain.LIMIT is the base\'s');
  assert.deepEqual(unresolvedIn(g, 'k.py'), [], 'a name an unpacking, a chained assignment or a loop binds is no use of the name');
});

test('Python: a refresh that makes a base bind a name in a block is seen in a subclass in another file, as a full scan sees it', async () => {
  const t = await makeFixtureTree({
    '__init__.py': '',
    'base.py': 'class Base:\n    def read(self):\n        return 1\n',
    'mid.py': 'from .base import Base\nclass Mid(Base):\n    pass\n',
    'leaf.py': 'from .mid import Mid\nclass Leaf(Mid):\n    def run(self):\n        return self.read()\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.ok(before.edges.some((e) => e.source === 'sym::leaf.py::Leaf.run' && e.target === 'sym::base.py::Base.read'));
    await writeFile(path.join(t.root, 'mid.py'), 'import sys\nfrom .base import Base\nclass Mid(Base):\n    if sys.platform == "win32":\n        def read(self):\n            return 2\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(!after.edges.some((e) => e.source === 'sym::leaf.py::Leaf.run'), 'Mid may define read: not judged');
  } finally {
    await t.remove();
  }
});

test('Python: a member named through an imported class, or a class of an imported module, is its own or the one its bases bring', async () => {
  const g = await scan({
    'base.py': 'class Base:\n    @classmethod\n    def create(cls):\n        return cls()\n',
    'derived.py': 'from base import Base\nclass Derived(Base):\n    def own(self):\n        return 1\n',
    'use.py': [
      'import derived',
      'from derived import Derived',
      'def a():',
      '    return Derived.create()',
      'def b():',
      '    return derived.Derived.create() + derived.Derived.own(None)',
      'def c():',
      '    return Derived.nothing()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), [
    'use.py::a -calls-> base.py::Base.create',
    'use.py::b -calls-> base.py::Base.create',
    'use.py::b -calls-> derived.py::Derived.own',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['Derived.nothing:undefined']);
});

test('Python: a name a module binds only in a block (a def under if, a name a for or with binds) is not judged undefined, through an import or in the module; other names still are', async () => {
  const g = await scan({
    'plat.py': [
      'LEVEL = 1',
      'import sys',
      'if sys.platform == "win32":',
      '    def send(x):',
      '        return 1',
      'else:',
      '    def send(x):',
      '        return 2',
      'try:',
      '    from fast import speed',
      'except ImportError:',
      '    speed = None',
      'def local():',
      '    return send(1) + absent(2)',
      '',
    ].join('\n'),
    'use.py': 'import plat\nimport matched\nfrom plat import send\ndef f():\n    return plat.send(1) + send(2) + plat.speed + plat.gone(3) + matched.anything()\n',
    'matched.py': 'import sys\nmatch sys.argv:\n    case [name]:\n        pass\n',
  });
  assert.deepEqual(unresolvedIn(g, 'plat.py'), ['absent:undefined']);
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['plat.gone:undefined'], 'a match may bind any name');
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), []);
  const hidden = g.links!.find((l) => l.path === 'plat.py')!.refs.filter((r) => r.kind === 'extends').map((r) => `${r.from} ${r.name} ${r.qualifier}`);
  assert.deepEqual(hidden, ['file::plat.py * send', 'file::plat.py * speed'], 'the file\'s, kept with it; an import at the top level is a binding, no hidden name');
});

test('Python: a class whose metaclass is named, or that is decorated (its own or a base\'s), may get any attribute from it: a member neither it nor its bases define is not judged; one they define still resolves', async () => {
  const g = await scan({
    'meta.py': [
      'from abc import ABCMeta',
      'class Sized(metaclass=ABCMeta):',
      '    def size(self):',
      '        return 0',
      'class Box(Sized):',
      '    def b(self):',
      '        return 2',
      'class Leaf(Box):',
      '    def l(self):',
      '        return 5',
      'class Plain:',
      '    def size(self):',
      '        return 1',
      'class Typed(metaclass=type):',
      '    def t(self):',
      '        return 3',
      'class Opts(Plain, total=False):',
      '    def o(self):',
      '        return 6',
      'class Meta(type):',
      '    pass',
      'class Named(Plain, metaclass=Meta):',
      '    def n(self):',
      '        return 4',
      'def stamp(cls):',
      '    cls.extra = 1',
      '    return cls',
      '@stamp',
      'class Deco:',
      '    def d(self):',
      '        return 7',
      'class Sub(Deco):',
      '    pass',
      '',
    ].join('\n'),
    'use.py': [
      'from meta import Sized, Box, Leaf, Plain, Typed, Opts, Named, Deco, Sub',
      'def f():',
      '    return Sized.register(int) + Box.register(str) + Leaf.register(str) + Box.size(None) + Named.size(None) + Named.register(int)',
      'def h():',
      '    return Deco.extra + Sub.extra + Sub.d(None) + Deco.d(None) + Deco.extra.real + Plain.gone.real + Box.size.real',
      'def g():',
      '    return Plain.register(int) + Typed.register(int) + Opts.register(int)',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), ['use.py::f -calls-> meta.py::Plain.size', 'use.py::f -calls-> meta.py::Sized.size', 'use.py::h -calls-> meta.py::Deco.d'], 'a decorated class\'s own members, for a subclass too');
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['Opts.register:undefined', 'Plain.gone.real:undefined', 'Plain.gone:undefined', 'Plain.register:undefined', 'Typed.register:undefined'], 'no metaclass (another keyword), or the default one (type): what the class lacks is undefined, and what lies past it; past a member not judged, or one the bases bring, nothing is');
  assert.ok(usesFrom(g, 'meta.py').includes('meta.py::Named -references-> meta.py::Meta'), 'the metaclass is still a use of its name');
});

test('Python: a name a comprehension or a lambda binds inside a class body\'s block is its own, not the class\'s: a member of that name is still looked for in the bases', async () => {
  const g = await scan({
    'k.py': [
      'FLAG = True',
      'class Base:',
      '    def read(self):',
      '        return 1',
      '    def write(self):',
      '        return 2',
      '    def seek(self):',
      '        return 3',
      'class K(Base):',
      '    if FLAG:',
      '        names = [read for read in range(3)]',
      '        fn = lambda: (write := 5)',
      '        seek = None',
      '    def run(self):',
      '        return self.read() + self.write() + self.seek()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'k.py')), ['k.py::K.run -calls-> k.py::Base.read', 'k.py::K.run -calls-> k.py::Base.write'], 'seek the block binds: K\'s own, not judged');
});

test('Ruby: a member named through a class (Kid.make) that the class does not define is the one its superclass brings', async () => {
  const g = await scan({
    'lib/fam.rb': [
      'class Parent',
      '  def self.make',
      '    new',
      '  end',
      'end',
      'class Kid < Parent',
      '  def self.own',
      '  end',
      'end',
      'class Other',
      '  def self.make',
      '  end',
      'end',
      'class User',
      '  def run',
      '    Kid.make + Kid.own + Kid.gone',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/fam.rb')), ['lib/fam.rb::User.run -calls-> lib/fam.rb::Kid.own', 'lib/fam.rb::User.run -calls-> lib/fam.rb::Parent.make']);
  assert.deepEqual(unresolvedIn(g, 'lib/fam.rb'), [], 'gone: Kid may get members elsewhere (its superclass), not judged');
});

test('Ruby: a module a file opens beside a require from outside the tree may get constants and members there, for every file that opens it and for the modules inside it', async () => {
  const g = await scan({
    'lib/ext.rb': 'require "ext.so"\nmodule Ext\n  VERSION = 1\nend\n',
    'lib/ext/parser.rb': 'module Ext\n  module Parser\n    def parse\n      TYPE_VOID + VERSION\n    end\n  end\nend\n',
    'lib/ext/pkey.rb': 'module Ext::PKey\n  class DH\n    def run\n      PKeyError\n    end\n  end\nend\n',
    'lib/ext/cipher.rb': 'module Ext\n  module Cipher\n    def self.new_key\n    end\n  end\nend\nExt::Cipher.read\nExt::Cipher::CipherError\n',
    'lib/plain.rb': 'require "plain/inner"\nmodule Plain\n  module Inner\n    def f\n      TYPE_VOID\n    end\n  end\nend\nPlain::Inner::Gone\n',
    'lib/plain/inner.rb': 'require "json"\nmodule Plain\nend\n',
    'plain.gemspec': '',
  });
  assert.deepEqual(unresolvedIn(g, 'lib/ext/parser.rb'), [], 'TYPE_VOID may be one ext.so gives Ext');
  assert.ok(usesFrom(g, 'lib/ext/parser.rb').includes('lib/ext/parser.rb::Ext.Parser.parse -references-> lib/ext.rb::Ext.VERSION'), 'what the tree defines still resolves');
  assert.deepEqual(unresolvedIn(g, 'lib/ext/pkey.rb'), [], 'Ext::PKey lies in Ext, which ext.so may fill');
  assert.deepEqual(unresolvedIn(g, 'lib/ext/cipher.rb'), [], 'so does Ext::Cipher, and what is named through it');
  assert.deepEqual(unresolvedIn(g, 'lib/plain.rb'), ['Plain::Inner.Gone:undefined', 'TYPE_VOID:undefined'], 'json, which a file opening Plain requires, is no library of its name; plain/inner is the tree\'s');
});

test('Ruby: a bare call inside a block given to module_eval, class_eval, instance_eval or an _exec of them runs on another receiver: not judged', async () => {
  const g = await scan({
    'lib/w.rb': [
      'module W',
      '  LIMIT = 3',
      '  def included(m)',
      '    m.module_eval {',
      '      typealias "ATOM", "WORD"',
      '    }',
      '    class_eval do',
      '      helper LIMIT',
      '    end',
      '    [1].each { |v| missing_in_each(v) }',
      '    obj.instance_exec(1) { |x| frob(x) }',
      '    absent_call(2)',
      '  end',
      '  def helper(n)',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'lib/w.rb'), ['absent_call:undefined', 'missing_in_each:undefined'], 'typealias, helper and frob run on m, the class and obj; each runs its block here');
  assert.deepEqual(usesFrom(g, 'lib/w.rb'), ['lib/w.rb::W.included -references-> lib/w.rb::W.LIMIT'], 'a constant is still looked for where it is written');
});

test('Python: an attribute a module gives a class of its own (`Date.min = Date(1)`) is a member of that class', async () => {
  const g = await scan({
    'd.py': [
      'class Date:',
      '    TOP = 1',
      '    def __init__(self, y):',
      '        self.y = y',
      'Date.min = Date(1)',
      'Date.max = Date.limit = Date(9)',
      'Date.TOP = 2',
      'other.min = 3',
      'def helper():',
      '    return 1',
      'helper.cache = {}',
      'def f():',
      '    return Date.min, Date.limit, Date.gone, Date.TOP, helper.cache',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'd.py'), ['Date.gone:undefined'], 'Date has members: gone is none of them');
  const refs = usesFrom(g, 'd.py').filter((u) => u.startsWith('d.py::f '));
  assert.deepEqual(refs, ['d.py::f -references-> d.py::Date.TOP', 'd.py::f -references-> d.py::Date.limit', 'd.py::f -references-> d.py::Date.min'], 'TOP is the class\'s own, given again; a function\'s attribute is no member');
  assert.deepEqual(g.nodes.filter((n) => n.id.startsWith('sym::d.py::Date.')).map((n) => n.id).sort(), ['sym::d.py::Date.TOP', 'sym::d.py::Date.__init__', 'sym::d.py::Date.limit', 'sym::d.py::Date.max', 'sym::d.py::Date.min'], 'one node for TOP');
});

test('Python: a module that writes into its own globals (exec into globals(), globals()[name] =, globals().update, through a name it gives globals(), or an enum\'s _convert_ into __name__) may bind any name: a use of its names is not judged', async () => {
  const g = await scan({
    'gen.py': 'def _make():\n    for n in ["fd", "bk"]:\n        exec("def %s(): pass" % n, globals())\n_make()\ndef local():\n    return fd() + absent()\n',
    'sub.py': 'def _put(name):\n    globals()[name] = 1\n',
    'upd.py': 'globals().update({"x": 1})\n',
    'use.py': 'import gen, sub, upd\nfrom gen import bk\ndef f():\n    return gen.fd() + bk() + sub.anything + upd.x\n',
    'alias.py': 'mod_dict = globals()\nfor k in ["A", "B"]:\n    mod_dict["CO_" + k] = 1\n_g = globals()\n_g.update(x=1)\n',
    'conv.py': 'import enum\nenum.IntEnum._convert_("Proto", __name__, lambda n: n.startswith("P_"), source=enum)\n',
    'use2.py': 'import alias, conv\ndef f():\n    return alias.CO_A + conv.P_TCP\n',
    'plain.py': [
      'import enum',
      'enum.IntEnum._convert_("Proto", "elsewhere", None)',
      'def g():',
      '    return globals().get("x") + missing_name()',
      'def h(n):',
      '    v = globals()[n]',
      '    d = globals()',
      '    table = {}',
      '    table[d] = 1',
      '    return v + d.get("y") + d[n] + other_missing()',
      '',
    ].join('\n'),
  });
  for (const p of ['gen.py', 'use.py', 'use2.py']) assert.deepEqual(unresolvedIn(g, p), [], p);
  assert.deepEqual(unresolvedIn(g, 'plain.py'), ['missing_name:undefined', 'other_missing:undefined'], 'reading its globals binds nothing, through a name or not; _convert_ into another module neither');
});

test('Python: the members of an enum a module decorates with global_enum are names of that module', async () => {
  const g = await scan({
    'flags/__init__.py': [
      'import enum',
      'from enum import global_enum',
      '@enum.global_enum',
      '@enum._simple_enum(enum.IntFlag)',
      'class Flag:',
      '    NONE = 0',
      '    ASCII = A = 1',
      '    __str__ = object.__str__',
      '    _numeric_repr_ = hex',
      '    _Flag__hidden = 2',
      '    LOCAL = 3',
      '    def describe(self):',
      '        return 1',
      'class Outer:',
      '    @global_enum(update_str=True)',
      '    class Inner:',
      '        DEEP = 1',
      'LOCAL = 4',
      'def compile(flags=ASCII):',
      '    return flags | A',
      '',
    ].join('\n'),
    'plain.py': [
      'import enum',
      '@enum.unique',
      'class global_enum(enum.Enum):',
      '    RED = 1',
      '',
    ].join('\n'),
    'use.py': [
      'import flags',
      'import plain',
      'from flags import NONE',
      'def f():',
      '    return flags.ASCII, flags.A, NONE, flags.describe, flags._numeric_repr_, flags.__str__, plain.RED, flags._Flag__hidden, flags.LOCAL, flags.DEEP',
      '',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'flags/__init__.py'), [], 'the module reads its own globals');
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['flags._Flag__hidden:undefined', 'flags.__str__:undefined', 'flags._numeric_repr_:undefined', 'flags.describe:undefined', 'plain.RED:undefined'], 'methods, _sunder_, __dunder__ and private names are no members; an enum with other decorators keeps its members, whatever its name');
  const refs = usesFrom(g, 'use.py').filter((u) => u.startsWith('use.py::f '));
  assert.deepEqual(refs, ['use.py::f -references-> flags/__init__.py::Flag.A', 'use.py::f -references-> flags/__init__.py::Flag.ASCII', 'use.py::f -references-> flags/__init__.py::Flag.NONE', 'use.py::f -references-> flags/__init__.py::LOCAL', 'use.py::f -references-> flags/__init__.py::Outer.Inner.DEEP'], 'the module\'s name stands for the member, a nested enum\'s too, unless the module defines the name');
  assert.deepEqual(usesFrom(g, 'flags/__init__.py').filter((u) => u.startsWith('flags/__init__.py::compile ')), ['flags/__init__.py::compile -references-> flags/__init__.py::Flag.A', 'flags/__init__.py::compile -references-> flags/__init__.py::Flag.ASCII']);
  assert.deepEqual(g.nodes.filter((n) => n.id.startsWith('sym::flags/__init__.py::') && !n.id.includes('.', 'sym::flags/__init__.py::'.length)).map((n) => n.id).sort(), ['sym::flags/__init__.py::Flag', 'sym::flags/__init__.py::LOCAL', 'sym::flags/__init__.py::Outer', 'sym::flags/__init__.py::compile'], 'no node of its own');
});

test('Python: what a module or class body defines in a block (if, try, with) is a node of the graph, its uses start from it, and a use of a name the body binds more than once, a block included, is still not judged', async () => {
  const g = await scan({
    'plat.py': [
      'import sys',
      'from base import Base',
      'if sys.platform == "win32":',
      '    def send(x):',
      '        return helper(x)',
      '    class Poll(Base):',
      '        _kind_ = 1',
      '        def read(self):',
      '            return self._kind_',
      'else:',
      '    def send(x):',
      '        return helper(x + 1)',
      'try:',
      '    from fast import speed',
      'except ImportError:',
      '    speed = None',
      'if sys.flags.debug:',
      '    def helper(x):',
      '        return 0',
      'def helper(x):',
      '    return x',
      'class Popen:',
      '    if sys.platform == "win32":',
      '        def _exec(self):',
      '            return helper(1) + self.run()',
      '        _write = helper',
      '    def run(self, write=_write):',
      '        return self._exec()',
      '',
    ].join('\n'),
    'base.py': 'class Base:\n    pass\n',
    'use.py': 'import plat\nfrom plat import send\ndef f():\n    return plat.send(1) + send(2) + plat.speed + plat.Poll + plat.Popen._exec + plat.gone(3)\n',
  });
  const ids = g.nodes.filter((n) => n.id.startsWith('sym::plat.py::')).map((n) => `${n.id} ${n.type} ${n.line_start}-${n.line_end}`).sort();
  assert.deepEqual(ids, [
    'sym::plat.py::Poll class 6-9',
    'sym::plat.py::Poll._kind_ variable 7-7',
    'sym::plat.py::Poll.read method 8-9',
    'sym::plat.py::Popen class 22-28',
    'sym::plat.py::Popen._exec method 24-25',
    'sym::plat.py::Popen._write variable 26-26',
    'sym::plat.py::Popen.run method 27-28',
    'sym::plat.py::helper function 20-21',
    'sym::plat.py::helper@18 function 18-19',
    'sym::plat.py::send function 4-5',
    'sym::plat.py::send@11 function 11-12',
    'sym::plat.py::speed variable 16-16',
  ], 'a definition keeps the plain id before a block\'s symbol of its name written above it');
  assert.ok(g.edges.some((e) => e.source === 'sym::plat.py::Poll' && e.target === 'sym::plat.py::Poll.read' && e.kind === 'contains'));
  assert.deepEqual(callsIn(usesFrom(g, 'plat.py')), [
    'plat.py::Popen._exec -calls-> plat.py::Popen.run',
    'plat.py::Popen._exec -calls-> plat.py::helper',
    'plat.py::Popen.run -calls-> plat.py::Popen._exec',
    'plat.py::send -calls-> plat.py::helper',
    'plat.py::send@11 -calls-> plat.py::helper',
  ], 'each alternative is where its calls start, in its class\'s scope; Popen, which names no base, binds _exec once: its block\'s is the one');
  assert.ok(usesFrom(g, 'plat.py').includes('plat.py::Poll -references-> base.py::Base'), 'a block\'s class names its base');
  assert.deepEqual(unresolvedIn(g, 'plat.py'), [], 'an attribute the block\'s class assigns is no use, nor a name only a block defines');
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), [], 'a name a block binds may be bound elsewhere, or not at all');
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['plat.gone:undefined']);
});

test('Ruby: a name alias or alias_method gives a method is a method of the class or module it is written in (also in class << self)', async () => {
  const g = await scan({
    'lib/shellwords.rb': [
      'module Shellwords',
      '  def shellsplit(line)',
      '    line',
      '  end',
      '  alias shellwords shellsplit',
      '  module_function :shellsplit, :shellwords',
      '  class << self',
      '    alias split shellsplit',
      '    alias_method :escape, :shellsplit',
      '    alias_method "join", :shellsplit',
      '    alias :quote :shellsplit',
      '  end',
      'end',
      '',
    ].join('\n'),
    'lib/string.rb': [
      'require_relative "shellwords"',
      'class Words',
      '  def split_all(line)',
      '    Shellwords.split(line) + Shellwords.shellwords(line) + Shellwords.nothing(line) + Shellwords.escape(line) + Shellwords.quote(line)',
      '  end',
      'end',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'lib/string.rb')), [
    'lib/string.rb::Words.split_all -calls-> lib/shellwords.rb::Shellwords.escape',
    'lib/string.rb::Words.split_all -calls-> lib/shellwords.rb::Shellwords.quote',
    'lib/string.rb::Words.split_all -calls-> lib/shellwords.rb::Shellwords.shellwords',
    'lib/string.rb::Words.split_all -calls-> lib/shellwords.rb::Shellwords.split',
  ]);
  assert.deepEqual(unresolvedIn(g, 'lib/string.rb'), ['Shellwords.nothing:undefined']);
  const aliases = g.nodes.filter((n) => n.path === 'lib/shellwords.rb' && n.line_start !== 2).map((n) => `${n.id} ${n.type} ${n.line_start}`).sort();
  assert.deepEqual(aliases, ['file::lib/shellwords.rb file 1', 'sym::lib/shellwords.rb::Shellwords module 1', 'sym::lib/shellwords.rb::Shellwords.escape function 9', 'sym::lib/shellwords.rb::Shellwords.quote function 11', 'sym::lib/shellwords.rb::Shellwords.shellwords function 5', 'sym::lib/shellwords.rb::Shellwords.split function 8'], 'alias_method with a symbol names one too (so does alias with symbols); with a string it is not read');
});

test('Python: a function, class or name a module binds once in all, inside a block, is a definition: uses resolve to it, here and through imports', async () => {
  const g = await scan({
    'compat.py': [
      'import sys',
      'if sys.version_info >= (3, 8):',
      '    def cached(fn):',
      '        return fn',
      '    class Pool:',
      '        if sys.flags.debug:',
      '            def grow(self):',
      '                return 1',
      '        def run(self):',
      '            return self.grow()',
      '    class Kid(Pool):',
      '        if sys.flags.debug:',
      '            def shrink(self):',
      '                return 2',
      '        def run(self):',
      '            return self.shrink()',
      '    LIMIT = 3',
      'try:',
      '    from _fast import speed',
      'except ImportError:',
      '    def speed(x):',
      '        return x',
      'if sys.version_info < (3,):',
      '    def input(prompt):',
      '        return prompt',
      'if sys.flags.debug:',
      '    def later(x):',
      '        return x',
      '    class Alt:',
      '        if sys.flags.optimize:',
      '            def m(self):',
      '                return 1',
      'else:',
      '    Alt = None',
      'class Sub(Pool):',
      '    def run(self):',
      '        return self.grow()',
      'def reset():',
      '    global later',
      '    later = None',
      'def own():',
      '    return cached(own) + LIMIT + speed(1) + input("x") + later(2) + Alt.m',
      '',
    ].join('\n'),
    'star.py': 'import sys\nfrom os import *\nif sys.flags.debug:\n    def getcwd():\n        return "."\n',
    'matched.py': 'import sys\nmatch sys.argv:\n    case [_, mode]:\n        pass\nif sys.flags.debug:\n    def mode():\n        return 1\n',
    'dyn.py': 'import sys\nglobals().update(ready=True)\nif sys.flags.debug:\n    def tool():\n        return 1\n',
    'reex.py': 'from compat import cached\n',
    'use2.py': 'import star, matched, dyn\nfrom reex import cached\ndef g():\n    return star.getcwd() + matched.mode() + dyn.tool() + cached(g)\n',
    'use.py': [
      'import compat',
      'from compat import cached, Pool, Kid',
      'def f():',
      '    return cached(f) + compat.cached(f) + Pool().run() + Pool.grow + Kid.shrink + compat.LIMIT + compat.speed(1) + compat.later + compat.gone',
      '',
    ].join('\n'),
  });
  const defs = g.nodes.filter((n) => n.id.startsWith('sym::compat.py::')).map((n) => n.id.slice('sym::compat.py::'.length)).sort();
  assert.deepEqual(defs, ['Alt', 'Alt.m', 'Alt@34', 'Kid', 'Kid.run', 'Kid.shrink', 'LIMIT', 'Pool', 'Pool.grow', 'Pool.run', 'Sub', 'Sub.run', 'cached', 'input', 'later', 'own', 'reset', 'speed'], 'one node each, with the plain id but for Alt, bound twice');
  assert.deepEqual(callsIn(usesFrom(g, 'compat.py')), [
    'compat.py::Pool.run -calls-> compat.py::Pool.grow',
    'compat.py::Sub.run -calls-> compat.py::Pool.grow',
    'compat.py::own -calls-> compat.py::cached',
  ], 'Pool names no base: its block\'s grow is the one, for a subclass too; Kid\'s shrink may be its base\'s; speed is bound twice, later by a function too');
  assert.deepEqual(usesFrom(g, 'compat.py').filter((u) => u.startsWith('compat.py::own -references->')), ['compat.py::own -references-> compat.py::LIMIT'], 'a constant a block assigns once; input is the builtin where the block does not run; Alt is bound twice, and its members with it');
  assert.deepEqual(callsIn(usesFrom(g, 'use2.py')), ['use2.py::g -calls-> compat.py::cached'], 'through a module that passes it on; a module that star-imports, matches or writes its globals may bind the name too');
  assert.deepEqual(callsIn(usesFrom(g, 'use.py')), [
    'use.py::f -calls-> compat.py::Pool',
    'use.py::f -calls-> compat.py::cached',
  ], 'by the name imported and through the module');
  assert.deepEqual(usesFrom(g, 'use.py').filter((u) => u.includes('-references->')).sort(), [
    'use.py::f -references-> compat.py::LIMIT',
    'use.py::f -references-> compat.py::Pool.grow',
  ], 'a member of a class a block defines once, named through it');
  assert.deepEqual(unresolvedIn(g, 'use.py'), ['compat.gone:undefined'], 'Kid.shrink, speed and later are still not judged');
  assert.deepEqual(unresolvedIn(g, 'compat.py'), []);
});
