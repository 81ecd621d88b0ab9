import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  AGENT_CACHE_IDENTITY_FILE,
  AGENT_CACHE_IDENTITY_SCHEMA,
  AgentCacheIdentitySchema,
  readRecord,
  serializeAgentCacheIdentity,
  type AgentCacheIdentity,
  type SourceRevision,
} from '../records/index.js';
import { AgentError } from './agent-error.js';
import { isCoordinationEntry, verifyLease, type Lease } from './lease.js';
import { listDirectory, lstatOrNull, recordError, writeExclusiveFile } from './safe-fs.js';

export type CacheIdentity = AgentCacheIdentity;

/** Builds the identity with a fixed key order, so its serialisation (and digest) is stable. */
export function buildIdentity(canonicalRoot: string, revision: SourceRevision): CacheIdentity {
  return {
    schema: AGENT_CACHE_IDENTITY_SCHEMA,
    canonical_root: canonicalRoot,
    source_revision: { kind: revision.kind, head: revision.head, branch: revision.branch } as SourceRevision,
  };
}

/** The sha256 of the identity's JSON: the name of its runtime directory under the cache base. */
export function identityKey(identity: CacheIdentity): string {
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

export function sameIdentity(a: CacheIdentity, b: CacheIdentity): boolean {
  const r = a.source_revision;
  return a.canonical_root === b.canonical_root && r.kind === b.source_revision.kind && r.head === b.source_revision.head && r.branch === b.source_revision.branch;
}

export type IdentityState = 'cold' | 'warm';

/**
 * Under the lease: an existing manifest must repeat `identity` (then the cache is warm); without one the
 * directory may hold only coordination entries, and the manifest is created exclusively (cold).
 * Mismatched, unlabelled-populated and unreadable state throws and is left as it is.
 */
export async function ensureIdentity(lease: Lease, identity: CacheIdentity, afterOpen?: () => Promise<void>): Promise<IdentityState> {
  verifyLease(lease);
  const manifest = join(lease.runtimeDir, AGENT_CACHE_IDENTITY_FILE);
  if (lstatOrNull(manifest) !== null) {
    await checkManifest(manifest, identity);
    return 'warm';
  }
  const others = listDirectory(lease.runtimeDir, 'runtime directory').filter((name) => !isCoordinationEntry(name));
  if (others.length > 0) {
    throw new AgentError('M1ND_AGENT_CACHE_UNLABELLED', `the runtime ${lease.runtimeDir} holds ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', ...' : ''} but no ${AGENT_CACHE_IDENTITY_FILE}; it is neither adopted nor overwritten — move it aside to start afresh`, { runtime_root: lease.runtimeDir });
  }
  try {
    await writeExclusiveFile(manifest, serializeAgentCacheIdentity(identity), afterOpen);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    await checkManifest(manifest, identity);
    return 'warm';
  }
  return 'cold';
}

/** A manifest of another identity, or of another shape, names another root or revision: never reused. */
async function checkManifest(manifest: string, identity: CacheIdentity): Promise<void> {
  const read = await readRecord(manifest, AgentCacheIdentitySchema, { follow: false });
  const mismatch = (): AgentError =>
    new AgentError('M1ND_AGENT_CACHE_IDENTITY_MISMATCH', `the identity manifest ${manifest} names another root or revision; the runtime is neither reused, erased nor overwritten`, { path: manifest });
  if ('data' in read) {
    if (!sameIdentity(read.data, identity)) throw mismatch();
    return;
  }
  if (read.code === 'record_malformed') throw mismatch();
  throw recordError(read, 'identity manifest', 'the runtime is left untouched — move it aside to start afresh');
}
