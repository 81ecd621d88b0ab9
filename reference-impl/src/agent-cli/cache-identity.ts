import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { AgentError } from './agent-error.js';
import type { SourceRevision } from './git-revision.js';
import { isCoordinationEntry, verifyLease, type Lease } from './lease.js';
import { listDirectory, lstatOrNull, readRegularFile, writeExclusiveFile } from './safe-fs.js';

export const IDENTITY_SCHEMA = 'm1nd-agent-runtime-cache-v1';
export const IDENTITY_FILE = 'agent-cache-identity.json';

export interface CacheIdentity {
  schema: typeof IDENTITY_SCHEMA;
  canonical_root: string;
  source_revision: SourceRevision;
}

/** Builds the identity with a fixed key order, so its serialisation (and digest) is stable. */
export function buildIdentity(canonicalRoot: string, revision: SourceRevision): CacheIdentity {
  return {
    schema: IDENTITY_SCHEMA,
    canonical_root: canonicalRoot,
    source_revision: { kind: revision.kind, head: revision.head, branch: revision.branch } as SourceRevision,
  };
}

/** The sha256 of the identity's JSON: the name of its runtime directory under the cache base. */
export function identityKey(identity: CacheIdentity): string {
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

export function sameIdentity(a: unknown, b: CacheIdentity): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Partial<CacheIdentity> & { source_revision?: Partial<SourceRevision> };
  const r = x.source_revision;
  return x.schema === b.schema && x.canonical_root === b.canonical_root && typeof r === 'object' && r !== null
    && r.kind === b.source_revision.kind && r.head === b.source_revision.head && r.branch === b.source_revision.branch;
}

export type IdentityState = 'cold' | 'warm';

/**
 * Under the lease: an existing manifest must repeat `identity` (then the cache is warm); without one the
 * directory may hold only coordination entries, and the manifest is created exclusively (cold).
 * Mismatched, unlabelled-populated and unreadable state throws and is left as it is.
 */
export async function ensureIdentity(lease: Lease, identity: CacheIdentity, afterOpen?: () => Promise<void>): Promise<IdentityState> {
  verifyLease(lease);
  const manifest = join(lease.runtimeDir, IDENTITY_FILE);
  if (lstatOrNull(manifest) !== null) {
    checkManifest(manifest, identity);
    return 'warm';
  }
  const others = listDirectory(lease.runtimeDir, 'runtime directory').filter((name) => !isCoordinationEntry(name));
  if (others.length > 0) {
    throw new AgentError('M1ND_AGENT_CACHE_UNLABELLED', `the runtime ${lease.runtimeDir} holds ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', ...' : ''} but no ${IDENTITY_FILE}; it is neither adopted nor overwritten — move it aside to start afresh`, { runtime_root: lease.runtimeDir });
  }
  const text = `${JSON.stringify(identity, null, 2)}\n`;
  try {
    await writeExclusiveFile(manifest, text, afterOpen);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    checkManifest(manifest, identity);
    return 'warm';
  }
  return 'cold';
}

function checkManifest(manifest: string, identity: CacheIdentity): void {
  const text = readRegularFile(manifest, 'identity manifest');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the identity manifest ${manifest} is not valid JSON; the runtime is left untouched — move it aside to start afresh`, { path: manifest });
  }
  if (!sameIdentity(parsed, identity)) {
    throw new AgentError('M1ND_AGENT_CACHE_IDENTITY_MISMATCH', `the identity manifest ${manifest} names another root or revision; the runtime is neither reused, erased nor overwritten`, { path: manifest });
  }
}
