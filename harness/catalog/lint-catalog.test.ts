import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Catalog } from './catalog-schema.js';
import { lintCatalog, lintRefusalSeeds } from './lint-catalog.js';

const catalog: Catalog = {
  refusal_codes: {},
  clauses: [
    { id: 'A-1', seed: 's', section: 'x', level: 'MUST', kind: 'wire', summary: 's' },
    { id: 'A-2', seed: 's', section: 'x', level: 'MAY', kind: 'wire', summary: 's' },
    { id: 'A-3', seed: 's', section: 'x', level: 'MUST', kind: 'internal', summary: 's' },
    { id: 'W-1', seed: 's', section: 'x', level: 'MUST', kind: 'wire', summary: 's', platform: 'windows' },
  ],
};

const feature = (body: string) => ({ path: 'f.feature', text: `Feature: f\n${body}` });
const steps = '    Given a thing\n';

test('a clean feature set has no problems', () => {
  const f = feature(`  @clause:A-1\n  Scenario: one\n${steps}  @clause:W-1 @platform:windows\n  Scenario: two\n${steps}`);
  assert.deepEqual(lintCatalog(catalog, [f]), []);
});

test('feature-level tags count for every scenario', () => {
  const f = { path: 'f.feature', text: `@clause:A-1\nFeature: f\n  Scenario: one\n${steps}` };
  const problems = lintCatalog(catalog, [f]).filter((p) => !p.where.startsWith('catalog'));
  assert.deepEqual(problems, []);
});

test('reports an untagged scenario with its line', () => {
  const f = feature(`  @clause:A-1\n  Scenario: one\n${steps}  Scenario: bare\n${steps}`);
  const problems = lintCatalog(catalog, [f]);
  assert.ok(problems.some((p) => p.where === 'f.feature:5 (bare)' && /no @clause:/.test(p.message)), JSON.stringify(problems));
});

test('reports an unknown clause id', () => {
  const f = feature(`  @clause:A-1 @clause:NOPE-9\n  Scenario: one\n${steps}`);
  assert.ok(lintCatalog(catalog, [f]).some((p) => /unknown clause NOPE-9/.test(p.message)));
});

test('reports a normative wire clause without a scenario, not MAY or internal ones', () => {
  const f = feature(`  @clause:W-1 @platform:windows\n  Scenario: one\n${steps}`);
  const problems = lintCatalog(catalog, [f]);
  assert.deepEqual(problems.map((p) => p.where), ['catalog A-1']);
});

test('a platform-only clause needs the platform tag', () => {
  const f = feature(`  @clause:A-1 @clause:W-1\n  Scenario: one\n${steps}`);
  assert.ok(lintCatalog(catalog, [f]).some((p) => /tag the scenario @platform:windows/.test(p.message)));
});

test('outline rows are checked one by one, with example tags', () => {
  const f = feature(
    `  Scenario Outline: rows\n    Given a <thing>\n    @clause:A-1\n    Examples:\n      | thing |\n      | x |\n    Examples:\n      | thing |\n      | y |\n`,
  );
  const problems = lintCatalog(catalog, [f]).filter((p) => !p.where.startsWith('catalog'));
  assert.equal(problems.length, 1);
  assert.match(problems[0]?.where ?? '', /^f\.feature:10 /);
});

test('invalid Gherkin names the file', () => {
  assert.throws(() => lintCatalog(catalog, [{ path: 'bad.feature', text: 'Scenario without feature' }]), /bad\.feature: not valid Gherkin/);
});

test('a seed-named refusal code must name a seed the clauses cite', () => {
  const codes = { named_well: { named_by: 'seed' as const, seed: 's', meaning: 'm' }, misspelt: { named_by: 'seed' as const, seed: '002.txt', meaning: 'm' }, own: { named_by: 'kit' as const, meaning: 'm' } };
  assert.deepEqual(lintRefusalSeeds({ ...catalog, refusal_codes: codes }), [{ where: 'catalog refusal_codes.misspelt', message: 'named by seed 002.txt, which no clause cites; spell the seed file as the clauses do (s)' }]);
});
