import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { AgentError } from './agent-error.js';
import { canonicalRepo } from './resolve-target.js';

test('--repo through a missing component and .. does not resolve, relative or absolute; a real spelling does', () => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'm1nd-agent-repo-')));
  try {
    mkdirSync(join(base, 'app'));
    for (const raw of ['missing/..', `${base}/missing/..`, 'app/missing/../..']) {
      assert.throws(() => canonicalRepo(raw, base), (e: unknown) => e instanceof AgentError && e.code === 'M1ND_AGENT_REPO_UNRESOLVABLE', raw);
    }
    assert.equal(canonicalRepo('app/../app', base), join(base, 'app'));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
