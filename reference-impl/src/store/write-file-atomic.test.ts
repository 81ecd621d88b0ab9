import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { linkFileAtomic, writeFileAtomic, type WrittenFile } from './write-file-atomic.js';

const base = mkdtempSync('/var/tmp/m1nd-store-atomic-');

test('writes the bytes with the exact mode and leaves no temp file', () => {
  const dir = mkdtempSync(join(base, 'a-'));
  const path = join(dir, 'f.json');
  writeFileAtomic(path, '{"a":1}\n', 0o640);
  assert.equal(readFileSync(path, 'utf8'), '{"a":1}\n');
  assert.equal(statSync(path).mode & 0o777, 0o640);
  assert.deepEqual(readdirSync(dir), ['f.json']);
});

test('defaults to a private 0600 file and accepts a Buffer', () => {
  const dir = mkdtempSync(join(base, 'b-'));
  const path = join(dir, 'f.bin');
  writeFileAtomic(path, Buffer.from([0, 1, 2]));
  assert.deepEqual([...readFileSync(path)], [0, 1, 2]);
  assert.equal(statSync(path).mode & 0o777, 0o600);
});

test('replaces an existing file whole', () => {
  const dir = mkdtempSync(join(base, 'c-'));
  const path = join(dir, 'f.txt');
  writeFileSync(path, 'old content that is longer');
  writeFileAtomic(path, 'new');
  assert.equal(readFileSync(path, 'utf8'), 'new');
  assert.deepEqual(readdirSync(dir), ['f.txt']);
});

test('a failed rename leaves no temp file behind', () => {
  const dir = mkdtempSync(join(base, 'd-'));
  // Renaming a file over a non-empty directory fails (EISDIR / ENOTEMPTY).
  const occupied = join(dir, 'occupied');
  mkdirSync(occupied);
  writeFileSync(join(occupied, 'inner'), 'x');
  assert.throws(() => writeFileAtomic(occupied, 'data'));
  assert.deepEqual(readdirSync(dir), ['occupied']);
});

test('a missing directory is an error naming the path', () => {
  assert.throws(() => writeFileAtomic(join(base, 'missing', 'f'), 'x'), /ENOENT/);
});

test('a staged write pauses between the durable temp and the rename, and a throw there leaves the old bytes', async () => {
  const { writeFileAtomicStaged } = await import('./write-file-atomic.js');
  const dir = mkdtempSync(join(base, 'staged-'));
  const path = join(dir, 'f.json');
  writeFileSync(path, 'old');
  let seenDuringPause: string[] = [];
  await assert.rejects(writeFileAtomicStaged(path, 'new', async () => {
    seenDuringPause = readdirSync(dir).sort();
    throw new Error('injected');
  }), /injected/);
  assert.equal(seenDuringPause.length, 2, 'the temp file exists while paused');
  assert.equal(readFileSync(path, 'utf8'), 'old');
  assert.deepEqual(readdirSync(dir), ['f.json']);
  await writeFileAtomicStaged(path, 'new', async () => {});
  assert.equal(readFileSync(path, 'utf8'), 'new');
  assert.deepEqual(readdirSync(dir), ['f.json']);
});

test('tells the caller the moment the target holds the new bytes, and not when the rename failed', () => {
  const dir = mkdtempSync(join(base, 'renamed-'));
  const path = join(dir, 'CURRENT');
  writeFileSync(path, 'old');
  let seen: string | null = null;
  writeFileAtomic(path, 'new', 0o600, () => {
    seen = readFileSync(path, 'utf8');
  });
  assert.equal(seen, 'new');
  let called = false;
  mkdirSync(join(dir, 'a-directory'));
  writeFileSync(join(dir, 'a-directory', 'inside'), 'x');
  assert.throws(() => writeFileAtomic(join(dir, 'a-directory'), 'new', 0o600, () => { called = true; }));
  assert.equal(called, false);
});

test('streamed content is written chunk by chunk and its sha256 and size are returned', () => {
  const dir = mkdtempSync(join(base, 's-'));
  const path = join(dir, 'f.jsonl');
  const written = writeFileAtomic(path, { chunks: () => ['a\n', Buffer.from('bé\n'), ''] });
  assert.equal(readFileSync(path, 'utf8'), 'a\nbé\n');
  assert.deepEqual(written, { sha256: createHash('sha256').update('a\nbé\n').digest('hex'), size: 6 });
  assert.deepEqual(readdirSync(dir), ['f.jsonl']);
});

test('streamed content is told what was written once every chunk is, and never when a chunk fails', () => {
  const dir = mkdtempSync(join(base, 'w-'));
  const told: unknown[] = [];
  const written = writeFileAtomic(join(dir, 'f.txt'), { chunks: () => ['a', 'b'], written: (file) => told.push(file) });
  assert.deepEqual(told, [written]);
  const failing = {
    *chunks() {
      yield 'partial';
      throw new Error('producer failed');
    },
    written: (file: WrittenFile) => told.push(file),
  };
  assert.throws(() => writeFileAtomic(join(dir, 'g.txt'), failing), /producer failed/);
  assert.equal(told.length, 1);
});

test('a producer that throws leaves the target as it was and no temp file', () => {
  const dir = mkdtempSync(join(base, 't-'));
  const path = join(dir, 'f.txt');
  writeFileSync(path, 'old');
  const failing = {
    *chunks() {
      yield 'partial';
      throw new Error('producer failed');
    },
  };
  assert.throws(() => writeFileAtomic(path, failing), /producer failed/);
  assert.equal(readFileSync(path, 'utf8'), 'old');
  assert.deepEqual(readdirSync(dir), ['f.txt']);
});

test('linkFileAtomic makes the target another name of the source and leaves no temp file', () => {
  const dir = mkdtempSync(join(base, 'l-'));
  const source = join(dir, 'source');
  const target = join(dir, 'target');
  writeFileAtomic(source, 'new');
  writeFileSync(target, 'old');
  linkFileAtomic(source, target);
  assert.equal(statSync(target).ino, statSync(source).ino);
  assert.equal(readFileSync(target, 'utf8'), 'new');
  linkFileAtomic(source, target);
  assert.deepEqual(readdirSync(dir).sort(), ['source', 'target']);
});
