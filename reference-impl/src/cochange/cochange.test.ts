import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CochangeRecord } from '../records/index.js';
import { buildCochange, buildCochangeFromGit, parseNameOnlyLog, partnersOf, writeCochange } from './index.js';

const GIT_ENV = { PATH: process.env.PATH, HOME: '/nonexistent', GIT_AUTHOR_NAME: 'n', GIT_AUTHOR_EMAIL: 'n@example.org', GIT_COMMITTER_NAME: 'n', GIT_COMMITTER_EMAIL: 'n@example.org' };

function tempRoot(): string {
  return realpathSync(mkdtempSync(join('/var/tmp', 'm1nd-cochange-')));
}

function git(root: string, ...args: string[]): void {
  execFileSync('git', ['-C', root, ...args], { env: GIT_ENV, stdio: 'ignore' });
}

function commit(root: string, files: Record<string, string>): void {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'change');
}

test('parses the -z name-only log: hashes, names with spaces and non-ASCII, merges without files', () => {
  const out = '\x1eaaaaaaa\0\nsrc/a.ts\0b c.txt\0\x1ebbbbbbb\0\x1eccccccc\0\nd/é.ts\0';
  assert.deepEqual(parseNameOnlyLog(out), [
    { hash: 'aaaaaaa', files: ['src/a.ts', 'b c.txt'] },
    { hash: 'bbbbbbb', files: [] },
    { hash: 'ccccccc', files: ['d/é.ts'] },
  ]);
});

test('weights count shared commits; files outside the graph and bulk commits are left out', () => {
  const g = buildCochange(
    [
      { hash: 'a', files: ['x', 'y', 'gone'] },
      { hash: 'b', files: ['y', 'x'] },
      { hash: 'c', files: ['x', 'y', 'z', 'w'] },
    ],
    { keep: new Set(['x', 'y', 'z', 'w']), maxFilesPerCommit: 3 },
  );
  assert.deepEqual(g.edges, [{ a: 'x', b: 'y', weight: 2 }]);
  assert.equal(g.commitsScanned, 2);
  assert.equal(g.commitsSkippedLarge, 1);
  assert.deepEqual(partnersOf(g.edges, 'y', 3), [{ file_path: 'x', weight: 2 }]);
});

test('builds from real history, ignoring a GIT_DIR that points elsewhere', async () => {
  const root = tempRoot();
  const decoy = tempRoot();
  try {
    git(root, 'init', '-q');
    commit(root, { 'src/a.ts': '1', 'src/b.ts': '1' });
    commit(root, { 'src/a.ts': '2', 'src/b.ts': '2', 'README.md': 'r' });
    commit(root, { 'src/a.ts': '3', 'src/c.ts': '1' });
    git(decoy, 'init', '-q');
    const rec = await buildCochangeFromGit(root, { files: ['src/a.ts', 'src/b.ts', 'src/c.ts'], env: { ...GIT_ENV, GIT_DIR: join(decoy, '.git') } });
    assert.equal(rec.status, 'built');
    assert.deepEqual(rec.edges, [
      { a: 'src/a.ts', b: 'src/b.ts', weight: 2 },
      { a: 'src/a.ts', b: 'src/c.ts', weight: 1 },
    ]);
    if (rec.status === 'built') assert.equal(rec.commits_scanned, 3);
    if (rec.status === 'built') assert.equal(rec.head, execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { env: GIT_ENV, encoding: 'utf8' }).trim());
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(decoy, { recursive: true, force: true });
  }
});

test('a non-git root, a subdirectory of a repository and an unborn repository are skipped with a reason', async () => {
  const root = tempRoot();
  try {
    mkdirSync(join(root, 'plain'));
    const plain = await buildCochangeFromGit(join(root, 'plain'), { files: [], env: GIT_ENV });
    assert.equal(plain.status, 'skipped');
    // Without a .git at the root no git is started: one that cannot be found changes nothing.
    const noGit = await buildCochangeFromGit(join(root, 'plain'), { files: [], env: { ...GIT_ENV, PATH: '/nonexistent' } });
    assert.deepEqual(noGit.status === 'skipped' && noGit.reason, 'not a git work tree (the root holds no .git)');
    // A root that is itself a git folder is still git's to judge.
    execFileSync('git', ['init', '-q', '--bare', join(root, 'bare')], { env: GIT_ENV, stdio: 'ignore' });
    const bare = await buildCochangeFromGit(join(root, 'bare'), { files: [], env: { ...GIT_ENV, PATH: '/nonexistent' } });
    assert.match(bare.status === 'skipped' ? bare.reason : '', /ENOENT/, 'git was asked (and, off the PATH, not found)');
    git(root, 'init', '-q');
    const unborn = await buildCochangeFromGit(root, { files: [], env: GIT_ENV });
    assert.deepEqual(unborn.status === 'skipped' && unborn.reason, 'the repository has no commits yet');
    commit(root, { 'sub/a.ts': '1' });
    const sub = await buildCochangeFromGit(join(root, 'sub'), { files: [], env: GIT_ENV });
    assert.equal(sub.status, 'skipped');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an aborted signal rejects with its reason', async () => {
  const root = tempRoot();
  try {
    const cancel = new AbortController();
    cancel.abort(new Error('received SIGTERM'));
    await assert.rejects(buildCochangeFromGit(root, { files: [], env: GIT_ENV, signal: cancel.signal }), /received SIGTERM/);
    // And where git is started: a repository at the root.
    git(root, 'init', '-q');
    commit(root, { 'a.ts': '1' });
    const during = new AbortController();
    const built = buildCochangeFromGit(root, { files: [], env: GIT_ENV, signal: during.signal });
    during.abort(new Error('received SIGTERM'));
    await assert.rejects(built, /received SIGTERM/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('writeCochange rewrites only changed bytes', () => {
  const runtime = tempRoot();
  try {
    const rec: CochangeRecord = { schema: 'm1nd-cochange-v1', root: '/r', status: 'skipped', reason: 'not a git work tree', edges: [] };
    assert.equal(writeCochange(runtime, rec), true);
    assert.equal(writeCochange(runtime, rec), false);
    assert.equal(JSON.parse(readFileSync(join(runtime, 'cochange.json'), 'utf8')).status, 'skipped');
  } finally {
    rmSync(runtime, { recursive: true, force: true });
  }
});
