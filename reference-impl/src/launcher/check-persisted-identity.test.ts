import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { checkPersistedIdentity } from './check-persisted-identity.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-launcher-identity-'));
const grant = join(base, 'repo');
const other = join(base, 'other');
mkdirSync(grant);
mkdirSync(other);
const alias = join(base, 'alias');
symlinkSync(grant, alias);

const codeOf = (r: ReturnType<typeof checkPersistedIdentity>) => (typeof r === 'string' ? r : r.code);
const CONFLICT = 'launcher_workspace_conflicts_with_bound_graph';

test('no persisted state is fresh', () => {
  assert.equal(checkPersistedIdentity(null, grant), 'fresh');
});

test('an identity naming exactly the grant is reused', () => {
  assert.equal(checkPersistedIdentity({ workspace_root: grant, roots: [grant] }, grant), 'reuse');
  assert.equal(checkPersistedIdentity({ workspace_root: null, roots: [grant] }, grant), 'reuse');
  assert.equal(checkPersistedIdentity({ workspace_root: grant, roots: [] }, grant), 'reuse');
});

test('duplicate spellings of the same root are fine', () => {
  const roots = [grant, alias, `${base}/./repo`, `${grant}/`];
  assert.equal(checkPersistedIdentity({ workspace_root: alias, roots }, grant), 'reuse');
});

test('an empty identity is not reusable', () => {
  assert.equal(codeOf(checkPersistedIdentity({ workspace_root: null, roots: [] }, grant)), CONFLICT);
});

test('a foreign root conflicts, naming it', () => {
  const r = checkPersistedIdentity({ workspace_root: grant, roots: [grant, other] }, grant);
  assert.equal(codeOf(r), CONFLICT);
  assert.match(typeof r === 'string' ? '' : r.detail, new RegExp(`persisted root ${other} `));
  assert.equal(codeOf(checkPersistedIdentity({ workspace_root: other, roots: [grant] }, grant)), CONFLICT);
});

test('an unresolvable or relative root conflicts, naming it', () => {
  const gone = join(base, 'gone');
  const r = checkPersistedIdentity({ workspace_root: grant, roots: [gone] }, grant);
  assert.equal(codeOf(r), CONFLICT);
  assert.match(typeof r === 'string' ? '' : r.detail, /gone/);
  assert.equal(codeOf(checkPersistedIdentity({ workspace_root: null, roots: ['repo'] }, grant)), CONFLICT);
});

test('a root inside or above the grant is not the grant', () => {
  const sub = join(grant, 'sub');
  mkdirSync(sub);
  assert.equal(codeOf(checkPersistedIdentity({ workspace_root: sub, roots: [] }, grant)), CONFLICT);
  assert.equal(codeOf(checkPersistedIdentity({ workspace_root: base, roots: [] }, grant)), CONFLICT);
});

test('a recorded root swapped for a link to another directory is refused; a recorded alias of the same one is reused', async () => {
  const { directoryIdOf } = await import('../paths/index.js');
  const swapped = join(base, 'swapped');
  mkdirSync(swapped);
  const recorded = { workspace_root: swapped, roots: [swapped], root_ids: { [swapped]: directoryIdOf(swapped) as string } };
  // Between boots the recorded directory goes and a link to the grant takes its name.
  const { renameSync } = await import('node:fs');
  renameSync(swapped, join(base, 'swapped-away'));
  symlinkSync(grant, swapped);
  assert.equal(codeOf(checkPersistedIdentity(recorded, grant)), CONFLICT);
  // Without recorded ids (a legacy identity) the same spelling is adopted as an alias.
  assert.equal(checkPersistedIdentity({ workspace_root: swapped, roots: [swapped] }, grant), 'reuse');
  // An alias recorded with the id of the directory it names is still that directory.
  assert.equal(checkPersistedIdentity({ workspace_root: alias, roots: [alias], root_ids: { [alias]: directoryIdOf(grant) as string } }, grant), 'reuse');
});
