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
    const files = Object.fromEntries(good.names.map((name) => [name, good.text(name) as string]));
    const snapshot = files['graph_snapshot.json'] as string;
    const lines = snapshot.split('\n');
    const nodeLine = lines.findIndex((l) => l.startsWith('["file::'));
    const edgeLine = lines.indexOf('"edges":[') + 1;
    const replaced = (at: number, line: string) => lines.map((l, i) => (i === at ? line : l)).join('\n');
    const malformed = {
      'not JSON': '{"schema":',
      'a torn node record': replaced(nodeLine, (lines[nodeLine] as string).slice(0, 12)),
      'a node record of the wrong shape': replaced(nodeLine, '["file::a",null],'),
      'an edge to no node': replaced(edgeLine, '[0,999999,"contains"],'),
      'cut short': snapshot.slice(0, snapshot.length - 4),
    };
    for (const [what, bytes] of Object.entries(malformed)) {
      await store.commit({ ...files, 'graph_snapshot.json': bytes });
      const before = digestDir(f.runtime);
      await assert.rejects(prepareWorkspace(f.context()), (err: unknown) => {
        assert.ok(err instanceof CheckpointError, `${what}: expected a CheckpointError, got ${String(err)}`);
        assert.equal(err.code, 'checkpoint_current_corrupt', what);
        assert.match(err.message, /graph_snapshot\.json: graph snapshot record_(not_json|malformed)/, what);
        return true;
      });
      assert.equal(digestDir(f.runtime), before, `${what}: nothing written`);
    }
    const { 'graph_snapshot.json': _dropped, ...withoutGraph } = files;
    await store.commit(withoutGraph);
    await assert.rejects(prepareWorkspace(f.context()), (err: unknown) => err instanceof CheckpointError && err.code === 'checkpoint_missing_file');
  } finally {
    await f.cleanup();
  }
});
