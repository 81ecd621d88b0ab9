import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Catalog } from './catalog-schema.js';
import { lintCatalog } from './lint-catalog.js';
import { seamRows } from './lint-seam-rows.js';
import { parseCatalog } from './load-catalog.js';

const feature = {
  path: 'crash.feature',
  text: [
    'Feature: crash',
    '  @clause:A-1',
    '  Scenario Outline: kill at <seam>',
    '    Given a held "<seam>"',
    '    Examples:',
    '      | seam         |',
    '      | refresh.scan |',
    '      | birth.nope   |',
    '    Examples:',
    '      | other |',
    '      | x     |',
    '',
  ].join('\n'),
};

const catalog = (seams?: Record<string, string>): Catalog => ({
  refusal_codes: {},
  ...(seams ? { seams } : {}),
  clauses: [{ id: 'A-1', seed: 's', section: 'x', level: 'MUST', kind: 'wire', summary: 's' }],
});

test('seam rows are read from Examples columns headed "seam" only', () => {
  assert.deepEqual(seamRows(feature).map((r) => [r.seam, r.line]), [['refresh.scan', 7], ['birth.nope', 8]]);
});

test('a seam row naming an unregistered seam is a lint problem located at its row', () => {
  const problems = lintCatalog(catalog({ 'refresh.scan': 'guards the rescan' }), [feature]);
  assert.deepEqual(problems, [{ where: 'crash.feature:8', message: 'seam "birth.nope" is not in the catalogue\'s seams registry; add it there (name -> what it guards) or fix the row' }]);
});

test('without a registry seam rows are not checked', () => {
  assert.deepEqual(lintCatalog(catalog(), [feature]), []);
});

test('the registry rejects malformed seam names and empty descriptions', () => {
  const clauses = 'clauses:\n  - {id: A-1, seed: s, section: x, level: MUST, kind: wire, summary: s}\n';
  assert.equal(Object.keys(parseCatalog(`refusal_codes: {}\nseams:\n  refresh.scan: guards the rescan\n${clauses}`, 'c.yaml').seams ?? {}).length, 1);
  assert.throws(() => parseCatalog(`refusal_codes: {}\nseams:\n  Refresh: x\n${clauses}`, 'c.yaml'), /at seams\.Refresh: /);
  assert.throws(() => parseCatalog(`refusal_codes: {}\nseams:\n  refresh.scan: ""\n${clauses}`, 'c.yaml'), /seams\.refresh\.scan/);
});
