// What a file's inode said when its bytes were read (device, inode, size, mtime, ctime), so a refresh may take a
// file whose inode says the same today for unchanged without reading it again. On the local file systems of Linux an
// edit, even one that puts size and mtime back, moves the ctime (no caller can set it), and a file replaced by a
// rename has another inode. What no stamp can see is an edit in the same clock tick as the read, so a stamp is kept
// only for a file whose ctime and mtime were already STAMP_TRUST_MARGIN_MS old when its scan began (the file
// system's clock is taken to agree with this process's within the margin). A file on any other file system (a
// network or FUSE one may answer from cached attributes, or report a ctime a caller can set) and any file on
// another platform keeps no stamp. Neither can see a write through a shared memory mapping, which moves no
// timestamp once the page is dirty. A file without a kept stamp is read and digested, as before.
import { statfsSync, type Stats } from 'node:fs';
import { sortGraph } from './sort-graph.js';
import type { FileEntry, Graph } from './types.js';

export interface FileStamp {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** How old a file's ctime and mtime must be at the start of the scan that reads it for its stamp to be kept. */
export const STAMP_TRUST_MARGIN_MS = 3000;

/** The stamp of a read whose scan began at `scanStartMs`, or null when the file changed too recently to trust it. */
export function trustedStamp(st: Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs' | 'ctimeMs'>, scanStartMs: number): FileStamp | null {
  const before = scanStartMs - STAMP_TRUST_MARGIN_MS;
  if (!(st.ctimeMs < before && st.mtimeMs < before)) return null;
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
}

/**
 * File systems (statfs f_type) whose ctime is the kernel's own and whose attributes are never served from a cache
 * another host could have outdated: ext2/3/4, XFS, Btrfs, tmpfs, ramfs, overlayfs, F2FS, ZFS, bcachefs.
 */
const LOCAL_FILE_SYSTEMS: ReadonlySet<number> = new Set([0xef53, 0x58465342, 0x9123683e, 0x01021994, 0x858458f6, 0x794c7630, 0xf2f52010, 0x2fc12fc1, 0xca451a4e]);

/** Each device's verdict, for one scan (a device number can be another file system's after a remount). */
let verdicts: { scanStartMs: number; byDev: Map<number, boolean> } = { scanStartMs: Number.NaN, byDev: new Map() };

/**
 * Whether files on the device of `abs` (`dev`, from its status) may keep stamps: on Linux, on a local file system
 * (LOCAL_FILE_SYSTEMS); asked once per device in a scan. A file system that cannot be inspected cannot.
 */
export function stampsTrustedOn(abs: string, dev: number, scanStartMs: number): boolean {
  if (process.platform !== 'linux') return false;
  if (verdicts.scanStartMs !== scanStartMs) verdicts = { scanStartMs, byDev: new Map() };
  let verdict = verdicts.byDev.get(dev);
  if (verdict === undefined) {
    try {
      verdict = LOCAL_FILE_SYSTEMS.has(statfsSync(abs).type);
    } catch {
      verdict = false;
    }
    verdicts.byDev.set(dev, verdict);
  }
  return verdict;
}

export function sameStamp(a: FileStamp, b: Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs' | 'ctimeMs'>): boolean {
  return a.ino === b.ino && a.ctimeMs === b.ctimeMs && a.mtimeMs === b.mtimeMs && a.size === b.size && a.dev === b.dev;
}

/**
 * Each file entry's stamp, by the entry itself: an entry a later graph keeps (a splice, a rescan that reuses the
 * part) keeps its stamp, and a new entry for the same path has none until it is read. Never part of the graph's
 * records or digest.
 */
const stamps = new WeakMap<FileEntry, FileStamp>();

export function stampOf(entry: FileEntry): FileStamp | undefined {
  return stamps.get(entry);
}

export function setStamp(entry: FileEntry, stamp: FileStamp | null): void {
  if (stamp) stamps.set(entry, stamp);
  else stamps.delete(entry);
}

/** Fields per file in the encoded form, each a float64: dev, ino, size, mtime, ctime (NaN: no stamp). */
const FIELDS = 5;

/**
 * The stamps of `graph`'s files, in the snapshot's file order (sortGraph's), as little-endian float64s; null when
 * no file has one. Written beside the snapshot in the same checkpoint, so it always describes that snapshot's files.
 */
export function encodeStamps(graph: Graph): Buffer | null {
  const { files } = sortGraph(graph);
  const out = Buffer.alloc(files.length * FIELDS * 8);
  let any = false;
  files.forEach((entry, i) => {
    const s = stamps.get(entry);
    if (s) any = true;
    const put = (k: number, v: number | undefined) => out.writeDoubleLE(v ?? Number.NaN, (i * FIELDS + k) * 8);
    put(0, s?.dev);
    put(1, s?.ino);
    put(2, s?.size);
    put(3, s?.mtimeMs);
    put(4, s?.ctimeMs);
  });
  return any ? out : null;
}

/**
 * Gives `graph`'s files the stamps `bytes` encodes (encodeStamps of the graph the checkpoint holds). Bytes of
 * another length, or a stamp whose size is not its entry's, are not trusted: no file gets a stamp, and the next
 * refresh reads every file. Returns how many files got one.
 */
export function adoptStamps(graph: Graph, bytes: Buffer): number {
  if (bytes.length !== graph.files.length * FIELDS * 8) return 0;
  const decoded: [FileEntry, FileStamp][] = [];
  const field = (i: number, k: number) => bytes.readDoubleLE((i * FIELDS + k) * 8);
  for (const [i, entry] of graph.files.entries()) {
    const dev = field(i, 0);
    if (Number.isNaN(dev)) continue;
    const [ino, size, mtimeMs, ctimeMs] = [field(i, 1), field(i, 2), field(i, 3), field(i, 4)];
    if (size !== entry.size) return 0;
    decoded.push([entry, { dev, ino, size, mtimeMs, ctimeMs }]);
  }
  for (const [entry, stamp] of decoded) stamps.set(entry, stamp);
  return decoded.length;
}
