import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, renameSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { builtSeekIndexOf, hasSeekIndex, seekGraph, serializeGraph, type Graph } from '../graph/index.js';
import { makeSampleGraph, withHeader } from '../graph/test-support.js';
import { GRAPH_SNAPSHOT_FILE } from '../records/index.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { readPersistedGraphCancellable, toCheckpointFiles } from './checkpoint-files.js';
import { keepSeekIndex, readKeptSeekIndex, SEEK_INDEX_FILE } from './kept-seek-index.js';

const base = mkdtempSync('/var/tmp/m1nd-kept-seek-');
const roots = { workspace_root: '/repo', roots: ['/repo'] };
const QUERIES = ['parse config', 'greet', 'notes', 'hello world', 'src'];

async function committed(): Promise<{ runtime: string; store: CheckpointStore; graph: Graph; checkpointId: string; sha256: string }> {
  const runtime = mkdtempSync(join(base, 'rt-'));
  const store = new CheckpointStore(runtime, noSeams);
  const graph = makeSampleGraph();
  const checkpointId = await store.commit(toCheckpointFiles(graph, roots));
  return { runtime, store, graph, checkpointId, sha256: store.loadCurrent()!.listedSha256(GRAPH_SNAPSHOT_FILE)! };
}

test('a clean end keeps the index a seek built for the checkpointed graph, once, and a warm read of that snapshot answers from it', async () => {
  const { runtime, store, graph, checkpointId } = await committed();
  const state = { graph, checkpointId, dirty: false };
  assert.equal(keepSeekIndex(runtime, store, state), 'no index', 'no seek built one');
  const answers = QUERIES.map((query) => seekGraph(graph, { query, top_k: 5 }));
  assert.equal(keepSeekIndex(runtime, store, state), 'kept');
  assert.equal(statSync(join(runtime, SEEK_INDEX_FILE)).mode & 0o777, 0o600);
  assert.equal(keepSeekIndex(runtime, store, state), 'already kept');

  const read = await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal, { runtime });
  assert.equal(hasSeekIndex(read.nodes), true, 'the kept index is the read graph\'s');
  assert.deepEqual(builtSeekIndexOf(read.nodes), builtSeekIndexOf(graph.nodes));
  assert.deepEqual(QUERIES.map((query) => seekGraph(read, { query, top_k: 5 })), answers);
  const bytes = readFileSync(join(runtime, SEEK_INDEX_FILE));
  assert.equal(keepSeekIndex(runtime, store, { graph: read, checkpointId, dirty: false }), 'already kept', 'an index read from the file is not written again');
  assert.deepEqual(readFileSync(join(runtime, SEEK_INDEX_FILE)), bytes);
});

test('nothing is kept for a graph the current checkpoint does not hold', async () => {
  const { runtime, store, graph, checkpointId } = await committed();
  seekGraph(graph, { query: 'greet' });
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId, dirty: true }), 'not checkpointed');
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId: null, dirty: false }), 'not checkpointed');
  await store.commit(toCheckpointFiles(makeSampleGraph(), roots));
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId, dirty: false }), 'not checkpointed', 'a later checkpoint is current');
  assert.deepEqual(readKeptSeekIndex(runtime, 'f'.repeat(64)), { none: 'missing' });
});

test('nothing is kept for a graph whose nodes are not in the snapshot\'s order, since its index numbers them otherwise', async () => {
  const { runtime, store } = await committed();
  const reversed = makeSampleGraph();
  reversed.nodes.reverse();
  const checkpointId = await store.commit(toCheckpointFiles(reversed, roots));
  seekGraph(reversed, { query: 'greet' });
  assert.equal(keepSeekIndex(runtime, store, { graph: reversed, checkpointId, dirty: false }), 'not in snapshot order');
  assert.deepEqual(readKeptSeekIndex(runtime, store.loadCurrent()!.listedSha256(GRAPH_SNAPSHOT_FILE)!), { none: 'missing' });
});

test('a kept index is read only for its own snapshot, and only from a private regular file', async () => {
  const { runtime, store, graph, checkpointId, sha256 } = await committed();
  seekGraph(graph, { query: 'greet' });
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId, dirty: false }), 'kept');
  const file = join(runtime, SEEK_INDEX_FILE);
  assert.ok('index' in readKeptSeekIndex(runtime, sha256));
  assert.deepEqual(readKeptSeekIndex(runtime, 'b'.repeat(64)), { none: 'built from another snapshot', stale: true });

  for (const mode of [0o620, 0o602]) {
    chmodSync(file, mode);
    assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: 'not private to this user' }, mode.toString(8));
  }
  chmodSync(file, 0o600);
  // Only root can give a file away; as anyone else the other owner's file cannot be made here.
  if (process.getuid?.() === 0) {
    chownSync(file, 65534, 65534);
    assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: 'not private to this user' }, 'another user\'s file');
    chownSync(file, 0, 0);
  }
  const bytes = readFileSync(file);
  truncateSync(file, (1 << 30) + 1);
  assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: `larger than ${1 << 30} bytes` }, 'a file past the cap is not read');
  writeFileSync(file, bytes);
  renameSync(file, join(runtime, 'elsewhere.bin'));
  symlinkSync(join(runtime, 'elsewhere.bin'), file);
  assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: 'unreadable (ELOOP)' }, 'never follows a link');
  execFileSync('rm', [file]);
  execFileSync('mkfifo', [file]);
  assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: 'not a regular file' }, 'never waits on a FIFO');
});

test('a warm read told of a kept file that fails its checks builds no index from it, says so, and reads the graph as before', async () => {
  const { runtime, store, graph, checkpointId } = await committed();
  seekGraph(graph, { query: 'greet' });
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId, dirty: false }), 'kept');
  const file = join(runtime, SEEK_INDEX_FILE);
  const bytes = readFileSync(file);
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
  writeFileSync(file, bytes);
  const said: string[] = [];
  const read = await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal, { runtime, say: (line) => said.push(line) });
  assert.equal(serializeGraph(read), serializeGraph(graph));
  assert.equal(hasSeekIndex(read.nodes), false);
  assert.deepEqual(said, [`note: ${SEEK_INDEX_FILE} was not used (the payload does not match its sha256); the first seek builds the index`]);
  const other = makeSampleGraph();
  other.nodes[0] = { ...other.nodes[0]!, label: 'relabelled' };
  await store.commit(toCheckpointFiles(other, roots));
  const stale: string[] = [];
  await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal, { runtime, say: (line) => stale.push(line) });
  assert.deepEqual(stale, [], 'an index kept for another snapshot is the usual stale case, not told');
  const sha256 = store.loadCurrent()!.listedSha256(GRAPH_SNAPSHOT_FILE)!;
  writeFileSync(file, withHeader(readFileSync(file), (h) => ((h.rules = 'seek-index-older'), (h.snapshot_sha256 = sha256))));
  assert.deepEqual(readKeptSeekIndex(runtime, sha256), { none: 'written by other rules (1, seek-index-older)', stale: true });
  const older: string[] = [];
  await readPersistedGraphCancellable(store.loadCurrent()!, new AbortController().signal, { runtime, say: (line) => older.push(line) });
  assert.deepEqual(older, [], 'nor is one an earlier build kept');
});

test('a clean end with no index to keep removes a file that does not name the current snapshot, and leaves one that does', async () => {
  const { runtime, store, graph, checkpointId } = await committed();
  const file = join(runtime, SEEK_INDEX_FILE);
  seekGraph(graph, { query: 'greet' });
  assert.equal(keepSeekIndex(runtime, store, { graph, checkpointId, dirty: false }), 'kept');
  const unindexed = makeSampleGraph();
  assert.equal(keepSeekIndex(runtime, store, { graph: unindexed, checkpointId, dirty: false }), 'no index');
  assert.ok(existsSync(file), 'the file still names the current snapshot');

  const other = makeSampleGraph();
  other.nodes[0] = { ...other.nodes[0]!, label: 'relabelled' };
  const next = await store.commit(toCheckpointFiles(other, roots));
  assert.equal(keepSeekIndex(runtime, store, { graph: other, checkpointId: next, dirty: true }), 'no index', 'a graph the checkpoint does not hold touches nothing');
  assert.ok(existsSync(file));
  assert.equal(keepSeekIndex(runtime, store, { graph: other, checkpointId: next, dirty: false }), 'stale index removed');
  assert.equal(existsSync(file), false);
  assert.equal(keepSeekIndex(runtime, store, { graph: other, checkpointId: next, dirty: false }), 'no index', 'nothing left to remove');

  writeFileSync(file, 'not an index');
  assert.equal(keepSeekIndex(runtime, store, { graph: other, checkpointId: next, dirty: false }), 'stale index removed', 'nor is a file no start could read kept');
  assert.equal(existsSync(file), false);
  execFileSync('mkfifo', [file]);
  assert.equal(keepSeekIndex(runtime, store, { graph: other, checkpointId: next, dirty: false }), 'no index', 'what is not a file is left as it is');
  assert.ok(statSync(file).isFIFO());
});
