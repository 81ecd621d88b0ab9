import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { anchorPath } from './anchor-path.js';
import { canonicalise } from './canonicalise.js';

test('a relative spelling is read against the base with its .. kept for the disk to resolve', () => {
  assert.equal(anchorPath('missing/..', '/work/repo'), '/work/repo/missing/..');
  assert.equal(anchorPath('sub', '/work/repo/'), '/work/repo/sub');
  assert.equal(anchorPath('/abs/x/..', '/work/repo'), '/abs/x/..');
  assert.equal(anchorPath('', '/work/repo'), '');
});

test('anchored, a missing component followed by .. stays unresolvable while an existing one resolves', () => {
  const base = mkdtempSync(join(tmpdir(), 'm1nd-anchor-'));
  try {
    mkdirSync(join(base, 'real'));
    assert.equal('path' in canonicalise(anchorPath('missing/..', base)), false);
    assert.deepEqual(canonicalise(anchorPath('real/..', base)), canonicalise(base));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
