import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Catalog } from './catalog-schema.js';
import { lintSeeds } from './lint-seeds.js';

const clause = (id: string, seed: string) => ({ id, seed, section: 's', level: 'MUST' as const, kind: 'wire' as const, summary: 'x' });

function catalog(seeds: Catalog['seeds'], clauses = [clause('A-1', '000_aa.txt')]): Catalog {
  return { seeds, refusal_codes: {}, clauses };
}

test('a catalog without a seeds index is told to add one', () => {
  assert.match(lintSeeds(catalog(undefined))[0]?.message ?? '', /no seeds: index/);
});

test('every listed seed needs a clause unless it is pending, and a pending one must have none', () => {
  assert.deepEqual(lintSeeds(catalog({ '000_aa.txt': { scope: 'boot' } })), []);
  assert.match(lintSeeds(catalog({ '000_aa.txt': { scope: 'boot' }, '001_bb.txt': { scope: 'routing' } }))[0]?.message ?? '', /no clause cites this seed/);
  assert.deepEqual(lintSeeds(catalog({ '000_aa.txt': { scope: 'boot' }, '001_bb.txt': { scope: 'routing', pending: 'later' } })), []);
  assert.match(lintSeeds(catalog({ '000_aa.txt': { scope: 'boot', pending: 'later' } }))[0]?.message ?? '', /drop the pending mark/);
});

test('a clause citing an unlisted seed is a problem', () => {
  assert.match(lintSeeds(catalog({ '001_bb.txt': { scope: 'routing', pending: 'later' } }))[0]?.message ?? '', /does not list/);
});

test("a clause of the kit's own protocol cites the kit, not a seed file", () => {
  assert.deepEqual(lintSeeds(catalog({ '000_aa.txt': { scope: 'boot' } }, [clause('A-1', '000_aa.txt'), clause('K-1', 'kit')])), []);
});
