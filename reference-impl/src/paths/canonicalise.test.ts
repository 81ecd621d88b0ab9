import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalise, canonicalOrNull } from './index.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-paths-'));
after(() => {
  chmodSync(join(base, 'closed'), 0o700);
  rmSync(base, { recursive: true, force: true });
});
const repo = join(base, 'repo');
mkdirSync(join(repo, 'sub'), { recursive: true });
const file = join(base, 'file');
writeFileSync(file, 'x');
symlinkSync(repo, join(base, 'alias'));
mkdirSync(join(base, 'elsewhere', 'deep'), { recursive: true });
symlinkSync(join(base, 'elsewhere', 'deep'), join(repo, 'escape'));
symlinkSync(join(base, 'nowhere'), join(base, 'dangling'));
symlinkSync(join(base, 'loop-b'), join(base, 'loop-a'));
symlinkSync(join(base, 'loop-a'), join(base, 'loop-b'));
mkdirSync(join(base, 'closed', 'inner'), { recursive: true });
chmodSync(join(base, 'closed'), 0o000);

test('aliases, dot segments, repeated and trailing slashes resolve to one canonical path', () => {
  for (const spelling of [repo, join(base, 'alias'), `${base}/./repo/`, `${base}//repo`, `${repo}/sub/..`]) {
    assert.deepEqual(canonicalise(spelling), { path: repo }, spelling);
  }
});

test('every spelling without a canonical path says why, with its errno', () => {
  assert.deepEqual(canonicalise(''), { reason: 'empty', errno: null });
  assert.deepEqual(canonicalise('  '), { reason: 'empty', errno: null });
  assert.deepEqual(canonicalise('repo'), { reason: 'not_absolute', errno: null });
  assert.deepEqual(canonicalise(join(base, 'missing')), { reason: 'missing', errno: 'ENOENT' });
  assert.deepEqual(canonicalise(join(base, 'loop-a')), { reason: 'loop', errno: 'ELOOP' });
  if (process.getuid?.() !== 0) assert.deepEqual(canonicalise(join(base, 'closed', 'inner')), { reason: 'permission', errno: 'EACCES' });
  assert.deepEqual(canonicalise(file, { expect: 'directory' }), { reason: 'not_a_directory', errno: null, resolved: file });
  assert.deepEqual(canonicalise(repo, { expect: 'directory' }), { path: repo });
  assert.equal(canonicalOrNull(join(base, 'missing')), null);
  assert.equal(canonicalOrNull(42), null);
});

// `..` is resolved on the disk after the component before it, never as text: a name that does not exist,
// or a file, cannot be stepped out of, and a link's `..` is its target's parent.
test('".." after a missing name or a file does not resolve; after a link it is the parent of the target', () => {
  assert.deepEqual(canonicalise(join(repo, 'missing') + '/..'), { reason: 'missing', errno: 'ENOENT' });
  assert.deepEqual(canonicalise(join(repo, 'missing') + '/../..'), { reason: 'missing', errno: 'ENOENT' });
  assert.deepEqual(canonicalise(`${file}/..`), { reason: 'missing', errno: 'ENOTDIR' });
  assert.deepEqual(canonicalise(`${file}/`), { reason: 'missing', errno: 'ENOTDIR' });
  assert.deepEqual(canonicalise(join(repo, 'escape') + '/..'), { path: join(base, 'elsewhere') });
  assert.deepEqual(canonicalise(join(base, 'dangling')), { reason: 'missing', errno: 'ENOENT' });
  assert.equal(canonicalOrNull(join(repo, 'missing') + '/..'), null);
});

test('a spelling of PATH_MAX bytes or more names nothing, even when each of its components exists', () => {
  const long = `${'/.'.repeat(2100)}/tmp`;
  assert.deepEqual(canonicalise(long), { reason: 'unresolvable', errno: 'ENAMETOOLONG' });
  assert.deepEqual(canonicalise(`${'/.'.repeat(2000)}/tmp`), { path: realpathSync('/tmp') });
});
