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
mkdirSync(repo);
const file = join(base, 'file');
writeFileSync(file, 'x');
symlinkSync(repo, join(base, 'alias'));
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

// Pins today's rule: Node's JavaScript realpath drops a trailing slash after a regular file, where the
// system's realpath(3) (`realpathSync.native`) answers ENOTDIR. Switching the rule must change this test.
test("today's rule is Node's JavaScript realpath, not the system's", () => {
  assert.deepEqual(canonicalise(`${file}/`), { path: file });
  assert.deepEqual(canonicalise(`${file}/..`), { path: base });
});
