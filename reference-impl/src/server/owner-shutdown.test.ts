import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACK_LINE, shutdownOwner } from './owner-shutdown.js';

test('shutdown closes, checkpoints, withdraws, releases, then acknowledges with the status it was given', async () => {
  const lines: string[] = [];
  const calls: string[] = [];
  const steps = {
    seams: async (name: string) => void calls.push(name),
    close: async () => void calls.push('close'),
    checkpoint: async () => calls.push('checkpoint'),
    keep: () => void calls.push('keep'),
    withdraw: async () => void calls.push('withdraw'),
    release: () => void calls.push('release'),
    say: (l: string) => void lines.push(l),
  };
  assert.equal(await shutdownOwner(steps, 0), 0);
  assert.deepEqual(calls, ['close', 'shutdown.checkpoint', 'checkpoint', 'keep', 'withdraw', 'release']);
  assert.deepEqual(lines, [ACK_LINE]);
  lines.length = 0;
  assert.equal(await shutdownOwner(steps, 1), 1, 'a publication that failed earlier still exits 1 after the ACK');
  assert.deepEqual(lines, [ACK_LINE]);
});

test('a failed final checkpoint keeps the owner and its record, says so, and exits 1 without an ACK', async () => {
  const lines: string[] = [];
  const calls: string[] = [];
  const steps = {
    seams: async () => {},
    close: async () => void calls.push('close'),
    checkpoint: async () => Promise.reject(new Error('disk full')),
    keep: () => void calls.push('keep'),
    withdraw: async () => void calls.push('withdraw'),
    release: () => void calls.push('release'),
    say: (l: string) => void lines.push(l),
  };
  assert.equal(await shutdownOwner(steps, 0), 1);
  assert.deepEqual(calls, ['close']);
  assert.deepEqual(lines, ['error: final checkpoint failed (disk full); the owner is retained until exit']);
});

test('what cannot be kept beside the final checkpoint is told, and the shutdown still acknowledges with its status', async () => {
  const lines: string[] = [];
  const calls: string[] = [];
  const steps = {
    seams: async () => {},
    close: async () => {},
    checkpoint: async () => null,
    keep: () => {
      throw new Error('ENOSPC: no space left on device');
    },
    withdraw: async () => void calls.push('withdraw'),
    release: () => void calls.push('release'),
    say: (l: string) => void lines.push(l),
  };
  assert.equal(await shutdownOwner(steps, 0), 0);
  assert.deepEqual(calls, ['withdraw', 'release']);
  assert.deepEqual(lines, ['note: the seek index was not kept (ENOSPC: no space left on device)', ACK_LINE]);
});
