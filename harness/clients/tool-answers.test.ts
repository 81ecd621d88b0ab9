import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson, isInside, readRootSet, requireHit, requirePositive, sameFile, summarySaysFresh } from './tool-answers.js';

test('requirePositive rejects isError and returns the payload otherwise', () => {
  assert.throws(() => requirePositive({ isError: true, payload: 'Error: x', text: 'Error: x', raw: {} }, 'search'), /search answered isError: true/);
  assert.deepEqual(requirePositive({ isError: false, payload: { a: 1 }, text: null, raw: {} }, 'health'), { a: 1 });
});

test('hits match by label and relative or absolute file', () => {
  assert.ok(sameFile('/r/app/src/a.ts', 'src/a.ts'));
  assert.ok(!sameFile('/r/app/xsrc/a.ts', 'src/a.ts'));
  requireHit([{ label: 'greet', filePath: 'src/a.ts' }], 'greet', 'src/a.ts', 'search');
  assert.throws(() => requireHit([{ label: 'greet', filePath: 'src/b.ts' }], 'greet', 'src/a.ts', 'search'), /did not find greet in src\/a\.ts; it returned: greet \(src\/b\.ts\)/);
});

test('root sets ignore duplicate declarations', () => {
  assert.deepEqual(readRootSet({ roots: ['/b', '/a', '/b'] }, 'health'), ['/a', '/b']);
  assert.throws(() => readRootSet({}, 'health'), /no roots list/);
});

test('isInside respects path components', () => {
  assert.ok(isInside('/rt/graph.json', '/rt'));
  assert.ok(!isInside('/rt2/graph.json', '/rt'));
});

test('summaries that deny freshness are accepted, claims are caught', () => {
  assert.equal(summarySaysFresh('1 unknown: never ingested, so no claim is made about them.'), false);
  assert.equal(summarySaysFresh('0 fresh, 0 stale, 1 unknown'), false);
  assert.equal(summarySaysFresh('not fresh: unknown inventory'), false);
  assert.equal(summarySaysFresh('All files fresh'), true);
  assert.equal(summarySaysFresh('everything is up to date'), true);
  assert.equal(summarySaysFresh('all 1 fresh: unchanged since ingest'), true);
  assert.equal(summarySaysFresh({ fresh: true }), true);
});

test('canonical JSON ignores key order at every level but not array order', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [2, 1], c: null } }), canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
  assert.notEqual(canonicalJson({ a: [1, 2] }), canonicalJson({ a: [2, 1] }));
});
