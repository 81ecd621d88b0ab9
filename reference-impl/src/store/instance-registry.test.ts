import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeInstance, writeInstance, type InstanceFields } from './instance-registry.js';

const base = mkdtempSync('/var/tmp/m1nd-store-registry-');
const record = (id: string): InstanceFields => ({
  instance_id: id,
  workspace_root: '/repo',
  runtime_root: '/runtime',
  pid: 42,
  transport: 'stdio',
  bind: null,
  port: null,
  status: 'serving',
  started_at_ms: 1700000000000,
});

test('writes <runtime>/registry/instances/<id>.json with the schema, and removes it', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const path = writeInstance(rt, record('inst-1'));
  assert.equal(path, join(rt, 'registry', 'instances', 'inst-1.json'));
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), { schema: 'm1nd-instance-v1', ...record('inst-1') });
  removeInstance(path);
  assert.equal(existsSync(path), false);
  removeInstance(path);
});

test('an instance id that is not a plain file name is rejected', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  for (const id of ['../x', 'a/b', '', '.hidden']) {
    assert.throws(() => writeInstance(rt, record(id)), /instance_id/);
  }
});
