import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckpointError } from './checkpoint-error.js';
import { CheckpointStore } from './checkpoint-store.js';
import { IngestRootsSchema, parseRecord, serializeIngestRoots } from '../records/index.js';
import { identityOfCheckpoint, readPersistedRoots } from './persisted-roots.js';

const base = mkdtempSync('/var/tmp/m1nd-store-roots-');
const noSeams = async () => {};
const newRuntime = () => mkdtempSync(join(base, 'rt-'));

test('serialised roots parse back, with the documented schema', () => {
  const text = serializeIngestRoots({ workspace_root: '/abs', roots: ['/abs'] });
  assert.deepEqual(JSON.parse(text), { schema: 'm1nd-ingest-roots-v1', workspace_root: '/abs', roots: ['/abs'] });
  assert.deepEqual(parseRecord(text, 'x', IngestRootsSchema), { data: { workspace_root: '/abs', roots: ['/abs'] } });
});

test('a bare array of roots is accepted; malformed roots are checkpoint_current_corrupt', () => {
  const holding = (text: string) => ({ text: (name: string) => (name === 'ingest_roots.json' ? text : undefined) });
  assert.deepEqual(identityOfCheckpoint(holding('["/a","/b"]')), { workspace_root: null, roots: ['/a', '/b'] });
  assert.deepEqual(identityOfCheckpoint({ text: () => undefined }), { workspace_root: null, roots: [] });
  const corrupt = (e: unknown) => e instanceof CheckpointError && e.code === 'checkpoint_current_corrupt';
  for (const bad of ['{', '3', '{"schema":"other"}', '{"roots":[1]}', '{"workspace_root":7}']) {
    assert.throws(() => identityOfCheckpoint(holding(bad)), corrupt, bad);
    const seeded = newRuntime();
    writeFileSync(join(seeded, 'ingest_roots.json'), bad);
    assert.throws(() => readPersistedRoots(seeded), corrupt, bad);
  }
});

test('a runtime with nothing persisted has no identity', () => {
  assert.equal(readPersistedRoots(newRuntime()), null);
});

test('the current checkpoint is authoritative', async () => {
  const rt = newRuntime();
  await new CheckpointStore(rt, noSeams).commit({ 'ingest_roots.json': serializeIngestRoots({ workspace_root: '/r', roots: ['/r'] }) });
  // A stale mirror does not override the checkpoint.
  writeFileSync(join(rt, 'ingest_roots.json'), serializeIngestRoots({ workspace_root: '/other', roots: [] }));
  assert.deepEqual(readPersistedRoots(rt), { workspace_root: '/r', roots: ['/r'] });
});

test('a checkpoint without ingest roots is an empty identity', async () => {
  const rt = newRuntime();
  await new CheckpointStore(rt, noSeams).commit({ 'graph_snapshot.json': '{}' });
  assert.deepEqual(readPersistedRoots(rt), { workspace_root: null, roots: [] });
});

test('mirrors without CURRENT still declare an identity, empty when the roots file is absent', () => {
  const seeded = newRuntime();
  writeFileSync(join(seeded, 'ingest_roots.json'), '["/seeded"]');
  assert.deepEqual(readPersistedRoots(seeded), { workspace_root: null, roots: ['/seeded'] });
  const snapshotOnly = newRuntime();
  writeFileSync(join(snapshotOnly, 'graph_snapshot.json'), '{}');
  assert.deepEqual(readPersistedRoots(snapshotOnly), { workspace_root: null, roots: [] });
});
