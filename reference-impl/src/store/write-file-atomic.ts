import { closeSync, copyFileSync, fchmodSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Content too large for one string: its bytes as chunks, produced afresh by each call of `chunks`. */
export interface StreamedContent {
  chunks(): Iterable<string | Buffer>;
  /** Told the sha256 and size of the bytes the chunks gave, once every chunk is written (they are hashed once). */
  written?(file: WrittenFile): void;
}

/** What a file is written from: text (UTF-8), bytes, or a producer of chunks. */
export type FileContent = string | Buffer | StreamedContent;

/** The sha256 (hex) and size of the bytes a write put on disk, computed while writing. */
export interface WrittenFile {
  sha256: string;
  size: number;
}

/**
 * Replaces `path` whole: a temp file in the same directory is written, fsynced and renamed over
 * the target, then the directory is fsynced so the rename itself survives a crash. `renamed` runs
 * the moment `path` holds the new bytes, before that fsync: a caller whose rename is a commit point
 * learns it was passed even when the fsync then throws.
 */
export function writeFileAtomic(path: string, bytes: FileContent, mode = 0o600, renamed?: () => void): WrittenFile {
  const { temp, written } = writeDurableTemp(path, bytes, mode);
  try {
    renameSync(temp, path);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
  renamed?.();
  fsyncDir(dirname(path));
  return written;
}

/**
 * Makes `path` another name of the existing file `source` (a hard link: no byte is copied), replacing
 * `path` atomically; where the file system refuses links, a copy made durable first. Never touches `source`.
 */
export function linkFileAtomic(source: string, path: string): void {
  const temp = tempNameFor(path);
  try {
    try {
      linkSync(source, temp);
    } catch {
      copyFileSync(source, temp);
      const fd = openSync(temp, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    renameSync(temp, path);
  } finally {
    // Renaming one link of a file over another link of the same file leaves both names: drop the temp.
    removeTemp(temp);
  }
  fsyncDir(dirname(path));
}

/**
 * `writeFileAtomic` with a pause between the durable temp file and the rename (a test seam): `beforeRename`
 * may hold or throw; a throw removes the temp and leaves `path` as it was.
 */
export async function writeFileAtomicStaged(path: string, bytes: FileContent, beforeRename: () => Promise<void>, mode = 0o600): Promise<void> {
  const { temp } = writeDurableTemp(path, bytes, mode);
  try {
    await beforeRename();
    renameSync(temp, path);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
  fsyncDir(dirname(path));
}

// Random alone keeps concurrent writers (even of one process) apart; no process identity is needed.
const tempNameFor = (path: string): string => join(dirname(path), `.${basename(path)}.tmp-${randomBytes(8).toString('hex')}`);

/**
 * A temp file beside `path` holding the content, fsynced, with exactly `mode`; removed again if writing
 * (or producing a chunk) fails. Chunks are written as they come and hashed on the way.
 */
function writeDurableTemp(path: string, content: FileContent, mode: number): { temp: string; written: WrittenFile } {
  const temp = tempNameFor(path);
  const fd = openSync(temp, 'wx', mode);
  const hash = createHash('sha256');
  let size = 0;
  try {
    try {
      // The creation mode is filtered by the umask; set it exactly.
      fchmodSync(fd, mode);
      const chunks = typeof content === 'string' || Buffer.isBuffer(content) ? [content] : content.chunks();
      for (const chunk of chunks) {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        let off = 0;
        while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
        hash.update(buf);
        size += buf.length;
      }
      const written = { sha256: hash.digest('hex'), size };
      if (typeof content !== 'string' && !Buffer.isBuffer(content)) content.written?.(written);
      fsyncSync(fd);
      return { temp, written };
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
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
