// A path under a directory of the tree, as the resolvers of written specifiers need it.
import path from 'node:path';

/** `rel` under the tree directory `dir`, normalised (`.` for the root); null when it leaves the tree or is absolute. */
export function inTree(dir: string, rel: string): string | null {
  if (rel.startsWith('/')) return null;
  const joined = path.posix.normalize(path.posix.join(dir, rel)).replace(/\/$/, '');
  return joined === '..' || joined.startsWith('../') ? null : joined === '' ? '.' : joined;
}
