import assert from 'node:assert/strict';
import { statSync, utimesSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { test } from 'node:test';
import { diskProbe, judgeFile, scanRoot, staleness, type FileProbe } from './index.js';
import { makeSampleGraph } from './sample-graph.js';
import { makeFixtureTree } from './test-support.js';

const g = makeSampleGraph();
const stored = new Map(g.files.map((f) => [f.path, f]));

/** greet.ts unchanged, parse-config.ts edited in place (same size), notes.md deleted; counts what it is asked. */
function fakeDisk(): FileProbe & { digests: string[] } {
  const rel = (abs: string) => abs.slice('/repo/'.length);
  const digests: string[] = [];
  return {
    digests,
    size: (abs) => (rel(abs) === 'docs/notes.md' ? null : stored.get(rel(abs))?.size ?? null),
    digest: (abs) => {
      digests.push(rel(abs));
      return rel(abs) === 'src/greet.ts' ? stored.get(rel(abs))!.sha256 : 'f'.repeat(64);
    },
  };
}

test('files: relative or absolute under a root; unknown when never ingested', () => {
  const r = staleness(g, { files: ['src/greet.ts', '/repo/src/parse-config.ts', './docs/notes.md', 'new.ts', '/elsewhere/src/greet.ts'] }, fakeDisk());
  assert.equal(r.checked, 5);
  assert.deepEqual(r.fresh, ['src/greet.ts']);
  assert.deepEqual(r.stale, ['/repo/src/parse-config.ts', './docs/notes.md']);
  assert.deepEqual(r.unknown, ['new.ts', '/elsewhere/src/greet.ts']);
  assert.match(r.summary, /1 fresh/);
  assert.match(r.summary, /2 stale/);
  assert.match(r.summary, /2 unknown/);
});

test('nodes are judged by their file; unknown ids are unknown', () => {
  const r = staleness(g, { nodes: ['sym::src/greet.ts::greet', 'sym::src/parse-config.ts::ConfigParser', 'sym::gone'] }, fakeDisk());
  assert.deepEqual([r.fresh, r.stale, r.unknown], [['sym::src/greet.ts::greet'], ['sym::src/parse-config.ts::ConfigParser'], ['sym::gone']]);
});

test('an unknown-only answer never claims freshness', () => {
  const r = staleness(g, { files: ['a.ts', 'b.ts', 'c.ts'] }, fakeDisk());
  assert.deepEqual([r.checked, r.fresh, r.stale, r.unknown.length], [3, [], [], 3]);
  assert.doesNotMatch(r.summary, /fresh/i);
  assert.match(r.summary, /3 unknown: never ingested/);
});

test('stale-only and empty requests never say fresh either; all-fresh says so', () => {
  assert.doesNotMatch(staleness(g, { files: ['src/parse-config.ts'] }, fakeDisk()).summary, /fresh/i);
  const empty = staleness(g, {}, fakeDisk());
  assert.equal(empty.checked, 0);
  assert.doesNotMatch(empty.summary, /fresh/i);
  assert.match(staleness(g, { files: ['src/greet.ts'] }, fakeDisk()).summary, /^All 1 fresh/);
});

test('a size change settles a file unread; only files of the ingested size and only the files asked are digested', () => {
  const entry = stored.get('src/greet.ts')!;
  const disk = fakeDisk();
  assert.equal(judgeFile(entry, { ...disk, size: () => entry.size + 1 }), 'changed');
  assert.deepEqual(disk.digests, []);
  staleness(g, { files: ['src/greet.ts', 'docs/notes.md'] }, disk);
  assert.deepEqual(disk.digests, ['src/greet.ts']);
});

test('on disk: an edit that keeps the size and the mtime is stale; a deleted file is stale; an untouched one fresh', async () => {
  const tree = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n', 'c.ts': 'export const c = 3;\n' });
  try {
    const abs = `${tree.root}/a.ts`;
    // A whole second, so restoring it after the edit gives back exactly the same mtime.
    const stamp = new Date('2024-01-02T03:04:05Z');
    utimesSync(abs, stamp, stamp);
    const graph = await scanRoot(tree.root);
    const before = statSync(abs);
    writeFileSync(abs, readFileSync(abs, 'utf8').replace('1', '9'));
    utimesSync(abs, stamp, stamp);
    assert.equal(statSync(abs).size, before.size);
    assert.equal(statSync(abs).mtimeMs, before.mtimeMs);
    rmSync(`${tree.root}/b.ts`);
    const r = staleness(graph, { files: ['a.ts', 'b.ts', 'c.ts'] }, diskProbe);
    assert.deepEqual([r.stale, r.fresh], [['a.ts', 'b.ts'], ['c.ts']]);
  } finally {
    await tree.remove();
  }
});
