import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_LEASE_SCHEMA, AgentLeaseProofSchema, readRecordSync, serializeAgentLeaseProof } from '../records/index.js';
import { AgentError } from './agent-error.js';
import { assertRealDirectory, recordError, writeExclusiveFile } from './safe-fs.js';
import { waitForChange } from './wait-for-change.js';

export const OWNER_DIR = '.agent-cache-owner-v1';
export const OWNER_FILE = 'owner.json';
export const WAITER_PREFIX = '.agent-cache-waiter-v1-';

/** Proof that this process owns a runtime: its random token is in `<runtime>/.agent-cache-owner-v1/owner.json`. */
export interface Lease {
  runtimeDir: string;
  ownerDir: string;
  token: string;
  /** True when this process waited for another owner first. */
  waited: boolean;
}

export interface AcquireOptions {
  pid: number;
  /** The process's clock; the wait is bounded by it. */
  now(): number;
  waitMs: number;
  signal: AbortSignal;
  /** Called after the waiter marker exists (a seam point for tests). */
  onWaiting?: (marker: string) => Promise<void>;
}

/**
 * Takes the per-runtime lease by exclusively creating the owner directory and its proof; when another
 * process holds it, registers a waiter marker and waits at most `waitMs` for a release. It never ages a
 * lease out, checks PID liveness, or signals anyone; a timeout throws `M1ND_AGENT_CACHE_BUSY`.
 */
export async function acquireLease(runtimeDir: string, opts: AcquireOptions): Promise<Lease> {
  throwIfAborted(opts.signal);
  assertRealDirectory(runtimeDir, 'runtime directory');
  const token = randomBytes(24).toString('hex');
  const first = await tryAcquire(runtimeDir, token, opts.pid);
  if (first) return { ...first, waited: false };

  const marker = join(runtimeDir, `${WAITER_PREFIX}${opts.pid}-${token}.json`);
  await writeExclusiveFile(marker, proofText(token, opts.pid));
  try {
    if (opts.onWaiting) await opts.onWaiting(marker);
    const deadline = opts.now() + opts.waitMs;
    for (;;) {
      throwIfAborted(opts.signal);
      const lease = await tryAcquire(runtimeDir, token, opts.pid);
      if (lease) return { ...lease, waited: true };
      const left = deadline - opts.now();
      if (left <= 0) {
        throw new AgentError('M1ND_AGENT_CACHE_BUSY', `the agent runtime cache at ${runtimeDir} is busy: its owner did not release within ${opts.waitMs} ms, so its lease and state were preserved; retry later or raise M1ND_AGENT_CACHE_OWNER_WAIT_MS`, { runtime_root: runtimeDir, wait_ms: opts.waitMs });
      }
      await waitForChange(runtimeDir, Math.min(left, 250), opts.signal);
    }
  } finally {
    removeOwnMarker(marker);
  }
}

async function tryAcquire(runtimeDir: string, token: string, pid: number): Promise<Omit<Lease, 'waited'> | null> {
  const ownerDir = join(runtimeDir, OWNER_DIR);
  try {
    mkdirSync(ownerDir, { mode: 0o700 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') {
      throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the owner directory ${ownerDir} cannot be created (${(error as { code?: string }).code ?? String(error)})`, { path: ownerDir });
    }
    assertRealDirectory(ownerDir, 'owner directory');
    return null;
  }
  try {
    assertRealDirectory(ownerDir, 'owner directory');
    await writeExclusiveFile(join(ownerDir, OWNER_FILE), proofText(token, pid));
  } catch (error) {
    // Still empty and ours alone: retracting it before ownership began is safe; anything else is kept.
    try {
      rmdirSync(ownerDir);
    } catch {
      /* a changed directory is preserved */
    }
    throw error;
  }
  return { runtimeDir, ownerDir, token };
}

/** The proof must still carry this lease's token; anything else means another process owns the runtime. */
export function verifyLease(lease: Lease): void {
  assertRealDirectory(lease.ownerDir, 'owner directory');
  const read = readRecordSync(join(lease.ownerDir, OWNER_FILE), AgentLeaseProofSchema, { follow: false });
  if ('data' in read) {
    if (read.data.token === lease.token) return;
    throw new AgentError('M1ND_AGENT_CACHE_OWNER_MISMATCH', `the owner proof in ${lease.ownerDir} is not this process's; it is left in place`, { path: lease.ownerDir });
  }
  if (read.code === 'record_not_json' || read.code === 'record_malformed') {
    throw new AgentError('M1ND_AGENT_CACHE_OWNER_MISMATCH', `the owner proof in ${lease.ownerDir} is not a lease proof (${read.code}: ${read.detail}); it is left in place`, { path: lease.ownerDir, record: read.code });
  }
  throw recordError(read, 'owner proof', 'it is left in place');
}

/** Removes only this process's own proof and the then-empty owner directory. */
export function releaseLease(lease: Lease): void {
  verifyLease(lease);
  const entries = readdirSync(lease.ownerDir);
  if (entries.length !== 1 || entries[0] !== OWNER_FILE) {
    throw new AgentError('M1ND_AGENT_CACHE_OWNER_MISMATCH', `the owner directory ${lease.ownerDir} holds ${entries.join(', ')}; it is left in place rather than cleaned recursively`, { path: lease.ownerDir });
  }
  unlinkSync(join(lease.ownerDir, OWNER_FILE));
  rmdirSync(lease.ownerDir);
}

function proofText(token: string, pid: number): string {
  return serializeAgentLeaseProof({ schema: AGENT_LEASE_SCHEMA, token, pid });
}

function removeOwnMarker(marker: string): void {
  try {
    unlinkSync(marker);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));
}

/** The names a runtime may hold besides server state: the lease and waiter markers. */
export function isCoordinationEntry(name: string): boolean {
  return name === OWNER_DIR || name.startsWith(WAITER_PREFIX);
}
