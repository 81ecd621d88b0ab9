import { join } from 'node:path';
import { BIRTH_LOCK_FILE, BIRTH_LOCK_SCHEMA, BirthLockSchema, serializeBirthLock, type BirthLockRecord } from '../records/index.js';
import { acquirePidLock, type PidLock, type PidLockKind } from '../store/index.js';

const BIRTH_LOCK: PidLockKind<BirthLockRecord> = { tag: BIRTH_LOCK_SCHEMA, schema: BirthLockSchema, serialize: serializeBirthLock };

export type LockAttempt = { lock: PidLock } | { heldBy: number; detail: string };

/**
 * Single flight for births of one runtime: `<runtime>/brains/.birth.lock`, the runtime's pid-lock
 * mechanism with the ceremony's own record. A lock whose process died is taken over.
 */
export function acquireCeremonyLock(brainsDir: string, pid: number): LockAttempt {
  const path = join(brainsDir, BIRTH_LOCK_FILE);
  const attempt = acquirePidLock(path, BIRTH_LOCK, pid);
  if ('lock' in attempt) return attempt;
  if ('heldBy' in attempt) return { heldBy: attempt.heldBy, detail: `process ${attempt.heldBy} is running a birth on this runtime (${path})` };
  if ('unreadable' in attempt) return { heldBy: 0, detail: `${path} is not a readable birth lock (${attempt.unreadable}); if no birth is running, remove it` };
  return { heldBy: 0, detail: `${path} kept changing while it was being acquired; retry` };
}
