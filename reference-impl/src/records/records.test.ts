import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AgentCacheIdentitySchema,
  BirthLockSchema,
  CurrentPointerSchema,
  GraphSnapshotV1Schema,
  IngestRootsSchema,
  InstanceRecordSchema,
  parseRecord,
  serializeAgentLeaseProof,
  serializeBirthLock,
  serializeIngestRoots,
  serializeInstanceRecord,
  serializePlasticityState,
  serializeWriterLock,
  ServerConfigFileSchema,
  WriterLockSchema,
} from './index.js';

// The bytes every record is written with: the battery and its seeded fixtures read and write these.
test('records keep their on-disk bytes', () => {
  const lock = { pid: 12, token: 'ab', proc_start: 99 };
  assert.equal(serializeWriterLock({ schema: 'm1nd-writer-lock-v1', ...lock }), '{\n  "schema": "m1nd-writer-lock-v1",\n  "pid": 12,\n  "token": "ab",\n  "proc_start": 99\n}\n');
  assert.equal(serializeBirthLock({ schema: 'm1nd-birth-lock-v1', ...lock }), '{"schema":"m1nd-birth-lock-v1","pid":12,"token":"ab","proc_start":99}\n');
  assert.equal(serializeIngestRoots({ workspace_root: '/r', roots: ['/r'] }), '{\n  "schema": "m1nd-ingest-roots-v1",\n  "workspace_root": "/r",\n  "roots": [\n    "/r"\n  ]\n}\n');
  assert.equal(serializePlasticityState(), '{\n  "schema": "m1nd-plasticity-v1",\n  "weights": {}\n}\n');
  assert.equal(serializeAgentLeaseProof({ schema: 'm1nd-agent-runtime-owner-v1', token: 't', pid: 3 }), '{\n  "schema": "m1nd-agent-runtime-owner-v1",\n  "token": "t",\n  "pid": 3\n}\n');
  const instance = { schema: 'm1nd-instance-v1', instance_id: 'http-1-2', workspace_root: '/r', runtime_root: '/rt', pid: 1, transport: 'http', bind: '127.0.0.1', port: 80, status: 'serving', started_at_ms: 2 } as const;
  assert.deepEqual(parseRecord(serializeInstanceRecord(instance), 'i.json', InstanceRecordSchema), { data: instance });
});

test('each lock reads only its own record', () => {
  const writer = JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: 1, token: 't', proc_start: null });
  assert.ok('data' in parseRecord(writer, 'w', WriterLockSchema));
  assert.equal(parseRecord(writer, 'w', BirthLockSchema).hasOwnProperty('code'), true);
  // A lock without proc_start is refused, never read as "start time unknown": both locks require the field they always write.
  assert.equal(parseRecord('{"schema":"m1nd-birth-lock-v1","pid":1,"token":"t"}', 'b', BirthLockSchema).hasOwnProperty('code'), true);
  for (const bad of ['{"schema":"m1nd-writer-lock-v1","pid":0,"token":"t","proc_start":null}', '{"schema":"m1nd-writer-lock-v1","pid":1,"token":"","proc_start":null}', '{"schema":"m1nd-writer-lock-v1","pid":1,"token":"t"}']) {
    assert.equal(parseRecord(bad, 'w', WriterLockSchema).hasOwnProperty('code'), true, bad);
  }
});

test('ingest roots: the written form, older objects and a bare list read as one identity', () => {
  assert.deepEqual(parseRecord('["/a"]', 'r', IngestRootsSchema), { data: { workspace_root: null, roots: ['/a'] } });
  assert.deepEqual(parseRecord('{"roots":["/a"]}', 'r', IngestRootsSchema), { data: { workspace_root: null, roots: ['/a'] } });
  assert.deepEqual(parseRecord('{"schema":"m1nd-ingest-roots-v1","workspace_root":"/a","roots":[]}', 'r', IngestRootsSchema), { data: { workspace_root: '/a', roots: [] } });
});

test('CURRENT names checkpoint ids and a manifest digest; the agent identity names a revision kind', () => {
  const current = { schema: 'm1nd-checkpoint-current-v1', current: 'ckpt-000001-0a0b0c0d', fallback: null, manifest_sha256: 'a'.repeat(64) };
  assert.deepEqual(parseRecord(JSON.stringify(current), 'c', CurrentPointerSchema), { data: current });
  assert.equal(parseRecord(JSON.stringify({ ...current, current: 'x' }), 'c', CurrentPointerSchema).hasOwnProperty('code'), true);
  const identity = { schema: 'm1nd-agent-runtime-cache-v1', canonical_root: '/r', source_revision: { kind: 'git_unborn', head: null, branch: 'main' } };
  assert.deepEqual(parseRecord(JSON.stringify(identity), 'm', AgentCacheIdentitySchema), { data: identity });
  assert.equal(parseRecord(JSON.stringify({ ...identity, source_revision: { kind: 'git', head: null, branch: null } }), 'm', AgentCacheIdentitySchema).hasOwnProperty('code'), true);
});

test('the config file: unknown keys pass, empty strings and null are absent, a wrong type is refused where it is', () => {
  assert.deepEqual(parseRecord('{"runtime_dir":"","registry_dir":null,"other":5}', 'c', ServerConfigFileSchema), {
    data: { launcher_workspace_root: null, runtime_dir: null, graph_source: null, plasticity_state: null, registry_dir: null, other: 5 },
  });
  const wrong = parseRecord('{"runtime_dir":{"path":"/x"}}', 'c', ServerConfigFileSchema);
  assert.ok('at' in wrong && wrong.at === 'runtime_dir' && wrong.detail === 'invalid at runtime_dir: must be a string path');
});

test('a v1 graph snapshot (still read) that is not a whole graph is refused where it is wrong', () => {
  const root = '/repo';
  const good = {
    schema: 'm1nd-graph-snapshot-v1',
    roots: [root],
    nodes: [
      { id: 'file::a.ts', label: 'a.ts', type: 'file', root, path: 'a.ts', line_start: 1, line_end: 3 },
      { id: 'sym::a.ts::greet', label: 'greet', type: 'function', root, path: 'a.ts', line_start: 1, line_end: 3 },
    ],
    edges: [{ source: 'file::a.ts', target: 'sym::a.ts::greet', kind: 'contains' }],
    files: [{ root, path: 'a.ts', sha256: 'a'.repeat(64), size: 42 }],
  };
  const at = (value: unknown) => {
    const read = parseRecord(typeof value === 'string' ? value : JSON.stringify(value), 'g', GraphSnapshotV1Schema);
    return 'code' in read ? `${read.code} ${read.at ?? ''}`.trim() : 'data';
  };
  assert.equal(at(good), 'data');
  assert.equal(at('{'), 'record_not_json');
  assert.equal(at({ ...good, schema: 'other' }), 'record_malformed schema');
  assert.equal(at({ ...good, surprise: true }), 'record_malformed');
  const change = (edit: (g: typeof good) => void) => {
    const g = structuredClone(good);
    edit(g);
    return at(g);
  };
  assert.equal(change((g) => void (g.nodes[1]!.type = 'widget')), 'record_malformed nodes.1.type');
  assert.equal(change((g) => void (g.files[0]!.sha256 = 'xyz')), 'record_malformed files.0.sha256');
  assert.equal(change((g) => void (g.edges[0]!.target = 'sym::nowhere')), 'record_malformed edges.0.target');
  assert.equal(change((g) => void g.nodes.push(g.nodes[0]!)), 'record_malformed nodes.2.id');
  assert.equal(change((g) => void (g.nodes[0]!.root = '/elsewhere')), 'record_malformed nodes.0.root');
});
