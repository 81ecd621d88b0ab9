import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { graphDigest, serializeGraph } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE } from '../records/index.js';
import { makeSampleGraph } from '../graph/test-support.js';
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
