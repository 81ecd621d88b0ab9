import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noSeams } from '../seams/index.js';
import { CheckpointError, CheckpointStore } from '../store/index.js';
import { prepareWorkspace } from './index.js';
import { digestDir, makeBootstrapFixture } from './bootstrap-fixture.test-support.js';

// Digests prove the bytes are the ones written, not that they are a graph: recovery reads the snapshot
// through its schema and names the checkpoint corrupt, without writing anything.
test('a checkpoint whose graph snapshot is not a graph, with digests that match, is checkpoint_current_corrupt', async () => {
  const f = await makeBootstrapFixture();
  try {
    assert.ok((await prepareWorkspace(f.context())).ok);
    const store = new CheckpointStore(f.runtime, noSeams);
    const good = store.loadCurrent();
    assert.ok(good);
    const snapshot = JSON.parse(good.files['graph_snapshot.json'] as string);
    const malformed = {
      'not JSON': '{"schema":',
      'nodes not a list': JSON.stringify({ ...snapshot, nodes: null }),
      'an edge to no node': JSON.stringify({ ...snapshot, edges: [{ source: 'file::nowhere', target: 'file::nowhere', kind: 'contains' }] }),
    };
    for (const [what, bytes] of Object.entries(malformed)) {
      await store.commit({ ...good.files, 'graph_snapshot.json': bytes });
      const before = digestDir(f.runtime);
      await assert.rejects(prepareWorkspace(f.context()), (err: unknown) => {
        assert.ok(err instanceof CheckpointError, `${what}: expected a CheckpointError, got ${String(err)}`);
        assert.equal(err.code, 'checkpoint_current_corrupt', what);
        assert.match(err.message, /graph_snapshot\.json: graph snapshot record_(not_json|malformed)/, what);
        return true;
      });
      assert.equal(digestDir(f.runtime), before, `${what}: nothing written`);
    }
    const { 'graph_snapshot.json': _dropped, ...withoutGraph } = good.files;
    await store.commit(withoutGraph);
    await assert.rejects(prepareWorkspace(f.context()), (err: unknown) => err instanceof CheckpointError && err.code === 'checkpoint_missing_file');
  } finally {
    await f.cleanup();
  }
});
