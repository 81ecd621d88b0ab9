// File moves behind every pid lock: a complete record appears at once, and a stale one leaves only as itself.
import { closeSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { errorCode } from '../records/index.js';
import { fsyncDir, writeFileAtomic } from './write-file-atomic.js';

/**
 * Exclusive create of a complete file: the record is written to a temp file and hard-linked into
 * place, so no reader ever sees a half-written lock. Falls back to O_EXCL where links are unsupported.
 * true when created, false when a lock exists, 'vanished' when its folder went away meanwhile.
 */
export function createExclusive(path: string, bytes: string, pid: number): boolean | 'vanished' {
  const temp = `${path}.new-${pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileAtomic(temp, bytes);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return 'vanished';
    throw err;
  }
  try {
    linkSync(temp, path);
  } catch (err) {
    const code = errorCode(err);
    if (code === 'EEXIST') return false;
    if (code === 'ENOENT') return 'vanished';
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    return createWithExcl(path, bytes);
  } finally {
    removeQuietly(temp);
  }
  fsyncDir(dirname(path));
  return true;
}

/**
 * Moves the lock aside and deletes it only if it is still the stale record that was judged; a lock
 * created meanwhile by a live competitor is linked back untouched. The caller then races for an
 * exclusive create, so concurrent takeovers of one stale lock yield exactly one owner.
 */
export function removeStaleLock(path: string, staleToken: string, tokenOf: (path: string) => string | null, pid: number): void {
  const aside = `${path}.stale-${pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return;
    throw err;
  }
  if (tokenOf(aside) !== staleToken) {
    try {
      linkSync(aside, path);
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
    }
  }
  unlinkSync(aside);
  fsyncDir(dirname(path));
}

function createWithExcl(path: string, bytes: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
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

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already (with its folder, or never linked); nothing is left to clean.
  }
}
