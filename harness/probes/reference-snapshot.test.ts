import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { computeSnapshotDigest, readInstances, readReferenceSnapshot, SEEDED_CHECKPOINT_ID, writeReferenceRuntime } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function scratch(): Promise<string> {
  return mkdtemp(`${SCRATCH}/snap-`);
}

const root = '/srv/repo';
const nodes = [
  { id: 'sym::src/a.ts::greet', label: 'greet', type: 'function', path: 'src/a.ts', root },
  { id: 'file::src/a.ts', label: 'a.ts', type: 'file', path: 'src/a.ts', root },
];

test('writeReferenceRuntime -> readReferenceSnapshot round trip', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root], nodes });
  const view = await readReferenceSnapshot(runtime);
  assert.ok(view);
  assert.deepEqual(view.roots, [root]);
  assert.equal(view.workspaceRoot, root);
  assert.deepEqual(view.nodes.map((n) => n.id), ['file::src/a.ts', 'sym::src/a.ts::greet']);
  assert.equal(view.edgeCount, 1);
  assert.deepEqual(view.edges, [{ source: 'file::src/a.ts', target: 'sym::src/a.ts::greet', kind: 'contains' }]);
  assert.equal(view.currentId, SEEDED_CHECKPOINT_ID);
  assert.equal(view.digest, computeSnapshotDigest([root], [...nodes].reverse(), view.edges));
  assert.notEqual(view.digest, computeSnapshotDigest([root], nodes), 'the edges are part of the digest');
  const mirror = JSON.parse(await readFile(join(runtime, 'ingest_roots.json'), 'utf8'));
  assert.deepEqual(mirror, { schema: 'm1nd-ingest-roots-v1', workspace_root: root, roots: [root] });
});

test('a zero-node snapshot reads back as zero nodes', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: null, roots: [], nodes: [] });
  const view = await readReferenceSnapshot(runtime);
  assert.equal(view?.nodes.length, 0);
  assert.equal(view?.workspaceRoot, null);
});

test('no CURRENT means no snapshot', async () => {
  assert.equal(await readReferenceSnapshot(await scratch()), null);
});

test('a tampered checkpoint file is detected and named', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root], nodes });
  const graph = join(runtime, 'checkpoint-store', 'checkpoints', SEEDED_CHECKPOINT_ID, 'files', 'graph_snapshot.json');
  await writeFile(graph, (await readFile(graph, 'utf8')).replace('greet', 'grEEt'));
  await assert.rejects(readReferenceSnapshot(runtime), /graph_snapshot\.json does not match .*manifest\.json/);
});

test('a tampered manifest is detected against CURRENT', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root], nodes });
  const manifest = join(runtime, 'checkpoint-store', 'checkpoints', SEEDED_CHECKPOINT_ID, 'manifest.json');
  await writeFile(manifest, `${await readFile(manifest, 'utf8')} `);
  await assert.rejects(readReferenceSnapshot(runtime), /manifest\.json has sha256 .* but CURRENT records/);
});

test('a missing checkpoint and a malformed CURRENT are clear errors', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root], nodes });
  await rm(join(runtime, 'checkpoint-store', 'checkpoints'), { recursive: true });
  await assert.rejects(readReferenceSnapshot(runtime), /CURRENT names checkpoint ckpt-000001-5eed0001/);
  await writeFile(join(runtime, 'checkpoint-store', 'CURRENT'), '{"schema":"other"}');
  await assert.rejects(readReferenceSnapshot(runtime), /CURRENT does not follow the reference layout at schema/);
});

test('readInstances reads instances/*.json and names a torn record', async () => {
  const registry = await scratch();
  assert.deepEqual(await readInstances(registry), []);
  await mkdir(join(registry, 'instances'));
  await writeFile(join(registry, 'instances', 'b.json'), '{"instance_id":"b","pid":2}');
  await writeFile(join(registry, 'instances', 'a.json'), '{"instance_id":"a","pid":1}');
  await writeFile(join(registry, 'instances', 'notes.txt'), 'ignored');
  assert.deepEqual((await readInstances(registry)).map((r) => r.instance_id), ['a', 'b']);
  await writeFile(join(registry, 'instances', 'c.json'), '{"instance_id":');
  await assert.rejects(readInstances(registry), /instance record .*c\.json is not a JSON object/);
});

test('writeReferenceRuntime refuses a node whose root is not declared', async () => {
  const runtime = join(await scratch(), 'runtime');
  await assert.rejects(writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [], nodes }), /has root \/srv\/repo, which is not in roots/);
});
