import { mkdirSync } from 'node:fs';
import { AgentError, toAgentError } from './agent-error.js';
import { ensureIdentity, type IdentityState } from './cache-identity.js';
import type { Interrupt } from './interrupt.js';
import { acquireLease, isCoordinationEntry, releaseLease, type Lease } from './lease.js';
import type { Target } from './resolve-target.js';
import { assertRealDirectory, listDirectory } from './safe-fs.js';

export type SeamFn = (name: string) => Promise<void>;

/** The CLI's own seams, in the order a run meets them. */
export const CLI_SEAM_NAMES = ['agent.waiter_registered', 'agent.lease_acquired', 'agent.identity_opened', 'agent.before_spawn'] as const;

export interface OwnedRun<R> {
  /** Whatever the child work produced. */
  result: R;
  /** True when the lease was released; false when the proof was deliberately kept. */
  released: boolean;
  releaseError?: AgentError;
}

export interface OwnedOptions {
  pid: number;
  now(): number;
  waitMs: number;
  interrupt: Interrupt;
  seam: SeamFn;
}

/**
 * Runs `spawnWork` while holding the runtime's lease. The lease is taken before the identity is
 * created or checked and before any spawn. It is released when `spawnWork` throws before a child
 * existed, or when it reports that the child's close was witnessed; otherwise the proof stays.
 */
export async function withOwnedRuntime<R extends { closeWitnessed: boolean }>(
  target: Target,
  opts: OwnedOptions,
  spawnWork: (state: IdentityState) => Promise<R>,
): Promise<OwnedRun<R>> {
  opts.interrupt.throwIfInterrupted();
  createRuntimeDir(target);
  const lease = await acquireLease(target.runtimeDir, {
    pid: opts.pid,
    now: opts.now,
    waitMs: opts.waitMs,
    signal: opts.interrupt.signal,
    onWaiting: () => opts.interrupt.race(opts.seam('agent.waiter_registered')),
  });
  let result: R;
  try {
    await opts.interrupt.race(opts.seam('agent.lease_acquired'));
    const state = target.cache
      ? await ensureIdentity(lease, target.cache.identity, () => opts.interrupt.race(opts.seam('agent.identity_opened')))
      : explicitState(target.runtimeDir);
    await opts.interrupt.race(opts.seam('agent.before_spawn'));
    opts.interrupt.throwIfInterrupted();
    result = await spawnWork(state);
  } catch (error) {
    // No child owns the runtime: the lease goes back, and a release failure must not hide the cause.
    const releaseError = tryRelease(lease);
    if (error instanceof AgentError) error.details.lease = releaseError ? 'kept' : 'released';
    throw error;
  }
  if (!result.closeWitnessed) return { result, released: false };
  const releaseError = tryRelease(lease);
  return { result, released: releaseError === undefined, ...(releaseError ? { releaseError } : {}) };
}

function tryRelease(lease: Lease): AgentError | undefined {
  try {
    releaseLease(lease);
    return undefined;
  } catch (error) {
    return toAgentError(error, 'M1ND_AGENT_CACHE_OWNER_MISMATCH');
  }
}

function createRuntimeDir(target: Target): void {
  try {
    // The cache runtime sits directly under the checked base; an explicit one may need its parents.
    mkdirSync(target.runtimeDir, { recursive: target.cache === null, mode: 0o700 });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'EEXIST') {
      throw new AgentError('M1ND_AGENT_RUNTIME_UNUSABLE', `the runtime directory ${target.runtimeDir} cannot be created (${code ?? String(error)}); pass a writable --runtime-dir`, { runtime_root: target.runtimeDir });
    }
  }
  assertRealDirectory(target.runtimeDir, 'runtime directory');
}

/** An explicit runtime is warm when it already holds state besides the lease and waiter markers. */
function explicitState(runtimeDir: string): IdentityState {
  return listDirectory(runtimeDir, 'runtime directory').some((name) => !isCoordinationEntry(name)) ? 'warm' : 'cold';
}
