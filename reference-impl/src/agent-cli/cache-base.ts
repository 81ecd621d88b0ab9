import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AgentError } from './agent-error.js';
import { checkPrivateDirectory, type PrivateDirProblem } from './private-dir.js';
import { assertRealDirectory } from './safe-fs.js';

/** Where the automatic runtimes live, before any check: `M1ND_AGENT_CACHE_DIR`, else XDG, else `~/.cache`. */
export function selectCacheBase(env: Record<string, string | undefined>, cwd: string, home: string): string {
  if (env.M1ND_AGENT_CACHE_DIR) return resolve(cwd, env.M1ND_AGENT_CACHE_DIR);
  if (env.XDG_CACHE_HOME) return join(resolve(cwd, env.XDG_CACHE_HOME), 'm1nd', 'agent-runtimes');
  return join(resolve(cwd, home), '.cache', 'm1nd', 'agent-runtimes');
}

/**
 * Creates the base if needed (0700), then requires a real non-symlink directory owned by `uid`, not
 * writable by group or other, under ancestors only its owner or root can write. Returns the canonical path.
 */
export function prepareCacheBase(base: string, uid: number): string {
  try {
    mkdirSync(base, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `the cache base ${base} cannot be created (${code}); set M1ND_AGENT_CACHE_DIR to a private directory you own`, { path: base });
  }
  assertRealDirectory(base, 'cache base');
  const checked = checkPrivateDirectory(base, uid);
  if ('path' in checked) return checked.path;
  throw unsafe(checked.problem, uid);
}

function unsafe(p: PrivateDirProblem, uid: number): AgentError {
  const fix: Record<PrivateDirProblem['kind'], string> = {
    missing: 'set M1ND_AGENT_CACHE_DIR to a private directory you own',
    symlink: 'replace it with a real directory',
    not_a_directory: 'set M1ND_AGENT_CACHE_DIR to a private directory you own',
    unresolvable: 'set M1ND_AGENT_CACHE_DIR to a private directory you own',
    owner: `set M1ND_AGENT_CACHE_DIR to a directory uid ${uid} owns`,
    mode: 'chmod it to 0700',
    ancestor_owner: 'use a cache base whose ancestors belong to you or root',
    ancestor_unreadable: 'use a cache base whose ancestors you can inspect',
    // The server refuses a runtime under any group/other-writable ancestor, sticky or not; say so first.
    ancestor_mode: 'set M1ND_AGENT_CACHE_DIR under a private directory',
  };
  const details = 'ancestor' in p ? { path: p.path, ancestor: p.ancestor } : { path: p.path };
  return new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `the cache base ${p.path} ${p.detail}; ${fix[p.kind]}`, details);
}
