// Known answers for members a class or an enum declares beyond its methods: fields, constants, properties, enum
// members and record components are definitions, so a use of one resolves to it and a use of a name the class does
// not declare is undefined (not a guess, and no longer a false `undefined` for a constant that is there).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('Java: fields, interface and enum constants, record components; a field named like a method leaves the name to the method', async () => {
  const g = await scan({
    'p/A.java': 'package p;\npublic class A {\n  public static final int READ = 1;\n  int count, total;\n  private String name;\n  String name() { return name; }\n  int f() { return READ; }\n}\n',
    'p/Color.java': 'package p;\npublic enum Color { RED, GREEN; public static final int N = 2; }\n',
    'p/K.java': 'package p;\npublic interface K { int LIMIT = 1; }\n',
    'p/Pt.java': 'package p;\npublic record Pt(int x, int y) {}\n',
    'q/C.java': 'package q;\nimport static p.A.READ;\nimport static p.Color.GREEN;\nclass C { int h() { return READ + GREEN.ordinal(); } }\n',
    'p/B.java': 'package p;\npublic class B {\n  int g(A a, Pt p) { return A.READ + A.total + A.NOPE + Color.RED.ordinal() + Color.N + Color.BLUE.ordinal() + K.LIMIT + a.name().length() + p.x(); }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'p/B.java'), [
    'p/B.java::B.g -calls-> p/A.java::A.name',
    'p/B.java::B.g -calls-> p/Pt.java::Pt.x',
    'p/B.java::B.g -references-> p/A.java::A',
    'p/B.java::B.g -references-> p/A.java::A.READ',
    'p/B.java::B.g -references-> p/A.java::A.total',
    'p/B.java::B.g -references-> p/Color.java::Color.N',
    'p/B.java::B.g -references-> p/Color.java::Color.RED',
    'p/B.java::B.g -references-> p/K.java::K.LIMIT',
    'p/B.java::B.g -references-> p/Pt.java::Pt',
  ], 'a.name() is the method, not the field of that name; p.x() the record\'s accessor');
  assert.ok(usesFrom(g, 'p/A.java').includes('p/A.java::A.f -references-> p/A.java::A.READ'), 'a bare READ in a method of A is A\'s constant');
  assert.deepEqual(unresolvedIn(g, 'p/B.java'), ['A.NOPE:undefined', 'Color.BLUE.ordinal:undefined', 'Color.BLUE:undefined']);
  assert.deepEqual([usesFrom(g, 'q/C.java'), unresolvedIn(g, 'q/C.java')], [['q/C.java::C.h -references-> p/A.java::A.READ'], []], 'a static import of a constant reaches it');
  assert.deepEqual(g.nodes.filter((n) => n.path === 'p/A.java').map((n) => `${n.type} ${n.label}`).sort(), ['class A', 'file A.java', 'method f', 'method name', 'variable READ', 'variable count', 'variable total']);
});

test('C#: constants, fields, properties, events, enum members and a record\'s positional properties', async () => {
  const g = await scan({
    'A.cs': 'namespace P {\n  public enum Color { Red, Green }\n  public record Pt(int X, int Y);\n  public class A {\n    public const int Read = 1;\n    public static int Count;\n    public static int Prop { get; set; }\n    public static event System.Action Changed;\n    public static event System.Action Closed { add { } remove { } }\n    public int F() { return Read; }\n  }\n}\n',
    'B.cs': 'namespace P {\n  public class B {\n    public int G(Pt p) { A.Changed += null; A.Closed += null; return A.Read + A.Count + A.Prop + A.Nope + (int)Color.Red + (int)Color.Blue + p.X; }\n  }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'B.cs'), [
    'B.cs::B.G -references-> A.cs::A.Changed',
    'B.cs::B.G -references-> A.cs::A.Closed',
    'B.cs::B.G -references-> A.cs::A.Count',
    'B.cs::B.G -references-> A.cs::A.Prop',
    'B.cs::B.G -references-> A.cs::A.Read',
    'B.cs::B.G -references-> A.cs::Color.Red',
    'B.cs::B.G -references-> A.cs::Pt',
  ]);
  assert.deepEqual(usesFrom(g, 'A.cs'), ['A.cs::A.F -references-> A.cs::A.Read']);
  assert.deepEqual(unresolvedIn(g, 'B.cs'), ['A.Nope:undefined', 'Color.Blue:undefined'], 'a constant, a field, a property and an event are there; Nope and Blue are not');
  assert.deepEqual(g.nodes.filter((n) => n.id.startsWith('sym::A.cs::Pt.')).map((n) => `${n.type} ${n.label}`), ['variable X', 'variable Y']);
});

test('PHP: class and interface constants, enum cases, and self:: and parent:: to them', async () => {
  const g = await scan({
    'A.php': '<?php\ninterface HasLimit { const LIMIT = 9; }\ntrait Sized { const MAX = 4; }\nclass A implements HasLimit {\n  const READ = 1;\n  public function f() { return self::READ; }\n}\nenum Suit { case Hearts; case Spades; const Wild = self::Spades; }\n',
    'B.php': '<?php\nrequire_once \'A.php\';\nclass B extends A {\n  public function g() { return [parent::READ, A::READ, A::NOPE, HasLimit::LIMIT, Sized::MAX, Suit::Hearts, Suit::Wild, Suit::Clubs]; }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'B.php'), [
    'B.php::B -references-> A.php::A',
    'B.php::B.g -references-> A.php::A.READ',
    'B.php::B.g -references-> A.php::HasLimit.LIMIT',
    'B.php::B.g -references-> A.php::Sized.MAX',
    'B.php::B.g -references-> A.php::Suit.Hearts',
    'B.php::B.g -references-> A.php::Suit.Wild',
  ], 'parent::READ and A::READ are both A\'s');
  assert.deepEqual(usesFrom(g, 'A.php'), [
    'A.php::A -references-> A.php::HasLimit',
    'A.php::A.f -references-> A.php::A.READ',
    'A.php::Suit.Wild -references-> A.php::Suit.Spades',
  ], 'self:: is the class the use is written in');
  assert.deepEqual(unresolvedIn(g, 'B.php'), ['A.NOPE:undefined', 'Suit.Clubs:undefined']);
});

test('C++: data members, enumerators (an enum class\'s its own, a plain enum\'s its scope\'s), namespace variables; a function\'s locals are none', async () => {
  const g = await scan({
    'a.h': '#ifndef A_H\n#define A_H\nint guarded = 1;\nenum class Color { Red, Green };\nstruct S {\n  static const int READ = 1;\n  int a, *b, &r, arr[4];\n  enum { X };\n  enum E { Y };\n  int f();\n};\nnamespace ns {\n  int count = 0;\n  int next() { int local = count;\n#ifdef DEBUG\n  int traced = 1;\n#endif\n  struct { int q; } pt; return local + guarded; }\n}\n#endif\n',
    'b.cpp': '#include "a.h"\nstatic int seen = 0;\n#if FAST\nint mode = 1;\n#elif SLOW\nint mode = 2;\n#else\nint mode = 3;\n#endif\n#ifdef A\nint flag;\n#elifdef B\nint flag;\n#endif\nint g() { return seen +  (int)Color::Red + (int)Color::Blue + S::READ + S::a + S::r + S::arr[0] + S::X + S::Y + S::NOPE; }\nint *ptr = 0, table[4];\nextern int &ref;\nint tick(int);\n',
    'heap.h': '#ifdef CLASS_C_DEC\nCLASS_T_DEC\nCLASS_C_DEC::\nbinary_heap()\n: m_size(0), m_entries(alloc(m_size))\n{ }\n#endif\n',
    't.h': 'template<typename T> struct rc { int size() const; bool empty() const; int n; };\ntemplate<typename T>\nint rc<T>::\nsize() const { return n; }\ntemplate<typename T>\nNODISCARD inline bool\nrc<T>::\nempty() const { return n == 0; }\n',
  });
  assert.deepEqual(usesFrom(g, 'b.cpp'), [
    'b.cpp::g -references-> a.h::Color.Red',
    'b.cpp::g -references-> a.h::S.READ',
    'b.cpp::g -references-> a.h::S.X',
    'b.cpp::g -references-> a.h::S.Y',
    'b.cpp::g -references-> a.h::S.a',
    'b.cpp::g -references-> a.h::S.arr',
    'b.cpp::g -references-> a.h::S.r',
    'b.cpp::g -references-> b.cpp::seen',
  ], 'S::Y names the enumerator of S\'s plain enum E in S\'s scope; seen is the file\'s variable');
  assert.deepEqual(unresolvedIn(g, 'b.cpp'), ['Color.Blue:undefined', 'S.NOPE:undefined']);
  assert.deepEqual(g.nodes.filter((n) => n.path === 'b.cpp' && n.type === 'variable').map((n) => `${n.label}:${n.line_start}`), ['flag:11', 'flag:13', 'mode:4', 'mode:6', 'mode:8', 'ptr:16', 'ref:17', 'seen:2', 'table:16'], 'one in each branch of an #if and an #ifdef; int *ptr, table[4] declares two, extern int &ref one, int tick(int) a function');
  assert.deepEqual(usesFrom(g, 'a.h').filter((u) => u.startsWith('a.h::ns.next')), ['a.h::ns.next -references-> a.h::guarded', 'a.h::ns.next -references-> a.h::ns.count'], 'a namespace\'s variable, and one of the file inside its include guard');
  assert.deepEqual(g.nodes.filter((n) => n.path === 'a.h' && n.type !== 'file').map((n) => `${n.type} ${n.id.slice('sym::a.h::'.length)}`).sort(), [
    'constant Color.Green', 'constant Color.Red', 'constant S.X', 'constant S.Y', 'enum Color', 'enum S.E', 'function ns.next', 'method S.f',
    'module ns', 'struct S', 'variable S.READ', 'variable S.a', 'variable S.arr', 'variable S.b', 'variable S.r', 'variable guarded', 'variable ns.count',
  ], 'int a, *b declares two members side by side; next\'s locals (one in an #ifdef) and its struct\'s field are no definitions');
  // An out-of-class definition of a template's member is named as the class declares it, without `<T>` or the line break,
  // and without the type the grammar reads into the name after a macro it cannot know (`NODISCARD inline bool rc`).
  assert.deepEqual(g.nodes.filter((n) => n.path === 't.h' && n.type !== 'file').map((n) => `${n.type} ${n.id.slice('sym::t.h::'.length)}`), [
    'struct rc', 'method rc.empty', 'method rc.empty@6', 'variable rc.n', 'method rc.size', 'method rc.size@3',
  ]);
  assert.deepEqual(g.nodes.filter((n) => n.path === 'heap.h' && n.type === 'variable').map((n) => n.label), [], 'a constructor after macros the grammar cannot know declares no variables');
  assert.deepEqual(usesFrom(g, 't.h').filter((u) => !u.endsWith('::rc')), ['t.h::rc.empty@6 -references-> t.h::rc.n', 't.h::rc.size@3 -references-> t.h::rc.n'], 'the name in rc<T>::size is no bare use of size');
  assert.deepEqual(unresolvedIn(g, 't.h').filter((u) => /size|empty/.test(u)), []);
});

test('TypeScript: enum members, a string-named one among them; an enum with a member of no plain name is not judged', async () => {
  const g = await scan({
    'a.ts': "export enum Color {\n  Red, // the first\n  Green = 2,\n  'ok' = 3,\n}\nexport enum Odd { A, 'x-y' = 1 }\n",
    'b.ts': "import { Color, Odd } from './a';\nexport const x = Color.Red + Color.ok + Color.Blue + Odd.A + Odd.B;\n",
  });
  assert.deepEqual(usesFrom(g, 'b.ts'), ['b.ts::x -references-> a.ts::Color.Red', 'b.ts::x -references-> a.ts::Color.ok']);
  assert.deepEqual(unresolvedIn(g, 'b.ts'), ['Color.Blue:undefined'], 'Odd has a member no use can name as Odd.x: none of its members is judged');
});

test('Ruby: a constant and a method of one name are both definitions (Ruby keeps them apart)', async () => {
  const g = await scan({ 'mk.rb': 'module Mk\n  MAIN = "int main() {}"\n  def MAIN(*refs)\n    MAIN\n  end\nend\n' });
  assert.deepEqual(g.nodes.filter((n) => n.type !== 'file').map((n) => `${n.type} ${n.id}`), ['module sym::mk.rb::Mk', 'constant sym::mk.rb::Mk.MAIN', 'function sym::mk.rb::Mk.MAIN@3']);
});

test('Rust: enum variants, and the constants and types an impl block or a trait defines, are members', async () => {
  const g = await scan({
    'src/a.rs': [
      'pub enum Color { Red, #[default] Green(u8), // the last\n Blue { x: i32 } }',
      'pub struct A { pub x: i32 }',
      'impl A {',
      '    pub const READ: i32 = 1;',
      '    pub fn f(&self) -> i32 { Self::READ }',
      '}',
      'pub trait Tr { const N: usize; type Out; fn g(&self); }',
      'impl Iterator for A { type Item = i32; fn next(&mut self) -> Option<i32> { None } }',
      '',
    ].join('\n'),
    'src/lib.rs': [
      'mod a;',
      'use crate::a::{Color, A};',
      'fn pick(c: Color) -> i32 {',
      '    match c { Color::Red => A::READ, Color::Green(n) => n as i32, _ => A::NOPE + Color::Purple as i32 }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs').filter((u) => !u.endsWith('::Color') && !u.endsWith('::A')), [
    'src/lib.rs::pick -references-> src/a.rs::A.READ',
    'src/lib.rs::pick -references-> src/a.rs::Color.Green',
    'src/lib.rs::pick -references-> src/a.rs::Color.Red',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['Color.Purple:undefined'], 'A::NOPE is not judged: A implements Iterator, a trait from outside the tree, whose member it may be');
  assert.deepEqual(g.nodes.filter((n) => n.path === 'src/a.rs' && n.type !== 'file').map((n) => `${n.type} ${n.id.slice('sym::src/a.rs::'.length)}`), [
    'struct A', 'type A.Item', 'constant A.READ', 'method A.f', 'method A.next', 'enum Color', 'constant Color.Blue', 'constant Color.Green', 'constant Color.Red', 'trait Tr', 'constant Tr.N', 'type Tr.Out', 'method Tr.g',
  ]);
  assert.ok(usesFrom(g, 'src/a.rs').includes('src/a.rs::A.f -references-> src/a.rs::A.READ'), 'Self::READ in an impl of A');
});

test('TypeScript: a constant whose value is an object literal of its own type has the literal\'s members; JavaScript\'s objects stay open', async () => {
  const g = await scan({
    'a.ts': [
      "const name = 'x';",
      'export const api = {',
      '  get() { return helper(); },',
      '  post: (x: number) => x,',
      '  limit: 3, // the most',
      '  name,',
      "  'ok': 1,",
      '};',
      'export const frozen = {',
      '  a: 1,',
      '} as const;',
      'export const checked = {',
      '  b: 2,',
      '} satisfies object;',
      'export const inline = { a: 1, b: helper() };',
      'export const spread = { ...api, extra: 1 };',
      'export const typed: Record<string, number> = { a: 1 };',
      'export const cast = { a: 1 } as unknown as { b: number };',
      'export const odd = { a: 1, [name]: 2 };',
      'export let open = { a: 1 };',
      "export const dashed = { 'x-y': 1, a: 2 };",
      'function helper() { return 1; }',
      '',
    ].join('\n'),
    'b.ts': "import { api, frozen, checked, spread, typed, cast, odd, open, dashed, inline } from './a';\nexport function use() { return api.get() + api.post(1) + api.limit + api.ok + api.nope + frozen.a + frozen.z + checked.b + checked.y + spread.extra + spread.q + typed.q + cast.b + odd.q + open.q + dashed.q + inline.q; }\n",
    'c.js': "export const obj = { run() { return 1; } };\nexport function go() { return obj.run() + obj.later(); }\n",
  });
  assert.deepEqual(usesFrom(g, 'b.ts').filter((u) => !/::(api|frozen|checked|spread|typed|cast|odd|open|dashed|inline)$/.test(u)), [
    'b.ts::use -calls-> a.ts::api.get',
    'b.ts::use -calls-> a.ts::api.post',
    'b.ts::use -references-> a.ts::api.limit',
    'b.ts::use -references-> a.ts::api.ok',
    'b.ts::use -references-> a.ts::checked.b',
    'b.ts::use -references-> a.ts::frozen.a',
  ]);
  assert.deepEqual(unresolvedIn(g, 'b.ts'), ['api.nope:undefined', 'checked.y:undefined', 'frozen.z:undefined'], 'a spread, a written type, an assertion to another type, a computed or a dashed key, a `let` and members side by side on a line leave the members unjudged');
  assert.deepEqual(g.nodes.filter((n) => n.id.startsWith('sym::a.ts::api.')).map((n) => `${n.type} ${n.label}`), ['method get', 'variable limit', 'variable name', 'variable ok', 'method post']);
  const inA = usesFrom(g, 'a.ts');
  assert.ok(inA.includes('a.ts::api.get -calls-> a.ts::helper'), 'a call in a member method is the method\'s');
  assert.ok(inA.includes('a.ts::api.name -references-> a.ts::name'), 'the shorthand `name` uses the constant name');
  assert.ok(inA.includes('a.ts::inline -calls-> a.ts::helper'), 'a one-line literal\'s uses stay the constant\'s');
  assert.deepEqual(unresolvedIn(g, 'c.js'), [], 'a JavaScript object may get members later');
});

test('a bare name means the definition it is written in only when nothing further out has the name: recursion, a method named like a function', async () => {
  const g = await scan({
    'r.ts': 'export function walk(n: number): number { return n > 0 ? walk(n - 1) : 0; }\n',
    'm.py': 'def f():\n    return 1\n\nclass A:\n    def f(self):\n        return f()\n',
  });
  assert.deepEqual([usesFrom(g, 'r.ts'), unresolvedIn(g, 'r.ts')], [[], []], 'a recursive call is its own function\'s: no edge, not unresolved');
  assert.deepEqual(usesFrom(g, 'm.py'), ['m.py::A.f -calls-> m.py::f'], 'a bare f() in the method f is the module\'s function');
});

test('Rust: a scoped type is its path\'s member; lifetimes, Self, _, a bound\'s associated type, a rooted path and a macro token after . or :: are no bare uses', async () => {
  const g = await scan({
    'src/lib.rs': [
      'use std::collections::hash_map;',
      'mod fmt_x;',
      'mod ctypes;',
      'mod builder;',
      'pub use crate::builder::Arg;',
      'pub type A1 = crate::builder::Arg;',
      'pub type A2 = crate::Arg;',
      'pub type A3 = crate::builder::Shown;',
      'pub type S = crate::ctypes::c_int;',
      'pub type T = crate::ctypes::nope;',
      'pub struct M;',
      'fn data() {}',
      'pub type Item = u8;',
      'const _: () = ();',
      "impl<'data> IntoIterator for &'data M {",
      '    type Item = u8;',
      '    type IntoIter = hash_map::IntoIter<u8, u8>;',
      '    fn of() -> Self {',
      '        M',
      '    }',
      '    fn into_iter(self) -> Self::IntoIter {',
      '        let v: Vec<_> = Vec::new();',
      '        todo!()',
      '    }',
      '}',
      'fn f<T: IntoIterator<Item = u8>>(t: T) -> fmt_x::Kind { let k: fmt_x::Gone = 1; ::c_int::MAX }',
      "fn g<'data>(x: &'data u8) -> ::M {}",
      'fn len() {}',
      'fn h(v: Vec<u8>) { assert!(v.len() > 0); let w = vec![M::of()]; g(&data); }',
      '',
    ].join('\n'),
    'src/fmt_x.rs': 'pub struct Kind;\n',
    'src/ctypes.rs': 'pub type c_int = i32;\n',
    'src/builder/mod.rs': 'mod arg;\npub use arg::Arg;\npub use std::fmt::Display as Shown;\n',
    'src/builder/arg.rs': 'pub struct Arg;\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs').filter((u) => !u.startsWith('src/lib.rs -')), [
    'src/lib.rs::A1 -references-> src/builder/arg.rs::Arg',
    'src/lib.rs::A2 -references-> src/builder/arg.rs::Arg',
    'src/lib.rs::M.into_iter -references-> src/lib.rs::M.IntoIter',
    'src/lib.rs::M.of -references-> src/lib.rs::M',
    'src/lib.rs::S -references-> src/ctypes.rs::c_int',
    'src/lib.rs::f -references-> src/fmt_x.rs::Kind',
    'src/lib.rs::h -calls-> src/lib.rs::g',
    'src/lib.rs::h -references-> src/lib.rs::M',
    'src/lib.rs::h -references-> src/lib.rs::data',
  ], 'Self::IntoIter is the impl\'s, fmt_x::Kind and crate::ctypes::c_int the modules\', crate::builder::Arg and crate::Arg the one they pass on (one from outside, Shown, not judged); hash_map::IntoIter is std\'s; in a macro\'s tokens, len after a dot and of after :: are members, data alone the function');
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['crate::ctypes.nope:undefined', 'fmt_x.Gone:undefined'], "'data is no use of fn data, Item in a bound no use of the type Item, _ none of the constant _; ::c_int not judged");
});
