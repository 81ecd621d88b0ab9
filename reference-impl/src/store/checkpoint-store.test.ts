import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckpointError } from './checkpoint-error.js';
import type { LoadedCheckpoint } from './checkpoint-format.js';
import { CheckpointStore } from './checkpoint-store.js';
import type { SeamHook } from './seam-hook.js';
import { sha256Hex } from './sha256.js';

const base = mkdtempSync('/var/tmp/m1nd-store-ckpt-');
const noSeams: SeamHook = async () => {};
const files = (n: number) => ({
  'graph_snapshot.json': `{"schema":"m1nd-graph-snapshot-v1","n":${n}}\n`,
  'ingest_roots.json': '{"schema":"m1nd-ingest-roots-v1","workspace_root":"/r","roots":["/r"]}\n',
});

/** Every file of a loaded checkpoint as text (each verified as it is read). */
function textsOf(loaded: LoadedCheckpoint | null | undefined): Record<string, string> | undefined {
  return loaded ? Object.fromEntries(loaded.names.map((name) => [name, loaded.text(name) as string])) : undefined;
}

function filesDirOf(rt: string, id: string): string {
  return join(rt, 'checkpoint-store', 'checkpoints', id, 'files');
}

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
  const loaded = store.loadCurrent();
  assert.deepEqual([loaded?.id, loaded?.filesDir, loaded?.names], [id, filesDirOf(rt, id), ['graph_snapshot.json', 'ingest_roots.json']]);
  assert.deepEqual(textsOf(loaded), files(1));
  assert.equal(loaded?.text('absent.json'), undefined);
  assert.equal(loaded?.chunks('absent.json'), undefined);
});

test('a streamed file is written once: hashed while written, its mirror another name of the same file', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const lines = ['{"a":1,\n', Buffer.from('"b":[\n'), '1\n', ']}\n'];
  const id = await store.commit({ ...files(1), 'graph_snapshot.json': { chunks: () => lines } });
  const whole = lines.join('');
  const manifest = JSON.parse(readFileSync(join(rt, 'checkpoint-store', 'checkpoints', id, 'manifest.json'), 'utf8'));
  assert.deepEqual(manifest.files[0], { name: 'graph_snapshot.json', sha256: sha256Hex(whole), size: Buffer.byteLength(whole) });
  const inCheckpoint = statSync(join(filesDirOf(rt, id), 'graph_snapshot.json'));
  const mirror = statSync(join(rt, 'graph_snapshot.json'));
  assert.deepEqual([mirror.ino, mirror.dev, mirror.mode & 0o777], [inCheckpoint.ino, inCheckpoint.dev, 0o600]);
  const chunks = [...(store.loadCurrent()?.chunks('graph_snapshot.json') ?? [])];
  assert.equal(Buffer.concat(chunks).toString('utf8'), whole);
});

test('a producer that fails mid-stream fails the commit and leaves no trace', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  const broken = {
    *chunks() {
      yield '{"half":';
      throw new Error('the graph cannot be persisted');
    },
  };
  await assert.rejects(store.commit({ ...files(2), 'graph_snapshot.json': broken }), /cannot be persisted/);
  assert.equal(store.readCurrent()?.current, id);
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store', 'checkpoints')), [id]);
  assert.deepEqual(readdirSync(rt).sort(), ['checkpoint-store', 'graph_snapshot.json', 'ingest_roots.json']);
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
  assert.deepEqual(textsOf(store.loadCurrent()), files(3));
});

test('concurrent commits are serialised', async () => {
  const store = new CheckpointStore(newRuntime(), noSeams);
  const ids = await Promise.all([store.commit(files(1)), store.commit(files(2))]);
  assert.match(ids[0] ?? '', /^ckpt-000001-/);
  assert.match(ids[1] ?? '', /^ckpt-000002-/);
  assert.deepEqual(textsOf(store.loadCurrent()), files(2));
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
    assert.equal(store.loadCurrent()?.id, id);
    assert.deepEqual(textsOf(store.loadCurrent()), files(1));
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
  assert.ok(loaded);
  assert.deepEqual(textsOf(loaded), files(2));
  assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), files(1)['graph_snapshot.json']);
  assert.deepEqual(store.writeMirrors(loaded), ['graph_snapshot.json']);
  assert.equal(readFileSync(join(rt, 'graph_snapshot.json'), 'utf8'), files(2)['graph_snapshot.json']);
  assert.deepEqual(store.writeMirrors(loaded), []);
  assert.deepEqual(readdirSync(rt).sort(), ['checkpoint-store', 'graph_snapshot.json', 'ingest_roots.json']);
  // The small records are copies: editing one in place cannot reach the checkpoint.
  writeFileSync(join(rt, 'ingest_roots.json'), '{}');
  assert.deepEqual(textsOf(store.loadCurrent()), files(2));
  assert.deepEqual(store.writeMirrors(loaded), ['ingest_roots.json']);
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

test('a file of another size is checkpoint_digest_mismatch at once', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  writeFileSync(join(rt, 'checkpoint-store', 'checkpoints', id, 'files', 'graph_snapshot.json'), '{"tampered":true}');
  assert.equal(errorCode(() => store.loadCurrent()), 'checkpoint_digest_mismatch');
});

test('a file altered in place keeps its size but is checkpoint_digest_mismatch when read, whole or as chunks', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const id = await store.commit(files(1));
  const path = join(filesDirOf(rt, id), 'graph_snapshot.json');
  // Through the new file, not the mirror: the mirror is the same file.
  rmSync(path);
  writeFileSync(path, files(7)['graph_snapshot.json'], { mode: 0o600 });
  const loaded = store.loadCurrent();
  assert.equal(errorCode(() => loaded?.text('graph_snapshot.json')), 'checkpoint_digest_mismatch');
  assert.equal(errorCode(() => [...(loaded?.chunks('graph_snapshot.json') ?? [])]), 'checkpoint_digest_mismatch');
  assert.equal(loaded?.text('ingest_roots.json'), files(1)['ingest_roots.json']);
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
  assert.deepEqual(textsOf(store.loadCurrent()), files(1));
  assert.match(await store.commit(files(2)), /^ckpt-1000000-[0-9a-f]{8}$/);
  assert.deepEqual(textsOf(store.loadCurrent()), files(2));
});

test('commitUnlessSame publishes files that differ, and abandons files the current checkpoint already holds, leaving nothing behind', async () => {
  const rt = newRuntime();
  const store = new CheckpointStore(rt, noSeams);
  const first = await store.commit(files(1));
  const graphSha = (w: ReadonlyMap<string, { sha256: string }>) => w.get('graph_snapshot.json')?.sha256;
  const currentSha = sha256Hex(Buffer.from(files(1)['graph_snapshot.json']));
  const seen: string[] = [];
  assert.equal(await store.commitUnlessSame(files(1), (w) => graphSha(w) === currentSha), null);
  assert.equal(store.readCurrent()?.current, first, 'CURRENT did not move');
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store', 'checkpoints')), [first], 'the abandoned checkpoint was removed');
  const second = await store.commitUnlessSame(files(2), (w) => {
    seen.push(graphSha(w) ?? '');
    return graphSha(w) === currentSha;
  });
  assert.notEqual(second, null);
  assert.equal(store.readCurrent()?.current, second);
  assert.deepEqual(seen, [sha256Hex(Buffer.from(files(2)['graph_snapshot.json']))], 'judged once, on the bytes written');
  assert.deepEqual(textsOf(store.loadCurrent()), files(2));
});
