// A path under a directory of the tree, and a specifier against a `*` pattern, as the resolvers of written
// specifiers (path aliases, workspace entry points) need them.
import path from 'node:path';

/** `rel` under the tree directory `dir`, normalised (`.` for the root); null when it leaves the tree or is absolute. */
export function inTree(dir: string, rel: string): string | null {
  if (rel.startsWith('/')) return null;
  const joined = path.posix.normalize(path.posix.join(dir, rel)).replace(/\/$/, '');
  return joined === '..' || joined.startsWith('../') ? null : joined === '' ? '.' : joined;
}

/**
 * `spec` against a pattern with one `*` (`@app/*`, `./parts/*.js`): the length of the pattern's prefix and what the
 * `*` stands for, or null when it does not match or the pattern has no `*`.
 */
export function starMatch(pattern: string, spec: string): { prefix: number; star: string } | null {
  const at = pattern.indexOf('*');
  if (at === -1) return null;
  const prefix = pattern.slice(0, at);
  const suffix = pattern.slice(at + 1);
  if (spec.length < prefix.length + suffix.length || !spec.startsWith(prefix) || !spec.endsWith(suffix)) return null;
  return { prefix: prefix.length, star: spec.slice(prefix.length, spec.length - suffix.length) };
}
