import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AgentError } from './agent-error.js';
import { git, makePrivateDir, makeRepo, writeExecutable } from './agent-fixture.test-support.js';
import { buildIdentity, identityKey } from './cache-identity.js';
import { classifyRevision } from './git-revision.js';

const env = { PATH: process.env.PATH };
const opts = { env, timeoutMs: 5000 };

async function refusalCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    assert.ok(error instanceof AgentError, String(error));
    return error.code;
  }
  assert.fail('expected a refusal');
}

test('a plain directory is non-git', async () => {
  const dir = makePrivateDir('git-');
  assert.deepEqual(await classifyRevision(makeRepo(dir, 'plain'), opts), { kind: 'non_git', head: null, branch: null });
});

test('a branch with a commit records branch and HEAD; detached and unborn are distinct kinds', async () => {
  const dir = makePrivateDir('git-');
  const repo = makeRepo(dir, 'r', { git: 'commit' });
  const head = git(repo, 'rev-parse', 'HEAD').trim();
  assert.deepEqual(await classifyRevision(repo, opts), { kind: 'git', head, branch: 'main' });
  git(repo, 'checkout', '-q', '--detach');
  assert.deepEqual(await classifyRevision(repo, opts), { kind: 'git', head, branch: null });
  const unborn = makeRepo(dir, 'u', { git: 'unborn' });
  assert.deepEqual(await classifyRevision(unborn, opts), { kind: 'git_unborn', head: null, branch: 'main' });
});

test('"not a git repository" with a .git marker in the tree or an ancestor is ambiguous', async () => {
  const dir = makePrivateDir('git-');
  const broken = makeRepo(dir, 'broken');
  // A directory where git expects the HEAD file: metadata git cannot read.
  mkdirSync(join(broken, '.git', 'HEAD'), { recursive: true });
  assert.equal(await refusalCode(classifyRevision(broken, opts)), 'M1ND_AGENT_GIT_AMBIGUOUS');
  const parent = join(dir, 'outer');
  mkdirSync(join(parent, '.git', 'HEAD'), { recursive: true });
  const inner = makeRepo(parent, 'inner');
  assert.equal(await refusalCode(classifyRevision(inner, opts)), 'M1ND_AGENT_GIT_AMBIGUOUS');
});

test('git location hints in the environment make the answer ambiguous', async () => {
  const dir = makePrivateDir('git-');
  const repo = makeRepo(dir, 'r', { git: 'commit' });
  for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR']) {
    assert.equal(await refusalCode(classifyRevision(repo, { ...opts, env: { ...env, [key]: join(dir, 'elsewhere') } })), 'M1ND_AGENT_GIT_AMBIGUOUS', key);
  }
});

test('git unavailable, a timeout and a failing probe refuse explicitly', async () => {
  const dir = makePrivateDir('git-');
  const repo = makeRepo(dir, 'r');
  assert.equal(await refusalCode(classifyRevision(repo, { ...opts, git: join(dir, 'no-such-git') })), 'M1ND_AGENT_GIT_UNAVAILABLE');
  const slow = writeExecutable(join(dir, 'slow-git'), '#!/bin/sh\nexec tail -f /dev/null\n');
  assert.equal(await refusalCode(classifyRevision(repo, { ...opts, timeoutMs: 200, git: slow })), 'M1ND_AGENT_GIT_TIMEOUT');
  const failing = writeExecutable(join(dir, 'failing-git'), '#!/bin/sh\necho "fatal: something broke" >&2\nexit 2\n');
  assert.equal(await refusalCode(classifyRevision(repo, { ...opts, git: failing })), 'M1ND_AGENT_GIT_FAILED');
  writeFileSync(join(repo, '.git'), 'garbage\n');
  assert.equal(await refusalCode(classifyRevision(repo, opts)), 'M1ND_AGENT_GIT_FAILED');
});

test('an answer git gives in an unexpected shape is ambiguous, never detached', async () => {
  const dir = makePrivateDir('git-');
  const repo = makeRepo(dir, 'r');
  const odd = writeExecutable(join(dir, 'odd-git'), '#!/bin/sh\ncase "$3" in\n  rev-parse) if [ "$4" = "--is-inside-work-tree" ]; then echo true; else echo "not-a-hash"; fi ;;\n  symbolic-ref) echo main ;;\nesac\n');
  assert.equal(await refusalCode(classifyRevision(repo, { ...opts, git: odd })), 'M1ND_AGENT_GIT_AMBIGUOUS');
});

test('two worktrees of one repository are different identities; probes leave the index untouched', async () => {
  const dir = makePrivateDir('git-');
  const repo = makeRepo(dir, 'r', { git: 'commit' });
  git(repo, 'worktree', 'add', '-q', '-b', 'side', join(dir, 'wt'));
  const index = join(repo, '.git', 'index');
  const before = { bytes: readFileSync(index), mtime: statSync(index).mtimeMs };
  const main = await classifyRevision(repo, opts);
  const side = await classifyRevision(join(dir, 'wt'), opts);
  assert.equal(side.kind, 'git');
  assert.equal(side.branch, 'side');
  assert.equal(side.head, main.head);
  assert.notEqual(identityKey(buildIdentity(repo, main)), identityKey(buildIdentity(join(dir, 'wt'), side)));
  assert.deepEqual(readFileSync(index), before.bytes);
  assert.equal(statSync(index).mtimeMs, before.mtime);
});
