import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import { canonicalCallerRoot, claimedCallerRoot, nextCallerRoot, resolveCallerRoot } from './caller-identity.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-http-caller-'));
after(() => rmSync(base, { recursive: true, force: true }));
const repo = join(base, 'repo');
mkdirSync(repo);
const alias = join(base, 'alias');
symlinkSync(repo, alias);
const missing = join(base, 'missing', '.', 'x');

test('a header canonicalises to the real path', () => {
  assert.deepEqual(resolveCallerRoot(repo), { root: repo });
  assert.deepEqual(resolveCallerRoot(alias), { root: repo });
  assert.deepEqual(resolveCallerRoot(`${alias}/`), { root: repo });
});

test('no header is undefined; a non-absolute or repeated one is an unknown caller', () => {
  assert.equal(resolveCallerRoot(undefined), undefined);
  for (const h of ['', 'repo', [repo, repo]]) assert.equal(resolveCallerRoot(h), null, String(h));
});

test('an absolute header that does not resolve stays unresolvable: no canonical root, and its text is never normalised', () => {
  const identity = resolveCallerRoot(missing);
  assert.deepEqual(identity, { unresolvable: missing });
  assert.equal(canonicalCallerRoot(identity ?? null), null);
  assert.equal(claimedCallerRoot(identity ?? null), missing, 'the refresh door sees the claim as given, and refuses it as unresolvable');
});

test('a session keeps its identity when a request omits the header', () => {
  assert.deepEqual(nextCallerRoot({ root: repo }, undefined), { root: repo });
  assert.equal(nextCallerRoot(null, undefined), null);
  assert.deepEqual(nextCallerRoot(null, alias), { root: repo });
  assert.deepEqual(nextCallerRoot({ root: repo }, join(base, 'missing')), { unresolvable: join(base, 'missing') });
  assert.equal(nextCallerRoot({ root: repo }, 'relative'), null);
});

test('a header carries the UTF-8 octets of its path and is never trimmed, folded or decoded further', () => {
  const accented = join(base, 'caf\u00e9');
  mkdirSync(accented);
  const octets = (path: string) => Buffer.from(path, 'utf8').toString('latin1');
  assert.deepEqual(resolveCallerRoot(octets(accented)), { root: accented });
  assert.deepEqual(resolveCallerRoot(octets(accented.normalize('NFD'))), { unresolvable: accented.normalize('NFD') });
  for (const tail of ['\u00a0', '\t', ' ']) {
    assert.deepEqual(resolveCallerRoot(octets(`${repo}${tail}`)), { unresolvable: `${repo}${tail}` }, JSON.stringify(tail));
  }
  assert.equal(resolveCallerRoot(octets(` ${repo}`)), null, 'a blank before the path leaves no absolute path');
  assert.deepEqual(resolveCallerRoot(`${repo}/%2e%2e`), { unresolvable: `${repo}/%2e%2e` });
});
