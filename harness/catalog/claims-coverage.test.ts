import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CatalogSchema } from './catalog-schema.js';
import { coverUnderClaims, runsUnder } from './claims-coverage.js';
import type { ScenarioRef } from './read-scenarios.js';

const clause = (id: string, extra: Record<string, unknown> = {}) => ({ id, seed: '000_x.txt', section: '§1', level: 'MUST', kind: 'wire', summary: 's', ...extra });
const CATALOG = CatalogSchema.parse({
  refusal_codes: { some_code: { named_by: 'kit', meaning: 'a refusal' } },
  clauses: [
    clause('A-PORTABLE-1'),
    clause('A-SEAMS-ONLY-1'),
    clause('A-ORDER-1', { observable: 'needs-seams', observable_reason: 'only a held seam can put the signal before the commit' }),
    clause('A-WIN-1', { platform: 'windows' }),
    clause('A-SHOULD-1', { level: 'SHOULD' }),
    clause('A-INTERNAL-1', { kind: 'internal' }),
  ],
});
const sc = (name: string, tags: string[]): ScenarioRef => ({ path: 'f.feature', line: 1, name, tags });
const SCENARIOS = [
  sc('portable', ['@clause:A-PORTABLE-1', '@needs:http']),
  sc('companion', ['@clause:A-PORTABLE-1', '@needs:seams', '@needs:snapshot-layout']),
  sc('seams only', ['@clause:A-SEAMS-ONLY-1', '@needs:seams']),
  sc('order', ['@clause:A-ORDER-1', '@needs:seams']),
  sc('windows', ['@clause:A-WIN-1', '@platform:windows', '@needs:root']),
  sc('should', ['@clause:A-SHOULD-1', '@needs:seams']),
];

test('lane-only needs count as provided and platform tags are ignored', () => {
  assert.equal(runsUnder(['@needs:root', '@needs:git', '@platform:windows'], []), true);
  assert.equal(runsUnder(['@needs:seams'], ['stdio']), false);
  assert.equal(runsUnder(['@needs:seams', '@clause:X-1'], ['seams']), true);
});

test('under stdio and http claims: the seam-only MUST wire clause has none, the catalogued one is listed with its reason', () => {
  const c = coverUnderClaims(CATALOG, SCENARIOS, ['stdio', 'http']);
  assert.deepEqual(c.mustWireWithout, ['A-SEAMS-ONLY-1']);
  assert.deepEqual(c.mustWireUnobservable, ['A-ORDER-1']);
  const byId = new Map(c.clauses.map((x) => [x.id, x]));
  assert.deepEqual([byId.get('A-PORTABLE-1')?.runnable, byId.get('A-PORTABLE-1')?.scenarios], [1, 2]);
  assert.equal(byId.get('A-WIN-1')?.runnable, 1);
  assert.deepEqual(byId.get('A-ORDER-1')?.unobservableWithout, { capability: 'seams', reason: 'only a held seam can put the signal before the commit' });
  assert.equal(byId.get('A-SHOULD-1')?.runnable, 0, 'counted, but only MUST wire clauses are totalled');
});

test('claiming the capability makes every clause runnable and nothing unobservable', () => {
  const c = coverUnderClaims(CATALOG, SCENARIOS, ['stdio', 'http', 'seams', 'snapshot-layout']);
  assert.deepEqual([c.mustWireWithout, c.mustWireUnobservable], [[], []]);
});

test('observable needs its reason', () => {
  assert.throws(() => CatalogSchema.parse({ refusal_codes: {}, clauses: [clause('B-1', { observable: 'needs-seams' })] }), /observable and observable_reason go together/);
});

test('each clause carries its refusal code and who named it; MUST wire clauses on kit-defined spellings are listed', () => {
  const catalog = CatalogSchema.parse({
    refusal_codes: { kit_code: { named_by: 'kit', meaning: 'k' }, seed_code: { named_by: 'seed', seed: '002.txt', meaning: 's' } },
    clauses: [clause('K-1', { refusal_code: 'kit_code' }), clause('S-1', { refusal_code: 'seed_code' }), clause('K-2', { refusal_code: 'kit_code', level: 'SHOULD' }), clause('N-1')],
  });
  const c = coverUnderClaims(catalog, [], []);
  assert.deepEqual(c.clauses.map((x) => x.refusal), [{ code: 'kit_code', named_by: 'kit' }, { code: 'seed_code', named_by: 'seed', seed: '002.txt' }, { code: 'kit_code', named_by: 'kit' }, null]);
  assert.deepEqual(c.mustWireKitCodes, ['K-1']);
});
