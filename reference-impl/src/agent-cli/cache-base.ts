import { mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { canonicalise } from '../paths/index.js';
import { AgentError } from './agent-error.js';
import { assertRealDirectory } from './safe-fs.js';

const GROUP_OR_OTHER_WRITE = 0o022;

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
  const resolved = canonicalise(base);
  if (!('path' in resolved)) {
    throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `the cache base ${base} cannot be resolved (${resolved.errno ?? resolved.reason}); set M1ND_AGENT_CACHE_DIR to a private directory you own`, { path: base });
  }
  const canonical = resolved.path;
  const st = statSync(canonical);
  if (st.uid !== uid) {
    throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `the cache base ${canonical} is owned by uid ${st.uid}, not ${uid}; set M1ND_AGENT_CACHE_DIR to a directory you own`, { path: canonical });
  }
  if ((st.mode & GROUP_OR_OTHER_WRITE) !== 0) {
    throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `the cache base ${canonical} has mode ${octal(st.mode)}, writable by group or other; chmod it to 0700`, { path: canonical });
  }
  for (let dir = dirname(canonical); ; dir = dirname(dir)) {
    const a = statAncestor(dir, canonical);
    if (a.uid !== uid && a.uid !== 0) {
      throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `ancestor ${dir} of the cache base is owned by uid ${a.uid}; use a cache base whose ancestors belong to you or root`, { path: canonical, ancestor: dir });
    }
    // The server refuses a runtime under any group/other-writable ancestor, sticky or not; say so first.
    if ((a.mode & GROUP_OR_OTHER_WRITE) !== 0) {
      throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `ancestor ${dir} of the cache base has mode ${octal(a.mode)}, writable by group or other; set M1ND_AGENT_CACHE_DIR under a private directory`, { path: canonical, ancestor: dir });
    }
    if (dirname(dir) === dir) break;
  }
  return canonical;
}

function statAncestor(dir: string, base: string): Stats {
  try {
    return statSync(dir);
  } catch (error) {
    throw new AgentError('M1ND_AGENT_CACHE_BASE_UNSAFE', `ancestor ${dir} of the cache base cannot be inspected (${(error as { code?: string }).code ?? String(error)})`, { path: base, ancestor: dir });
  }
}

function octal(mode: number): string {
  return `0${(mode & 0o7777).toString(8)}`;
}
