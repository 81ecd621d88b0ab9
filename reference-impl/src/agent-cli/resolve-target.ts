import { realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  repoFlag: string | null;
  runtimeFlag: string | null;
  env: Record<string, string | undefined>;
  cwd: string;
  home: string;
  uid: number;
  budgets: Budgets;
  interrupt: Interrupt;
}

export function canonicalRepo(raw: string, cwd: string): string {
  const abs = resolve(cwd, raw);
  let canonical: string;
  try {
    canonical = realpathSync(abs);
  } catch (error) {
    throw new AgentError('M1ND_AGENT_REPO_UNRESOLVABLE', `the repository ${abs} cannot be resolved (${(error as { code?: string }).code ?? String(error)}); pass an existing directory to --repo`, { repo: abs });
  }
  if (!statSync(canonical).isDirectory()) {
    throw new AgentError('M1ND_AGENT_REPO_UNRESOLVABLE', `the repository ${canonical} is not a directory; pass a directory to --repo`, { repo: canonical });
  }
  return canonical;
}

/**
 * Chooses the runtime. An explicit one (flag, M1ND_MCP_ARGS, M1ND_RUNTIME_DIR) is used as given and no
 * cache is touched. Otherwise git classifies the repository first, and only then is the cache base
 * created and checked and the identity digest named.
 */
export async function resolveTarget(input: TargetInput): Promise<Target> {
  const repo = canonicalRepo(input.repoFlag ?? '.', input.cwd);
  const choice = chooseRuntime({ flag: input.runtimeFlag, env: input.env, cliCwd: input.cwd, childCwd: repo });
  if ('error' in choice) throw new AgentError('M1ND_AGENT_RUNTIME_UNUSABLE', choice.error);
  if (choice.runtimeDir !== null) return { repo, source: choice.source, runtimeDir: choice.runtimeDir, serverArgs: choice.serverArgs, cache: null };
  const revision = await input.interrupt.race(classifyRevision(repo, { env: input.env, timeoutMs: input.budgets.gitMs }));
  const identity = buildIdentity(repo, revision);
  const key = identityKey(identity);
  const base = prepareCacheBase(selectCacheBase(input.env, input.cwd, input.home), input.uid);
  return { repo, source: 'cache', runtimeDir: join(base, key), serverArgs: choice.serverArgs, cache: { key, identity, base } };
}
