import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import { nextCallerRoot, resolveCallerRoot } from './caller-identity.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-http-caller-'));
after(() => rmSync(base, { recursive: true, force: true }));
const repo = join(base, 'repo');
mkdirSync(repo);
const alias = join(base, 'alias');
symlinkSync(repo, alias);

test('a header canonicalises to the real path', () => {
  assert.equal(resolveCallerRoot(repo), repo);
  assert.equal(resolveCallerRoot(alias), repo);
  assert.equal(resolveCallerRoot(`${alias}/`), repo);
});

test('no header is undefined; a non-absolute or repeated one is an unknown caller', () => {
  assert.equal(resolveCallerRoot(undefined), undefined);
  for (const h of ['', 'repo', [repo, repo]]) assert.equal(resolveCallerRoot(h), null, String(h));
});

test('an absolute header that does not resolve is kept as given, for the authority checks to refuse', () => {
  assert.equal(resolveCallerRoot(join(base, 'missing', '.', 'x')), join(base, 'missing', 'x'));
});

test('a session keeps its identity when a request omits the header', () => {
  assert.equal(nextCallerRoot(repo, undefined), repo);
  assert.equal(nextCallerRoot(null, undefined), null);
  assert.equal(nextCallerRoot(null, alias), repo);
  assert.equal(nextCallerRoot(repo, join(base, 'missing')), join(base, 'missing'));
  assert.equal(nextCallerRoot(repo, 'relative'), null);
});
