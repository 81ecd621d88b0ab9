import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { serializeGraph } from '../graph/index.js';
import { makeSampleGraph } from '../graph/test-support.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { readPersistedGraph, readPersistedGraphCancellable, toCheckpointFiles } from './checkpoint-files.js';

const base = mkdtempSync('/var/tmp/m1nd-ckpt-files-');

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
