// One lock mechanism for every single-holder file of a runtime (the writer lock, the birth lock): exclusive
// create of a record naming the holder's pid and start time; a holder that died is taken over.
import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { errorCode, readRecordSync, type PidLockRecord } from '../records/index.js';
import { createExclusive, removeStaleLock } from './lock-file.js';
import { isPidAlive, readProcStat } from './proc-start.js';
import { fsyncDir } from './write-file-atomic.js';

/** One kind of pid lock: its record's schema tag, schema and bytes (each lock keeps its own). */
export interface PidLockKind<R extends PidLockRecord> {
  tag: R['schema'];
  schema: z.ZodType<R>;
  serialize(record: R): string;
}

export type PidLockAttempt =
  | { lock: PidLock }
  /** A live process holds it. */
  | { heldBy: number }
  /** The file is not a lock record of this kind: nobody can tell whether its holder lives. */
  | { unreadable: string }
  /** It changed under every attempt (releases and takeovers by others). */
  | { churning: true };

// Each retry follows a change of the lock file by someone else (release, takeover); bounded.
const ATTEMPTS = 5;

export function acquirePidLock<R extends PidLockRecord>(path: string, kind: PidLockKind<R>, pid: number): PidLockAttempt {
  const record = { schema: kind.tag, pid, token: randomBytes(16).toString('hex'), proc_start: readProcStat(pid)?.startTime ?? null } as R;
  const bytes = kind.serialize(record);
  const tokenOf = (file: string): string | null => {
    const read = readRecordSync(file, kind.schema);
    return 'data' in read ? read.data.token : null;
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // A folder removed by a refused start of another process is made again on every try.
    if (mkdirSync(dirname(path), { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dirname(path), 0o700);
    const created = createExclusive(path, bytes, pid);
    if (created === 'vanished') continue;
    if (created) return { lock: new PidLock(path, record.token, tokenOf) };
    const holder = readRecordSync(path, kind.schema);
    if (!('data' in holder)) {
      if (holder.code === 'record_missing') continue;
      return { unreadable: holder.detail };
    }
    if (isHolderLive(holder.data)) return { heldBy: holder.data.pid };
    // The recorded holder died (e.g. SIGKILL) or its pid now names another process.
    removeStaleLock(path, holder.data.token, tokenOf, pid);
  }
  return { churning: true };
}

/** A held pid lock; it removes only a lock file that still carries its token. */
export class PidLock {
  private released = false;

  constructor(
    readonly path: string,
    readonly token: string,
    private readonly tokenOf: (path: string) => string | null,
  ) {}

  /** true while the lock file still carries our token. */
  holds(): boolean {
    return this.tokenOf(this.path) === this.token;
  }

  /** Removes the lock only if it still holds our token, so a successor's lock is never deleted. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (!this.holds()) return;
    try {
      unlinkSync(this.path);
      fsyncDir(dirname(this.path));
    } catch (err) {
      if (errorCode(err) !== 'ENOENT') throw err;
    }
  }
}

/** Alive and still the same process: a pid whose start time changed was reused by someone else. */
function isHolderLive(holder: PidLockRecord): boolean {
  if (!isPidAlive(holder.pid)) return false;
  if (holder.proc_start === null) return true;
  const now = readProcStat(holder.pid);
  return now === null || now.startTime === holder.proc_start;
}
