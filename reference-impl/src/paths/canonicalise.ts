// The one rule that turns a spelling of a path into its canonical form; every identity decision uses it.
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { errorCode } from '../records/index.js';

/** Why a spelling has no canonical path. */
export type UncanonicalReason = 'empty' | 'not_absolute' | 'missing' | 'not_a_directory' | 'loop' | 'permission' | 'unresolvable';

export interface Uncanonical {
  reason: UncanonicalReason;
  /** The errno behind the reason (ENOENT, ELOOP, ...); null when no system call failed. */
  errno: string | null;
  /** `not_a_directory` only: the canonical path the spelling resolved to. */
  resolved?: string;
}

export type Canonical = { path: string } | Uncanonical;

export interface CanonicaliseOptions {
  /** `directory`: a path that resolves to anything else is `not_a_directory`. */
  expect?: 'directory';
}

/** Linux's PATH_MAX: the bytes of a path a system call accepts, its terminating NUL included. */
const PATH_MAX = 4096;

// The system's realpath(3), which walks the disk one component at a time: `missing/..` is ENOENT,
// `<file>/..` ENOTDIR, `<link>/..` the parent of the link's target. Node's JavaScript realpath first
// resolves `..` as text, so a path that names nothing would get the identity of its textual parent.
const realpath = (path: string): string => realpathSync.native(path);

/**
 * The canonical path of an absolute spelling (symbolic links, `.`, `..` and repeated slashes resolved
 * on the disk, in order), or why it has none. A relative spelling is never completed by the working directory: callers that
 * mean "relative to X" resolve against X first.
 */
export function canonicalise(raw: string, opts: CanonicaliseOptions = {}): Canonical {
  if (raw.trim() === '') return { reason: 'empty', errno: null };
  if (!isAbsolute(raw)) return { reason: 'not_absolute', errno: null };
  // The C library's realpath walks a spelling longer than PATH_MAX piece by piece, but the kernel looks up no
  // such path (ENAMETOOLONG): what no system call can open names nothing.
  if (Buffer.byteLength(raw) >= PATH_MAX) return { reason: 'unresolvable', errno: 'ENAMETOOLONG' };
  let path: string;
  try {
    path = realpath(raw);
  } catch (error) {
    return fromError(error);
  }
  if (opts.expect === 'directory') {
    try {
      if (!statSync(path).isDirectory()) return { reason: 'not_a_directory', errno: null, resolved: path };
    } catch (error) {
      return fromError(error);
    }
  }
  return { path };
}

/** The canonical path, or null when there is none (for callers to whom every reason means "no identity"). */
export function canonicalOrNull(raw: unknown, opts: CanonicaliseOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const c = canonicalise(raw, opts);
  return 'path' in c ? c.path : null;
}

/** A short human phrase for a reason, with its errno: e.g. "does not exist (ENOENT)". */
export function describeUncanonical(u: Uncanonical): string {
  const errno = u.errno ? ` (${u.errno})` : '';
  switch (u.reason) {
    case 'empty':
      return 'is empty';
    case 'not_absolute':
      return 'is not an absolute path';
    case 'missing':
      return `does not exist${errno}`;
    case 'not_a_directory':
      return `resolves to ${u.resolved ?? 'something'} which is not a directory`;
    case 'loop':
      return `runs into a loop of symbolic links${errno}`;
    case 'permission':
      return `cannot be searched${errno}`;
    case 'unresolvable':
      return `does not resolve${errno}`;
  }
}

function fromError(error: unknown): Uncanonical {
  const errno = errorCode(error);
  if (errno === 'ENOENT' || errno === 'ENOTDIR') return { reason: 'missing', errno };
  if (errno === 'ELOOP') return { reason: 'loop', errno };
  if (errno === 'EACCES' || errno === 'EPERM') return { reason: 'permission', errno };
  return { reason: 'unresolvable', errno };
}
