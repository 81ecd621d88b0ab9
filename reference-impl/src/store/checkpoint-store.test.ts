import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckpointError } from './checkpoint-error.js';
import { CheckpointStore } from './checkpoint-store.js';
import type { SeamHook } from './seam-hook.js';
import { sha256Hex } from './sha256.js';

const base = mkdtempSync('/var/tmp/m1nd-store-ckpt-');
const noSeams: SeamHook = async () => {};
const files = (n: number) => ({
  'graph_snapshot.json': `{"schema":"m1nd-graph-snapshot-v1","n":${n}}\n`,
  'ingest_roots.json': '{"schema":"m1nd-ingest-roots-v1","workspace_root":"/r","roots":["/r"]}\n',
});

function newRuntime(): string {
  return mkdtempSync(join(base, 'rt-'));
}

/** A hook that records every seam and fails the one named. */
function faultAt(seam: string, seen: string[] = []): SeamHook {
  return async (name) => {
    seen.push(name);
    if (name === seam) throw Object.assign(new Error(`injected_fault at seam ${name}`), { code: 'injected_fault' });
  };
}

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof CheckpointError, `expected a CheckpointError, got ${String(err)}`);
    return err.code;
  }
  return undefined;
}

test('a new runtime has no CURRENT and loads nothing', () => {
  const store = new CheckpointStore(newRuntime(), noSeams);
  assert.equal(store.readCurrent(), null);
  assert.equal(store.loadCurrent(), null);
});

test('commit writes files, manifest, CURRENT and mirrors, passing the seams in order', async () => {
  const rt = newRuntime();
  const seen: string[] = [];
  const store = new CheckpointStore(rt, async (n) => void seen.push(n));
  const id = await store.commit(files(1));
  assert.match(id, /^ckpt-000001-[0-9a-f]{8}$/);
  assert.deepEqual(seen, ['checkpoint.write', 'checkpoint.publish', 'checkpoint.mirror']);
  const ptr = store.readCurrent();
  assert.deepEqual(ptr && { ...ptr, manifest_sha256: 'x' }, { schema: 'm1nd-checkpoint-current-v1', current: id, fallback: null, manifest_sha256: 'x' });
  const manifestBytes = readFileSync(join(rt, 'checkpoint-store', 'checkpoints', id, 'manifest.json'));
  assert.equal(ptr?.manifest_sha256, sha256Hex(manifestBytes));
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  assert.equal(manifest.schema, 'm1nd-checkpoint-manifest-v1');
  assert.equal(manifest.id, id);
  assert.equal(manifest.seq, 1);
  assert.deepEqual(manifest.files.map((f: { name: string }) => f.name), ['graph_snapshot.json', 'ingest_roots.json']);
  const g = files(1)['graph_snapshot.json'];
  assert.deepEqual(manifest.files[0], { name: 'graph_snapshot.json', sha256: sha256Hex(g), size: Buffer.byteLength(g) });
  assert.equal(readFileSync(join(rt, 'checkpoint-store', 'checkpoints', id, 'files', 'graph_snapshot.json'), 'utf8'), g);
  assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), g);
  assert.deepEqual(store.loadCurrent(), { id, filesDir: join(rt, 'checkpoint-store', 'checkpoints', id, 'files'), files: files(1) });
});

test('the previous checkpoint becomes the fallback and older ones are pruned', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const a = await store.commit(files(1));
  const b = await store.commit(files(2));
  assert.equal(store.readCurrent()?.fallback, a);
  const c = await store.commit(files(3));
  assert.match(c, /^ckpt-000003-/);
  assert.deepEqual(store.readCurrent() && [store.readCurrent()?.current, store.readCurrent()?.fallback], [c, b]);
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store', 'checkpoints')).sort(), [b, c].sort());
  assert.deepEqual(store.loadCurrent()?.files, files(3));
});

test('concurrent commits are serialised', async () => {
  const store = new CheckpointStore(newRuntime(), noSeams);
  const ids = await Promise.all([store.commit(files(1)), store.commit(files(2))]);
  assert.match(ids[0] ?? '', /^ckpt-000001-/);
  assert.match(ids[1] ?? '', /^ckpt-000002-/);
  assert.deepEqual(store.loadCurrent()?.files, files(2));
});

for (const seam of ['checkpoint.write', 'checkpoint.publish']) {
  test(`a fault at ${seam} leaves CURRENT, checkpoints and mirrors untouched`, async () => {
    const rt = newRuntime();
    const first = new CheckpointStore(rt, noSeams);
    const id = await first.commit(files(1));
    const current = readFileSync(join(rt, 'checkpoint-store', 'CURRENT'));
    const store = new CheckpointStore(rt, faultAt(seam));
    await assert.rejects(store.commit(files(2)), /injected_fault/);
    assert.deepEqual(readFileSync(join(rt, 'checkpoint-store', 'CURRENT')), current);
    assert.deepEqual(readdirSync(join(rt, 'checkpoint-store', 'checkpoints')), [id]);
    assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), files(1)['graph_snapshot.json']);
    assert.deepEqual(store.loadCurrent(), { id, filesDir: join(rt, 'checkpoint-store', 'checkpoints', id, 'files'), files: files(1) });
  });
}

test('a fault on the very first commit leaves the runtime without CURRENT', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, faultAt('checkpoint.publish'));
  await assert.rejects(store.commit(files(1)), /injected_fault/);
  assert.equal(store.readCurrent(), null);
  assert.equal(existsSync(join(rt, 'graph_snapshot.json')), false);
});

test('a fault at checkpoint.mirror keeps the new CURRENT; writeMirrors repairs the mirrors', async () => {
  const rt = newRuntime();
  await new CheckpointStore(rt, noSeams).commit(files(1));
  const store = new CheckpointStore(rt, faultAt('checkpoint.mirror'));
  await assert.rejects(store.commit(files(2)), /injected_fault/);
  const loaded = store.loadCurrent();
  assert.deepEqual(loaded?.files, files(2));
  assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), files(1)['graph_snapshot.json']);
  assert.deepEqual(store.writeMirrors(loaded?.files ?? {}), ['graph_snapshot.json']);
  assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), files(2)['graph_snapshot.json']);
  assert.deepEqual(store.writeMirrors(loaded?.files ?? {}), []);
});

test('a leftover from a crashed commit is pruned by the next commit', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const a = await store.commit(files(1));
  const orphan = join(rt, 'checkpoint-store', 'checkpoints', 'ckpt-000002-deadbeef');
  mkdirSync(join(orphan, 'files'), { recursive: true });
  writeFileSync(join(orphan, 'files', 'graph_snapshot.json'), 'half');
  const b = await store.commit(files(2));
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store', 'checkpoints')).sort(), [a, b].sort());
});

test('a tampered file is checkpoint_digest_mismatch', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  writeFileSync(join(rt, 'checkpoint-store', 'checkpoints', id, 'files', 'graph_snapshot.json'), '{"tampered":true}');
  assert.equal(errorCode(() => store.loadCurrent()), 'checkpoint_digest_mismatch');
});

test('a tampered manifest is checkpoint_digest_mismatch', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  const path = join(rt, 'checkpoint-store', 'checkpoints', id, 'manifest.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace('"seq": 1', '"seq": 9'));
  assert.equal(errorCode(() => store.loadCurrent()), 'checkpoint_digest_mismatch');
});

test('a missing file or manifest is checkpoint_missing_file', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  const dir = join(rt, 'checkpoint-store', 'checkpoints', id);
  rmSync(join(dir, 'files', 'ingest_roots.json'));
  assert.equal(errorCode(() => store.loadCurrent()), 'checkpoint_missing_file');
  rmSync(join(dir, 'manifest.json'));
  assert.equal(errorCode(() => store.loadCurrent()), 'checkpoint_missing_file');
});

test('a corrupt CURRENT is checkpoint_current_corrupt, and commit refuses to overwrite it', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  await store.commit(files(1));
  const path = join(rt, 'checkpoint-store', 'CURRENT');
  for (const bad of ['{', '[]', '{"schema":"other"}', '{"schema":"m1nd-checkpoint-current-v1","current":"../x","fallback":null,"manifest_sha256":"' + 'a'.repeat(64) + '"}']) {
    writeFileSync(path, bad);
    assert.equal(errorCode(() => store.readCurrent()), 'checkpoint_current_corrupt', bad);
  }
  await assert.rejects(store.commit(files(2)), (err: unknown) => err instanceof CheckpointError && err.code === 'checkpoint_current_corrupt');
});

test('file names must be one plain path component', async () => {
  const store = new CheckpointStore(newRuntime(), noSeams);
  for (const name of ['../escape', 'a/b', '.hidden', '']) {
    await assert.rejects(store.commit({ [name]: 'x' }), (err: unknown) => err instanceof CheckpointError && err.code === 'checkpoint_invalid_name', name);
  }
});

test('a sequence past six digits still reads back', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  await store.commit(files(1));
  const path = join(rt, 'checkpoint-store', 'CURRENT');
  const ptr = JSON.parse(readFileSync(path, 'utf8'));
  const bigId = 'ckpt-999999-0badcafe';
  renameSync(join(rt, 'checkpoint-store', 'checkpoints', ptr.current), join(rt, 'checkpoint-store', 'checkpoints', bigId));
  const manifestPath = join(rt, 'checkpoint-store', 'checkpoints', bigId, 'manifest.json');
  const manifest = readFileSync(manifestPath, 'utf8').replace(ptr.current, bigId).replace('"seq": 1', '"seq": 999999');
  writeFileSync(manifestPath, manifest);
  writeFileSync(path, JSON.stringify({ ...ptr, current: bigId, manifest_sha256: sha256Hex(manifest) }));
  assert.deepEqual(store.loadCurrent()?.files, files(1));
  assert.match(await store.commit(files(2)), /^ckpt-1000000-[0-9a-f]{8}$/);
  assert.deepEqual(store.loadCurrent()?.files, files(2));
});
