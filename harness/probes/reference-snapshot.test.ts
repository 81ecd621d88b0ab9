import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { computeSnapshotDigest, readInstances, readReferenceSnapshot, SEEDED_CHECKPOINT_ID, writeReferenceRuntime } from './index.js';
import { readReferenceGraph } from './read-reference-graph.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function scratch(): Promise<string> {
  return mkdtemp(`${SCRATCH}/snap-`);
}

const root = '/srv/repo';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
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
  const tampered = (await readFile(graph, 'utf8')).replace('greet', 'grEEt');
  await rm(graph);
  await writeFile(graph, tampered);
  await assert.rejects(readReferenceSnapshot(runtime), /graph_snapshot\.json does not match .*manifest\.json/);
});

/** Rewrites the seeded graph as a broken writer would, with manifest and CURRENT digests that match it. */
async function rewriteGraphSigned(runtime: string, edit: (text: string) => string): Promise<void> {
  const dir = join(runtime, 'checkpoint-store', 'checkpoints', SEEDED_CHECKPOINT_ID);
  const graph = join(dir, 'files', 'graph_snapshot.json');
  const text = edit(await readFile(graph, 'utf8'));
  await rm(graph);
  await writeFile(graph, text);
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  const entry = manifest.files.find((f: { name: string }) => f.name === 'graph_snapshot.json');
  Object.assign(entry, { sha256: sha256(text), size: Buffer.byteLength(text) });
  const manifestText = JSON.stringify(manifest);
  await writeFile(join(dir, 'manifest.json'), manifestText);
  const current = JSON.parse(await readFile(join(runtime, 'checkpoint-store', 'CURRENT'), 'utf8'));
  await writeFile(join(runtime, 'checkpoint-store', 'CURRENT'), JSON.stringify({ ...current, manifest_sha256: sha256(manifestText) }));
}

test('the graph is one record per line, its mirror the checkpoint file itself', async () => {
  const runtime = join(await scratch(), 'runtime');
  await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root, root], nodes });
  const text = await readFile(join(runtime, 'graph_snapshot.json'), 'utf8');
  assert.deepEqual(text.split('\n'), [
    '{"schema":"m1nd-graph-snapshot-v3","roots":["/srv/repo"],"counts":{"files":1,"nodes":2,"edges":1},',
    '"files":[',
    `["src/a.ts",0,"${sha256('')}",0]`,
    '],',
    '"nodes":[',
    '["file::src/a.ts","a.ts","file",0,"src/a.ts",1,1],',
    '["sym::src/a.ts::greet","greet","function",0,"src/a.ts",1,1]',
    '],',
    '"edges":[',
    '[0,1,"contains"]',
    ']}',
    '',
  ]);
  assert.equal(JSON.parse(text).nodes.length, 2, 'the whole is one JSON document');
  const graph = join(runtime, 'checkpoint-store', 'checkpoints', SEEDED_CHECKPOINT_ID, 'files', 'graph_snapshot.json');
  assert.equal((await stat(join(runtime, 'graph_snapshot.json'))).ino, (await stat(graph)).ino);
});

test('a graph written broken, its digests matching, is refused naming the line', async () => {
  const runtime = join(await scratch(), 'runtime');
  const cases: [string, (t: string) => string, RegExp][] = [
    ['a torn record', (t) => t.replace('"greet","function",0,"src/a.ts",1,1]', '"gre'), /line 7 does not follow the reference layout: not valid JSON/],
    ['a garbled record', (t) => t.replace('[0,1,"contains"]', '[0,9,"contains"]'), /line 10 .*edge target 9 is not one of the 2 nodes/],
    ['cut short', (t) => t.slice(0, t.indexOf('"edges":[')), /section never closes|does not follow/],
    ['no final newline', (t) => t.slice(0, -1), /line 1 .*last line has no newline/],
    ['a missing comma', (t) => t.replace('"src/a.ts",1,1],\n', '"src/a.ts",1,1]\n'), /line 6 .*lacks its ","/],
    ['unsorted nodes', (t) => t.replace('"file::src/a.ts","a.ts"', '"zz","a.ts"'), /line 7 .*is not after "zz"/],
    ['a miscount', (t) => t.replace('"nodes":2', '"nodes":3'), /the nodes section holds 2 records, the header counts 3/],
  ];
  for (const [what, edit, refusal] of cases) {
    await rm(runtime, { recursive: true, force: true });
    await writeReferenceRuntime(runtime, { workspaceRoot: root, roots: [root], nodes });
    await rewriteGraphSigned(runtime, edit);
    await assert.rejects(readReferenceSnapshot(runtime), refusal, what);
  }
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

test('a links section is read in the v3 layout (arrays) and in v2 (objects), and checked for where it lies', () => {
  const withLinks = (schema: string, record: string) =>
    Buffer.from(
      [
        `{"schema":"${schema}","roots":["/srv/repo"],"counts":{"files":0,"nodes":1,"edges":0,"links":1},`,
        '"files":[', '],', '"nodes":[', '["file::a.ts","a.ts","file",0,"a.ts",1,1]', '],', '"edges":[', '],', '"links":[', record, ']}', '',
      ].join('\n'),
    );
  const v3 = '[0,"a.ts","typescript",[],[],null,[],[],[],["","f",null,1,1]]';
  const v2 = '{"imports":[],"lang":"typescript","mod_decls":[],"path":"a.ts","refs":[],"root":"/srv/repo"}';
  assert.equal(readReferenceGraph(withLinks('m1nd-graph-snapshot-v3', v3), 'g').nodes.length, 1);
  assert.equal(readReferenceGraph(withLinks('m1nd-graph-snapshot-v2', v2), 'g').nodes.length, 1);
  assert.throws(() => readReferenceGraph(withLinks('m1nd-graph-snapshot-v3', v2), 'g'), /g line 10 .*invalid at/);
  assert.throws(() => readReferenceGraph(withLinks('m1nd-graph-snapshot-v2', v3), 'g'), /g line 10 .*invalid at/);
  assert.throws(() => readReferenceGraph(withLinks('m1nd-graph-snapshot-v3', v3.replace('[0,', '[1,')), 'g'), /line 10 .*root index 1 out of 1 roots/);
  assert.throws(() => readReferenceGraph(withLinks('m1nd-graph-snapshot-v9', v3), 'g'), /line 1 .*invalid at schema/);
});
