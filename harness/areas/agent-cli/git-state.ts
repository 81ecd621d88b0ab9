import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { fixtureGitEnv } from '../../repos/index.js';
import type { Scenario } from '../../scenario/index.js';

/** What the battery compares to prove a command left a repository's git state alone. */
export interface GitState {
  branch: string | null;
  head: string | null;
  /** `git ls-files --stage`: the staged entries, read without refreshing the index */
  staged: string;
  /** sha256 of the index file's bytes (null: no index) */
  indexDigest: string | null;
}

// Reads that never refresh the index's stat cache nor take optional locks: a probe that rewrote the index
// would make "the index is unchanged" meaningless.
const QUIET = ['-c', 'core.fsmonitor=false', '-c', 'diff.autoRefreshIndex=false', '-c', 'core.untrackedCache=false'];

function gitEnv(s: Scenario): Record<string, string> {
  return { ...fixtureGitEnv({ path: s.harnessEnv.env.PATH, home: s.fixtureHome.home, date: '2024-01-02T00:00:00+0000' }), GIT_OPTIONAL_LOCKS: '0' };
}

async function git(s: Scenario, repo: string, args: string[], allowFailure = false): Promise<{ code: number; out: string }> {
  const r = await execa('git', [...QUIET, ...args], { cwd: repo, env: gitEnv(s), extendEnv: false, reject: false, stdin: 'ignore' });
  const code = r.exitCode ?? -1;
  if (code !== 0 && !allowFailure) throw new Error(`git ${args.join(' ')} failed in ${repo} (exit ${code}): ${String(r.stderr).trim()}`);
  return { code, out: String(r.stdout).trim() };
}

export function isGitRepo(path: string): boolean {
  return existsSync(join(path, '.git'));
}

/** Branch, HEAD, staged entries and the index file's digest, read without touching the repository. */
export async function readGitState(s: Scenario, repo: string): Promise<GitState> {
  const branch = await git(s, repo, ['symbolic-ref', '--quiet', '--short', 'HEAD'], true);
  const head = await git(s, repo, ['rev-parse', '--verify', '--quiet', 'HEAD'], true);
  // A broken .git (a scenario's own doing) is a state too: compared, never a harness error.
  const staged = await git(s, repo, ['ls-files', '--stage'], true);
  const index = join(repo, '.git', 'index');
  return {
    branch: branch.code === 0 ? branch.out : null,
    head: head.code === 0 ? head.out : null,
    staged: staged.code === 0 ? staged.out : `(git cannot list the index: exit ${staged.code})`,
    indexDigest: existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex') : null,
  };
}

/** A deliberate change of HEAD (an empty commit) or of the branch (a new branch at the same commit). */
export async function changeRevision(s: Scenario, repo: string, change: 'HEAD' | 'branch'): Promise<void> {
  const path = s.repo(repo);
  if (change === 'HEAD') await git(s, path, ['-c', 'commit.gpgsign=false', 'commit', '--quiet', '--allow-empty', '--message', 'a new HEAD']);
  else await git(s, path, ['checkout', '--quiet', '-b', 'another-branch']);
}

/** Detaches HEAD at the current commit. */
export async function detachHead(s: Scenario, repo: string): Promise<void> {
  await git(s, s.repo(repo), ['checkout', '--quiet', '--detach']);
}

/** A second work tree of the repository's git directory, as a sibling folder. */
export async function addWorktree(s: Scenario, repo: string, name: string): Promise<string> {
  const path = join(s.fixtureHome.repos, name);
  await git(s, s.repo(repo), ['worktree', 'add', '--quiet', '-b', `${name}-branch`, path]);
  return path;
}

/** `git init` without a commit: an unborn branch. */
export async function initUnborn(s: Scenario, path: string): Promise<void> {
  await git(s, path, ['init', '--quiet', '--initial-branch=main']);
}
