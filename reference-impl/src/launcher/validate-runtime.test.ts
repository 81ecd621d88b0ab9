import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRuntime } from './validate-runtime.js';
import { makePrivateTestDir } from './private-test-dir.js';

const base = realpathSync(makePrivateTestDir('runtime-'));
const uid = process.getuid?.() ?? 0;
const ids = { uid };
const grant = join(base, 'repo');
mkdirSync(grant, { mode: 0o755 });

function dir(name: string, mode = 0o700): string {
  const path = join(base, name);
  mkdirSync(path, { recursive: true, mode });
  chmodSync(path, mode);
  return path;
}

function codeOf(r: ReturnType<typeof validateRuntime>): string {
  return 'code' in r ? r.code : 'ok';
}

test('a private directory outside the grant is accepted and canonicalised', () => {
  const rt = dir('ok-rt');
  assert.deepEqual(validateRuntime(rt, grant, ids), { runtime: rt });
  assert.deepEqual(validateRuntime(`${rt}/`, grant, ids), { runtime: rt });
  assert.deepEqual(validateRuntime(join(base, '.', 'ok-rt'), grant, ids), { runtime: rt });
});

test('no runtime is launcher_workspace_requires_explicit_runtime', () => {
  assert.equal(codeOf(validateRuntime(null, grant, ids)), 'launcher_workspace_requires_explicit_runtime');
});

test('a relative path is runtime_not_absolute', () => {
  assert.equal(codeOf(validateRuntime('state/rt', grant, ids)), 'launcher_workspace_runtime_not_absolute');
});

test("a '..' component is runtime_parent_component, even when the directory exists", () => {
  dir('pc/inner');
  const r = validateRuntime(join(base, 'pc') + '/inner/../inner', grant, ids);
  assert.equal(codeOf(r), 'launcher_workspace_runtime_parent_component');
});

test('a missing directory is runtime_missing and nothing is created', () => {
  const missing = join(base, 'missing-rt');
  assert.equal(codeOf(validateRuntime(missing, grant, ids)), 'launcher_workspace_runtime_missing');
  assert.ok(!readdirSync(base).includes('missing-rt'));
});

test('a symlinked runtime is runtime_symlink, with or without a trailing slash', () => {
  const target = dir('sym-target');
  const link = join(base, 'sym-link');
  symlinkSync(target, link);
  assert.equal(codeOf(validateRuntime(link, grant, ids)), 'launcher_workspace_runtime_symlink');
  assert.equal(codeOf(validateRuntime(`${link}/`, grant, ids)), 'launcher_workspace_runtime_symlink');
});

test('a file is runtime_not_directory', () => {
  const file = join(base, 'a-file');
  writeFileSync(file, 'x', { mode: 0o600 });
  assert.equal(codeOf(validateRuntime(file, grant, ids)), 'launcher_workspace_runtime_not_directory');
});

test('a runtime owned by another uid is runtime_foreign_owner', () => {
  const rt = dir('foreign-rt');
  chownSync(rt, 65534, 65534);
  assert.equal(codeOf(validateRuntime(rt, grant, ids)), 'launcher_workspace_runtime_foreign_owner');
});

test('a group- or other-writable runtime is runtime_not_private', () => {
  assert.equal(codeOf(validateRuntime(dir('group-rt', 0o770), grant, ids)), 'launcher_workspace_runtime_not_private');
  assert.equal(codeOf(validateRuntime(dir('other-rt', 0o702), grant, ids)), 'launcher_workspace_runtime_not_private');
});

test('a group-writable ancestor is runtime_not_private, naming the ancestor', () => {
  const parent = dir('shared-parent', 0o775);
  const rt = dir('shared-parent/rt');
  const r = validateRuntime(rt, grant, ids);
  assert.equal(codeOf(r), 'launcher_workspace_runtime_not_private');
  assert.match('detail' in r ? r.detail : '', new RegExp(`ancestor ${parent} `));
});

test('a sticky world-writable ancestor (like /tmp) is runtime_not_private', () => {
  dir('sticky', 0o1777);
  const rt = dir('sticky/rt');
  const r = validateRuntime(rt, grant, ids);
  assert.equal(codeOf(r), 'launcher_workspace_runtime_not_private');
  assert.match('detail' in r ? r.detail : '', /sticky /);
});

test('an ancestor reached through a symlink is checked on its canonical path', () => {
  dir('loose', 0o777);
  dir('loose/rt');
  const link = join(base, 'tidy-alias');
  symlinkSync(join(base, 'loose'), link);
  assert.equal(codeOf(validateRuntime(join(link, 'rt'), grant, ids)), 'launcher_workspace_runtime_not_private');
});

test('a read-only ancestor owned by another uid is accepted', () => {
  const foreign = dir('foreign-parent', 0o755);
  chownSync(foreign, 65534, 65534);
  const rt = dir('foreign-parent/rt');
  assert.deepEqual(validateRuntime(rt, grant, ids), { runtime: rt });
});

test('a runtime equal to or inside the grant is runtime_inside_source', () => {
  const inside = join(grant, '.m1nd');
  mkdirSync(inside, { mode: 0o700 });
  assert.equal(codeOf(validateRuntime(inside, grant, ids)), 'launcher_workspace_runtime_inside_source');
  const grantAsRuntime = dir('self');
  assert.equal(codeOf(validateRuntime(grantAsRuntime, grantAsRuntime, ids)), 'launcher_workspace_runtime_inside_source');
});

test('a runtime inside the grant through a symlink alias is still inside', () => {
  const inside = join(grant, 'state');
  mkdirSync(inside, { mode: 0o700 });
  const alias = join(base, 'repo-alias');
  symlinkSync(grant, alias);
  assert.equal(codeOf(validateRuntime(join(alias, 'state'), grant, ids)), 'launcher_workspace_runtime_inside_source');
});

test('a sibling whose name extends the grant is not inside it', () => {
  const rt = dir('repo-state');
  assert.deepEqual(validateRuntime(rt, grant, ids), { runtime: rt });
});

test('the checks run in the documented order', () => {
  // Relative beats '..'; a symlink beats foreign ownership.
  assert.equal(codeOf(validateRuntime('../x', grant, ids)), 'launcher_workspace_runtime_not_absolute');
  const target = dir('order-target', 0o777);
  chownSync(target, 65534, 65534);
  const link = join(base, 'order-link');
  symlinkSync(target, link);
  assert.equal(codeOf(validateRuntime(link, grant, ids)), 'launcher_workspace_runtime_symlink');
  assert.equal(codeOf(validateRuntime(target, grant, ids)), 'launcher_workspace_runtime_foreign_owner');
  const mkd = mkdtempSync(join(base, 'order-'));
  chmodSync(mkd, 0o700);
  assert.equal(codeOf(validateRuntime(mkd, mkd, ids)), 'launcher_workspace_runtime_inside_source');
});
