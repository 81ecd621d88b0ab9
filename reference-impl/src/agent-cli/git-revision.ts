import { lstatSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AgentError } from './agent-error.js';
import { runGit, type GitOutcome } from './run-git.js';
import type { SourceRevision } from '../records/index.js';

/** What the cache identity records about the repository's revision (the record's schema says it). */
export type { SourceRevision };

/** Variables that point git somewhere other than the repository itself; any of them makes the answer ambiguous. */
export const GIT_LOCATION_HINTS = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_NAMESPACE',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
] as const;

const HEX_REVISION = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export interface ClassifyOptions {
  env: Record<string, string | undefined>;
  timeoutMs: number;
  git?: string;
}

/**
 * Classifies a canonical root as non-git, branch + HEAD, detached HEAD or unborn branch. Anything
 * else (git missing, a timeout, a failing probe, an answer that could describe another location)
 * throws an AgentError: it is never recorded as non-git or detached.
 */
export async function classifyRevision(root: string, opts: ClassifyOptions): Promise<SourceRevision> {
  const hints = GIT_LOCATION_HINTS.filter((key) => opts.env[key] !== undefined && opts.env[key] !== '');
  if (hints.length > 0) {
    throw ambiguous(root, `the environment sets ${hints.join(', ')}, so git may describe another location; unset ${hints.length === 1 ? 'it' : 'them'} and retry`);
  }
  const probe = (args: string[]): Promise<GitOutcome> => runGit(root, args, opts);

  const inside = await probe(['rev-parse', '--is-inside-work-tree']);
  if (inside.kind !== 'exited') throw notAnswered(root, 'repository probe', inside);
  if (inside.status !== 0) {
    if (/not a git repository/i.test(inside.stderr)) {
      const marker = findGitMarker(root);
      if (marker === null) return { kind: 'non_git', head: null, branch: null };
      throw ambiguous(root, `git says "not a git repository" but ${marker}; repair or remove that git metadata`);
    }
    throw failed(root, 'repository probe', inside);
  }
  if (inside.stdout.trim() !== 'true') {
    throw ambiguous(root, `git answered ${JSON.stringify(inside.stdout.trim())} to --is-inside-work-tree; pass a work tree, not a git directory`);
  }

  const branchOut = await probe(['symbolic-ref', '--quiet', '--short', 'HEAD']);
  if (branchOut.kind !== 'exited') throw notAnswered(root, 'branch query', branchOut);
  let branch: string | null;
  if (branchOut.status === 0 && isSingleLine(branchOut.stdout)) branch = branchOut.stdout.trim();
  else if (branchOut.status === 1 && branchOut.stdout.trim() === '' && branchOut.stderr.trim() === '') branch = null;
  else if (branchOut.status === 0) throw ambiguous(root, `git named the branch as ${JSON.stringify(branchOut.stdout)}`);
  else throw failed(root, 'branch query', branchOut);

  const headOut = await probe(['rev-parse', '--verify', 'HEAD']);
  if (headOut.kind !== 'exited') throw notAnswered(root, 'HEAD query', headOut);
  if (headOut.status === 0) {
    const head = headOut.stdout.trim();
    if (!HEX_REVISION.test(head)) throw ambiguous(root, `git answered HEAD as ${JSON.stringify(headOut.stdout)}`);
    return { kind: 'git', head, branch };
  }
  if (branch !== null && /needed a single revision/i.test(headOut.stderr)) return { kind: 'git_unborn', head: null, branch };
  throw failed(root, 'HEAD query', headOut);
}

/** A `.git` entry in the root or an ancestor, or a place that cannot be inspected; null when there is none. */
export function findGitMarker(root: string): string | null {
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, '.git');
    try {
      lstatSync(candidate);
      return `${candidate} exists`;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return `${candidate} cannot be inspected (${code ?? 'unknown error'})`;
    }
    if (dirname(dir) === dir) return null;
  }
}

function isSingleLine(text: string): boolean {
  const t = text.replace(/\n$/, '');
  return t.length > 0 && !t.includes('\n') && t.trim() === t;
}

function ambiguous(root: string, why: string): AgentError {
  return new AgentError('M1ND_AGENT_GIT_AMBIGUOUS', `cannot classify ${root} for the cache identity: ${why}`, { root });
}

function notAnswered(root: string, step: string, outcome: Exclude<GitOutcome, { kind: 'exited' }>): AgentError {
  if (outcome.kind === 'timeout') {
    return new AgentError('M1ND_AGENT_GIT_TIMEOUT', `git timed out during the ${step} for ${root}; no cache was chosen or written`, { root, step });
  }
  return new AgentError('M1ND_AGENT_GIT_UNAVAILABLE', `git cannot run (${outcome.errno}: ${outcome.message}) for the ${step} of ${root}; install git or put it on PATH`, { root, step, errno: outcome.errno });
}

function failed(root: string, step: string, outcome: Extract<GitOutcome, { kind: 'exited' }>): AgentError {
  const detail = outcome.stderr.trim().split('\n')[0] ?? '';
  return new AgentError('M1ND_AGENT_GIT_FAILED', `git failed during the ${step} for ${root} (exit ${outcome.status}${detail ? `: ${detail}` : ''}); no cache was chosen or written`, { root, step, status: outcome.status });
}
