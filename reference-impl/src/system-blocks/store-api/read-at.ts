import type { SystemBlocksStore } from '../../records/index.js';
import { refuse, type StoreRefusal } from './refusal.js';
import type { SystemBlocksStoreFile } from './store-file.js';

/**
 * The store as a write keyed on `expected` would meet it: refused `conflict` when the version moved, as the
 * store file's own OCC check words it. A verb reads this way to learn that its write would change nothing, so
 * a no-op writes no byte; a write it does go on to make is keyed and checked again.
 */
export async function readAtVersion(file: SystemBlocksStoreFile, expected: number): Promise<{ store: SystemBlocksStore | null } | { refused: StoreRefusal }> {
  const read = await file.read();
  if ('refused' in read) return read;
  if (read.store?.store_version !== expected) {
    const found = read.store === null ? 'no store exists' : `the store is at version ${read.store.store_version}`;
    return refuse('conflict', `expected_store_version ${expected} is stale: ${found}; nothing was applied; read the snapshot again and retry`);
  }
  return read;
}
