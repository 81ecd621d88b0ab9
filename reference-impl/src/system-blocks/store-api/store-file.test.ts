import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InjectedFault } from '../../seams/index.js';
import { SystemBlocksStoreFile, type StoreBody } from './index.js';

const base = mkdtempSync('/var/tmp/m1nd-sb-store-');
const NOW = Date.parse('2030-01-01T00:00:00Z');

function body(blockId: string): StoreBody {
  return {
    skeleton: { skeleton_id: 'app', state: 'candidate', source: 'seed_import', ratification: null },
    blocks: [{ block_id: blockId, name: blockId, purpose: '', state: 'candidate', prior_state: null, membership: [], boundary_version: 1, contract_version: 1, receipts: [], candidate_meta: null }],
    lease: null,
  };
}

function storeIn(seams: (name: string) => Promise<void> = async () => {}): SystemBlocksStoreFile {
  return new SystemBlocksStoreFile({ runtime: mkdtempSync(join(base, 'rt-')), seams, now: () => NOW });
}

test('no file reads as no store; a first write lands at version 1 and reads back whole', async () => {
  const store = storeIn();
  assert.deepEqual(await store.read(), { store: null });
  const written = await store.write(null, () => ({ next: body('a') }));
  assert.ok('store' in written);
  assert.equal(written.store.store_version, 1);
  assert.equal(written.store.updated_at, '2030-01-01T00:00:00Z');
  assert.deepEqual(await store.read(), { store: written.store });
});

test('each landed write bumps the version exactly once, even when the change spreads the current store', async () => {
  const store = storeIn();
  await store.write(null, () => ({ next: body('a') }));
  const second = await store.write(1, (current) => ({ next: { ...(current as StoreBody), blocks: body('b').blocks } }));
  assert.ok('store' in second);
  assert.equal(second.store.store_version, 2);
  const kept = await store.write(2, (current) => ({ next: current as StoreBody, bump: false }));
  assert.ok('store' in kept);
  assert.equal(kept.store.store_version, 2);
});

test('a stale key is refused conflict before the change runs, and nothing is applied', async () => {
  const store = storeIn();
  await store.write(null, () => ({ next: body('a') }));
  const before = readFileSync(store.path, 'utf8');
  let ran = false;
  const stale = await store.write(7, () => {
    ran = true;
    return { next: body('b') };
  });
  assert.ok('refused' in stale);
  assert.equal(stale.refused.code, 'conflict');
  assert.equal(ran, false);
  assert.equal(readFileSync(store.path, 'utf8'), before);
  const absent = await storeIn().write(1, () => ({ next: body('a') }));
  assert.ok('refused' in absent && absent.refused.code === 'conflict');
});

test('two writers that read the same version: the second is refused and the store is the first one', async () => {
  const store = storeIn();
  await store.write(null, () => ({ next: body('a') }));
  const [first, second] = await Promise.all([store.write(1, () => ({ next: body('b') })), store.write(1, () => ({ next: body('c') }))]);
  assert.ok('store' in first);
  assert.ok('refused' in second && second.refused.code === 'conflict');
  const read = await store.read();
  assert.ok('store' in read && read.store?.blocks[0]?.block_id === 'b' && read.store.store_version === 2);
});

test('a store that fails validation is refused store_corrupt, never read as absent or empty, and is not overwritten', async () => {
  const store = storeIn();
  await store.write(null, () => ({ next: body('a') }));
  writeFileSync(store.path, '{"schema":"m1nd-system-blocks-store-v0","store_version":"one"}\n');
  const read = await store.read();
  assert.ok('refused' in read && read.refused.code === 'store_corrupt');
  assert.match(read.refused.detail, /store_version/);
  const write = await store.write(null, () => ({ next: body('b') }));
  assert.ok('refused' in write && write.refused.code === 'store_corrupt');
  writeFileSync(store.path, '{"torn":');
  const torn = await store.read();
  assert.ok('refused' in torn && torn.refused.code === 'store_corrupt');
});

test('a fault at the commit seam leaves the previous store and no temp file', async () => {
  let fail = false;
  const store = storeIn(async (name) => {
    if (fail && name === 'system_blocks.commit') throw new InjectedFault(name);
  });
  await store.write(null, () => ({ next: body('a') }));
  const before = readFileSync(store.path, 'utf8');
  fail = true;
  const write = await store.write(1, () => ({ next: body('b') }));
  assert.ok('refused' in write && write.refused.code === 'injected_fault');
  assert.equal(readFileSync(store.path, 'utf8'), before);
  assert.deepEqual(readdirSync(join(store.path, '..')), ['system_blocks.json']);
});

test('a change that would write an invalid store is refused and writes nothing', async () => {
  const store = storeIn();
  const bad = body('a');
  bad.blocks.push({ ...bad.blocks[0]! });
  const write = await store.write(null, () => ({ next: bad }));
  assert.ok('refused' in write && write.refused.code === 'internal_error');
  assert.deepEqual(await store.read(), { store: null });
});
