import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, writeSync, fsyncSync, type Stats } from 'node:fs';
import type { RecordRefusal } from '../records/index.js';
import { AgentError } from './agent-error.js';

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `${path} cannot be inspected (${(error as { code?: string }).code ?? 'unknown error'}); nothing was changed`, { path });
  }
}

/** The path must be a real directory, not a symbolic link to one. */
export function assertRealDirectory(path: string, label: string): Stats {
  const st = lstatOrNull(path);
  if (st === null) throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} is missing; nothing was changed`, { path });
  if (st.isSymbolicLink()) throw new AgentError('M1ND_AGENT_CACHE_SYMLINK', `the ${label} ${path} is a symbolic link; replace it with a real directory`, { path });
  if (!st.isDirectory()) throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} is not a directory; move it aside`, { path });
  return st;
}

/**
 * Creates a new regular file exclusively (never through a link, never over an existing file), runs
 * `afterOpen` while it is still empty, then writes and syncs `contents`. Throws EEXIST as is.
 */
export async function writeExclusiveFile(path: string, contents: string, afterOpen?: () => Promise<void>): Promise<void> {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, 0o600);
  try {
    if (!fstatSync(fd).isFile()) throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `${path} was opened but is not a regular file`, { path });
    if (afterOpen) await afterOpen();
    const bytes = Buffer.from(contents, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Lists a runtime directory; a listing the OS refuses is unreadable state, left as it is. */
export function listDirectory(path: string, label: string): string[] {
  try {
    return readdirSync(path);
  } catch (error) {
    throw new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} cannot be listed (${(error as { code?: string }).code ?? String(error)}); nothing was changed`, { path });
  }
}

/** The agent CLI's error for a record it could not use: a link is CACHE_SYMLINK, anything else CACHE_UNREADABLE. */
export function recordError(refusal: RecordRefusal, label: string, advice: string): AgentError {
  const { path } = refusal;
  if (refusal.code === 'record_symlink') return new AgentError('M1ND_AGENT_CACHE_SYMLINK', `the ${label} ${path} is a symbolic link; it is never read through`, { path });
  if (refusal.code === 'record_missing') return new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} is missing`, { path });
  if (refusal.code === 'record_not_json') return new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} is not valid JSON; ${advice}`, { path, record: refusal.code });
  return new AgentError('M1ND_AGENT_CACHE_UNREADABLE', `the ${label} ${path} ${refusal.detail}; ${advice}`, { path, record: refusal.code });
}
