import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveGrant } from './resolve-grant.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-launcher-grant-'));
const repo = join(base, 'repo');
mkdirSync(repo);

const codeOf = (r: ReturnType<typeof resolveGrant>) => ('code' in r ? r.code : 'ok');

test('an existing directory resolves to its canonical path, through symlinks and /./', () => {
  const alias = join(base, 'alias');
  symlinkSync(repo, alias);
  assert.deepEqual(resolveGrant({ grant: repo, grantSource: 'env' }), { root: repo });
  assert.deepEqual(resolveGrant({ grant: alias, grantSource: 'config' }), { root: repo });
  assert.deepEqual(resolveGrant({ grant: `${base}/./repo/`, grantSource: 'env' }), { root: repo });
});

test('a missing grant, a file, a relative path or no grant is launcher_workspace_unresolvable', () => {
  const file = join(base, 'file');
  writeFileSync(file, 'x');
  for (const grant of [join(base, 'missing'), file, 'repo', null]) {
    assert.equal(codeOf(resolveGrant({ grant, grantSource: grant === null ? null : 'env' })), 'launcher_workspace_unresolvable', String(grant));
  }
});

test('the detail names the grant and where it came from', () => {
  const r = resolveGrant({ grant: join(base, 'missing'), grantSource: 'config' });
  assert.ok('detail' in r);
  assert.match(r.detail, /config launcher_workspace_root .*missing does not resolve \(ENOENT\)/);
});
