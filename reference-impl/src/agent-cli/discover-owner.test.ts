import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { makePrivateDir, makeRepo } from './agent-fixture.test-support.js';
import { covers, discoverOwner } from './discover-owner.js';

test('covers: the same root or an ancestor of the repository, never a sibling with a common prefix', () => {
  assert.equal(covers('/a/b', '/a/b'), true);
  assert.equal(covers('/a', '/a/b'), true);
  assert.equal(covers('/a/b', '/a/bc'), false);
  assert.equal(covers('/a/b/c', '/a/b'), false);
});

const entry = (pid: number, root: string, transport = 'http') =>
  JSON.stringify({ schema: 'm1nd-instance-v1', instance_id: 'i', workspace_root: root, runtime_root: '/rt', pid, transport, bind: '127.0.0.1', port: 4242, status: 'serving', started_at_ms: 1 });

test('a live HTTP owner covering the repository is found; stdio, dead and foreign entries are skipped', async () => {
  const dir = realpathSync(makePrivateDir('disc-'));
  const repo = makeRepo(dir, 'repo');
  const other = makeRepo(dir, 'other');
  const instances = join(dir, 'registry', 'instances');
  mkdirSync(instances, { recursive: true });
  // A pid that is certainly gone: a child we started and saw exit.
  const gone = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => gone.on('close', resolve));
  writeFileSync(join(instances, 'a-dead.json'), entry(gone.pid!, repo));
  writeFileSync(join(instances, 'b-stdio.json'), entry(process.pid, repo, 'stdio'));
  writeFileSync(join(instances, 'c-foreign.json'), entry(process.pid, other));
  assert.equal(discoverOwner([instances, join(dir, 'missing')], repo).owner, null);
  writeFileSync(join(instances, 'e-live.json'), entry(process.pid, dir));
  const found = discoverOwner([instances], repo).owner;
  assert.equal(found?.url, 'http://127.0.0.1:4242');
  assert.equal(found?.workspaceRoot, dir);
});

// Such entries are named, never skipped silently, and a missing bind is never taken to mean 127.0.0.1.
test('an entry that is not an instance record is refused by name and never attached to', () => {
  const dir = realpathSync(makePrivateDir('disc-bad-'));
  const repo = makeRepo(dir, 'repo');
  const instances = join(dir, 'instances');
  mkdirSync(instances);
  const live = JSON.parse(entry(process.pid, repo)) as Record<string, unknown>;
  writeFileSync(join(instances, 'a-garbage.json'), '{');
  writeFileSync(join(instances, 'b-no-bind.json'), JSON.stringify({ ...live, bind: undefined }));
  writeFileSync(join(instances, 'c-pid.json'), JSON.stringify({ ...live, pid: 'x' }));
  const { owner, refused } = discoverOwner([instances], repo);
  assert.equal(owner, null);
  assert.deepEqual(refused.map((r) => [r.path.slice(instances.length + 1), r.code]), [
    ['a-garbage.json', 'record_not_json'],
    ['b-no-bind.json', 'record_malformed'],
    ['c-pid.json', 'record_malformed'],
  ]);
});
