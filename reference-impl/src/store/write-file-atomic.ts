import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `path` whole: a temp file in the same directory is written, fsynced and renamed over
 * the target, then the directory is fsynced so the rename itself survives a crash. `renamed` runs
 * the moment `path` holds the new bytes, before that fsync: a caller whose rename is a commit point
 * learns it was passed even when the fsync then throws.
 */
export function writeFileAtomic(path: string, bytes: string | Buffer, mode = 0o600, renamed?: () => void): void {
  const temp = writeDurableTemp(path, bytes, mode);
  try {
    renameSync(temp, path);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
  renamed?.();
  fsyncDir(dirname(path));
}

/**
 * `writeFileAtomic` with a pause between the durable temp file and the rename (a test seam): `beforeRename`
 * may hold or throw; a throw removes the temp and leaves `path` as it was.
 */
export async function writeFileAtomicStaged(path: string, bytes: string | Buffer, beforeRename: () => Promise<void>, mode = 0o600): Promise<void> {
  const temp = writeDurableTemp(path, bytes, mode);
  try {
    await beforeRename();
    renameSync(temp, path);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
  fsyncDir(dirname(path));
}

/** A temp file beside `path` holding `bytes`, fsynced, with exactly `mode`; removed again if writing fails. */
function writeDurableTemp(path: string, bytes: string | Buffer, mode: number): string {
  // Random alone keeps concurrent writers (even of one process) apart; no process identity is needed.
  const temp = join(dirname(path), `.${basename(path)}.tmp-${randomBytes(8).toString('hex')}`);
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
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
  return temp;
}

function removeTemp(temp: string): void {
  try {
    unlinkSync(temp);
  } catch {
    // The temp may already be gone (renamed); the original error is the one that matters.
  }
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
