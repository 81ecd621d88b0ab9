import { basename, dirname, join, resolve } from 'node:path';
import { anchorPath, canonicalise, canonicalOrNull } from '../paths/index.js';
import { AgentError } from './agent-error.js';
import type { Budgets } from './budgets.js';
import { prepareCacheBase, selectCacheBase } from './cache-base.js';
import { buildIdentity, identityKey, type CacheIdentity } from './cache-identity.js';
import { classifyRevision } from './git-revision.js';
import type { Interrupt } from './interrupt.js';
import { chooseRuntime, type RuntimeSource } from './runtime-choice.js';

/** The repository and the runtime a command will use, decided before anything is written. */
export interface Target {
  repo: string;
  source: RuntimeSource;
  runtimeDir: string;
  serverArgs: string[];
  /** Present for the automatic cache only. */
  cache: { key: string; identity: CacheIdentity; base: string } | null;
}

export interface TargetInput {
  /** The canonical repository (see canonicalRepo). */
  repo: string;
  runtimeFlag: string | null;
  env: Record<string, string | undefined>;
  cwd: string;
  home: string;
  uid: number;
  budgets: Budgets;
  interrupt: Interrupt;
}

/** The canonical --repo directory; a relative spelling is read against `cwd` and its `..` resolved on the disk. */
export function canonicalRepo(raw: string, cwd: string): string {
  const abs = anchorPath(raw, cwd);
  const c = canonicalise(abs, { expect: 'directory' });
  if ('path' in c) return c.path;
  if (c.reason === 'not_a_directory') {
    throw new AgentError('M1ND_AGENT_REPO_UNRESOLVABLE', `the repository ${c.resolved} is not a directory; pass a directory to --repo`, { repo: c.resolved });
  }
  throw new AgentError('M1ND_AGENT_REPO_UNRESOLVABLE', `the repository ${abs} cannot be resolved (${c.errno ?? c.reason}); pass an existing directory to --repo`, { repo: abs });
}

/**
 * Chooses the runtime. An explicit one (flag, M1ND_MCP_ARGS, M1ND_RUNTIME_DIR) is used as given and no
 * cache is touched. Otherwise git classifies the repository first, and only then is the cache base
 * created and checked and the identity digest named.
 */
export async function resolveTarget(input: TargetInput): Promise<Target> {
  const repo = input.repo;
  const choice = chooseRuntime({ flag: input.runtimeFlag, env: input.env, cliCwd: input.cwd, childCwd: repo });
  if ('error' in choice) throw new AgentError('M1ND_AGENT_RUNTIME_UNUSABLE', choice.error);
  if (choice.runtimeDir !== null) {
    refuseInsideSource(choice.runtimeDir, repo, 'M1ND_AGENT_RUNTIME_UNUSABLE', 'runtime directory');
    return { repo, source: choice.source, runtimeDir: choice.runtimeDir, serverArgs: choice.serverArgs, cache: null };
  }
  const revision = await input.interrupt.race(classifyRevision(repo, { env: input.env, timeoutMs: input.budgets.gitMs }));
  const identity = buildIdentity(repo, revision);
  const key = identityKey(identity);
  const selected = selectCacheBase(input.env, input.cwd, input.home);
  refuseInsideSource(selected, repo, 'M1ND_AGENT_CACHE_BASE_UNSAFE', 'cache base');
  const base = prepareCacheBase(selected, input.uid);
  return { repo, source: 'cache', runtimeDir: join(base, key), serverArgs: choice.serverArgs, cache: { key, identity, base } };
}

/** Derived state never goes inside the source tree: checked on the canonical path, before anything is created. */
function refuseInsideSource(path: string, repo: string, code: 'M1ND_AGENT_RUNTIME_UNUSABLE' | 'M1ND_AGENT_CACHE_BASE_UNSAFE', label: string): void {
  const canonical = canonicalOfMaybeMissing(path);
  if (canonical === repo || canonical.startsWith(`${repo}/`)) {
    throw new AgentError(code, `the ${label} ${path} lies inside the repository ${repo}; keep derived state outside the source tree`, { path, repo });
  }
}

/** The canonical path of the nearest existing ancestor, with the missing tail appended. */
export function canonicalOfMaybeMissing(path: string): string {
  const tail: string[] = [];
  for (let p = resolve(path); ; p = dirname(p)) {
    const canonical = canonicalOrNull(p);
    if (canonical !== null) return join(canonical, ...tail.reverse());
    if (dirname(p) === p) return resolve(path);
    tail.push(basename(p));
  }
}
