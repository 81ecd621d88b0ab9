import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `path` whole: a temp file in the same directory is written, fsynced and renamed over
 * the target, then the directory is fsynced so the rename itself survives a crash.
 */
export function writeFileAtomic(path: string, bytes: string | Buffer, mode = 0o600): void {
  const dir = dirname(path);
  // Random alone keeps concurrent writers (even of one process) apart; no process identity is needed.
  const temp = join(dir, `.${basename(path)}.tmp-${randomBytes(8).toString('hex')}`);
  const fd = openSync(temp, 'wx', mode);
  try {
    try {
      // The creation mode is filtered by the umask; set it exactly.
      fchmodSync(fd, mode);
      const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
      let off = 0;
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (err) {
    try {
      unlinkSync(temp);
    } catch {
      // The temp may already be gone (renamed); the original error is the one that matters.
    }
    throw err;
  }
  fsyncDir(dir);
}

/** Makes directory entries (a rename, a new file or subdirectory) durable. */
export function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
