import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrainActor, emptyBrain } from '../actor/index.js';
import type { EmbeddingCache } from '../model/index.js';
import { deferCacheWrites, LeaseGuard, readFileIsolated, readFilesIsolated } from './index.js';

function tempDir(): string {
  return mkdtempSync(join('/var/tmp', 'm1nd-lifecycle-'));
}

test('isolated reads return bytes per file and failures as data', async () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, 'a.bin'), Buffer.from([0, 1, 2, 10, 255]));
    writeFileSync(join(dir, 'b.txt'), 'line\nnext\n');
    const reads = await readFilesIsolated([join(dir, 'a.bin'), join(dir, 'gone'), join(dir, 'b.txt')]);
    assert.deepEqual(reads[0], { path: join(dir, 'a.bin'), bytes: Buffer.from([0, 1, 2, 10, 255]) });
    assert.equal('errorCode' in reads[1]! && reads[1].errorCode, 'ENOENT');
    assert.equal('bytes' in reads[2]! && reads[2].bytes.toString('utf8'), 'line\nnext\n');
    await assert.rejects(readFileIsolated(join(dir, 'gone')), (e: NodeJS.ErrnoException) => e.code === 'ENOENT');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a read blocked on a FIFO ends when the signal aborts', async () => {
  const dir = tempDir();
  try {
    const fifo = join(dir, 'model.safetensors');
    execFileSync('mkfifo', [fifo]);
    const cancel = new AbortController();
    const read = readFileIsolated(fifo, cancel.signal);
    setImmediate(() => cancel.abort(new Error('received SIGTERM')));
    await assert.rejects(read, /received SIGTERM/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the lease guard runs steps one at a time and settles after the last', async () => {
  const guard = new LeaseGuard();
  const order: string[] = [];
  let open!: () => void;
  const first = guard.run(() => new Promise<void>((r) => (open = () => (order.push('acquired'), r()))));
  const second = guard.run(() => order.push('released'));
  const settled = guard.settled().then(() => order.push('settled'));
  assert.equal(guard.busy, true);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(order, []);
  open();
  await Promise.all([first, second, settled]);
  assert.deepEqual(order, ['acquired', 'released', 'settled']);
  assert.equal(guard.busy, false);
});

test('deferred cache writes reach the cache only on flush', async () => {
  const written: unknown[] = [];
  const inner = { file: 'f', status: 'absent', corruptReason: null, size: 0, hits: 0, misses: 0, get: () => undefined, putMany: async (e: unknown) => void written.push(e) } as unknown as EmbeddingCache;
  const { cache, flush } = deferCacheWrites(inner);
  await cache.putMany([['k', new Float32Array(2)]], { replace: true });
  assert.deepEqual(written, []);
  await flush();
  assert.equal(written.length, 1);
  await flush();
  assert.equal(written.length, 1);
});

test('a brain actor is enough for the semantic state to say why seek is lexical', async () => {
  const { SemanticSeek } = await import('./index.js');
  const actor = new BrainActor(emptyBrain());
  const seek = SemanticSeek.unavailable('model_missing_file: /m/config.json: missing');
  assert.deepEqual(seek.ranking(actor), { ranker: null, modelError: 'model_missing_file: /m/config.json: missing' });
  await seek.rebuild(actor);
});
