import assert from 'node:assert/strict';
import { lstatSync } from 'node:fs';
import { rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { adoptStamps, encodeStamps, sameStamp, setStamp, stampOf, stampsTrustedOn, STAMP_TRUST_MARGIN_MS, trustedStamp, type FileStamp } from './file-stamps.js';
import { makeFixtureTree } from './fixture-tree.js';
import { scanFile, type ScanTask } from './scan-file.js';
import { idleWorkerCount, releaseIdleWorkers } from './scan-pool.js';
import { decodeGraphSnapshot, scanRoot, serializeGraph } from './index.js';

/** Stamps are kept only on a local Linux file system: the tests that need kept stamps say why they skip elsewhere. */
const STAMPS_KEPT = await (async () => {
  const t = await makeFixtureTree({ 'probe.txt': 'x' });
  try {
    const abs = path.join(t.root, 'probe.txt');
    return stampsTrustedOn(abs, lstatSync(abs).dev, 0);
  } finally {
    await t.remove();
  }
})();
const NEEDS_STAMPS = { skip: STAMPS_KEPT ? false : 'the fixture base (/var/tmp) is not a local Linux file system, where alone stamps are kept' };

const STAMP: FileStamp = { dev: 2049, ino: 77, size: 12, mtimeMs: 1_000_000.25, ctimeMs: 1_000_500.5 };

test('a stamp is kept only when both its ctime and mtime are older than the margin before the scan began', () => {
  const start = STAMP.ctimeMs + STAMP_TRUST_MARGIN_MS + 1;
  assert.deepEqual(trustedStamp(STAMP, start), STAMP);
  assert.equal(trustedStamp(STAMP, STAMP.ctimeMs + STAMP_TRUST_MARGIN_MS), null, 'a ctime exactly the margin old');
  assert.equal(trustedStamp({ ...STAMP, mtimeMs: start }, start), null, 'a recent mtime');
  assert.equal(trustedStamp({ ...STAMP, ctimeMs: start - 1 }, start), null, 'a recent ctime');
});

test('a stamp holds only while device, inode, size, mtime and ctime are all the same', () => {
  assert.ok(sameStamp(STAMP, { ...STAMP }));
  for (const field of ['dev', 'ino', 'size', 'mtimeMs', 'ctimeMs'] as const) {
    assert.equal(sameStamp(STAMP, { ...STAMP, [field]: STAMP[field] + 1 }), false, field);
  }
});

/** A task for `rel` in `root` whose previous entry has a digest no bytes have, and `stamp`. */
function task(root: string, rel: string, stamp?: FileStamp): ScanTask {
  return { relPath: rel, absPath: path.join(root, rel), previous: { sha256: '0'.repeat(64), size: 1, ...(stamp ? { stamp } : {}) } };
}

test('a file whose inode still carries its stamp is taken as it was without being read; any other is read and parsed', NEEDS_STAMPS, async () => {
  const t = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n' });
  try {
    const abs = path.join(t.root, 'a.ts');
    const st = lstatSync(abs);
    const now: FileStamp = { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
    const far = st.ctimeMs + 10 * STAMP_TRUST_MARGIN_MS;
    // The previous digest is no digest of these bytes: only the stamp can say "same".
    assert.deepEqual(await scanFile(t.root, task(t.root, 'a.ts', now), far), { outcome: 'same', stamp: now });
    for (const field of ['dev', 'ino', 'size', 'mtimeMs', 'ctimeMs'] as const) {
      const read = await scanFile(t.root, task(t.root, 'a.ts', { ...now, [field]: now[field] + 1 }), far);
      assert.ok(read.outcome && read.outcome !== 'same', `${field} differs: read and parsed`);
      assert.deepEqual(read.stamp, now, 'the read gives the stamp of what it read');
    }
    const unstamped = await scanFile(t.root, task(t.root, 'a.ts'), st.ctimeMs);
    assert.ok(unstamped.outcome && unstamped.outcome !== 'same');
    assert.equal(unstamped.stamp, null, 'a file changed in the margin before the scan keeps no stamp');
    // The file moved away and a link to it put in its place: followed, the link would show the stamp's inode.
    await rename(abs, path.join(t.root, 'b.ts'));
    await symlink(path.join(t.root, 'b.ts'), abs);
    const moved = lstatSync(path.join(t.root, 'b.ts'));
    const target: FileStamp = { dev: moved.dev, ino: moved.ino, size: moved.size, mtimeMs: moved.mtimeMs, ctimeMs: moved.ctimeMs };
    assert.deepEqual(await scanFile(t.root, task(t.root, 'a.ts', target), moved.ctimeMs + 10 * STAMP_TRUST_MARGIN_MS), { outcome: null, stamp: null }, 'a link in its place is not followed');
    assert.deepEqual(await scanFile(t.root, task(t.root, 'gone.ts', now), far), { outcome: null, stamp: null });
  } finally {
    await t.remove();
  }
});

/** The latest ctime of the tree's files: a scan begun more than the margin after it trusts all of them. */
function newestChange(root: string, files: readonly string[]): number {
  return Math.max(...files.map((f) => lstatSync(path.join(root, f)).ctimeMs));
}

/** The earliest ctime of the tree's files: a scan begun the margin after it trusts none of them. */
function oldestChange(root: string, files: readonly string[]): number {
  return Math.min(...files.map((f) => lstatSync(path.join(root, f)).ctimeMs));
}

test('a scan keeps the stamps of the files it read long enough after their last change, inline and on workers', NEEDS_STAMPS, async () => {
  const files: Record<string, string> = { 'bin.dat': 'a\u0000b' };
  for (let i = 0; i < 40; i++) files[`m${i}.ts`] = `export function f${i}() {}\n`;
  const t = await makeFixtureTree(files);
  try {
    const names = Object.keys(files);
    const within = () => oldestChange(t.root, names) + STAMP_TRUST_MARGIN_MS;
    const later = () => newestChange(t.root, names) + 2 * STAMP_TRUST_MARGIN_MS;
    const fresh = await scanRoot(t.root, { now: within });
    assert.ok(fresh.files.every((f) => stampOf(f) === undefined), 'files changed in the margin before the scan keep no stamp');
    for (const workers of [0, 2]) {
      const g = await scanRoot(t.root, { now: later, workers });
      for (const f of g.files) {
        const st = lstatSync(path.join(t.root, f.path));
        assert.deepEqual(stampOf(f), { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs }, `${f.path} (${workers} workers)`);
      }
      assert.equal(g.files.length, 40, 'the binary file has no entry, nor a stamp');
    }
    // A refresh that confirms every file by its stamp answers the previous graph, stamps and all.
    const first = await scanRoot(t.root, { now: later });
    assert.equal(await scanRoot(t.root, { previous: first, now: later }), first);
    assert.ok(first.files.every((f) => stampOf(f) !== undefined));
    // Files confirmed by their stamps are never sent to workers: only the binary file (no entry, so no stamp) is
    // read, in one batch on one worker (a refresh of a small tree keeps the workers it started).
    await releaseIdleWorkers();
    assert.equal(await scanRoot(t.root, { previous: first, now: later, workers: 2 }), first);
    assert.equal(idleWorkerCount(), 1, 'one worker, for the one file read');
    await releaseIdleWorkers();
    // A file that changes loses its stamp (its new ctime lies in the margin) and its part is built again.
    await writeFile(path.join(t.root, 'm3.ts'), 'export function changed() {}\n');
    const next = await scanRoot(t.root, { previous: first, now: () => lstatSync(path.join(t.root, 'm3.ts')).ctimeMs + 1, workers: 2 });
    assert.equal(idleWorkerCount(), 1, 'the changed file and the binary one made one batch, on one worker');
    await releaseIdleWorkers();
    assert.equal(serializeGraph(next), serializeGraph(await scanRoot(t.root)));
    assert.equal(stampOf(next.files.find((f) => f.path === 'm3.ts')!), undefined);
    assert.ok(next.files.filter((f) => f.path !== 'm3.ts').every((f) => stampOf(f) !== undefined), 'the others keep theirs');
  } finally {
    await t.remove();
  }
});

/**
 * Returns once the file system's clock has passed `ctimeMs`: a scratch file in `dir` is written until its ctime
 * differs (an order of events, not a wait of a set time; ended by the test runner's timeout at worst).
 */
async function afterClockPasses(dir: string, ctimeMs: number): Promise<void> {
  const scratch = path.join(dir, '.clock');
  for (;;) {
    await writeFile(scratch, 'x');
    const seen = lstatSync(scratch).ctimeMs;
    await rm(scratch);
    if (seen > ctimeMs) return;
  }
}

test('edits that keep size and mtime, in place or by a rename over the file, move the ctime past a trusted stamp', NEEDS_STAMPS, async () => {
  const t = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n', 'c.ts': 'export const c = 3;\n' });
  const scratch = await makeFixtureTree({});
  try {
    const trusting = () => Date.now() + 2 * STAMP_TRUST_MARGIN_MS;
    // Whole seconds, so putting them back restores the mtime exactly (a Date holds only milliseconds).
    const WHOLE = 1_700_000_000;
    for (const name of ['a.ts', 'b.ts', 'c.ts']) await utimes(path.join(t.root, name), WHOLE, WHOLE);
    const first = await scanRoot(t.root, { now: trusting });
    assert.ok(first.files.every((f) => stampOf(f) !== undefined));
    await afterClockPasses(scratch.root, newestChange(t.root, ['a.ts', 'b.ts', 'c.ts']));
    // In place: the same inode, size and mtime; only the ctime can tell.
    const a = path.join(t.root, 'a.ts');
    const st = lstatSync(a);
    await writeFile(a, 'export const z = 1;\n');
    await utimes(a, WHOLE, WHOLE);
    const after = lstatSync(a);
    assert.deepEqual([after.ino, after.size, after.mtimeMs], [st.ino, st.size, st.mtimeMs], 'the edit kept inode, size and mtime');
    // By a rename over the file: the same size and mtime, another inode.
    const b = path.join(t.root, 'b.ts');
    await writeFile(`${b}.new`, 'export const y = 2;\n');
    await utimes(`${b}.new`, WHOLE, WHOLE);
    await rename(`${b}.new`, b);
    const next = await scanRoot(t.root, { previous: first, now: trusting });
    assert.equal(serializeGraph(next), serializeGraph(await scanRoot(t.root)));
    assert.ok(next.nodes.some((n) => n.id === 'sym::a.ts::z') && next.nodes.some((n) => n.id === 'sym::b.ts::y'), 'both edits were seen');
  } finally {
    await t.remove();
    await scratch.remove();
  }
});

test('stamps are trusted on a local Linux file system only', NEEDS_STAMPS, async () => {
  const t = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n' });
  try {
    assert.equal(stampsTrustedOn(path.join(t.root, 'a.ts'), lstatSync(path.join(t.root, 'a.ts')).dev, 1), true, 'the fixture base lies on a local file system');
    assert.equal(stampsTrustedOn('/proc/self/status', lstatSync('/proc/self/status').dev, 1), false, 'procfs');
    assert.equal(stampsTrustedOn(path.join(t.root, 'gone'), -1, 1), false, 'a file system that cannot be inspected');
  } finally {
    await t.remove();
  }
});

test('stamps encoded with a graph are adopted by the same graph read back, and by nothing else', async () => {
  const t = await makeFixtureTree({ 'a.ts': 'export const a = 1;\n', 'b.py': 'def b():\n    pass\n', 'c.ts': 'export const c = 3;\n' });
  try {
    // Begun at the epoch: no file is old enough to keep a stamp.
    const g = await scanRoot(t.root, { now: () => 0 });
    assert.equal(encodeStamps(g), null, 'no file has a stamp: nothing to keep');
    const [a, , c] = g.files as [(typeof g.files)[0], (typeof g.files)[0], (typeof g.files)[0]];
    setStamp(a, { ...STAMP, size: a.size });
    setStamp(c, { ...STAMP, ino: 78, size: c.size });
    const bytes = encodeStamps(g) as Buffer;
    assert.equal(bytes.length, 3 * 5 * 8);
    const read = decodeGraphSnapshot([Buffer.from(serializeGraph(g))], 'x');
    assert.ok('graph' in read);
    const back = read.graph;
    assert.equal(adoptStamps(back, bytes), 2);
    assert.deepEqual(back.files.map((f) => stampOf(f) ?? null), [{ ...STAMP, size: a.size }, null, { ...STAMP, ino: 78, size: c.size }]);
    // Bytes for another list of files, or sizes that are not the entries', are not trusted at all.
    const other = decodeGraphSnapshot([Buffer.from(serializeGraph(g))], 'x');
    assert.ok('graph' in other);
    assert.equal(adoptStamps(other.graph, bytes.subarray(40)), 0);
    const wrongSize = Buffer.from(bytes);
    wrongSize.writeDoubleLE(a.size + 1, 16);
    assert.equal(adoptStamps(other.graph, wrongSize), 0);
    assert.ok(other.graph.files.every((f) => stampOf(f) === undefined));
  } finally {
    await t.remove();
  }
});
