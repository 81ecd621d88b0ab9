import assert from 'node:assert/strict';
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { addCounts, coverageDirOfCurrentTest, foldChildCoverage } from './mutation-coverage.js';

test('a coverage directory exists only while a test is current and no mutant is active', () => {
  assert.equal(coverageDirOfCurrentTest(undefined), null);
  assert.equal(coverageDirOfCurrentTest({}), null);
  assert.equal(coverageDirOfCurrentTest({ currentTestId: 'features/a.feature:3', activeMutant: '7' }), null);
  const a = coverageDirOfCurrentTest({ currentTestId: 'features/a.feature:3' });
  const b = coverageDirOfCurrentTest({ currentTestId: 'features/a.feature:9' });
  assert.ok(a !== null && b !== null && a !== b);
});

test('counts add up mutant by mutant', () => {
  const into = { '1': 2 };
  addCounts(into, { '1': 1, '4': 3 });
  assert.deepEqual(into, { '1': 3, '4': 3 });
});

test("the children's static and per-test counts become the current scenario's coverage, and their files go", () => {
  const ns = { currentTestId: `features/x.feature:${process.hrtime.bigint()}` } as Parameters<typeof foldChildCoverage>[0] & object;
  const dir = coverageDirOfCurrentTest(ns);
  assert.ok(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '1.json'), JSON.stringify({ static: { '3': 1 }, perTest: {} }));
  writeFileSync(join(dir, '2.json'), JSON.stringify({ static: { '3': 2, '5': 1 }, perTest: { other: { '8': 1 } } }));
  writeFileSync(join(dir, '3.json'), '{"static": {"9"');
  assert.equal(foldChildCoverage(ns), 3);
  assert.deepEqual(ns.mutantCoverage?.perTest[ns.currentTestId as string], { '3': 3, '5': 1, '8': 1 });
  assert.deepEqual(ns.mutantCoverage?.static, {});
  assert.equal(existsSync(dir), false);
});

test('outside a coverage run nothing is read or created', () => {
  const ns = { activeMutant: '3', currentTestId: 't' };
  assert.equal(foldChildCoverage(ns), 0);
  assert.equal('mutantCoverage' in ns, false);
});
