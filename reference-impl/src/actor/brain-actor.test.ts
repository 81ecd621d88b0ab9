import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BrainActor, emptyBrain } from './brain-actor.js';

test('mutations run one at a time in submission order', async () => {
  const actor = new BrainActor(emptyBrain());
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const first = actor.mutate(async (s) => {
    order.push('first:start');
    await gate;
    order.push('first:end');
    return { next: { ...s, roots: ['/a'] }, value: 1 };
  });
  const second = actor.mutate(async (s) => {
    order.push(`second saw ${s.roots.join(',')}`);
    return { value: 2 };
  });
  release();
  assert.deepEqual(await Promise.all([first, second]), [1, 2]);
  assert.deepEqual(order, ['first:start', 'first:end', 'second saw /a']);
});

test('a failed mutation leaves the state unchanged and does not block the queue', async () => {
  const actor = new BrainActor(emptyBrain());
  await assert.rejects(actor.mutate(async () => {
    throw new Error('scan failed');
  }));
  assert.deepEqual(actor.read().roots, []);
  assert.equal(await actor.mutate(async () => ({ value: 'next' })), 'next');
});
