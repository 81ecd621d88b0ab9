import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { resolveBirthRoot } from './resolve-birth-root.js';

test('a birth root through a missing component and .. is unresolvable, relative or absolute; a real one resolves', () => {
  const base = mkdtempSync(join(tmpdir(), 'm1nd-birth-root-'));
  try {
    mkdirSync(join(base, 'repo'));
    for (const raw of ['missing/..', `${base}/missing/..`, 'repo/missing/../..']) {
      const r = resolveBirthRoot(raw, base);
      assert.ok('code' in r && r.code === 'birth_root_unresolvable', `${raw}: ${JSON.stringify(r)}`);
    }
    const ok = resolveBirthRoot('repo/../repo', base);
    assert.ok('root' in ok && ok.root.endsWith('/repo'), JSON.stringify(ok));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
