// Known answers for calls through a value whose declaration says its type: a parameter or a variable written with a
// type (`r: Repo`, `Repo r`), one a constructor call initialises (`new Repo()`, `Repo()`, `&Repo{}`, `Repo::new()`),
// and a field of the class around the call (`this.repo`, `self.repo`, in Java, C# and C++ `repo` alone). The call is
// the type's member, or one its bases bring; nothing is judged when no single definition answers.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { scanRoot } from './index.js';
import { rescanLikeFull } from './rescan.test-support.js';
import { callsIn, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('TS: a typed parameter, a typed or constructed variable, a field and a parameter property reach the type\'s method, through an import and a base', async () => {
  const g = await scan({
    'repo.ts': 'export class Store {\n  load(): number { return 0; }\n}\nexport class Repo extends Store {\n  save(): number { return 1; }\n}\n',
    'svc.ts': [
      'import { Repo } from "./repo";',
      'import * as r from "./repo";',
      'import { other } from "./other";',
      'const shared = new Repo();',
      'const other2 = other;',
      'export class Svc {',
      '  private field: Repo;',
      '  made = new r.Repo();',
      '  constructor(private readonly injected: Repo) { this.field = injected; }',
      '  param(p: Repo) { return p.save(); }',
      '  optional(q?: r.Repo) { return q!.save(); }',
      '  generic(g: Repo<number>) { return g.save(); }',
      '  typed() { const t: Repo = this.field; return t.load(); }',
      '  built() { const b = new Repo(); return b.save(); }',
      '  viaField() { return this.field.save(); }',
      '  viaMade() { return this.made.load(); }',
      '  viaInjected() { return this.injected.save(); }',
      '  viaShared() { return shared.load(); }',
      '  missing(p: Repo) { return p.nothere(); }',
      '  chained(p: Repo) { return p.inner.save() + shared.inner.save(); }',
      '  loose(x: unknown, y: Repo | null, z: Repo[]) { (x as Repo).save(); y?.save(); z.push(); other.save(); }',
      '}',
      '',
    ].join('\n'),
    'other.ts': 'export const other = 1;\n',
  });
  const through = callsIn(usesFrom(g, 'svc.ts')).filter((u) => u.startsWith('svc.ts::Svc.') && !u.endsWith('::Repo'));
  assert.deepEqual(through, [
    'svc.ts::Svc.built -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.generic -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.optional -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.param -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.typed -calls-> repo.ts::Store.load',
    'svc.ts::Svc.viaField -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.viaInjected -calls-> repo.ts::Repo.save',
    'svc.ts::Svc.viaMade -calls-> repo.ts::Store.load',
    'svc.ts::Svc.viaShared -calls-> repo.ts::Store.load',
  ]);
  assert.deepEqual(unresolvedIn(g, 'svc.ts'), [], 'a member the type lacks is not judged: the value may be of a subtype');
});

test('a field written with a type keeps it over what a constructor assigns; a field assigned two classes says nothing', async () => {
  const g = await scan({
    'm.ts': [
      'export class Repo { save() { return 1; } }',
      'export class Sub extends Repo { only() { return 2; } }',
      'export class Other { save() { return 3; } }',
      'export class K {',
      '  constructor() { this.a = new Sub(); this.b = new Repo(); }',
      '  a: Repo;',
      '  reset() { this.b = new Other(); }',
      '  viaA() { return this.a.only() + this.a.save(); }',
      '  viaB() { return this.b.save(); }',
      '}',
      'export class L {',
      '  c = new Repo();',
      '  d = new Repo();',
      '  e = null;',
      '  constructor(given: Repo, other: { c: Other }) { this.c = given; other.c = new Other(); this.e = null; this.e = new Repo(); }',
      '  viaE() { return this.e.save(); }',
      '  viaC() { return this.c.save(); }',
      '  viaD() { return this.d.save(); }',
      '}',
      '',
    ].join('\n'),
    'k.py': 'class Repo:\n    def save(self):\n        return 1\n\nclass Other:\n    def save(self):\n        return 2\n\nclass K:\n    def __init__(self):\n        self.x = Repo()\n    def reset(self):\n        self.x = Other()\n    def run(self):\n        return self.x.save()\n\ndef make():\n    return Other()\n\nclass M:\n    def __init__(self, o):\n        self.y = None\n        self.z = Repo()\n        self.w = Repo()\n        o.y = Other()\n    def reset(self, given):\n        self.y = Repo()\n        self.z = make()\n        self.w = given\n    def run(self):\n        return self.y.save() + self.z.save()\n    def run_w(self):\n        return self.w.save()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'm.ts')).filter((u) => /::[KL]\.via/.test(u)), ['m.ts::K.viaA -calls-> m.ts::Repo.save', 'm.ts::L.viaD -calls-> m.ts::Repo.save', 'm.ts::L.viaE -calls-> m.ts::Repo.save'], 'c is also assigned what says no type; null says nothing');
  assert.deepEqual(callsIn(usesFrom(g, 'k.py')).filter((u) => u.startsWith('k.py::K.run') || u.startsWith('k.py::M.run')), ['k.py::M.run -calls-> k.py::Repo.save'], 'K.x is assigned two classes; M.y is Repo (None says nothing), M.z and M.w are also assigned what says no type, and o.y is no field of M');
});

test('a name declared again in a scope with another type, a shadowing local without a type, and a type from outside the tree say nothing', async () => {
  const g = await scan({
    'a.ts': 'export class A { go(): void {} }\nexport class B { go(): void {} }\n',
    'b.ts': [
      'import { A, B } from "./a";',
      'import { Ext } from "ext";',
      'export function f(flag: boolean, e: Ext) {',
      '  var v: A = new A();',
      '  if (flag) { var v: B = new B(); }',
      '  v.go();',
      '  e.go();',
      '}',
      'export function g(a: A) {',
      '  const inner = (a: unknown) => (a as A).go();',
      '  a.go();',
      '  return inner;',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'b.ts')).filter((u) => u.endsWith('.go')), ['b.ts::g -calls-> a.ts::A.go']);
});

test('Python: a typed parameter, a constructed variable, self fields set in a method or annotated in the class', async () => {
  const g = await scan({
    'pkg/__init__.py': '',
    'pkg/repo.py': 'class Repo:\n    def save(self):\n        return 1\n\ndef make():\n    return Repo()\n',
    'pkg/svc.py': [
      'from pkg.repo import Repo, make',
      'from pkg import repo as rmod',
      'class Svc:',
      '    annotated: Repo',
      '    def __init__(self, r: Repo):',
      '        self.r = Repo()',
      '        self.m = rmod.Repo()',
      '        self.t: Repo = r',
      '    def param(self, p: Repo):',
      '        return p.save()',
      '    def built(self):',
      '        b = Repo()',
      '        return b.save()',
      '    def via_r(self):',
      '        return self.r.save()',
      '    def via_m(self):',
      '        return self.m.save()',
      '    def via_t(self):',
      '        return self.t.save()',
      '    def via_annotated(self):',
      '        return self.annotated.save()',
      '    def loose(self, q: "Repo" = None):',
      '        made = make()',
      '        return made.save() + q.save()',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'pkg/svc.py')).filter((u) => u.endsWith('.save')), [
    'pkg/svc.py::Svc.built -calls-> pkg/repo.py::Repo.save',
    'pkg/svc.py::Svc.param -calls-> pkg/repo.py::Repo.save',
    'pkg/svc.py::Svc.via_annotated -calls-> pkg/repo.py::Repo.save',
    'pkg/svc.py::Svc.via_m -calls-> pkg/repo.py::Repo.save',
    'pkg/svc.py::Svc.via_r -calls-> pkg/repo.py::Repo.save',
    'pkg/svc.py::Svc.via_t -calls-> pkg/repo.py::Repo.save',
  ], 'make() is no class: what it returns is not known');
  assert.deepEqual(unresolvedIn(g, 'pkg/svc.py'), []);
});

test('Java and C#: typed locals, parameters, var with new, and fields reached bare or through this; a written type over a constructed one', async () => {
  const g = await scan({
    'app/Repo.java': 'package app;\npublic class Repo { public int save() { return 1; } }\nclass Sub extends Repo { public int only() { return 2; } }\n',
    'app/Svc.java': [
      'package app;',
      'public class Svc {',
      '  private Repo repo;',
      '  public int param(Repo p) { return p.save(); }',
      '  public int typed(Repo x) { Repo t = x; return t.save(); }',
      '  public int built() { var b = new Repo(); return b.save(); }',
      '  public int bare() { return repo.save(); }',
      '  public int viaThis() { return this.repo.save(); }',
      '  public int written() { Repo w = new Sub(); return w.only(); }',
      '  public int shadowed(int repo) { return repo.save(); }',
      '}',
      '',
    ].join('\n'),
    'Repo.cs': 'namespace App { public class Repo { public int Save() { return 1; } } }\n',
    'Svc.cs': [
      'namespace App {',
      '  public class Svc {',
      '    private Repo _repo;',
      '    public Repo Prop { get; set; }',
      '    public int Param(Repo p) { return p.Save(); }',
      '    public int Built() { var b = new Repo(); return b.Save(); }',
      '    public int Typed(Repo x) { Repo t = x; return t.Save(); }',
      '    public int Bare() { return _repo.Save(); }',
      '    public int ViaThis() { return this._repo.Save(); }',
      '    public int ViaProp() { return Prop.Save(); }',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/Svc.java')).filter((u) => /\.(save|only)$/.test(u)), [
    'app/Svc.java::Svc.bare -calls-> app/Repo.java::Repo.save',
    'app/Svc.java::Svc.built -calls-> app/Repo.java::Repo.save',
    'app/Svc.java::Svc.param -calls-> app/Repo.java::Repo.save',
    'app/Svc.java::Svc.typed -calls-> app/Repo.java::Repo.save',
    'app/Svc.java::Svc.viaThis -calls-> app/Repo.java::Repo.save',
  ], 'w is a Repo as written (only() is not judged); a parameter repo hides the field');
  assert.deepEqual(callsIn(usesFrom(g, 'Svc.cs')).filter((u) => !u.endsWith('::Repo')), [
    'Svc.cs::Svc.Bare -calls-> Repo.cs::Repo.Save',
    'Svc.cs::Svc.Built -calls-> Repo.cs::Repo.Save',
    'Svc.cs::Svc.Param -calls-> Repo.cs::Repo.Save',
    'Svc.cs::Svc.Typed -calls-> Repo.cs::Repo.Save',
    'Svc.cs::Svc.ViaProp -calls-> Repo.cs::Repo.Save',
    'Svc.cs::Svc.ViaThis -calls-> Repo.cs::Repo.Save',
  ]);
});

test('Go: a field of a struct the file declares, reached through a receiver or a typed value, types the call through it', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'store/repo.go': 'package store\n\ntype Repo struct{}\n\nfunc (r *Repo) Save() int { return 1 }\n\nfunc (r *Repo) Load() int { return 1 }\n\nfunc (r Repo) Peek() int { return 1 }\n\ntype Store interface {\n\tPut() int\n}\n',
    'app/other.go': 'package app\n\nimport "example.com/m/store"\n\ntype Elsewhere struct {\n\trepo *store.Repo\n}\n',
    'app/svc.go': [
      'package app',
      '',
      'import "example.com/m/store"',
      '',
      'type Svc struct {',
      '\trepo *store.Repo',
      '\tlocal Helper',
      '\ta, b store.Repo',
      '\tst store.Store',
      '\t*Base',
      '\tfn func() int',
      '}',
      '',
      'type Helper struct{}',
      '',
      'type Base struct{}',
      '',
      'func (Base) Up() int { return 3 }',
      '',
      'func (h Helper) Help() int { return 2 }',
      '',
      'type Gen[T any] struct {',
      '\tval T',
      '}',
      '',
      'func (g *Gen[T]) Run() int { return g.val.Save() }',
      '',
      'func (s *Svc) Run() int {',
      '\treturn s.repo.Save() + s.local.Help() + s.b.Load() + s.st.Put() + s.nothere.Save() + s.repo.Missing() + s.Base.Up() + s.fn()',
      '}',
      '',
      'func (e *Elsewhere) Run() int { return e.repo.Peek() }',
      '',
      'func Free(p *Svc) int { return p.repo.Peek() }',
      '',
      'func Shadowed(s *Svc) int {',
      '\tfor _, s := range []Other{} {',
      '\t\treturn s.repo.Load()',
      '\t}',
      '\treturn 0',
      '}',
      '',
      'type Other struct{ repo Helper }',
      '',
      'func local() {',
      '\ttype Twice struct{ repo Helper }',
      '\t_ = Twice{}',
      '}',
      '',
      'type Twice struct{ repo *store.Repo }',
      '',
      'func (t *Twice) Run() int { return t.repo.Save() }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/svc.go')), [
    'app/svc.go::Elsewhere.Run -calls-> store/repo.go::Repo.Peek',
    'app/svc.go::Free -calls-> store/repo.go::Repo.Peek',
    'app/svc.go::Svc.Run -calls-> app/svc.go::Base.Up',
    'app/svc.go::Svc.Run -calls-> app/svc.go::Helper.Help',
    'app/svc.go::Svc.Run -calls-> store/repo.go::Repo.Load',
    'app/svc.go::Svc.Run -calls-> store/repo.go::Repo.Save',
    'app/svc.go::Svc.Run -calls-> store/repo.go::Store.Put',
    'app/svc.go::Twice.Run -calls-> store/repo.go::Repo.Save',
  ], 'a struct another file declares lends its field (Elsewhere, other.go\'s); an embedded type is a field named after it (s.Base); a type parameter and a range variable that says no type give no edge; a struct a function declares does not hide the package\'s Twice');
  assert.deepEqual(unresolvedIn(g, 'app/svc.go'), [], 'a member the field\'s type lacks is not judged, as through any typed value');
});

test('Go, Rust and C++: typed parameters and variables, composite literals, T::new() and pointers reach the type\'s method', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'store/repo.go': 'package store\n\ntype Repo struct{}\n',
    'store/save.go': 'package store\n\nfunc (r *Repo) Save() int { return 1 }\n',
    'app/run.go': 'package app\n\nimport "example.com/m/store"\n\nfunc Ptr(p *store.Repo) int { return p.Save() }\n\nfunc Val(q store.Repo) int { return q.Save() }\n\nfunc Lit() int {\n\tb := &store.Repo{}\n\treturn b.Save()\n}\n\nfunc Var() int {\n\tvar t store.Repo\n\treturn t.Save()\n}\n',
    'src/lib.rs': 'pub mod repo;\nuse crate::repo::Repo;\n\npub fn by_ref(p: &Repo) -> i32 { p.save() }\npub fn built() -> i32 { let b = Repo::new(); b.save() }\npub fn lit() -> i32 { let mut l = Repo { n: 1 }; l.save() }\npub fn typed() -> i32 { let t: Repo = make(); t.save() }\nfn make() -> Repo { Repo { n: 2 } }\n',
    'src/repo.rs': 'pub struct Repo { pub n: i32 }\n\nimpl Repo {\n    pub fn new() -> Repo { Repo { n: 0 } }\n    pub fn save(&self) -> i32 { self.n }\n}\n',
    'shapes.cpp': 'class Repo {\n public:\n  int save() { return 1; }\n};\nclass Svc {\n  Repo* repo;\n public:\n  int byRef(Repo& p) { return p.save(); }\n  int byPtr(Repo* q) { return q->save(); }\n  int local() { Repo l; return l.save(); }\n  int built() { auto b = new Repo(); return b->save(); }\n  int field() { return repo->save(); }\n  int viaThis() { return this->repo->save(); }\n};\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/run.go')), ['app/run.go::Lit -calls-> store/save.go::Repo.Save', 'app/run.go::Ptr -calls-> store/save.go::Repo.Save', 'app/run.go::Val -calls-> store/save.go::Repo.Save', 'app/run.go::Var -calls-> store/save.go::Repo.Save']);
  assert.deepEqual(callsIn(usesFrom(g, 'src/lib.rs')).filter((u) => u.endsWith('.save')), ['src/lib.rs::built -calls-> src/repo.rs::Repo.save', 'src/lib.rs::by_ref -calls-> src/repo.rs::Repo.save', 'src/lib.rs::lit -calls-> src/repo.rs::Repo.save', 'src/lib.rs::typed -calls-> src/repo.rs::Repo.save']);
  assert.ok(callsIn(usesFrom(g, 'src/lib.rs')).includes('src/lib.rs::built -calls-> src/repo.rs::Repo.new'), 'Repo::new() is the function new, not the struct');
  assert.deepEqual(callsIn(usesFrom(g, 'shapes.cpp')).filter((u) => u.endsWith('.save')), ['shapes.cpp::Svc.built -calls-> shapes.cpp::Repo.save', 'shapes.cpp::Svc.byPtr -calls-> shapes.cpp::Repo.save', 'shapes.cpp::Svc.byRef -calls-> shapes.cpp::Repo.save', 'shapes.cpp::Svc.field -calls-> shapes.cpp::Repo.save', 'shapes.cpp::Svc.local -calls-> shapes.cpp::Repo.save', 'shapes.cpp::Svc.viaThis -calls-> shapes.cpp::Repo.save']);
});

test('a type parameter named like a class is no class; this.f and self.f are fields of the innermost class around the call', async () => {
  const g = await scan({
    't.ts': [
      'export class Item { save() { return 1; } }',
      'export function g<Item extends { save(): number }>(r: Item) { return r.save(); }',
      'export class Box<Item> { run(x: Item) { return x.save(); } }',
      '',
    ].join('\n'),
    'app/Item.java': 'package app;\npublic class Item { public int save() { return 1; } }\n',
    'app/Box.java': 'package app;\npublic class Box<Item> {\n  Item value;\n  int run(Item x) { return x.save() + value.save(); }\n}\n',
    'n.py': 'class Repo:\n    def save(self):\n        return 1\n\nclass Outer:\n    def __init__(self):\n        self.repo = Repo()\n    class Inner:\n        def run(self):\n            return self.repo.save()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 't.ts')).filter((u) => u.endsWith('.save')), []);
  assert.deepEqual(callsIn(usesFrom(g, 'app/Box.java')).filter((u) => u.endsWith('.save')), []);
  assert.deepEqual(callsIn(usesFrom(g, 'n.py')).filter((u) => u.endsWith('.save')), [], 'Inner has no field repo');
});

test('Python: a file\'s name a function assigns through global says no type', async () => {
  const g = await scan({
    'm.py': 'class Repo:\n    def save(self):\n        return 1\n\nclass Other:\n    def save(self):\n        return 2\n\nrepo = Repo()\nkept = Repo()\n\ndef reset():\n    global repo\n    repo = Other()\n\ndef run():\n    return repo.save()\n\ndef run_kept():\n    return kept.save()\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'm.py')).filter((u) => u.endsWith('.save')), ['m.py::run_kept -calls-> m.py::Repo.save']);
});

test('JS/TS: a name a constructor call typed and an assignment gives another value says no type; a written type stands', async () => {
  const g = await scan({
    'r.js': 'export class A { m() { return 1; } }\nexport class B { m() { return 2; } }\nlet s = new A();\ns = new B();\nexport function f(flag) {\n  let r = new A();\n  if (flag) r = new B();\n  const k = new A();\n  return r.m() + s.m();\n}\nexport function g() {\n  const k = new A();\n  return k.m();\n}\n',
    'w.ts': 'export class A { m() { return 1; } }\nexport class B extends A {}\nexport function f() {\n  let r: A = new A();\n  r = new B();\n  return r.m();\n}\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'r.js')).filter((u) => u.endsWith('.m')), ['r.js::g -calls-> r.js::A.m']);
  assert.deepEqual(callsIn(usesFrom(g, 'w.ts')).filter((u) => u.endsWith('.m')), ['w.ts::f -calls-> w.ts::A.m']);
});

test('Go: a struct a function declares lends its fields in that function only, and a field typed by the struct\'s own type parameter says no type', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/a.go': 'package app\n\ntype Svc struct{ repo Helper }\n\ntype Helper struct{}\n\nfunc (Helper) Help() int { return 1 }\n\ntype Other struct{}\n\nfunc (Other) Help() int { return 2 }\n\ntype T struct{}\n\nfunc (T) Save() int { return 3 }\n',
    'app/b.go': [
      'package app',
      '',
      'func build() {',
      '\ttype Svc struct{ repo Other }',
      '\t_ = Svc{}',
      '}',
      '',
      'func (s *Svc) Run() int { return s.repo.Help() }',
      '',
      'type Box[T any] struct{ val T }',
      '',
      'func (b *Box[U]) Get() int { return b.val.Save() }',
      '',
      'type Pair struct{ repo Helper }',
      '',
      'func mk() int {',
      '\ttype Pair struct{ repo Other }',
      '\tv := Pair{}',
      '\treturn v.repo.Help()',
      '}',
      '',
      'func top() int {',
      '\tp := Pair{}',
      '\treturn p.repo.Help()',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/b.go')), ['app/b.go::Svc.Run -calls-> app/a.go::Helper.Help', 'app/b.go::mk -calls-> app/a.go::Other.Help', 'app/b.go::top -calls-> app/a.go::Helper.Help'], 'Run is a method of the Svc of a.go, whose repo is a Helper, not of the one build declares; Box\'s T gives no edge; the Pair a function declares is its own, the file\'s elsewhere');
});

test('Go: a field of a struct another file of the package declares, or another package, types the call through it, the field\'s type read where the struct is', async () => {
  const files = {
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'store/repo.go': 'package store\n\ntype Repo struct{}\n\nfunc (r *Repo) Save() int { return 1 }\n\nfunc (r *Repo) Load() int { return 2 }\n\ntype Box struct {\n\tR *Repo\n}\n',
    'app/types.go': 'package app\n\nimport st "example.com/m/store"\n\ntype Svc struct {\n\trepo *st.Repo\n\th    Helper\n\tin   Inner\n\tfn   func() int\n}\n\ntype Inner struct {\n\tr st.Repo\n}\n',
    'app/helper.go': 'package app\n\ntype Helper struct{}\n\nfunc (Helper) Help() int { return 3 }\n\ntype Other struct{}\n\nfunc (Other) Help() int { return 4 }\n',
    'app/run.go': [
      'package app',
      '',
      'import "example.com/m/store"',
      '',
      'func (s *Svc) Run() int {',
      '\treturn s.repo.Save() + s.h.Help() + s.in.r.Load() + s.nothere.X() + s.repo.Missing() + s.fn()',
      '}',
      '',
      'func Free(p *Svc) int { return p.repo.Save() }',
      '',
      'func Val(v Svc) int { return v.h.Help() }',
      '',
      'func Boxed(b *store.Box) int { return b.R.Load() }',
      '',
    ].join('\n'),
  };
  const g = await scan(files);
  assert.deepEqual(callsIn(usesFrom(g, 'app/run.go')), [
    'app/run.go::Boxed -calls-> store/repo.go::Repo.Load',
    'app/run.go::Free -calls-> store/repo.go::Repo.Save',
    'app/run.go::Svc.Run -calls-> app/helper.go::Helper.Help',
    'app/run.go::Svc.Run -calls-> store/repo.go::Repo.Load',
    'app/run.go::Svc.Run -calls-> store/repo.go::Repo.Save',
    'app/run.go::Val -calls-> app/helper.go::Helper.Help',
  ], 'st.Repo is read through types.go\'s import, which run.go does not have');
  assert.deepEqual(unresolvedIn(g, 'app/run.go'), [], 'a field the struct lacks, or a member its type lacks, is not judged');
  assert.deepEqual(callsIn(usesFrom(g, 'app/types.go')), [], 'a field\'s type is no call');
  assert.deepEqual(unresolvedIn(g, 'app/types.go'), [], 'nor anything unresolved');
});

test('Go: a refresh that changes a field\'s type in the file declaring the struct resolves the calls through it in another file as a full scan does', async () => {
  const t = await makeFixtureTree({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/types.go': 'package app\n\ntype Svc struct {\n\th Helper\n}\n',
    'app/helper.go': 'package app\n\ntype Helper struct{}\n\nfunc (Helper) Help() int { return 3 }\n\ntype Other struct{}\n\nfunc (Other) Help() int { return 4 }\n',
    'app/run.go': 'package app\n\nfunc (s *Svc) Run() int { return s.h.Help() }\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.ok(before.edges.some((e) => e.source === 'sym::app/run.go::Svc.Run' && e.target === 'sym::app/helper.go::Helper.Help'));
    await writeFile(path.join(t.root, 'app/types.go'), 'package app\n\ntype Svc struct {\n\th Other\n}\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(after.edges.some((e) => e.source === 'sym::app/run.go::Svc.Run' && e.target === 'sym::app/helper.go::Other.Help'), 'the field is an Other now');
  } finally {
    await t.remove();
  }
});

test('Go: a refresh that removes the type a field is declared with, in a file no call through the field names, resolves those calls again', async () => {
  const t = await makeFixtureTree({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/types.go': 'package app\n\ntype Svc struct {\n\th Helper\n}\n',
    'app/kind.go': 'package app\n\ntype Helper struct{}\n',
    'app/help.go': 'package app\n\nfunc (Helper) Help() int { return 3 }\n',
    'app/run.go': 'package app\n\nfunc (s *Svc) Run() int { return s.h.Help() }\n',
  });
  try {
    const before = await scanRoot(t.root);
    assert.ok(before.edges.some((e) => e.source === 'sym::app/run.go::Svc.Run' && e.target === 'sym::app/help.go::Helper.Help'));
    await writeFile(path.join(t.root, 'app/kind.go'), 'package app\n');
    const after = await rescanLikeFull(t.root, before);
    assert.ok(!after.edges.some((e) => e.source === 'sym::app/run.go::Svc.Run' && e.kind === 'calls'), 'no type Helper: the field says nothing');
  } finally {
    await t.remove();
  }
});

test('Go: a field a struct embeds another to bring (promoted) types the call through it, unless the struct or a nearer one declares the name, or two at one depth do', async () => {
  const g = await scan({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'store/repo.go': 'package store\n\ntype Repo struct{}\n\nfunc (r *Repo) Save() int { return 1 }\n\ntype Log struct{}\n\nfunc (l Log) Save() int { return 2 }\n\ntype Cache struct{}\n\nfunc (c Cache) Save() int { return 3 }\n\ntype Disk struct{}\n\nfunc (d Disk) Save() int { return 4 }\n',
    'app/base.go': [
      'package app',
      '',
      'import "example.com/m/store"',
      '',
      'type Base struct {',
      '\trepo *store.Repo',
      '\tlog store.Log',
      '}',
      '',
      'type Inner struct {',
      '\trepo *store.Cache',
      '}',
      '',
      'type Hides struct {',
      '\tInner',
      '\trepo []int',
      '}',
      '',
      'type Other struct {',
      '\tlog *store.Disk',
      '}',
      '',
    ].join('\n'),
    'app/svc.go': [
      'package app',
      '',
      'import "strings"',
      '',
      'type Svc struct {',
      '\tBase',
      '\tname string',
      '}',
      '',
      'type Deep struct {',
      '\tSvc',
      '}',
      '',
      'type Shadow struct {',
      '\tInner',
      '\trepo map[string]int',
      '}',
      '',
      'type Outer struct {',
      '\tHides',
      '}',
      '',
      'type Both struct {',
      '\tBase',
      '\tOther',
      '}',
      '',
      'func (s *Svc) Run() int { return s.repo.Save() }',
      '',
      'func viaDeep(d Deep) int { return d.repo.Save() }',
      '',
      'func viaShadow(sh Shadow) int { return sh.repo.Save() }',
      '',
      'func viaOuter(o *Outer) int { return o.repo.Save() }',
      '',
      'func viaBoth(b Both) int { return b.log.Save() + b.repo.Save() }',
      '',
      'func viaNamed(d *Deep) int { return d.Svc.log.Save() + d.Svc.Base.repo.Save() }',
      '',
      'type Holder struct {',
      '\tinner *Inner',
      '}',
      '',
      'func (h Holder) viaChain() int { return h.inner.repo.Save() }',
      '',
      'type Ext struct {',
      '\tstrings.Builder',
      '\tBase',
      '}',
      '',
      'func viaExt(e Ext) int { return e.repo.Save() }',
      '',
    ].join('\n'),
    'cmd/main.go': 'package main\n\nimport "example.com/m/app"\n\nfunc run(s *app.Svc, o app.Outer) int { return s.repo.Save() + o.repo.Save() }\n\nfunc named(s *app.Svc) int { return s.Base.log.Save() }\n',
  });
  assert.deepEqual(callsIn(usesFrom(g, 'app/svc.go')), [
    'app/svc.go::Holder.viaChain -calls-> store/repo.go::Cache.Save',
    'app/svc.go::Svc.Run -calls-> store/repo.go::Repo.Save',
    'app/svc.go::viaBoth -calls-> store/repo.go::Repo.Save',
    'app/svc.go::viaDeep -calls-> store/repo.go::Repo.Save',
    'app/svc.go::viaNamed -calls-> store/repo.go::Log.Save',
    'app/svc.go::viaNamed -calls-> store/repo.go::Repo.Save',
  ], 'a chain of fields of a struct the file declares (h.inner.repo); an embedded type is a field named after it (d.Svc, then Base\'s log); Svc gets repo from Base, Deep from Svc\'s Base; Shadow\'s own repo and Outer\'s nearer Hides.repo (not Inner\'s) say nothing; Both brings log twice at one depth, repo once; Ext embeds a struct from outside beside Base, which may bring repo');
  assert.deepEqual(callsIn(usesFrom(g, 'cmd/main.go')), ['cmd/main.go::named -calls-> store/repo.go::Log.Save', 'cmd/main.go::run -calls-> store/repo.go::Repo.Save'], 'through another package\'s struct too');
  assert.deepEqual(unresolvedIn(g, 'app/svc.go'), []);
});

test('Go: a refresh that makes an embedding struct declare a field hiding the promoted one, or embed another, resolves the calls through it as a full scan does', async () => {
  const t = await makeFixtureTree({
    'go.mod': 'module example.com/m\n\ngo 1.22\n',
    'app/base.go': 'package app\n\ntype Inner struct {\n\th Helper\n}\n\ntype Base struct {\n\tInner\n}\n',
    'app/helper.go': 'package app\n\ntype Helper struct{}\n\nfunc (Helper) Help() int { return 3 }\n\ntype Other struct{}\n\nfunc (Other) Help() int { return 4 }\n\ntype Side struct {\n\th Other\n}\n',
    'app/run.go': 'package app\n\ntype Svc struct {\n\tBase\n}\n\nfunc (s *Svc) Run() int { return s.h.Help() }\n',
  });
  try {
    const before = await scanRoot(t.root);
    const runs = (g: typeof before) => g.edges.filter((e) => e.source === 'sym::app/run.go::Svc.Run' && e.kind === 'calls').map((e) => e.target);
    assert.deepEqual(runs(before), ['sym::app/helper.go::Helper.Help'], 'Inner\'s h, through Base');
    await writeFile(path.join(t.root, 'app/base.go'), 'package app\n\ntype Inner struct {\n\th Helper\n}\n\ntype Base struct {\n\tInner\n\th []int\n}\n');
    const hidden = await rescanLikeFull(t.root, before);
    assert.deepEqual(runs(hidden), [], 'Base\'s own h hides Inner\'s');
    await writeFile(path.join(t.root, 'app/base.go'), 'package app\n\ntype Inner struct {\n\th Helper\n}\n\ntype Base struct {\n\tSide\n}\n');
    const other = await rescanLikeFull(t.root, hidden);
    assert.deepEqual(runs(other), ['sym::app/helper.go::Other.Help'], 'Base embeds Side now');
  } finally {
    await t.remove();
  }
});
