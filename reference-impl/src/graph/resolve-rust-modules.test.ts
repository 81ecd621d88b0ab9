// Known answers for what a Rust module holds beyond its written items: a macro invoked where items are written may
// define any of them, so a name looked for in such a module and not found there is not judged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('Rust: a name a module lacks is not judged when the module invokes a macro where items are written; it is undefined in one that does not', async () => {
  const g = await scan({
    'Cargo.toml': '[package]\nname = "demo"\n',
    'src/lib.rs': 'mod visit;\nmod plain;\nmod algo;\nmod made;\n',
    'src/visit.rs': 'trait_template! {\n    pub trait Visitable {}\n}\npub trait GraphBase {}\n',
    'src/plain.rs': 'pub trait Only {}\n',
    'src/algo.rs': 'use crate::visit::{GraphBase, Visitable, Nope};\nuse crate::plain::{Only, Missing};\npub fn f<G: GraphBase + Visitable + Nope + Only + Missing>(_g: G) {}\n',
    'src/made.rs': 'make_type!(Made);\nmod inner {\n    lazy_static::lazy_static! { static ref X: u8 = 1; }\n}\npub fn g(_m: Made, _o: Gone) {}\n',
  });
  assert.deepEqual(usesFrom(g, 'src/algo.rs'), ['src/algo.rs::f -references-> src/plain.rs::Only', 'src/algo.rs::f -references-> src/visit.rs::GraphBase']);
  assert.deepEqual(unresolvedIn(g, 'src/algo.rs'), ['Missing:undefined'], 'Visitable and Nope may be the macro\'s');
  assert.deepEqual(unresolvedIn(g, 'src/made.rs'), [], 'a macro at the top, or in an inline module, may define Made or Gone');
});
