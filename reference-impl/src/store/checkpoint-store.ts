import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CURRENT_SCHEMA,
  GRAPH_SNAPSHOT_FILE,
  SCAN_STAMPS_FILE,
  MANIFEST_FILE,
  MANIFEST_SCHEMA,
  isSafeFileName,
  readRecordBytesSync,
  serializeRecord,
  type CheckpointManifest,
  type CurrentPointer,
} from '../records/index.js';
import { CheckpointError } from './checkpoint-error.js';
import { formatCheckpointId, parseCheckpointSeq, parseCurrentPointer, parseManifest, type CheckpointFiles, type LoadedCheckpoint } from './checkpoint-format.js';
import { VerifiedCheckpoint } from './verified-checkpoint.js';
import { CHECKPOINT_FILES_DIR, CHECKPOINTS_DIR, checkpointStoreDirOf, currentPathOf } from './runtime-layout.js';
import type { SeamHook } from './seam-hook.js';
import { sha256Hex } from './sha256.js';
import { fsyncDir, linkFileAtomic, writeFileAtomic } from './write-file-atomic.js';

/** A checkpoint file as written: its sha256 (hex) and size in bytes. */
export interface WrittenFile {
  sha256: string;
  size: number;
}

/** Mirrors too large to write twice, kept as another name of the checkpoint's file. */
const LINKED_MIRRORS: ReadonlySet<string> = new Set([GRAPH_SNAPSHOT_FILE]);
/** Checkpoint files with no mirror: what only the reference's next refresh reads. */
const UNMIRRORED: ReadonlySet<string> = new Set([SCAN_STAMPS_FILE]);

/**
 * Whole-state checkpoints under `<runtime>/checkpoint-store/`. A commit writes every file once (a large
 * one as a stream, hashed while written) and the manifest durably, then moves `CURRENT` (the commit
 * point), then prunes and refreshes the mirrors `<runtime>/<name>` (the graph's as a hard link, so its
 * bytes are written once); a crash therefore leaves the old or the new state, never a mix.
 */
export class CheckpointStore {
  readonly storeDir: string;
  readonly checkpointsDir: string;
  readonly currentPath: string;
  // Commits from one process run one after another; other processes are kept out by OwnerLock.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly runtimeDir: string,
    private readonly seams: SeamHook,
  ) {
    this.storeDir = checkpointStoreDirOf(runtimeDir);
    this.checkpointsDir = join(this.storeDir, CHECKPOINTS_DIR);
    this.currentPath = currentPathOf(runtimeDir);
  }

  /** null for a runtime that never committed; throws `checkpoint_current_corrupt` for unreadable pointers. */
  readCurrent(): CurrentPointer | null {
    const bytes = readRecordBytesSync(this.currentPath);
    if (Buffer.isBuffer(bytes)) return parseCurrentPointer(bytes, this.currentPath);
    if (bytes.code === 'record_missing') return null;
    throw new CheckpointError('checkpoint_current_corrupt', this.currentPath, bytes.detail);
  }

  /**
   * The checkpoint CURRENT names: the manifest digest verified, every listed file present with its listed
   * size; each file's sha256 is verified as it is read (LoadedCheckpoint).
   */
  loadCurrent(): LoadedCheckpoint | null {
    const ptr = this.readCurrent();
    if (!ptr) return null;
    const dir = join(this.checkpointsDir, ptr.current);
    const manifestPath = join(dir, MANIFEST_FILE);
    const manifestBytes = readRequired(manifestPath);
    if (sha256Hex(manifestBytes) !== ptr.manifest_sha256) {
      throw new CheckpointError('checkpoint_digest_mismatch', manifestPath, `sha256 differs from the one CURRENT records`);
    }
    const manifest = parseManifest(manifestBytes, manifestPath, ptr.current);
    return new VerifiedCheckpoint(ptr.current, join(dir, CHECKPOINT_FILES_DIR), manifest.files);
  }

  /** Writes a new checkpoint and makes it current; returns its id. A failure before CURRENT moves changes nothing. */
  commit(files: CheckpointFiles): Promise<string> {
    return this.enqueue(() => this.commitNow(files, null) as Promise<string>);
  }

  /**
   * As commit, but abandoned once the files are written when `same`, judging them by their sha256 and size, says
   * they change nothing (the caller decides what that means): then nothing is published, CURRENT does not move,
   * the written files are removed, and the answer is null. For a writer that can tell whether anything changed
   * only from the bytes it writes, without encoding them twice.
   */
  commitUnlessSame(files: CheckpointFiles, same: (written: ReadonlyMap<string, WrittenFile>) => boolean): Promise<string | null> {
    return this.enqueue(() => this.commitNow(files, same));
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Brings the runtime-level mirrors `<runtime>/<name>` in line with a checkpoint (e.g. after a crash
   * between moving CURRENT and mirroring); each is replaced atomically, one already in line is left alone.
   * The graph snapshot's mirror is another name of the checkpoint's file (a hard link, so it costs no
   * second write); the small records are copies, so an edit of one in place never reaches the checkpoint.
   * Returns the names rewritten.
   */
  writeMirrors(checkpoint: LoadedCheckpoint): string[] {
    const written: string[] = [];
    for (const name of [...checkpoint.names].sort()) {
      if (UNMIRRORED.has(name)) continue;
      const source = join(checkpoint.filesDir, name);
      const path = join(this.runtimeDir, name);
      if (LINKED_MIRRORS.has(name)) {
        if (isSameFile(source, path)) continue;
        linkFileAtomic(source, path);
      } else {
        const bytes = Buffer.from(checkpoint.text(name) as string, 'utf8');
        if (holdsBytes(path, bytes)) continue;
        writeFileAtomic(path, bytes);
      }
      written.push(name);
    }
    return written;
  }

  private async commitNow(files: CheckpointFiles, same: ((written: ReadonlyMap<string, WrittenFile>) => boolean) | null): Promise<string | null> {
    const names = Object.keys(files).sort();
    for (const name of names) {
      if (!isSafeFileName(name)) {
        throw new CheckpointError('checkpoint_invalid_name', name, 'a checkpoint file name must be one plain path component');
      }
    }
    await this.seams('checkpoint.write');
    const previous = this.readCurrent();
    const seq = (previous ? (parseCheckpointSeq(previous.current) ?? 0) : 0) + 1;
    const id = formatCheckpointId(seq);
    const dir = join(this.checkpointsDir, id);
    let published = false;
    let manifest: CheckpointManifest;
    try {
      const written = this.writeCheckpoint(dir, id, seq, names, files, same);
      if (written === null) return null;
      manifest = written.manifest;
      await this.seams('checkpoint.publish');
      const pointer: CurrentPointer = {
        schema: CURRENT_SCHEMA,
        current: id,
        fallback: previous?.current ?? null,
        manifest_sha256: written.sha256,
      };
      // Published once CURRENT names it, even if the directory fsync after the rename then fails.
      writeFileAtomic(this.currentPath, serializeRecord(pointer), 0o600, () => {
        published = true;
      });
    } finally {
      // An unpublished checkpoint is garbage; nothing points at it.
      if (!published) rmSync(dir, { recursive: true, force: true });
    }
    this.prune(id, previous?.current ?? null);
    await this.seams('checkpoint.mirror');
    this.writeMirrors(new VerifiedCheckpoint(id, join(dir, CHECKPOINT_FILES_DIR), manifest.files));
    return id;
  }

  /** Writes the files and the manifest durably; returns the manifest and its sha256, or null when `same` says so. */
  private writeCheckpoint(dir: string, id: string, seq: number, names: string[], files: CheckpointFiles, same: ((written: ReadonlyMap<string, WrittenFile>) => boolean) | null): { manifest: CheckpointManifest; sha256: string } | null {
    const filesDir = join(dir, CHECKPOINT_FILES_DIR);
    mkdirSync(filesDir, { recursive: true, mode: 0o700 });
    // The new directory entries must be durable before CURRENT may name them.
    fsyncDir(this.checkpointsDir);
    fsyncDir(this.storeDir);
    fsyncDir(this.runtimeDir);
    const manifest: CheckpointManifest = { schema: MANIFEST_SCHEMA, id, seq, files: [] };
    for (const name of names) {
      const written = writeFileAtomic(join(filesDir, name), files[name] as CheckpointFiles[string]);
      manifest.files.push({ name, ...written });
    }
    if (same && same(new Map(manifest.files.map((f) => [f.name, { sha256: f.sha256, size: f.size }])))) return null;
    fsyncDir(dir);
    const { sha256 } = writeFileAtomic(join(dir, MANIFEST_FILE), serializeRecord(manifest));
    return { manifest, sha256 };
  }

  /** Keeps only the current checkpoint and its fallback; older ones and leftovers of failed commits go. */
  private prune(current: string, fallback: string | null): void {
    for (const entry of readdirSync(this.checkpointsDir)) {
      if (entry === current || entry === fallback) continue;
      rmSync(join(this.checkpointsDir, entry), { recursive: true, force: true });
    }
  }
}

/** Whether `path` is a private file (mode 0600) holding exactly `bytes`. */
function holdsBytes(path: string, bytes: Buffer): boolean {
  try {
    return (statSync(path).mode & 0o777) === 0o600 && readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/** Whether both paths name one private file (the same inode, mode 0600). */
function isSameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino && (y.mode & 0o777) === 0o600;
  } catch {
    return false;
  }
}

function readRequired(path: string): Buffer {
  const bytes = readRecordBytesSync(path);
  if (Buffer.isBuffer(bytes)) return bytes;
  const detail = bytes.code === 'record_missing' ? 'the current checkpoint lists it but it is absent' : bytes.detail;
  throw new CheckpointError('checkpoint_missing_file', path, detail);
}
