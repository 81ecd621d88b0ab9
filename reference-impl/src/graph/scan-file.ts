// One walked file's share of a scan, the same on a worker thread and inline: read it, and either confirm it is
// byte-identical to the previous graph's entry for that path or build its part of the graph. A file whose inode
// still carries the stamp of the read that gave the previous entry (file-stamps.ts) is confirmed without a read.
import { lstatSync, type Stats } from 'node:fs';
import { buildFilePart, sha256Hex, type FilePart } from './build-file.js';
import { sameStamp, stampsTrustedOn, trustedStamp, type FileStamp } from './file-stamps.js';
import { readTextFileSync } from './read-text-file.js';

export interface ScanTask {
  relPath: string;
  absPath: string;
  /** The previous graph's digest and size of this path, when its part can be reused, and its entry's stamp if any. */
  previous: { sha256: string; size: number; stamp?: FileStamp } | null;
}

/** null: not read (gone, not a regular file, over the cap, binary); 'same': the previous part stands. */
export type ScanOutcome = FilePart | 'same' | null;

export interface ScanResult {
  outcome: ScanOutcome;
  /** The stamp the file's entry keeps: of this read when it can be trusted, the previous one when it still holds. */
  stamp: FileStamp | null;
}

/** `scanStartMs`: when the scan began (Date.now()), which says whether a read's stamp can be trusted. */
export async function scanFile(root: string, task: ScanTask, scanStartMs: number, signal?: AbortSignal): Promise<ScanResult> {
  const prev = task.previous;
  const confirmed = confirmedByStamp(task, scanStartMs);
  if (confirmed) return confirmed;
  const seen: { st: Stats | null } = { st: null };
  const bytes = readTextFileSync(task.absPath, (st) => (seen.st = st));
  if (!bytes) return { outcome: null, stamp: null };
  const stamp = stampOfRead(task.absPath, seen.st, bytes.length, scanStartMs);
  // The digest, never size or mtime alone: an edit that keeps both must still be parsed again.
  if (prev && prev.size === bytes.length && prev.sha256 === sha256Hex(bytes)) return { outcome: 'same', stamp };
  return { outcome: await buildFilePart(root, task.relPath, bytes, signal), stamp };
}

/** 'same' for a file whose previous entry's stamp still holds (an lstat, no read); null when it must be read. */
export function confirmedByStamp(task: ScanTask, scanStartMs: number): ScanResult | null {
  const stamp = task.previous?.stamp;
  return stamp && stampHolds(task.absPath, stamp, scanStartMs) ? { outcome: 'same', stamp } : null;
}

/**
 * The stamp a read keeps: none when the file changed in the margin before the scan, lies on a file system whose
 * stamps are not trusted, or changed size while it was read (its status no longer describes the bytes).
 */
function stampOfRead(abs: string, st: Stats | null, length: number, scanStartMs: number): FileStamp | null {
  if (st === null || st.size !== length || !stampsTrustedOn(abs, st.dev, scanStartMs)) return null;
  return trustedStamp(st, scanStartMs);
}

/** Whether the path is still the regular file (not a link to one) `stamp` was taken of, unchanged since. */
function stampHolds(abs: string, stamp: FileStamp, scanStartMs: number): boolean {
  try {
    const st = lstatSync(abs, { throwIfNoEntry: false });
    return st !== undefined && st.isFile() && sameStamp(stamp, st) && stampsTrustedOn(abs, st.dev, scanStartMs);
  } catch {
    return false;
  }
}
