import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CURRENT_SCHEMA,
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
import { CHECKPOINT_FILES_DIR, CHECKPOINTS_DIR, checkpointStoreDirOf, currentPathOf } from './runtime-layout.js';
import type { SeamHook } from './seam-hook.js';
import { sha256Hex } from './sha256.js';
import { fsyncDir, writeFileAtomic } from './write-file-atomic.js';

/**
 * Whole-state checkpoints under `<runtime>/checkpoint-store/`. A commit writes every file and the
 * manifest durably, then moves `CURRENT` (the commit point), then prunes and refreshes the mirrors
 * `<runtime>/<name>`; a crash therefore leaves the old or the new state, never a mix.
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

  /** The checkpoint CURRENT names, with the manifest digest and every file digest verified. */
  loadCurrent(): LoadedCheckpoint | null {
    const ptr = this.readCurrent();
    if (!ptr) return null;
    const dir = join(this.checkpointsDir, ptr.current);
    const manifestPath = join(dir, MANIFEST_FILE);
    const filesDir = join(dir, CHECKPOINT_FILES_DIR);
    const manifestBytes = readRequired(manifestPath);
    if (sha256Hex(manifestBytes) !== ptr.manifest_sha256) {
      throw new CheckpointError('checkpoint_digest_mismatch', manifestPath, `sha256 differs from the one CURRENT records`);
    }
    const manifest = parseManifest(manifestBytes, manifestPath, ptr.current);
    const files: CheckpointFiles = {};
    for (const entry of manifest.files) {
      const path = join(filesDir, entry.name);
      const bytes = readRequired(path);
      if (bytes.length !== entry.size || sha256Hex(bytes) !== entry.sha256) {
        throw new CheckpointError('checkpoint_digest_mismatch', path, 'size or sha256 differs from the manifest');
      }
      files[entry.name] = bytes.toString('utf8');
    }
    return { id: ptr.current, filesDir, files };
  }

  /** Writes a new checkpoint and makes it current; returns its id. A failure before CURRENT moves changes nothing. */
  commit(files: CheckpointFiles): Promise<string> {
    const run = this.queue.then(() => this.commitNow(files));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Brings the runtime-level mirrors in line with `files` (e.g. after a crash between moving CURRENT
   * and mirroring); identical mirrors are left alone. Returns the names rewritten.
   */
  writeMirrors(files: CheckpointFiles): string[] {
    const written: string[] = [];
    for (const name of Object.keys(files).sort()) {
      const path = join(this.runtimeDir, name);
      const bytes = Buffer.from(files[name] as string, 'utf8');
      if (isSameFile(path, bytes)) continue;
      writeFileAtomic(path, bytes);
      written.push(name);
    }
    return written;
  }

  private async commitNow(files: CheckpointFiles): Promise<string> {
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
    try {
      const manifestSha = this.writeCheckpoint(dir, id, seq, names, files);
      await this.seams('checkpoint.publish');
      const pointer: CurrentPointer = {
        schema: CURRENT_SCHEMA,
        current: id,
        fallback: previous?.current ?? null,
        manifest_sha256: manifestSha,
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
    this.writeMirrors(files);
    return id;
  }

  private writeCheckpoint(dir: string, id: string, seq: number, names: string[], files: CheckpointFiles): string {
    const filesDir = join(dir, CHECKPOINT_FILES_DIR);
    mkdirSync(filesDir, { recursive: true, mode: 0o700 });
    // The new directory entries must be durable before CURRENT may name them.
    fsyncDir(this.checkpointsDir);
    fsyncDir(this.storeDir);
    fsyncDir(this.runtimeDir);
    const manifest: CheckpointManifest = { schema: MANIFEST_SCHEMA, id, seq, files: [] };
    for (const name of names) {
      const bytes = Buffer.from(files[name] as string, 'utf8');
      writeFileAtomic(join(filesDir, name), bytes);
      manifest.files.push({ name, sha256: sha256Hex(bytes), size: bytes.length });
    }
    fsyncDir(dir);
    const manifestBytes = serializeRecord(manifest);
    writeFileAtomic(join(dir, MANIFEST_FILE), manifestBytes);
    return sha256Hex(manifestBytes);
  }

  /** Keeps only the current checkpoint and its fallback; older ones and leftovers of failed commits go. */
  private prune(current: string, fallback: string | null): void {
    for (const entry of readdirSync(this.checkpointsDir)) {
      if (entry === current || entry === fallback) continue;
      rmSync(join(this.checkpointsDir, entry), { recursive: true, force: true });
    }
  }
}

function isSameFile(path: string, bytes: Buffer): boolean {
  try {
    return (statSync(path).mode & 0o777) === 0o600 && readFileSync(path).equals(bytes);
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
