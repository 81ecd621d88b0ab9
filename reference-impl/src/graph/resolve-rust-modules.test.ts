// Known answers for what a Rust module holds beyond its written items: a macro invoked where items are written may
// define any of them, so a name looked for in such a module and not found there is not judged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callsIn, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';
import { resolveUses } from './resolve-uses.js';

test('Rust: a name a module lacks is not judged when the module invokes a macro where items are written; it is undefined in one that does not', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod visit;\nmod plain;\nmod algo;\nmod made;\nmod made2;\nmod lost;\n',
    'src/visit.rs': 'trait_template! {\n    pub trait Visitable {}\n}\npub trait GraphBase {}\n',
    'src/plain.rs': 'pub trait Only {}\n',
    'src/algo.rs': 'use crate::visit::{GraphBase, Visitable, Nope};\nuse crate::plain::{Only, Missing};\npub fn f<G: GraphBase + Visitable + Nope + Only + Missing>(_g: G) {}\n',
    'src/made.rs': 'make_type!(Made);\npub fn g(_m: Made, _o: Gone) {}\n',
    'src/made2.rs': 'mod inner {\n    lazy_static::lazy_static! { static ref X: u8 = 1; }\n    pub fn h(_x: Here) {}\n}\nmod other { pub fn k(_m: Maybe) {} }\npub fn g(_m: Made, _o: Gone, _h: inner::Here) {}\n',
    'src/lost.rs': 'mod gone;\nuse self::gone::y;\npub fn z() { y(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/algo.rs'), ['src/algo.rs::f -references-> src/plain.rs::Only', 'src/algo.rs::f -references-> src/visit.rs::GraphBase']);
  assert.deepEqual(unresolvedIn(g, 'src/algo.rs'), ['Missing:undefined'], 'Visitable and Nope may be the macro\'s');
  assert.deepEqual(unresolvedIn(g, 'src/made.rs'), [], 'a macro at the top (`m!(…);`) may define Made or Gone');
  assert.deepEqual(unresolvedIn(g, 'src/made2.rs'), ['Gone:undefined', 'Made:undefined', 'Maybe:undefined'], 'one in an inline module (`m! { … }`) defines there only: inner::Here is not judged');
  assert.deepEqual(unresolvedIn(g, 'src/lost.rs'), ['y:missing_module'], 'a `mod gone;` without its file is no inline module');
});

test('Rust: a `use` inside an inline module or a function binds there only; a path through an inline module of the file reaches its items', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/parse.rs': 'pub struct ParseStream;\npub trait Parse {}\n',
    'src/user.rs': 'use crate::m;\nuse crate::passed::Thing;\npub fn u() { m::x(); let _ = Thing; }\n',
    'src/passed.rs': 'mod tests { use crate::parse::ParseStream as Thing; }\n',
    'src/a/mod.rs': 'pub mod b;\npub mod util;\n',
    'src/a/util.rs': 'pub fn helper() {}\n',
    'src/a/b.rs': 'mod tests { use super::super::util::helper; fn t() { helper(); } }\n',
    'src/lib.rs': [
      'mod parse;',
      'mod user;',
      'mod passed;',
      'mod a;',
      'mod m {',
      '    pub fn x() {}',
      '    pub enum E { A, B(u8) }',
      '    pub mod deep { pub fn d() {} }',
      '}',
      'use self::m::x;',
      'use self::m::E::*;',
      'fn f() { x(); let _ = B(1); }',
      'pub mod parsing {',
      '    use crate::parse::{Parse, ParseStream};',
      '    use super::m::deep::d;',
      '    pub fn p(_s: ParseStream) { d(); }',
      '    pub mod inner { use super::super::m::E; pub fn i() -> E { E::A } }',
      '}',
      '#[cfg(test)]',
      'mod tests {',
      '    use super::*;',
      '    use crate::m::E;',
      '    fn t() { f(); x(); let _ = E::B; }',
      '    fn t2() { use crate::m::deep::d as E; E(); }',
      '    fn local() { use crate::parse::Parse; fn g<T: Parse>() {} }',
      '}',
      'pub mod other { pub fn q(_s: ParseStream) {} }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs::f -calls-> src/lib.rs::m.E.B',
    'src/lib.rs::f -calls-> src/lib.rs::m.x',
    'src/lib.rs::parsing.inner.i -references-> src/lib.rs::m.E',
    'src/lib.rs::parsing.inner.i -references-> src/lib.rs::m.E.A',
    'src/lib.rs::parsing.p -calls-> src/lib.rs::m.deep.d',
    'src/lib.rs::parsing.p -references-> src/parse.rs::ParseStream',
    'src/lib.rs::tests.local -references-> src/parse.rs::Parse',
    'src/lib.rs::tests.t -calls-> src/lib.rs::f',
    'src/lib.rs::tests.t -calls-> src/lib.rs::m.x',
    'src/lib.rs::tests.t -references-> src/lib.rs::m.E.B',
    'src/lib.rs::tests.t2 -calls-> src/lib.rs::m.deep.d',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['ParseStream:undefined'], 'other::q: the module parsing\'s use binds nothing outside it');
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/lib.rs::m.x'], '`use crate::m;` binds the inline module');
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['Thing:undefined'], 'a use inside passed.rs\'s test module is nothing passed.rs offers');
  assert.deepEqual(usesFrom(g, 'src/a/b.rs'), ['src/a/b.rs::tests.t -calls-> src/a/util.rs::helper'], 'super::super from a module of b.rs is a, b.rs\'s parent');
});

test('Rust: an item a function\'s body declares is the function\'s own: a use of it there is no use of anything', async () => {
  const g = await scan({
    'src/lib.rs': 'pub struct Print;\npub fn f() {\n    struct Print(u8);\n    fn helper() -> Print { Print(1) }\n    let _ = helper();\n}\npub fn g() -> Print { Print }\npub fn h() { let _: Local = 1; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), ['src/lib.rs::g -references-> src/lib.rs::Print']);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['Local:undefined']);
});

test('Rust: a glob offers what its module passes on (`pub use`) as well as what it defines; one through a module that invokes macros leaves a name it lacks unjudged', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod item;\nmod gen;\nmod gen2;\nmod macros;\npub use crate::item::{Item, Other};\n',
    'src/item.rs': 'pub struct Item;\npub struct Other;\n',
    'src/gen.rs': 'use crate::*;\npub fn eq(_a: Item, _b: Other, _c: Missing) {}\n',
    'src/macros.rs': 'use crate::*;\nmod inner { use crate::gen2::*; pub fn f(_m: Maybe) {} }\n',
    'src/gen2.rs': 'define_all!();\n',
  });
  assert.deepEqual(usesFrom(g, 'src/gen.rs'), ['src/gen.rs::eq -references-> src/item.rs::Item', 'src/gen.rs::eq -references-> src/item.rs::Other']);
  assert.deepEqual(unresolvedIn(g, 'src/gen.rs'), ['Missing:undefined']);
  assert.deepEqual(unresolvedIn(g, 'src/macros.rs'), [], 'gen2.rs may define Maybe');
});

test('review cases (Rust): a glob in a module opens it there only; an inline module passes on its `pub use`s; a path from a module starts at its own items; a function\'s glob comes before the module\'s import', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/error.rs': 'pub type Result<T> = std::result::Result<T, ()>;\n',
    'src/x.rs': 'pub struct Bar;\npub fn mk() {}\n',
    'src/a.rs': 'pub fn f() {}\n',
    'src/b.rs': 'pub fn f() {}\n',
    'src/user.rs': 'use crate::prelude::*;\nuse crate::prelude::mk as make;\npub fn u(_b: Bar) { mk(); make(); }\n',
    'src/lib.rs': [
      'mod error;',
      'mod x;',
      'mod a;',
      'mod b;',
      'mod user;',
      'pub fn parse() -> Result<u8, String> { Ok(1) }',
      'mod tests { use crate::error::*; fn t() -> Result<u8> { Ok(1) } }',
      'pub mod prelude { pub use crate::x::{Bar, mk}; }',
      'mod inner { pub fn f() {} }',
      'mod m {',
      '    mod inner { pub fn f() {} }',
      '    use inner::*;',
      '    fn g() { f(); }',
      '}',
      'mod n {',
      '    use crate::a::f;',
      '    fn h() { use crate::b::*; f(); }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs::m -references-> src/lib.rs::m.inner',
    'src/lib.rs::m.g -calls-> src/lib.rs::m.inner.f',
    'src/lib.rs::n.h -calls-> src/b.rs::f',
    'src/lib.rs::tests.t -references-> src/error.rs::Result',
  ], 'parse\'s Result is the prelude\'s');
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/x.rs::mk', 'src/user.rs::u -references-> src/x.rs::Bar']);
  assert.deepEqual([...unresolvedIn(g, 'src/user.rs'), ...unresolvedIn(g, 'src/lib.rs')], []);
});

test('Rust: a member of what a module path reaches is judged as a member of that definition (a constant\'s not at all)', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod t;\nmod g;\npub fn f() { t::X.len(); g::Y.len(); t::S::new(); t::S::gone(); t::Z.len(); }\n',
    'src/t.rs': 'pub const X: &str = "";\npub struct S;\nimpl S { pub fn new() -> S { S } }\n',
    'src/g.rs': 'mod inner;\npub use self::inner::*;\n',
    'src/g/inner.rs': 'pub static Y: &str = "";\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs::f -calls-> src/t.rs::S.new',
    'src/lib.rs::f -references-> src/g/inner.rs::Y',
    'src/lib.rs::f -references-> src/t.rs::S',
    'src/lib.rs::f -references-> src/t.rs::X',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['t.Z:undefined', 't::S.gone:undefined', 't::Z.len:undefined'], '`len` of a `&str` constant is not the tree\'s to judge');
});

test('Rust: a name an inline module passes on with its own `pub use` (an enum\'s variants through a glob) is a member of the module reached through a binding', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod tables;\nmod user;\n',
    'src/tables.rs': 'pub mod grapheme {\n    pub use self::GraphemeCat::*;\n    pub enum GraphemeCat { GC_Any, GC_Prepend }\n    pub fn lookup() {}\n}\n',
    'src/user.rs': 'fn f() {\n    use crate::tables::grapheme as gr;\n    let _ = gr::GC_Prepend;\n    gr::lookup();\n    let _ = gr::Nope;\n}\nuse crate::tables::grapheme;\nfn h() { let _ = grapheme::GC_Any; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/user.rs'), [
    'src/user.rs::f -calls-> src/tables.rs::grapheme.lookup',
    'src/user.rs::f -references-> src/tables.rs::grapheme.GraphemeCat.GC_Prepend',
    'src/user.rs::h -references-> src/tables.rs::grapheme.GraphemeCat.GC_Any',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['gr.Nope:undefined']);
});

test('Rust: in a macro\'s tokens, a name a single `:` follows (a struct literal\'s field, a binding given a type) is no use', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'pub struct H { offset: u8, length: u8 }\npub const LIMIT: u8 = 1;\nfn offset() {}\nmod util { pub fn length() {} }\nuse util::length;\nfn t() { assert_eq!(H { offset: LIMIT, length: 2 }, make(LIMIT)); check!(let length: u8 = LIMIT); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs -references-> src/lib.rs::util.length',
    'src/lib.rs::t -references-> src/lib.rs::H',
    'src/lib.rs::t -references-> src/lib.rs::LIMIT',
  ], 'not the function offset, nor util::length');
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), []);
});

test('Rust: a macro\'s own name is no use of a module or a function of that name, imported or not', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod m { pub fn check() {} }\nmod user;\nfn vec() {}\nfn t() { m!(1); let _ = vec![1]; m::check!(2); m::check(); }\n',
    'src/user.rs': 'use crossbeam_channel::select;\nuse crate::m::check;\nfn u() { select! { default => {} } check(); }\nfn select() {}\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), ['src/lib.rs::t -calls-> src/lib.rs::m.check']);
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/lib.rs::m.check'], 'not the test function select');
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), []);
});

test('Rust: the items a const\'s or a static\'s value block declares are its own, as a function body\'s are', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'pub struct S;\nconst _: () = {\n    struct Origin<T> { f: T }\n    impl<T> Origin<T> { fn f() -> Origin<u8> { Origin { f: 1 } } }\n    trait MustNotImplDrop {}\n    impl<T: Drop> MustNotImplDrop for T {}\n    fn g(_s: S, _m: Missing) {}\n};\nstatic T: fn() -> u8 = { struct P; impl P { fn v() -> u8 { 1 } } P::v };\n',
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), ['src/lib.rs::_ -references-> src/lib.rs::S']);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['Missing:undefined']);
});

test('Rust: the name of an item of an `impl` no symbols are made of is no use, nor one an item\'s keyword precedes in a `macro_rules!` body', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'pub trait BufMut { fn remaining_mut(&self) -> usize; }',
      'unsafe impl BufMut for &mut [u8] {',
      '    fn remaining_mut(&self) -> usize { 0 }',
      '}',
      'macro_rules! fwd { () => { fn poll_flush(x: u8) -> u8 { x } }; }',
      'fn poll_flush() {}',
      'pub struct Timespec;',
      'fn w() { weak!(fn utimensat(*const Timespec) -> i32); }',
      'pub trait Cb { type Output; }',
      'pub type Output = u8;',
      'fn with() { struct Local; impl Cb for Local { type Output = u8; } }',
      '#[derive(Debug, Hash)]',
      'pub struct Shown;',
      'pub enum Level { Debug, Hash }',
      'mod inner {',
      '    use super::{Cb, Output};',
      '    pub struct Y;',
      '    impl Cb for Y {',
      '        type Output = Output;',
      '    }',
      '}',
      'fn u() { gone(); }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs -references-> src/lib.rs::BufMut',
    'src/lib.rs::inner -references-> src/lib.rs::Cb',
    'src/lib.rs::inner -references-> src/lib.rs::inner.Y',
    'src/lib.rs::inner.Y -references-> src/lib.rs::Cb',
    'src/lib.rs::inner.Y.Output -references-> src/lib.rs::Output',
    'src/lib.rs::w -references-> src/lib.rs::Timespec',
    'src/lib.rs::with -references-> src/lib.rs::Cb',
  ], 'the macro body\'s `fn poll_flush` declares one; `*const Timespec` is a use; an inline module\'s `type Output = Output;` names the alias');
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['gone:undefined'], 'not remaining_mut, whose impl is for no named type, nor the `type Output` of an impl in a function, nor the prelude\'s derive macros');
});

test('Rust: in a macro\'s tokens `let` binds only a plain name and `\'static` is a lifetime; items of a trait or of a module in a function are no use; a derive names macros', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'pub enum E { V(u8) }',
      'pub struct W(pub u8);',
      'pub struct Q;',
      'pub struct Serialize;',
      'pub fn offset() {}',
      'pub fn count() {}',
      'fn a() { chain!(if let E::V(x) = y {}); }',
      'fn b() { check!(let W(v) = z); }',
      'fn c() { hold!(&\'static Q); }',
      'fn d() { bind!(let offset = 1); bind!(let mut count = 2); }',
      'fn f() { mod inner { pub struct X; impl X { fn offset(&self) {} } pub fn count() {} } count(); let _ = inner::X; }',
      'pub mod inner { pub struct X; }',
      'fn g() { trait T { fn offset(&self); fn count(&self) {} } }',
      '#[derive(Serialize)]',
      'pub struct Shown;',
      '#[cfg_attr(test, derive(Serialize))]',
      'pub struct Other;',
      '#[extends(W)]',
      'pub struct Sub;',
      'fn h() { make!(derive(Serialize)); }',
      'fn u() { gone(); }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), [
    'src/lib.rs -references-> src/lib.rs::W',
    'src/lib.rs::a -references-> src/lib.rs::E',
    'src/lib.rs::b -references-> src/lib.rs::W',
    'src/lib.rs::c -references-> src/lib.rs::Q',
    'src/lib.rs::f -calls-> src/lib.rs::count',
    'src/lib.rs::h -references-> src/lib.rs::Serialize',
  ], '`let E::V(x)` and `let W(v)` are patterns naming E and W; `&\'static Q` names Q; not `let offset`, the methods of `inner::X` or of `T`, nor the derive macro Serialize (a macro\'s `derive(Serialize)` is no derive; another attribute\'s names are uses); `inner::count` is not f\'s own, and f\'s `inner::X` is its own module\'s');
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['gone:undefined']);
});

test('Rust: an inline module that invokes a macro where items are written may define a name its glob also offers, which the macro\'s would shadow: not judged, unlike a name its own `use` brings', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod a;\nmod user;\npub mod m {\n    made!();\n    pub use crate::a::*;\n    pub use crate::a::Thing as Named;\n}\npub mod n {\n    pub use crate::a::*;\n}\n',
    'src/a.rs': 'pub struct Thing;\n',
    'src/user.rs': 'pub fn u(_t: Thing, _m: crate::m::Made, _d: crate::m::Made::Deep) {}\nuse crate::m as mm;\npub fn y(_d: mm::Made::Deep) { mm::Made::new(); }\npub fn w(_n: crate::m::Named) {}\nuse crate::m::*;\nmod o {\n    use crate::n::*;\n    pub fn v(_t: Thing) {}\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::o.v -references-> src/a.rs::Thing', 'src/user.rs::w -references-> src/a.rs::Thing'], 'through n, and what m\'s own `use` names (a macro\'s item of that name would clash with it)');
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), []);
});

test('Rust: a member a type does not show is not judged when a prelude trait\'s method may be it or an `impl` of its name elsewhere writes it', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'mod error;',
      'mod tests;',
      'mod sval {',
      '    impl crate::error::Error {',
      '        pub fn from_sval1() {}',
      '    }',
      '}',
      '#[derive(Default)]',
      'pub struct AHasher;',
      'impl AHasher {',
      '    pub fn new() -> Self { AHasher }',
      '}',
      'pub fn use_it() {',
      '    AHasher::new();',
      '    AHasher::default();',
      '    AHasher::from(AHasher);',
      '    AHasher::for_test();',
      '    AHasher::gone();',
      '    crate::error::Error::from_sval1();',
      '    crate::error::Error::lost();',
      '}',
      '',
    ].join('\n'),
    'src/tests.rs': 'use crate::AHasher;\nimpl AHasher {\n    fn for_test() -> Self { AHasher }\n}\n',
    'src/error.rs': 'pub struct Error;\nimpl Error {\n    pub fn own() {}\n}\n',
  });
  assert.ok(usesFrom(g, 'src/lib.rs').includes('src/lib.rs::use_it -calls-> src/lib.rs::AHasher.new'));
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['AHasher.gone:undefined', 'crate::error::Error.lost:undefined'], 'not default (a derive\'s), from (a blanket impl\'s), for_test (tests.rs\'s impl) nor from_sval1 (an inline module\'s impl)');
});

test('Rust: a `super::` or `self::` path in an inline module starts at that module, not at the file\'s', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod w;\nfn g() {}\nmod top {\n    pub fn f() { super::g(); self::inner::k(); }\n    mod inner { pub fn k() {} }\n}\n',
    'src/w.rs': [
      'mod m {',
      '    pub fn f() { super::g(); self::h(); super::super::g(); self::deep::d(); }',
      '    fn h() {}',
      '    mod deep {',
      '        pub fn d() { super::h(); super::super::g(); super::super::super::g(); }',
      '    }',
      '    pub struct S;',
      '    impl S { fn new() { super::g(); crate::g(); } }',
      '}',
      'fn g() {}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'src/w.rs')), [
    'src/w.rs::m.S.new -calls-> src/lib.rs::g',
    'src/w.rs::m.S.new -calls-> src/w.rs::g',
    'src/w.rs::m.deep.d -calls-> src/lib.rs::g',
    'src/w.rs::m.deep.d -calls-> src/w.rs::g',
    'src/w.rs::m.deep.d -calls-> src/w.rs::m.h',
    'src/w.rs::m.f -calls-> src/lib.rs::g',
    'src/w.rs::m.f -calls-> src/w.rs::g',
    'src/w.rs::m.f -calls-> src/w.rs::m.deep.d',
    'src/w.rs::m.f -calls-> src/w.rs::m.h',
  ], 'super of m is w.rs, of m::deep m; super::super of m is the crate root');
  assert.deepEqual(unresolvedIn(g, 'src/w.rs'), []);
  assert.deepEqual(callsIn(usesFrom(g, 'src/lib.rs')), ['src/lib.rs::top.f -calls-> src/lib.rs::g', 'src/lib.rs::top.f -calls-> src/lib.rs::top.inner.k']);
});

test('review cases (Rust): a member a type may have from elsewhere is unjudged through a module path too, an `impl` of another crate counts for nothing, and nothing is gathered for a definition without members', async () => {
  const far = Array.from({ length: 50 }, (_, i) => `pub fn f${i}() {}`).join('\n');
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod other;\nmod defs;\nmod far;\nmod user;\npub mod m {\n    #[derive(Default)]\n    pub struct T;\n    impl T { pub fn own() {} }\n}\npub struct Error;\nimpl Error { pub fn one() {} }\npub fn u() {\n    m::T::default();\n    m::T::extra();\n    m::T::gone();\n    Error::new2();\n}\n',
    'src/other.rs': 'impl crate::m::T {\n    pub fn extra() {}\n}\n',
    'src/defs.rs': 'pub const C: u8 = 1;\n',
    'src/user.rs': 'use crate::defs;\npub fn v() { defs::C::gone(); }\n',
    'src/far.rs': `${far}\n`,
    'b/Cargo.toml': '[package]\nname = "b"\n',
    'b/src/lib.rs': 'pub struct Error;\nimpl Error { pub fn new2() {} }\n',
  });
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['Error.new2:undefined', 'm::T.gone:undefined'], 'not default (a derive\'s) nor extra (other.rs\'s impl); new2 is crate b\'s Error\'s');
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), [], 'a constant\'s member is not judged');
  const r = resolveUses(g.links!, g.files.map((f) => f.path), new Set(['src/user.rs']));
  assert.ok(r.index_visits < 50, `far.rs's 50 definitions are not visited (${r.index_visits} visits)`);
});

test('review cases (Rust): in a macro\'s tokens `let (x, y)`, `let ref z` and `let x @ …` bind, and a derive written there names macros', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'pub fn x() {}',
      'pub fn y() {}',
      'pub fn z() {}',
      'pub struct W(pub u8);',
      'pub trait Serialize {}',
      'pub trait Q {}',
      'fn a() { m!(let (x, y) = (1, 2)); }',
      'fn b() { m!(let ref z = 1); m!(let ref mut z = 1); }',
      'fn d() { m!(let x @ W(_) = w); }',
      'bitflags! { #[derive(Serialize, Debug)] #[cfg_attr(test, derive(Q))] pub struct Flags: u32 { const A = 1; } }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/lib.rs'), ['src/lib.rs::d -references-> src/lib.rs::W']);
});

test('Rust: a path in a `use` list goes on from the list\'s prefixes, not from a module of the file of its first name', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'pub fn a() {}\nmod x;\nmod y;\n',
    'src/x.rs': 'use crate::{y::N, y::{self as why}};\n',
    'src/y.rs': 'pub struct N;\n',
    'tests/it.rs': 'mod unsync {\n    use core::{\n        cell::Cell,\n        sync::atomic::{AtomicUsize, Ordering::SeqCst},\n    };\n    use super::sync::{self as s, x as y};\n    pub fn f(_a: AtomicUsize, _c: Cell<u8>) { y(); s::x(); }\n}\nmod sync {\n    pub fn x() {}\n}\nmod outer { pub mod inner { pub fn a() {} } }\nuse outer::inner::{a};\npub use self::{sync::x as z};\n',
  });
  assert.deepEqual(unresolvedIn(g, 'tests/it.rs'), [], 'not sync::atomic, read as the inline module sync\'s');
  assert.deepEqual(usesFrom(g, 'tests/it.rs'), [
    'tests/it.rs -references-> tests/it.rs::outer.inner',
    'tests/it.rs -references-> tests/it.rs::sync.x',
    'tests/it.rs::unsync.f -calls-> tests/it.rs::sync.x',
  ], '`outer::inner` before a list is a use, and so is a path in `self::{…}`');
  assert.deepEqual(usesFrom(g, 'src/x.rs'), ['src/x.rs -references-> src/y.rs::N'], '`y::N` in `crate::{…}` is crate::y::N');
});

test('Rust: the trait an `impl` of a type beside it is of is a base of the type: its provided methods are the type\'s, and one from outside the tree leaves any member unjudged', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': [
      'use std::fmt;',
      'pub trait Tr { fn helper() {} fn req(); }',
      'pub struct Foo;',
      'impl Foo { pub fn own() {} }',
      'impl Tr for Foo { fn req() {} }',
      'pub struct Bar;',
      'impl Bar { pub fn own() {} }',
      'impl std::error::Error for Bar {}',
      'pub struct Shown;',
      'impl Shown { pub fn own() {} }',
      'impl fmt::Display for Shown {',
      '    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }',
      '}',
      'impl std::ops::Deref for Shown { type Target = u8; fn deref(&self) -> &u8 { &0 } }',
      'pub struct Plain;',
      'impl Plain { pub fn own() {} }',
      'impl AsRef<u8> for Plain {}',
      'pub fn s() { Shown::fmt(); Shown::deref(); Shown::missing(); Plain::as_ref(); Plain::other(); }',
      'mod m {',
      '    pub trait Tm { fn provided() {} }',
      '    pub struct T;',
      '    impl T { pub fn own() {} }',
      '    impl Tm for T {}',
      '}',
      'pub fn t() { m::T::provided(); m::T::nope(); }',
      'mod d1 { pub trait Display { fn shown() {} } }',
      'mod d2 { pub trait Display { fn shown() {} } }',
      'use d1::*;',
      'use d2::*;',
      'pub struct Amb;',
      'impl Amb { pub fn own() {} }',
      'impl Display for Amb {}',
      'pub fn x() { Amb::shown(); }',
      'pub enum Baz { A }',
      'impl Baz { pub fn own() {} }',
      'impl crate::Tr2<u8> for Baz {}',
      'pub trait Tr2<T> { fn two() {} }',
      'pub fn u() { Foo::helper(); Foo::gone(); Bar::anything(); Baz::two(); Baz::gone(); }',
      'pub struct Q;',
      'impl Missing for Q {}',
      'pub struct Wr<T>(T);',
      'impl<T> Wr<T> { pub fn own() {} }',
      'impl<T> Tr for Wr<T> { fn req() {} }',
      'pub fn w() { Wr::helper(); }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(callsIn(usesFrom(g, 'src/lib.rs')), [
    'src/lib.rs::s -calls-> src/lib.rs::Shown.deref',
    'src/lib.rs::s -calls-> src/lib.rs::Shown.fmt',
    'src/lib.rs::t -calls-> src/lib.rs::m.Tm.provided',
    'src/lib.rs::u -calls-> src/lib.rs::Tr.helper',
    'src/lib.rs::u -calls-> src/lib.rs::Tr2.two',
    'src/lib.rs::w -calls-> src/lib.rs::Tr.helper',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/lib.rs'), ['Baz.gone:undefined', 'Display:ambiguous', 'Foo.gone:undefined', 'Missing:undefined', 'Plain.other:undefined', 'Shown.missing:undefined', 'm::T.nope:undefined'], 'Bar implements a trait from outside, and Amb one of two the tree defines; Display, Deref and AsRef bring only fmt, deref and as_ref; Missing is listed once, as the header\'s use');
  assert.ok(usesFrom(g, 'src/lib.rs').includes('src/lib.rs::Foo -references-> src/lib.rs::Tr'), 'Foo implements Tr');
});

test('review cases (Rust): a path in a module of `use`s only is not judged (a function with `use`s in its body reads the same), and only an `impl` for the type itself, written by its name, gives it a base', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod w;\npub mod a { pub struct Thing; }\n',
    'src/w.rs': [
      'pub mod a { pub struct Thing; }',
      'mod m { pub use super::{a::Thing}; }',
      'pub trait Tr { fn helper() {} }',
      'pub struct Foo;',
      'impl Foo { pub fn own() {} }',
      "impl<'a> Tr for &'a Foo {}",
      'pub struct Error;',
      'impl Error { pub fn own() {} }',
      'mod io { pub struct Error; }',
      'impl Tr for io::Error {}',
      'pub fn u() { Foo::gone(); Error::helper(); }',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/w.rs').filter((u) => u.includes('Thing') || u.includes('Tr')), ['src/w.rs -references-> src/w.rs::Tr'], 'not the crate root\'s a::Thing; no base of Foo or of the local Error (the headers\' use of Tr only)');
  assert.deepEqual(unresolvedIn(g, 'src/w.rs'), ['Error.helper:undefined', 'Foo.gone:undefined']);
});
