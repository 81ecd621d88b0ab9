import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fsyncDir, isPidAlive, readProcStat, writeFileAtomic } from '../store/index.js';

export const CEREMONY_LOCK_FILE = '.birth.lock';
const LOCK_SCHEMA = 'm1nd-birth-lock-v1';

interface LockRecord {
  schema: typeof LOCK_SCHEMA;
  pid: number;
  token: string;
  proc_start: number | null;
}

export type LockAttempt = { lock: CeremonyLock } | { heldBy: number; detail: string };

/**
 * Single flight for births of one runtime: `<runtime>/brains/.birth.lock`, created exclusively
 * (a complete temp file hard-linked into place). A lock whose process died is taken over.
 */
export class CeremonyLock {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly token: string,
  ) {}

  static acquire(brainsDir: string, pid: number): LockAttempt {
    const path = join(brainsDir, CEREMONY_LOCK_FILE);
    const record: LockRecord = { schema: LOCK_SCHEMA, pid, token: randomBytes(16).toString('hex'), proc_start: readProcStat(pid)?.startTime ?? null };
    // Each retry follows a change made by someone else (a release or a takeover); bounded.
    for (let attempt = 0; attempt < 5; attempt++) {
      // A refused ceremony removes the brains folder it created; make sure it is there on every try.
      if (mkdirSync(brainsDir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(brainsDir, 0o700);
      const created = createExclusive(path, `${JSON.stringify(record)}\n`);
      if (created === 'vanished') continue;
      if (created) return { lock: new CeremonyLock(path, record.token) };
      const holder = readLock(path);
      if (holder === 'absent') continue;
      if (holder === 'corrupt') return { heldBy: 0, detail: `${path} is not a readable birth lock; if no birth is running, remove it` };
      if (isLive(holder)) return { heldBy: holder.pid, detail: `process ${holder.pid} is running a birth on this runtime (${path})` };
      takeOver(path, holder.token);
    }
    return { heldBy: 0, detail: `${path} kept changing while it was being acquired; retry` };
  }

  /** Removes the lock only while it still carries our token. */
  release(): void {
    if (this.released) return;
    this.released = true;
    const rec = readLock(this.path);
    if (typeof rec !== 'object' || rec.token !== this.token) return;
    unlinkSync(this.path);
    fsyncDir(dirname(this.path));
  }
}

function isLive(holder: LockRecord): boolean {
  if (!isPidAlive(holder.pid)) return false;
  if (holder.proc_start === null) return true;
  const now = readProcStat(holder.pid);
  return now === null || now.startTime === holder.proc_start;
}

/** Moves the stale lock aside; a lock that changed meanwhile (a live competitor's) is linked back. */
function takeOver(path: string, staleToken: string): void {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readLock(aside);
  if (typeof moved !== 'object' || moved.token !== staleToken) {
    try {
      linkSync(aside, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  unlinkSync(aside);
  fsyncDir(dirname(path));
}

/** true when created, false when a lock exists, 'vanished' when the folder went away meanwhile. */
function createExclusive(path: string, text: string): boolean | 'vanished' {
  const temp = `${path}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileAtomic(temp, text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'vanished';
    throw err;
  }
  try {
    linkSync(temp, path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'ENOENT') return 'vanished';
    throw err;
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // Gone with its folder; nothing is left to clean.
    }
  }
  fsyncDir(dirname(path));
  return true;
}

function readLock(path: string): LockRecord | 'absent' | 'corrupt' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'corrupt';
  }
  try {
    const v = JSON.parse(text) as Partial<LockRecord>;
    if (v.schema !== LOCK_SCHEMA || typeof v.pid !== 'number' || v.pid <= 0 || typeof v.token !== 'string') return 'corrupt';
    return { schema: LOCK_SCHEMA, pid: v.pid, token: v.token, proc_start: typeof v.proc_start === 'number' ? v.proc_start : null };
  } catch {
    return 'corrupt';
  }
}
