import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { errnoOf } from './errno.js';
import { serializeJson } from './checkpoint-format.js';
import { isPidAlive, readProcStat } from './proc-start.js';
import { fsyncDir, writeFileAtomic } from './write-file-atomic.js';

export const WRITER_LOCK_SCHEMA = 'm1nd-writer-lock-v1';

export interface WriterLockRecord {
  schema: 'm1nd-writer-lock-v1';
  pid: number;
  token: string;
  proc_start: number | null;
}

/** `holderPid` is 0 when the lock file cannot be read as a lock record. */
export interface OwnerLockRefusal {
  refused: 'runtime_already_owned';
  holderPid: number;
  detail: string;
}

/** The single-writer proof for a runtime: `<runtime>/checkpoint-store/WRITER.lock`. */
export class OwnerLock {
  private released = false;

  private constructor(
    readonly path: string,
    readonly token: string,
  ) {}

  static acquire(runtimeDir: string): OwnerLock | OwnerLockRefusal {
    const path = join(runtimeDir, 'checkpoint-store', 'WRITER.lock');
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const record: WriterLockRecord = {
      schema: WRITER_LOCK_SCHEMA,
      pid: process.pid,
      token: randomBytes(16).toString('hex'),
      proc_start: readProcStat(process.pid)?.startTime ?? null,
    };
    const bytes = serializeJson(record);
    // Each retry follows a change of the lock file by someone else (release, takeover); bounded.
    for (let attempt = 0; attempt < 5; attempt++) {
      if (createExclusive(path, bytes)) return new OwnerLock(path, record.token);
      const holder = readLockRecord(path);
      if (holder === 'absent') continue;
      if (typeof holder === 'string') {
        return refuse(0, `${path} is not a readable writer lock (${holder}); if no server runs on this runtime, remove it`);
      }
      if (isHolderLive(holder)) return refuse(holder.pid, `pid ${holder.pid} owns this runtime (${path})`);
      // The recorded owner died (e.g. SIGKILL) or its pid now names another process.
      removeStaleLock(path, holder.token);
    }
    return refuse(0, `${path} kept changing while it was being acquired; retry`);
  }

  /** true while the lock file still carries our token. */
  holds(): boolean {
    const rec = readLockRecord(this.path);
    return typeof rec === 'object' && rec.token === this.token;
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
      if (errnoOf(err) !== 'ENOENT') throw err;
    }
  }
}

function refuse(holderPid: number, detail: string): OwnerLockRefusal {
  return { refused: 'runtime_already_owned', holderPid, detail };
}

/** Alive and still the same process: a pid whose start time changed was reused by someone else. */
function isHolderLive(holder: WriterLockRecord): boolean {
  if (!isPidAlive(holder.pid)) return false;
  if (holder.proc_start === null) return true;
  const now = readProcStat(holder.pid);
  return now === null || now.startTime === holder.proc_start;
}

/**
 * Moves the lock aside and deletes it only if it is still the stale record that was judged; a lock
 * created meanwhile by a live competitor is linked back untouched. The caller then races for an
 * exclusive create, so concurrent takeovers of one stale lock yield exactly one owner.
 */
export function removeStaleLock(path: string, staleToken: string): void {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') return;
    throw err;
  }
  const moved = readLockRecord(aside);
  if (typeof moved !== 'object' || moved.token !== staleToken) {
    try {
      linkSync(aside, path);
    } catch (err) {
      if (errnoOf(err) !== 'EEXIST') throw err;
    }
  }
  unlinkSync(aside);
  fsyncDir(dirname(path));
}

/**
 * Exclusive create of a complete file: the record is written to a temp file and hard-linked into
 * place, so no reader ever sees a half-written lock. Falls back to O_EXCL where links are unsupported.
 */
function createExclusive(path: string, bytes: string): boolean {
  const temp = `${path}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileAtomic(temp, bytes);
  try {
    linkSync(temp, path);
  } catch (err) {
    const code = errnoOf(err);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    return createWithExcl(path, bytes);
  } finally {
    unlinkSync(temp);
  }
  fsyncDir(dirname(path));
  return true;
}

function createWithExcl(path: string, bytes: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if (errnoOf(err) === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  fsyncDir(dirname(path));
  return true;
}

/** The lock record, 'absent', or a string saying why the file is not a valid record. */
function readLockRecord(path: string): WriterLockRecord | 'absent' | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    return errnoOf(err) === 'ENOENT' ? 'absent' : `unreadable: ${errnoOf(err) ?? 'unknown error'}`;
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (typeof v !== 'object' || v === null) return 'not a JSON object';
  const r = v as Record<string, unknown>;
  if (r.schema !== WRITER_LOCK_SCHEMA) return `schema is not ${WRITER_LOCK_SCHEMA}`;
  if (typeof r.pid !== 'number' || !Number.isSafeInteger(r.pid) || r.pid <= 0) return 'pid is not a positive integer';
  if (typeof r.token !== 'string' || r.token.length === 0) return 'token is missing';
  if (r.proc_start !== null && typeof r.proc_start !== 'number') return 'proc_start is neither null nor a number';
  return { schema: WRITER_LOCK_SCHEMA, pid: r.pid, token: r.token, proc_start: r.proc_start };
}
