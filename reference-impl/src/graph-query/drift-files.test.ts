import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileProbe } from '../graph/index.js';
import { driftOf } from './index.js';
import { makeChainGraph, ROOT } from './query-fixture.test-support.js';

/** Every ingested file has size 10 and digest a…a; b.ts was edited in place, e.ts went away, c.ts grew. */
function fakeDisk(): FileProbe & { sized: string[]; digested: string[] } {
  const sized: string[] = [];
  const digested: string[] = [];
  const rel = (abs: string) => abs.slice(ROOT.length + 1);
  return {
    sized,
    digested,
    size: (abs) => (sized.push(rel(abs)), rel(abs) === 'src/c.ts' ? 11 : rel(abs) === 'src/e.ts' ? null : 10),
    digest: (abs) => (digested.push(rel(abs)), rel(abs) === 'src/b.ts' ? 'b'.repeat(64) : 'a'.repeat(64)),
  };
}

test('drift splits what changed from what went away and lists new files', () => {
  const g = makeChainGraph();
  const disk = fakeDisk();
  const onDisk = new Map([[ROOT, [...g.files.map((f) => f.path).filter((p) => p !== 'src/e.ts'), 'src/new.ts']]]);
  const d = driftOf(g, 'ckpt-1', disk, onDisk);
  assert.deepEqual([d.changed, d.deleted, d.added, d.unchanged_count, d.checked, d.checkpoint], [['src/b.ts', 'src/c.ts'], ['src/e.ts'], ['src/new.ts'], 5, 8, 'ckpt-1']);
  assert.match(d.summary, /2 changed, 1 deleted, 1 new/);
});

test('a file the walk no longer finds is deleted unread; a size change is never digested', () => {
  const g = makeChainGraph();
  const disk = fakeDisk();
  driftOf(g, null, disk, new Map([[ROOT, g.files.map((f) => f.path).filter((p) => p !== 'src/e.ts')]]));
  assert.ok(!disk.sized.includes('src/e.ts'), 'the walk already said e.ts is gone');
  assert.ok(!disk.digested.includes('src/c.ts'), 'c.ts changed size, so its bytes are not read');
  assert.equal(disk.digested.length, 6);
});

test('no drift says so', () => {
  const g = makeChainGraph();
  const calm = driftOf(g, null, { size: () => 10, digest: () => 'a'.repeat(64) }, new Map([[ROOT, g.files.map((f) => f.path)]]));
  assert.match(calm.summary, /^No drift: all 8/);
});

test("a compiled module's file is held by name: one that joined is new, one that left is deleted, its bytes are never judged", () => {
  const g = { ...makeChainGraph(), compiled: [{ root: ROOT, path: 'pkg/_a.abi3.so' }, { root: ROOT, path: 'pkg/_b.abi3.so' }] };
  const disk = fakeDisk();
  const onDisk = new Map([[ROOT, [...g.files.map((f) => f.path), 'pkg/_a.abi3.so', 'pkg/_c.abi3.so']]]);
  const d = driftOf(g, null, disk, onDisk);
  assert.deepEqual([d.deleted.filter((p) => p.startsWith('pkg/')), d.added], [['pkg/_b.abi3.so'], ['pkg/_c.abi3.so']]);
  assert.ok(!disk.sized.some((p) => p.startsWith('pkg/')) && !disk.digested.some((p) => p.startsWith('pkg/')), 'no compiled file is read');
  assert.equal(d.checked, 8, 'the ingested files are the ones checked');
});
