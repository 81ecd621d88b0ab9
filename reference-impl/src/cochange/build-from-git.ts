// The co-change phase: read a bounded slice of the granted root's git history and link files changed together.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalOrNull } from '../paths/index.js';
import { buildCochange } from './build-cochange.js';
import { COCHANGE_SCHEMA, type CochangeRecord } from '../records/index.js';
import { parseNameOnlyLog } from './parse-log.js';
import { gitEnv, runGit } from './run-git.js';

export const DEFAULT_MAX_COMMITS = 500;
export const DEFAULT_MAX_FILES_PER_COMMIT = 64;

export interface CochangeOptions {
  /** Repo-relative paths of the graph's files; only they take part. */
  files: Iterable<string>;
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
  maxCommits?: number;
  maxFilesPerCommit?: number;
}

/**
 * A built graph, or an honest skip (not the top of a git work tree, no commits, git unavailable).
 * Only an abort rejects; git's own failures become the skip's reason.
 */
export async function buildCochangeFromGit(root: string, opts: CochangeOptions): Promise<CochangeRecord> {
  const env = gitEnv(opts.env, root);
  const skip = (reason: string): CochangeRecord => ({ schema: COCHANGE_SCHEMA, root, status: 'skipped', reason, edges: [] });
  const git = async (args: string[]) => {
    try {
      return await runGit(root, args, env, opts.signal);
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      return { status: null, stdout: '', stderr: error instanceof Error ? error.message : String(error) };
    }
  };
  // Discovery is fenced at the root's parent and GIT_DIR is scrubbed, so git finds a repository only through a
  // `.git` at the root (a folder, or a file naming one) or in the root itself, as a git folder (which holds HEAD).
  // With neither, no git process is started (10-15 ms of a start). An entry that cannot be looked at is left for
  // git to judge.
  opts.signal?.throwIfAborted();
  if (absent(join(root, '.git')) && absent(join(root, 'HEAD'))) return skip('not a git work tree (the root holds no .git)');
  const top = await git(['rev-parse', '--show-toplevel']);
  if (top.status !== 0) return skip(`not a git work tree (${firstLine(top.stderr) || 'git rev-parse failed'})`);
  if (canonicalOrNull(top.stdout.trim()) !== root) return skip(`${root} is inside the git work tree ${top.stdout.trim()}, not its top`);
  const maxCommits = opts.maxCommits ?? DEFAULT_MAX_COMMITS;
  // The log starts at HEAD, so its first commit names HEAD; only a failed log asks whether HEAD exists at all.
  const log = await git(['log', '-z', '--name-only', '--no-renames', '--format=%x1e%H', '-n', String(maxCommits), 'HEAD']);
  const commits = log.status === 0 ? parseNameOnlyLog(log.stdout) : [];
  const head = commits[0]?.hash;
  if (head === undefined) {
    const verified = await git(['rev-parse', '--verify', '--quiet', 'HEAD']);
    if (verified.status !== 0) return skip('the repository has no commits yet');
    return skip(`git log failed (${firstLine(log.stderr) || 'it listed no commit'})`);
  }
  const graph = buildCochange(commits, {
    keep: new Set(opts.files),
    maxFilesPerCommit: opts.maxFilesPerCommit ?? DEFAULT_MAX_FILES_PER_COMMIT,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return {
    schema: COCHANGE_SCHEMA,
    root,
    status: 'built',
    head,
    max_commits: maxCommits,
    commits_scanned: graph.commitsScanned,
    commits_skipped_large: graph.commitsSkippedLarge,
    edges: graph.edges,
  };
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

/** Whether nothing lies at `path`; false when that cannot be told. */
function absent(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) === undefined;
  } catch {
    return false;
  }
}
