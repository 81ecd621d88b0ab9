import assert from 'node:assert/strict';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { execa } from 'execa';
import { referenceAdapter } from '../../adapter/index.js';
import { processHarnessEnv } from '../../env/index.js';
import { Scenario, addSampleRepo } from '../../scenario/index.js';
import { readGitState } from './git-state.js';

test('readGitState never refreshes the index, even when the stat cache is stale (plain git status would)', async () => {
  const s = new Scenario({ name: 'agent-git-probe', lane: { adapter: referenceAdapter(), provisioning: {} }, env: processHarnessEnv() });
  try {
    const repo = await addSampleRepo(s, 'app');
    // A newer mtime makes every stat-cache entry stale: a refreshing probe would rewrite .git/index now.
    const later = new Date('2030-01-01T00:00:00Z');
    await utimes(join(repo, 'src', 'greeter.ts'), later, later);
    const first = await readGitState(s, repo);
    const second = await readGitState(s, repo);
    assert.deepEqual(second, first);
    assert.equal(first.branch, 'main');
    assert.match(first.head ?? '', /^[0-9a-f]{40}$/);
    assert.match(first.staged, /src\/greeter\.ts/);
    // Prove the setup really was stale: git status refreshes the index, changing its bytes.
    await execa('git', ['status', '--porcelain'], { cwd: repo, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: s.fixtureHome.home }, extendEnv: false });
    assert.notEqual((await readGitState(s, repo)).indexDigest, first.indexDigest);
  } finally {
    await s.dispose();
  }
});
