// Known answers for Rust modules whose files their `#[path]` attributes name: the file a `mod` loads, the files one per
// configuration `#[cfg_attr(…, path)]` gives, where such a file's own submodules live, and a `mod` another
// configuration replaces with a crate from outside.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missingImports } from '../graph-query/index.js';
import { importsOf, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

const CARGO = '[package]\nname = "demo"\n';

test('Rust: `#[path]` names the file a `mod` loads, from the declaring file\'s directory; that file\'s submodules live beside it', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': 'mod net;\n#[path = "../shared/common.rs"] pub mod common;\nmod user;\n',
    'src/net.rs': '#[path = "impls/unix_impl.rs"]\nmod sys;\npub fn top() {}\n',
    'src/impls/unix_impl.rs': 'mod helpers;\nextern crate regex;\nuse self::regex::Regex;\npub fn open(_r: Regex) { helpers::h(); }\npub fn up() { super::top(); super::sys::open(); }\n',
    'src/impls/helpers.rs': 'pub fn h() {}\n',
    'src/impls.rs': 'pub fn top() {}\n',
    'src/impls/regex.rs': 'pub struct Regex;\n',
    'src/impls/unix_impl/helpers.rs': 'pub fn wrong() {}\n',
    'shared/common.rs': 'pub fn shared() {}\n',
    'src/net/sys.rs': 'pub fn open() {}\n',
    'src/user.rs': 'use crate::net::sys::open;\npub fn u() { open(); crate::common::shared(); crate::net::sys::gone(); }\n',
  });
  assert.deepEqual(importsOf(g, 'src/net.rs'), ['src/impls/unix_impl.rs']);
  assert.deepEqual(importsOf(g, 'src/impls/unix_impl.rs'), ['src/impls/helpers.rs'], 'a file #[path] loads keeps its submodules beside it');
  assert.deepEqual(usesFrom(g, 'src/user.rs'), [
    'src/user.rs::u -calls-> shared/common.rs::shared',
    'src/user.rs::u -calls-> src/impls/unix_impl.rs::open',
  ], 'not src/net/sys.rs, the default file the attribute replaces');
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['crate::net::sys.gone:undefined']);
  assert.deepEqual(usesFrom(g, 'src/impls/unix_impl.rs'), [
    'src/impls/unix_impl.rs::open -calls-> src/impls/helpers.rs::h',
    'src/impls/unix_impl.rs::up -calls-> src/impls/unix_impl.rs::open',
    'src/impls/unix_impl.rs::up -calls-> src/net.rs::top',
  ], '`super` of a file #[path] loads is the declaring file; `self::regex` is the crate, not the file beside it');
  assert.deepEqual(missingImports(g).missing.filter((m) => m.spec.startsWith('mod ')), []);
});

test('Rust: `#[cfg_attr(…, path)]` gives one file per configuration: a name one of them defines resolves, one both define is ambiguous', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': [
      '#[cfg_attr(unix, path = "backend/unix/mod.rs")]',
      '#[cfg_attr(windows, path = "backend/windows/mod.rs")]',
      'mod backend;',
      '#[cfg_attr(feature = "fast", path = "quick.rs")]',
      'mod engine;',
      'mod user;',
      '',
    ].join('\n'),
    'src/backend/unix/mod.rs': 'pub mod fd;\npub fn both() {}\npub fn only_unix() {}\n',
    'src/backend/unix/fd.rs': 'pub fn raw() {}\npub fn here() { crate::backend::only_unix(); crate::backend::only_windows(); }\n',
    'src/backend/windows/mod.rs': 'pub fn both() {}\npub fn only_windows() {}\n',
    'src/engine.rs': 'pub fn run() {}\npub fn plain() {}\n',
    'src/quick.rs': 'pub fn run() {}\n',
    'src/user.rs': 'pub fn u() { crate::backend::only_unix(); crate::backend::both(); crate::backend::fd::raw(); crate::engine::plain(); crate::engine::run(); crate::backend::neither(); }\n',
  });
  assert.deepEqual(importsOf(g, 'src/lib.rs'), ['src/backend/unix/mod.rs', 'src/backend/windows/mod.rs', 'src/engine.rs', 'src/quick.rs', 'src/user.rs'],
    'a cfg_attr path is an alternative to the default file, not its replacement');
  assert.deepEqual(usesFrom(g, 'src/user.rs'), [
    'src/user.rs::u -calls-> src/backend/unix/fd.rs::raw',
    'src/user.rs::u -calls-> src/backend/unix/mod.rs::only_unix',
    'src/user.rs::u -calls-> src/engine.rs::plain',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['crate::backend.both:ambiguous', 'crate::backend.neither:undefined', 'crate::engine.run:ambiguous']);
  assert.deepEqual(usesFrom(g, 'src/backend/unix/fd.rs'), ['src/backend/unix/fd.rs::here -calls-> src/backend/unix/mod.rs::only_unix']);
  assert.deepEqual(unresolvedIn(g, 'src/backend/unix/fd.rs'), ['crate::backend.only_windows:undefined'],
    'a file below one configuration\'s directory is compiled only in that configuration');
});

test('Rust: a `mod` whose name a `use` or `extern crate` at the top binds to a crate is there in some configurations only: paths through it are not judged', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': '#[cfg(windows)]\n#[path = "winsock.rs"]\nmod c;\n#[cfg(not(windows))]\nuse libc as c;\n#[cfg(windows)]\nmod d;\n#[cfg(not(windows))]\nuse ::libc as d;\n#[cfg(windows)]\nmod e;\n#[cfg(not(windows))]\nuse libc::{self as e};\n#[cfg(windows)]\nmod winapi;\n#[cfg(not(windows))]\nuse winapi::{self};\n#[cfg(unix)]\nmod os;\n#[cfg(not(unix))]\nextern crate other_os as os;\nmod alloc;\nuse core::alloc::alloc;\nmod swap;\nuse core::mem::replace as swap;\n#[cfg(feature = "own")]\nmod fnv;\n#[cfg(not(feature = "own"))]\nuse fnv;\nmod user;\n',
    'src/winsock.rs': 'pub type SOCKET = usize;\n',
    'src/d.rs': 'pub fn d_only() {}\n',
    'src/e.rs': 'pub fn e_only() {}\n',
    'src/winapi.rs': 'pub fn w_only() {}\n',
    'src/os.rs': 'pub fn os_only() {}\n',
    'src/alloc.rs': 'pub fn mine() {}\n',
    'src/swap.rs': 'pub fn both() {}\n',
    'src/fnv.rs': 'pub fn hash() {}\n',
    'src/user.rs': 'use super::c;\npub fn u() { let _: c::pid_t = 0; let _: c::SOCKET = 0; crate::os::os_only(); crate::os::absent(); crate::alloc::mine(); crate::alloc::absent(); crate::swap::both(); crate::fnv::hash(); crate::d::d_only(); crate::d::absent(); crate::e::e_only(); crate::e::absent(); crate::winapi::w_only(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/alloc.rs::mine', 'src/user.rs::u -calls-> src/swap.rs::both'],
    'a `use` of a longer path binds a function or a type, which does not take a module\'s place');
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['crate::alloc.absent:undefined']);
});

test('Rust: `extern crate x;` in any module makes `self::x::…` and `x::…` paths into that crate, not modules of the tree', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': 'mod kv;\n',
    'src/kv.rs': 'extern crate serde;\nextern crate sval as sv;\nuse self::serde::ser::Serialize;\nuse self::sv::Value;\npub fn k<T: Serialize + Value>(_t: T) { serde::de::from(); sv::stream(); crate::kv::gone(); }\n',
    'src/kv/serde.rs': 'pub mod ser { pub trait Serialize {} }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/kv.rs'), [], 'not the file src/kv/serde.rs, which no `mod` loads');
  assert.deepEqual(unresolvedIn(g, 'src/kv.rs'), ['crate::kv.gone:undefined']);
  assert.deepEqual(importsOf(g, 'src/kv.rs'), []);
  assert.deepEqual(missingImports(g).missing, [], 'an `extern crate` is no `mod` whose file is missing');
});

test('Rust: several `mod` declarations of one name (`#[cfg] #[path]` each) are the module\'s files for several configurations', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': '#[cfg(unix)]\n#[path = "sys/unix.rs"]\nmod sys;\n#[cfg(windows)]\n#[path = "sys/windows.rs"]\nmod sys;\nmod user;\n',
    'src/sys/unix.rs': 'pub fn both() {}\npub fn only_unix() {}\n',
    'src/sys/windows.rs': 'pub fn both() {}\npub fn only_win() {}\n',
    'src/user.rs': 'pub fn u() { crate::sys::both(); crate::sys::only_unix(); crate::sys::only_win(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/sys/unix.rs::only_unix', 'src/user.rs::u -calls-> src/sys/windows.rs::only_win']);
  assert.deepEqual(unresolvedIn(g, 'src/user.rs'), ['crate::sys.both:ambiguous']);
});

test('Rust: only alternatives that are mod.rs files owning directories apart tell a file below one its configuration', async () => {
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': [
      '#[cfg_attr(unix, path = "os/unix.rs")]',
      '#[cfg_attr(windows, path = "win/windows.rs")]',
      'mod imp;',
      'mod os;',
      'mod user2;',
      '#[cfg_attr(a, path = "backend/a/mod.rs")]',
      '#[cfg_attr(b, path = "backend/b/mod.rs")]',
      'mod backend;',
      'pub mod fd { pub use crate::backend::fd::Thing; }',
      '',
    ].join('\n'),
    'src/os/unix.rs': 'pub fn both() {}\n',
    'src/win/windows.rs': 'pub fn both() {}\npub fn only_win() {}\n',
    'src/os.rs': 'pub mod common;\n',
    'src/os/common.rs': 'pub fn c() { crate::imp::both(); crate::imp::only_win(); }\n',
    'src/backend/a/mod.rs': 'pub mod fd { pub struct Thing; }\npub struct Thing2;\n',
    'src/backend/b/mod.rs': 'pub mod fd { pub use ext::Thing; }\npub mod user;\npub fn only_b() {}\npub use ext::Thing2;\n',
    'src/user2.rs': 'use crate::backend::Thing2 as T2;\npub fn w(_t: T2, _u: crate::backend::Thing2) {}\n',
    'src/backend/b/user.rs': 'use crate::fd::Thing;\npub fn u(_t: Thing) { crate::backend::only_b(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/os/common.rs'), ['src/os/common.rs::c -calls-> src/win/windows.rs::only_win'], 'os/common.rs lies beside os/unix.rs, not below it');
  assert.deepEqual(unresolvedIn(g, 'src/os/common.rs'), ['crate::imp.both:ambiguous']);
  assert.deepEqual(usesFrom(g, 'src/backend/b/user.rs'), ['src/backend/b/user.rs::u -calls-> src/backend/b/mod.rs::only_b'],
    'Thing is from outside in the configuration b: not a\'s, through the re-export either');
  assert.deepEqual(unresolvedIn(g, 'src/backend/b/user.rs'), []);
  assert.deepEqual(usesFrom(g, 'src/user2.rs'), [], 'Thing2 is a\'s in one configuration, from outside in the other');
  assert.deepEqual(unresolvedIn(g, 'src/user2.rs'), []);
});

test('Rust: `super` of a file a `#[path]` loads and a `mod` declares by default is either declarer; in a tests directory the default one is not read', async () => {
  let g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': 'mod a;\nmod b;\n',
    'src/a.rs': 'mod util;\npub fn from_a() {}\n',
    'src/b.rs': '#[path = "a/util.rs"]\nmod util;\npub fn from_b() {}\n',
    'src/a/util.rs': 'pub fn x() { super::from_a(); super::from_b(); super::neither(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/a/util.rs'), ['src/a/util.rs::x -calls-> src/a.rs::from_a', 'src/a/util.rs::x -calls-> src/b.rs::from_b']);
  assert.deepEqual(unresolvedIn(g, 'src/a/util.rs'), ['super.neither:undefined']);
  g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': 'pub fn l() {}\n',
    'tests/t1.rs': 'mod common;\npub fn root_fn() {}\n',
    'tests/common/mod.rs': 'pub fn helper() { super::root_fn(); super::bench_only(); }\n',
    'benches/b.rs': '#[path = "../tests/common/mod.rs"]\nmod common;\npub fn bench_only() {}\n',
  });
  assert.deepEqual(usesFrom(g, 'tests/common/mod.rs'), []);
  assert.deepEqual(unresolvedIn(g, 'tests/common/mod.rs'), []);
});

test('Rust: a module declared with many `cfg_attr` files of one name is walked once per file, however deep the path', { timeout: 60_000 }, async () => {
  const attrs = Array.from({ length: 6 }, (_, i) => `#[cfg_attr(c${i}, path = "f.rs")]`).join('\n');
  const g = await scan({
    'Cargo.toml': CARGO,
    'src/lib.rs': `${attrs}\nmod a;\nmod user;\n`,
    'src/f.rs': `${attrs}\nmod a;\npub fn x() {}\n`,
    'src/user.rs': `pub fn u() { crate${'::a'.repeat(12)}::x(); }\n`,
  });
  assert.deepEqual(usesFrom(g, 'src/user.rs'), ['src/user.rs::u -calls-> src/f.rs::x']);
});
