import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { graphDigest, hasSeekIndex, seekGraph, serializeGraph, setStamp, stampOf, type FileStamp } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE, SCAN_STAMPS_FILE } from '../records/index.js';
import { linksUndecoded, makeSampleGraph } from '../graph/test-support.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { readPersistedGraph, readPersistedGraphCancellable, toCheckpointFiles } from './checkpoint-files.js';

const base = mkdtempSync('/var/tmp/m1nd-ckpt-files-');

test('a checkpointed graph\'s digest is the written snapshot\'s sha256, known from the write without encoding it again', async () => {
  const store = new CheckpointStore(mkdtempSync(join(base, 'rt-')), noSeams);
  const graph = makeSampleGraph();
  await store.commit(toCheckpointFiles(graph, { workspace_root: '/repo', roots: ['/repo'] }));
  const listed = store.loadCurrent()?.listedSha256(GRAPH_SNAPSHOT_FILE);
  assert.equal(listed, createHash('sha256').update(serializeGraph(graph)).digest('hex'));
  // Graphs are never edited; this one is, after the write, so a digest worked out again would differ.
  graph.nodes.pop();
  assert.equal(graphDigest(graph), listed);
});

test('a checkpointed graph reads back the same, streamed or cancellable, and an aborted read stops', async () => {
  const store = new CheckpointStore(mkdtempSync(join(base, 'rt-')), noSeams);
  const graph = makeSampleGraph();
  await store.commit(toCheckpointFiles(graph, { workspace_root: '/repo', roots: ['/repo'] }));
  const loaded = store.loadCurrent();
  assert.ok(loaded);
  assert.equal(serializeGraph(readPersistedGraph(loaded)), serializeGraph(graph));
  assert.equal(serializeGraph(await readPersistedGraphCancellable(loaded, new AbortController().signal)), serializeGraph(graph));
  const stop = new AbortController();
  stop.abort(new Error('startup cancelled'));
  await assert.rejects(readPersistedGraphCancellable(loaded, stop.signal), /startup cancelled/);
});

test('a large snapshot\'s seek index is built on a thread while it is read, and seeks answer from it as from one built after', async () => {
  const store = new CheckpointStore(mkdtempSync(join(base, 'rt-')), noSeams);
  const graph = makeSampleGraph();
  await store.commit(toCheckpointFiles(graph, { workspace_root: '/repo', roots: ['/repo'] }));
  const loaded = store.loadCurrent();
  assert.ok(loaded);
  const small = await readPersistedGraphCancellable(loaded, new AbortController().signal);
  assert.equal(hasSeekIndex(small.nodes), false, 'below the size a thread pays for, the first seek builds the index');
  const read = await readPersistedGraphCancellable(loaded, new AbortController().signal, { seekThreadMinBytes: 0 });
  assert.equal(hasSeekIndex(read.nodes), true, 'the thread\'s index is kept');
  assert.equal(serializeGraph(read), serializeGraph(graph));
  for (const query of ['parse config', 'greet', 'notes', 'hello world', 'src']) {
    assert.deepEqual(seekGraph(read, { query, top_k: 5 }), seekGraph(makeSampleGraph(), { query, top_k: 5 }), query);
  }
  const stop = new AbortController();
  stop.abort(new Error('startup cancelled'));
  await assert.rejects(readPersistedGraphCancellable(loaded, stop.signal, { seekThreadMinBytes: 0 }), /startup cancelled/);
});

test('the stamps of a graph\'s files are kept in its checkpoint, without a mirror, and a read graph has them; stamps that fail their digest are dropped', async () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const store = new CheckpointStore(rt, noSeams);
  const roots = { workspace_root: '/repo', roots: ['/repo'] };
  const graph = makeSampleGraph();
  await store.commit(toCheckpointFiles(graph, roots));
  assert.equal(store.loadCurrent()?.names.includes(SCAN_STAMPS_FILE), false, 'no file has a stamp: no stamps file');
  const stamp = (size: number, ino: number): FileStamp => ({ dev: 9, ino, size, mtimeMs: 1_700_000_000_123.5, ctimeMs: 1_700_000_000_456.25 });
  graph.files.forEach((f, i) => setStamp(f, i === 1 ? null : stamp(f.size, 100 + i)));
  await store.commit(toCheckpointFiles(graph, roots));
  const loaded = store.loadCurrent();
  assert.ok(loaded && loaded.names.includes(SCAN_STAMPS_FILE));
  assert.equal(existsSync(join(rt, SCAN_STAMPS_FILE)), false, 'no mirror in the runtime folder');
  const back = readPersistedGraph(loaded);
  const byPath = (files: typeof graph.files) => Object.fromEntries(files.map((f) => [f.path, stampOf(f) ?? null]));
  assert.deepEqual(byPath(back.files), Object.fromEntries(graph.files.map((f, i) => [f.path, i === 1 ? null : stamp(f.size, 100 + i)])));
  const file = join(loaded.filesDir, SCAN_STAMPS_FILE);
  const bytes = readFileSync(file);
  bytes[0] = (bytes[0] as number) ^ 1;
  writeFileSync(file, bytes);
  const tampered = readPersistedGraph(store.loadCurrent()!);
  assert.equal(serializeGraph(tampered), serializeGraph(graph), 'the graph still reads');
  assert.ok(tampered.files.every((f) => stampOf(f) === undefined), 'no file keeps a stamp from bytes that fail the manifest');
});

test('a large checkpoint\'s link material is decoded when first read; a record refused then is told and leaves none', async () => {
  const store = new CheckpointStore(mkdtempSync(join(base, 'rt-')), noSeams);
  const sample = makeSampleGraph();
  const root = sample.roots[0] as string;
  const graph = { ...sample, links: [{ root, path: 'src/greet.ts', lang: 'typescript', imports: [], mod_decls: [], refs: [{ from: 'file::src/greet.ts', name: 'hello', qualifier: null, line: 1, kind: 'call' as const }] }] };
  const roots = { workspace_root: root, roots: [root] };
  await store.commit(toCheckpointFiles(graph, roots));
  const said: string[] = [];
  const small = await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal);
  assert.ok(!linksUndecoded(small), 'a small snapshot\'s links are read at once');
  const read = await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal, { say: (line) => said.push(line), deferLinksMinBytes: 0 });
  assert.ok(linksUndecoded(read), 'not decoded before it is read');
  assert.equal(serializeGraph(read), serializeGraph(graph));
  // Bytes the manifest lists, so they pass its digest, whose links record the reader refuses.
  const bad = serializeGraph(graph).replace('"src/greet.ts","typescript"', '"src/greet.ts",7');
  await store.commit({ ...toCheckpointFiles(graph, roots), [GRAPH_SNAPSHOT_FILE]: { chunks: () => [bad] } });
  const loaded = store.loadCurrent()!;
  const warm = await readPersistedGraphCancellable(loaded, new AbortController().signal, { say: (line) => said.push(line), deferLinksMinBytes: 0 });
  assert.equal(warm.nodes.length, graph.nodes.length);
  assert.deepEqual(said, [], 'judged when first read, not at the start');
  assert.equal(warm.links, undefined);
  assert.equal(said.length, 1);
  const line = said.join('\n');
  assert.match(line, new RegExp(`^checkpoint ${loaded.id}: its graph snapshot's link material was refused when first read \\(record_malformed: line \\d+: a links record is invalid`));
  assert.match(line, /the next refresh parses every file again$/);
});
