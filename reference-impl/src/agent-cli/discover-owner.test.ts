import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { makePrivateDir, makeRepo } from './agent-fixture.test-support.js';
import { covers, discoverOwner, isLoopback } from './discover-owner.js';
import { liveProcessStart } from './proc-identity.js';

const UID = process.getuid?.() ?? 0;
const OWN_START = liveProcessStart(process.pid);

test('covers: the same root or an ancestor of the repository, never a sibling with a common prefix', () => {
  assert.equal(covers('/a/b', '/a/b'), true);
  assert.equal(covers('/a', '/a/b'), true);
  assert.equal(covers('/a/b', '/a/bc'), false);
  assert.equal(covers('/a/b/c', '/a/b'), false);
});

const entry = (pid: number, root: string, transport = 'http', extra: Record<string, unknown> = {}) =>
  JSON.stringify({ schema: 'm1nd-instance-v1', instance_id: 'i', workspace_root: root, runtime_root: '/rt', pid, transport, bind: '127.0.0.1', port: 4242, status: 'serving', started_at_ms: 1, proc_start: OWN_START, ...extra });

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
  assert.equal(discoverOwner([instances, join(dir, 'missing')], repo, UID).owner, null);
  writeFileSync(join(instances, 'e-live.json'), entry(process.pid, dir));
  const found = discoverOwner([instances], repo, UID).owner;
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
  const { owner, refused } = discoverOwner([instances], repo, UID);
  assert.equal(owner, null);
  assert.deepEqual(refused.map((r) => [r.path.slice(instances.length + 1), r.code]), [
    ['a-garbage.json', 'record_not_json'],
    ['b-no-bind.json', 'record_malformed'],
    ['c-pid.json', 'record_malformed'],
  ]);
});

test('isLoopback: 127.0.0.0/8 and ::1 literals only; wildcards, LAN addresses and names are not loopback', () => {
  for (const yes of ['127.0.0.1', '127.3.2.1', '::1', '0:0:0:0:0:0:0:1']) assert.equal(isLoopback(yes), true, yes);
  for (const no of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'localhost', '127.0.0.1.nip.io', '::ffff:127.0.0.1', '']) assert.equal(isLoopback(no), false, no);
});

test('an owner that binds a non-loopback address, or whose pid runs with another start time, is refused by name', () => {
  const dir = realpathSync(makePrivateDir('disc-trust-'));
  const repo = makeRepo(dir, 'repo');
  const instances = join(dir, 'registry', 'instances');
  mkdirSync(instances, { recursive: true });
  writeFileSync(join(instances, 'a-lan.json'), entry(process.pid, repo, 'http', { bind: '0.0.0.0' }));
  writeFileSync(join(instances, 'b-reused.json'), entry(process.pid, repo, 'http', { proc_start: (OWN_START ?? 0) + 1 }));
  writeFileSync(join(instances, 'c-no-start.json'), entry(process.pid, repo, 'http', { proc_start: null }));
  const { owner, refused } = discoverOwner([instances], repo, UID);
  assert.equal(owner, null);
  assert.deepEqual(refused.map((r) => [r.path.slice(instances.length + 1), r.code]), [
    ['a-lan.json', 'instance_not_loopback'],
    ['b-reused.json', 'instance_unproven'],
    ['c-no-start.json', 'instance_unproven'],
  ]);
});

test('a registry a neighbour could write, a symlinked registry and a symlinked or shared entry are never read', () => {
  const dir = realpathSync(makePrivateDir('disc-dir-'));
  const repo = makeRepo(dir, 'repo');
  const shared = join(dir, 'shared', 'instances');
  mkdirSync(shared, { recursive: true });
  writeFileSync(join(shared, 'live.json'), entry(process.pid, repo));
  chmodSync(join(dir, 'shared'), 0o777);
  const linked = join(dir, 'linked');
  symlinkSync(join(dir, 'shared'), linked);
  const own = join(dir, 'own', 'instances');
  mkdirSync(own, { recursive: true });
  writeFileSync(join(dir, 'target.json'), entry(process.pid, repo));
  symlinkSync(join(dir, 'target.json'), join(own, 'a-link.json'));
  writeFileSync(join(own, 'b-writable.json'), entry(process.pid, repo));
  chmodSync(join(own, 'b-writable.json'), 0o666);
  const { owner, refused } = discoverOwner([shared, join(linked, 'instances'), own], repo, UID);
  assert.equal(owner, null);
  assert.deepEqual(refused.map((r) => r.code), ['registry_not_private', 'registry_not_private', 'record_symlink', 'record_not_private']);
  chmodSync(join(dir, 'shared'), 0o700);
  assert.equal(discoverOwner([shared], repo, UID).owner?.url, 'http://127.0.0.1:4242');
});
