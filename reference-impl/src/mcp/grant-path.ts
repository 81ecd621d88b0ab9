import { statSync } from 'node:fs';
import path from 'node:path';
import { anchorPath, canonicalise } from '../paths/index.js';

export type GrantPath = { abs: string; root: string; rel: string } | { code: 'outside_grant' | 'not_found' | 'not_a_file'; message: string };

const inside = (child: string, parent: string) => child === parent || child.startsWith(`${parent}/`);

/**
 * A caller's spelling of a file (relative to the granted root, or absolute) as the canonical file it names,
 * only when that file lies inside a granted root and outside the runtime directory. Every decision is taken
 * on the canonical path (links and `..` resolved on the disk), so a link out of the root is outside it.
 */
export function resolveInGrant(raw: string, roots: readonly string[], runtime: string | null): GrantPath {
  if (roots.length === 0) return { code: 'outside_grant', message: 'no root is granted to this brain, so no file lies inside the grant' };
  const relative = !path.posix.isAbsolute(raw);
  if (relative && (path.posix.normalize(raw) === '..' || path.posix.normalize(raw).startsWith('../'))) {
    return { code: 'outside_grant', message: `${JSON.stringify(raw)} climbs out of the granted root; pass a path inside it` };
  }
  let sawMissing = false;
  for (const root of roots) {
    const spelled = relative ? anchorPath(raw, root) : raw;
    const c = canonicalise(spelled);
    if (!('path' in c)) {
      if (c.reason === 'missing' && inside(path.posix.normalize(spelled), root)) sawMissing = true;
      continue;
    }
    if (!inside(c.path, root)) continue;
    if (runtime !== null && inside(c.path, runtime)) {
      return { code: 'outside_grant', message: `${JSON.stringify(raw)} lies in the runtime directory, which holds derived state, not the granted tree` };
    }
    let isFile = false;
    try {
      isFile = statSync(c.path).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) return { code: 'not_a_file', message: `${JSON.stringify(raw)} is not a regular file; pass a file's path` };
    return { abs: c.path, root, rel: c.path === root ? '' : c.path.slice(root.length + 1) };
  }
  if (sawMissing) return { code: 'not_found', message: `${JSON.stringify(raw)} names no file inside the granted root; glob for the file first` };
  return { code: 'outside_grant', message: `${JSON.stringify(raw)} resolves outside the granted root${roots.length === 1 ? ` ${roots[0]}` : 's'}; pass a path inside it` };
}
