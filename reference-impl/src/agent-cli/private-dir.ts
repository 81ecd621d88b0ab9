// The one rule for a directory whose contents the agent CLI trusts (its cache base, a registry, an owner's
// runtime): a real directory, not a symbolic link, owned by the user, writable by no one else, under ancestors
// only the user or root can write. Anything a neighbour could write is never trusted.
import { lstatSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { canonicalise } from '../paths/index.js';

const GROUP_OR_OTHER_WRITE = 0o022;

export type PrivateDirProblem =
  | { kind: 'missing' | 'symlink' | 'not_a_directory' | 'unresolvable'; path: string; detail: string }
  | { kind: 'owner' | 'mode'; path: string; detail: string }
  | { kind: 'ancestor_owner' | 'ancestor_mode' | 'ancestor_unreadable'; path: string; ancestor: string; detail: string };

/** The canonical path of a directory that passes the rule, or the first problem found. */
export function checkPrivateDirectory(path: string, uid: number): { path: string } | { problem: PrivateDirProblem } {
  let own: Stats;
  try {
    own = lstatSync(path);
  } catch (error) {
    return { problem: { kind: 'missing', path, detail: `cannot be inspected (${codeOf(error)})` } };
  }
  if (own.isSymbolicLink()) return { problem: { kind: 'symlink', path, detail: 'is a symbolic link' } };
  if (!own.isDirectory()) return { problem: { kind: 'not_a_directory', path, detail: 'is not a directory' } };
  const resolved = canonicalise(path);
  if (!('path' in resolved)) return { problem: { kind: 'unresolvable', path, detail: `cannot be resolved (${resolved.errno ?? resolved.reason})` } };
  const canonical = resolved.path;
  const st = statSync(canonical);
  if (st.uid !== uid) return { problem: { kind: 'owner', path: canonical, detail: `is owned by uid ${st.uid}, not ${uid}` } };
  if ((st.mode & GROUP_OR_OTHER_WRITE) !== 0) return { problem: { kind: 'mode', path: canonical, detail: `has mode ${octal(st.mode)}, writable by group or other` } };
  for (let dir = dirname(canonical); ; dir = dirname(dir)) {
    let a: Stats;
    try {
      a = statSync(dir);
    } catch (error) {
      return { problem: { kind: 'ancestor_unreadable', path: canonical, ancestor: dir, detail: `its ancestor ${dir} cannot be inspected (${codeOf(error)})` } };
    }
    if (a.uid !== uid && a.uid !== 0) return { problem: { kind: 'ancestor_owner', path: canonical, ancestor: dir, detail: `its ancestor ${dir} is owned by uid ${a.uid}` } };
    // Sticky or not: a neighbour who can write an ancestor can swap what lies below it.
    if ((a.mode & GROUP_OR_OTHER_WRITE) !== 0) return { problem: { kind: 'ancestor_mode', path: canonical, ancestor: dir, detail: `its ancestor ${dir} has mode ${octal(a.mode)}, writable by group or other` } };
    if (dirname(dir) === dir) break;
  }
  return { path: canonical };
}

export function octal(mode: number): string {
  return `0${(mode & 0o7777).toString(8)}`;
}

function codeOf(error: unknown): string {
  return (error as { code?: string }).code ?? String(error);
}
