import { serializeWriterLock, WRITER_LOCK_SCHEMA, WriterLockSchema, type WriterLockRecord } from '../records/index.js';
import { acquirePidLock, type PidLock, type PidLockKind } from './pid-lock.js';
import { writerLockPathOf } from './runtime-layout.js';

export const WRITER_LOCK: PidLockKind<WriterLockRecord> = { tag: WRITER_LOCK_SCHEMA, schema: WriterLockSchema, serialize: serializeWriterLock };

/** `holderPid` is 0 when the lock file cannot be read as a lock record. */
export interface OwnerLockRefusal {
  refused: 'runtime_already_owned';
  holderPid: number;
  detail: string;
}

/** The single-writer proof for a runtime: `<runtime>/checkpoint-store/WRITER.lock`, held by process `pid`. */
export class OwnerLock {
  private constructor(private readonly lock: PidLock) {}

  static acquire(runtimeDir: string, pid: number): OwnerLock | OwnerLockRefusal {
    const path = writerLockPathOf(runtimeDir);
    const attempt = acquirePidLock(path, WRITER_LOCK, pid);
    if ('lock' in attempt) return new OwnerLock(attempt.lock);
    if ('heldBy' in attempt) return refuse(attempt.heldBy, `pid ${attempt.heldBy} owns this runtime (${path})`);
    if ('unreadable' in attempt) return refuse(0, `${path} is not a readable writer lock (${attempt.unreadable}); if no server runs on this runtime, remove it`);
    return refuse(0, `${path} kept changing while it was being acquired; retry`);
  }

  get path(): string {
    return this.lock.path;
  }

  get token(): string {
    return this.lock.token;
  }

  /** true while the lock file still carries our token. */
  holds(): boolean {
    return this.lock.holds();
  }

  /** Removes the lock only if it still holds our token, so a successor's lock is never deleted. */
  release(): void {
    this.lock.release();
  }
}

function refuse(holderPid: number, detail: string): OwnerLockRefusal {
  return { refused: 'runtime_already_owned', holderPid, detail };
}
