import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockIdOf, clusterFiles, provisionalName } from './cluster-files.js';
import { ScanEventBus } from './scan-events.js';

test('one block per folder, every file in exactly one block, ids told apart', () => {
  const blocks = clusterFiles(['src/users/account.ts', 'README.md', 'src/billing/invoice.ts', 'src/billing/tax.ts', 'Src/Users/x.ts']);
  assert.deepEqual(blocks.map((b) => [b.block_id, b.members]), [
    ['root', ['README.md']],
    ['src-users', ['Src/Users/x.ts']],
    ['src-billing', ['src/billing/invoice.ts', 'src/billing/tax.ts']],
    ['src-users-2', ['src/users/account.ts']],
  ]);
  assert.equal(provisionalName('src/order_book'), 'Order Book');
  assert.equal(blockIdOf(''), 'root');
});

test('a listener that throws is dropped without breaking the emit', () => {
  const bus = new ScanEventBus();
  const seen: string[] = [];
  bus.subscribe(() => {
    throw new Error('gone');
  });
  const stop = bus.subscribe((e) => seen.push(e.phase));
  bus.emit({ phase: 'file_list', file_count: 2 });
  assert.equal(bus.listenerCount, 1);
  stop();
  bus.emit({ phase: 'done', block_count: 1 });
  assert.deepEqual(seen, ['file_list']);
});
