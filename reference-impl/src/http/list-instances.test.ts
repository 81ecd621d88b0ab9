import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listInstances } from './list-instances.js';

const runtime = realpathSync(mkdtempSync('/var/tmp/m1nd-http-instances-'));
after(() => rmSync(runtime, { recursive: true, force: true }));
const dir = join(runtime, 'registry', 'instances');
mkdirSync(dir, { recursive: true });
const record = { schema: 'm1nd-instance-v1', instance_id: 'http-1-2', workspace_root: '/r', runtime_root: runtime, pid: 4242, transport: 'http', bind: '127.0.0.1', port: 80, status: 'serving', started_at_ms: 2 };

// A live pid does not make an owner: only an instance record is listed, and every other entry is named.
test('only instance records of live processes are listed; other entries are refused by name', () => {
  writeFileSync(join(dir, 'a-live.json'), JSON.stringify(record));
  writeFileSync(join(dir, 'b-dead.json'), JSON.stringify({ ...record, pid: 9 }));
  writeFileSync(join(dir, 'c-not-an-owner.json'), JSON.stringify({ pid: 4242, transport: 'carrier-pigeon' }));
  writeFileSync(join(dir, 'd-torn.json'), '{"schema":');
  writeFileSync(join(dir, '.e-temp.json'), '{');
  const answer = listInstances(runtime, (pid) => pid === 4242);
  assert.deepEqual(answer.instances, [record]);
  assert.deepEqual(answer.refused.map((r) => [r.path.slice(dir.length + 1), r.code]), [['c-not-an-owner.json', 'record_malformed'], ['d-torn.json', 'record_not_json']]);
});
