import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staleness } from './index.js';
import { makeSampleGraph } from './sample-graph.js';

const g = makeSampleGraph();
const stored = new Map(g.files.map((f) => [f.path, f.sha256]));
/** greet.ts unchanged, parse-config.ts edited, notes.md deleted. */
const onDisk = (_root: string, rel: string): string | null =>
  rel === 'src/greet.ts' ? stored.get(rel) ?? null : rel === 'src/parse-config.ts' ? 'f'.repeat(64) : null;

test('files: relative or absolute under a root; unknown when never ingested', () => {
  const r = staleness(g, { files: ['src/greet.ts', '/repo/src/parse-config.ts', './docs/notes.md', 'new.ts', '/elsewhere/src/greet.ts'] }, onDisk);
  assert.equal(r.checked, 5);
  assert.deepEqual(r.fresh, ['src/greet.ts']);
  assert.deepEqual(r.stale, ['/repo/src/parse-config.ts', './docs/notes.md']);
  assert.deepEqual(r.unknown, ['new.ts', '/elsewhere/src/greet.ts']);
  assert.match(r.summary, /1 fresh/);
  assert.match(r.summary, /2 stale/);
  assert.match(r.summary, /2 unknown/);
});

test('nodes are judged by their file; unknown ids are unknown', () => {
  const r = staleness(g, { nodes: ['sym::src/greet.ts::greet', 'sym::src/parse-config.ts::ConfigParser', 'sym::gone'] }, onDisk);
  assert.deepEqual([r.fresh, r.stale, r.unknown], [['sym::src/greet.ts::greet'], ['sym::src/parse-config.ts::ConfigParser'], ['sym::gone']]);
});

test('an unknown-only answer never claims freshness', () => {
  const r = staleness(g, { files: ['a.ts', 'b.ts', 'c.ts'] }, onDisk);
  assert.deepEqual([r.checked, r.fresh, r.stale, r.unknown.length], [3, [], [], 3]);
  assert.doesNotMatch(r.summary, /fresh/i);
  assert.match(r.summary, /3 unknown: never ingested/);
});

test('stale-only and empty requests never say fresh either; all-fresh says so', () => {
  assert.doesNotMatch(staleness(g, { files: ['src/parse-config.ts'] }, onDisk).summary, /fresh/i);
  const empty = staleness(g, {}, onDisk);
  assert.equal(empty.checked, 0);
  assert.doesNotMatch(empty.summary, /fresh/i);
  assert.match(staleness(g, { files: ['src/greet.ts'] }, onDisk).summary, /^All 1 fresh/);
});
