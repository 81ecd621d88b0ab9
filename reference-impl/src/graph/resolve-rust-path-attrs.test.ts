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
    'src/lib.rs': '#[cfg(windows)]\n#[path = "winsock.rs"]\nmod c;\n#[cfg(not(windows))]\nuse libc as c;\n#[cfg(unix)]\nmod os;\n#[cfg(not(unix))]\nextern crate other_os as os;\nmod alloc;\nuse core::alloc::alloc;\nmod swap;\nuse core::mem::replace as swap;\n#[cfg(feature = "own")]\nmod fnv;\n#[cfg(not(feature = "own"))]\nuse fnv;\nmod user;\n',
    'src/winsock.rs': 'pub type SOCKET = usize;\n',
    'src/os.rs': 'pub fn os_only() {}\n',
    'src/alloc.rs': 'pub fn mine() {}\n',
    'src/swap.rs': 'pub fn both() {}\n',
    'src/fnv.rs': 'pub fn hash() {}\n',
    'src/user.rs': 'use super::c;\npub fn u() { let _: c::pid_t = 0; let _: c::SOCKET = 0; crate::os::os_only(); crate::os::absent(); crate::alloc::mine(); crate::alloc::absent(); crate::swap::both(); crate::fnv::hash(); }\n',
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
