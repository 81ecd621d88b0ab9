import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorTarget, parseFloorSide, pickExactly } from './refresh-guards.js';
import { CALLER_FORMS, parseCallerForm, wideRepoSpec } from './refresh-repos.js';

test('the floor target is the largest count below 60% or the smallest at it', () => {
  assert.equal(floorTarget(100, 60, 'below'), 59);
  assert.equal(floorTarget(100, 60, 'at'), 60);
  // 7 * 0.6 = 4.2: 4 is below the floor, 5 is the first count at or above it.
  assert.equal(floorTarget(7, 60, 'below'), 4);
  assert.equal(floorTarget(7, 60, 'at'), 5);
});

test('whole files are picked to remove an exact node count, or none when impossible', () => {
  const files: [string, number][] = [['a', 2], ['b', 2], ['c', 1], ['d', 3]];
  for (const sum of [0, 1, 3, 5, 8]) {
    const picked = pickExactly(files, sum);
    assert.ok(picked, `sum ${sum}`);
    assert.equal(picked.reduce((n, f) => n + (files.find(([name]) => name === f)?.[1] ?? 0), 0), sum);
    assert.equal(new Set(picked).size, picked.length, 'a file is deleted at most once');
  }
  assert.equal(pickExactly(files, 9), null);
  assert.equal(pickExactly([['x', 2]], 1), null);
});

test('the wide fixture has one-node notes and two-node source files', () => {
  const spec = wideRepoSpec(3, 2);
  assert.deepEqual(Object.keys(spec.files).sort(), ['notes/n000.md', 'notes/n001.md', 'notes/n002.md', 'src/w000.ts', 'src/w001.ts']);
  assert.match(spec.files['src/w001.ts'] ?? '', /export function wideUnit1\(\)/);
});

test('caller-root phrases are a closed list', () => {
  for (const form of CALLER_FORMS) assert.equal(parseCallerForm(form), form);
  assert.throws(() => parseCallerForm('somewhere else'), /unknown path form "somewhere else"; use one of: the root \|/);
});

test('the sides of the shrink floor are a closed list', () => {
  assert.equal(parseFloorSide('largest node count below'), 'below');
  assert.equal(parseFloorSide('smallest node count at'), 'at');
  assert.throws(() => parseFloorSide('somewhere near'), /unknown side of the floor/);
});
