import assert from 'node:assert/strict';
import { lstatSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FixtureHome } from '../../homes/index.js';
import { FOREIGN_ID, prepareRuntimeVariant } from './runtime-variants.js';

function withHome(fn: (h: FixtureHome) => Promise<void>): Promise<void> {
  const root = mkdtempSync(join(process.cwd(), '.variants-'));
  const h: FixtureHome = {
    base: root, root, home: join(root, 'home'), tmp: join(root, 'tmp'), xdgCache: join(root, 'home', '.cache'),
    xdgConfig: join(root, 'home', '.config'), runtime: join(root, 'runtime'), registry: join(root, 'registry'),
    repos: join(root, 'repos'), seams: join(root, 'seams'),
  };
  mkdirSync(h.runtime, { mode: 0o700 });
  return fn(h).finally(() => rmSync(root, { recursive: true, force: true }));
}

const mode = (p: string) => statSync(p).mode & 0o777;

test('permission classes set exactly the bits they name', () => withHome(async (h) => {
  await prepareRuntimeVariant(h, 'group-writable', null);
  assert.equal(mode(h.runtime), 0o770);
  await prepareRuntimeVariant(h, 'other-writable', null);
  assert.equal(mode(h.runtime), 0o707);
}));

test('an open ancestor is world-writable despite the umask, its runtime private', () => withHome(async (h) => {
  const choice = await prepareRuntimeVariant(h, 'open-ancestor', null);
  assert.equal(mode(join(h.root, 'open')), 0o777);
  assert.equal(mode(choice.arg ?? ''), 0o700);
}));

test('a shared ancestor above private folders keeps its bits; only it is shared', () => withHome(async (h) => {
  const group = await prepareRuntimeVariant(h, 'group-grandparent', null);
  assert.equal(group.arg, join(h.root, 'shared-group', 'team', 'runtime'));
  assert.equal(mode(join(h.root, 'shared-group')), 0o770);
  assert.deepEqual([mode(join(h.root, 'shared-group', 'team')), mode(group.arg ?? '')], [0o700, 0o700]);
  const open = await prepareRuntimeVariant(h, 'open-great-grandparent', null);
  assert.equal(open.arg, join(h.root, 'shared-all', 'projects', 'team', 'runtime'));
  assert.equal(mode(join(h.root, 'shared-all')), 0o777);
  const sticky = await prepareRuntimeVariant(h, 'sticky-ancestor', null);
  assert.equal(statSync(join(h.root, 'sticky')).mode & 0o7777, 0o1777);
  assert.equal(mode(sticky.arg ?? ''), 0o700);
}));

test('naming classes keep the real runtime valid so only the naming is at fault', () => withHome(async (h) => {
  const rel = await prepareRuntimeVariant(h, 'relative', null);
  assert.deepEqual(rel, { arg: 'runtime', real: h.runtime, cwd: h.root });
  const link = await prepareRuntimeVariant(h, 'symlink', null);
  assert.ok(lstatSync(link.arg ?? '').isSymbolicLink());
  const parent = await prepareRuntimeVariant(h, 'parent-component', null);
  assert.match(parent.arg ?? '', /\/detour\/\.\.\/runtime$/);
  assert.deepEqual(await prepareRuntimeVariant(h, 'none', null), { arg: null, real: null, cwd: null });
}));

test('a runtime inside the source needs the source', () => withHome(async (h) => {
  await assert.rejects(prepareRuntimeVariant(h, 'inside-source', null), /needs the granted repository/);
}));

test('foreign ownership uses a real other UID', { skip: process.getuid?.() !== 0 ? 'needs root to chown' : false }, () => withHome(async (h) => {
  await prepareRuntimeVariant(h, 'foreign-owner', null);
  assert.equal(statSync(h.runtime).uid, FOREIGN_ID);
}));
