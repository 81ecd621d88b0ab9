import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readRecordBytesSync, type ManifestEntry } from '../records/index.js';
import { CheckpointError } from './checkpoint-error.js';
import type { LoadedCheckpoint } from './checkpoint-format.js';
import { sha256Hex } from './sha256.js';

const CHUNK_BYTES = 1 << 20;
const ABSENT = 'the current checkpoint lists it but it is absent';

/**
 * A checkpoint whose manifest matched CURRENT and whose listed files all exist with their listed sizes
 * (checked here, so a missing or cut file is refused at once); contents are verified as they are read.
 */
export class VerifiedCheckpoint implements LoadedCheckpoint {
  readonly names: string[];
  private readonly entries: Map<string, ManifestEntry>;

  constructor(
    readonly id: string,
    readonly filesDir: string,
    files: ManifestEntry[],
  ) {
    this.entries = new Map(files.map((f) => [f.name, f]));
    this.names = [...this.entries.keys()].sort();
    for (const entry of files) {
      const path = join(filesDir, entry.name);
      let size: number;
      try {
        size = statSync(path).size;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new CheckpointError('checkpoint_missing_file', path, code === 'ENOENT' ? ABSENT : `cannot be read (${code})`, { cause: error });
      }
      if (size !== entry.size) throw new CheckpointError('checkpoint_digest_mismatch', path, `size ${size} differs from the manifest's ${entry.size}`);
    }
  }

  text(name: string): string | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const path = join(this.filesDir, name);
    const bytes = readRecordBytesSync(path);
    if (!Buffer.isBuffer(bytes)) throw new CheckpointError('checkpoint_missing_file', path, bytes.code === 'record_missing' ? ABSENT : bytes.detail);
    if (bytes.length !== entry.size || sha256Hex(bytes) !== entry.sha256) {
      throw new CheckpointError('checkpoint_digest_mismatch', path, 'size or sha256 differs from the manifest');
    }
    return bytes.toString('utf8');
  }

  chunks(name: string): Iterable<Buffer> | undefined {
    const entry = this.entries.get(name);
    return entry ? readVerifiedChunks(join(this.filesDir, name), entry) : undefined;
  }

  listedSha256(name: string): string | undefined {
    return this.entries.get(name)?.sha256;
  }
}

function* readVerifiedChunks(path: string, entry: ManifestEntry): Generator<Buffer> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CheckpointError('checkpoint_missing_file', path, code === 'ENOENT' ? ABSENT : `cannot be read (${code})`, { cause: error });
  }
  const hash = createHash('sha256');
  let size = 0;
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK_BYTES);
      const n = readSync(fd, buf, 0, CHUNK_BYTES, null);
      if (n === 0) break;
      const chunk = n === CHUNK_BYTES ? buf : buf.subarray(0, n);
      hash.update(chunk);
      size += n;
      if (size > entry.size) break;
      yield chunk;
    }
  } finally {
    closeSync(fd);
  }
  if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
    throw new CheckpointError('checkpoint_digest_mismatch', path, 'size or sha256 differs from the manifest');
  }
}
