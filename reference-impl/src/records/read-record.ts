// The one reader of persisted records: every read opens the file here, checks what was opened, then
// validates the bytes against the record's schema. Failures are named refusals, never exceptions.
import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import type { z } from 'zod';
import { errorCode } from './error-code.js';
import { parseRecord, type RecordFormat } from './parse-record.js';
import { refuseRecord, type RecordRead, type RecordRefusal } from './record-refusal.js';

export interface ReadRecordOptions {
  /** false: a symbolic link as the last component is refused (`record_symlink`), never read through. */
  follow?: boolean;
  format?: RecordFormat;
  /** The file must belong to `uid` and carry exactly `mode` (permission bits), else `record_not_private`. */
  privateTo?: { uid: number; mode: number };
  /** The file must belong to this uid and be writable by no one else (group/other write bits clear), else `record_not_private`. */
  ownedBy?: number;
  /** A secret: the file must belong to this uid and be neither readable nor writable by anyone else, else `record_not_private`. */
  secretOf?: number;
}

// Unfollowed reads also never block opening a FIFO: it is refused as not a regular file instead.
const UNFOLLOWED = (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

export function readRecordSync<S extends z.ZodType>(path: string, schema: S, opts: ReadRecordOptions = {}): RecordRead<z.infer<S>> {
  const bytes = readRecordBytesSync(path, opts);
  if (!Buffer.isBuffer(bytes)) return bytes;
  const parsed = parseRecord(bytes, path, schema, opts.format);
  return 'data' in parsed ? { data: parsed.data, bytes } : parsed;
}

export async function readRecord<S extends z.ZodType>(path: string, schema: S, opts: ReadRecordOptions = {}): Promise<RecordRead<z.infer<S>>> {
  const bytes = await readRecordBytes(path, opts);
  if (!Buffer.isBuffer(bytes)) return bytes;
  const parsed = parseRecord(bytes, path, schema, opts.format);
  return 'data' in parsed ? { data: parsed.data, bytes } : parsed;
}

/** The raw bytes of a record file, for records verified before they are parsed (a digest, a binary header). */
export function readRecordBytesSync(path: string, opts: Omit<ReadRecordOptions, 'format'> = {}): Buffer | RecordRefusal {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (opts.follow === false ? UNFOLLOWED : 0));
  } catch (error) {
    return openFailure(path, error, opts);
  }
  try {
    const refused = checkOpened(path, fstatSync(fd), opts);
    if (refused) return refused;
    return readFileSync(fd);
  } catch (error) {
    return readFailure(path, error);
  } finally {
    closeSync(fd);
  }
}

async function readRecordBytes(path: string, opts: Omit<ReadRecordOptions, 'format'> = {}): Promise<Buffer | RecordRefusal> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | (opts.follow === false ? UNFOLLOWED : 0));
  } catch (error) {
    return openFailure(path, error, opts);
  }
  try {
    const refused = checkOpened(path, await handle.stat(), opts);
    if (refused) return refused;
    return await handle.readFile();
  } catch (error) {
    return readFailure(path, error);
  } finally {
    await handle.close();
  }
}

/**
 * The one check on what was opened, before a byte is read. Unfollowed reads demand a regular file;
 * a rule on a record file's owner or mode belongs here.
 */
function checkOpened(path: string, st: Stats, opts: ReadRecordOptions): RecordRefusal | null {
  if (opts.follow === false && !st.isFile()) return refuseRecord('record_not_a_file', path, 'is not a regular file');
  const p = opts.privateTo;
  if (p && (st.uid !== p.uid || (st.mode & 0o777) !== p.mode)) {
    return refuseRecord('record_not_private', path, `is owned by uid ${st.uid} with mode 0${(st.mode & 0o777).toString(8)}, not uid ${p.uid} with mode 0${p.mode.toString(8)}`);
  }
  if (opts.ownedBy !== undefined && (st.uid !== opts.ownedBy || (st.mode & 0o022) !== 0)) {
    return refuseRecord('record_not_private', path, `is owned by uid ${st.uid} with mode 0${(st.mode & 0o777).toString(8)}; only a file of uid ${opts.ownedBy} that no one else may write is trusted`);
  }
  if (opts.secretOf !== undefined && (st.uid !== opts.secretOf || (st.mode & 0o077) !== 0)) {
    return refuseRecord('record_not_private', path, `is owned by uid ${st.uid} with mode 0${(st.mode & 0o777).toString(8)}; a secret must belong to uid ${opts.secretOf} with no access for group or other (chmod 600)`);
  }
  return null;
}

function openFailure(path: string, error: unknown, opts: ReadRecordOptions): RecordRefusal {
  const errno = errorCode(error);
  if (errno === 'ENOENT') return refuseRecord('record_missing', path, 'does not exist', errno);
  if (errno === 'ELOOP' && opts.follow === false) return refuseRecord('record_symlink', path, 'is a symbolic link; it is never read through', errno);
  return refuseRecord('record_unreadable', path, `cannot be opened (${errno ?? String(error)})`, errno);
}

function readFailure(path: string, error: unknown): RecordRefusal {
  const errno = errorCode(error);
  return refuseRecord('record_unreadable', path, `cannot be read (${errno ?? String(error)})`, errno);
}
