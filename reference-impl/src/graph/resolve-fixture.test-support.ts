// Scanning a fixture tree and reading its resolved uses, for the resolution tests.
import { makeFixtureTree } from './fixture-tree.js';
import { resolveUses, scanRoot, type Graph } from './index.js';

/** The graph of a fixture tree of `files`, scanned from a temporary directory removed afterwards. */
export async function scan(files: Record<string, string>): Promise<Graph> {
  const t = await makeFixtureTree(files);
  try {
    return await scanRoot(t.root);
  } finally {
    await t.remove();
  }
}

/** `calls` and `references` edges leaving `path`'s nodes, as `from -kind-> to` with the `sym::`/`file::` prefixes dropped. */
export function usesFrom(g: Graph, path: string): string[] {
  const short = (id: string) => id.replace(/^(sym|file)::/, '');
  return g.edges
    .filter((e) => (e.kind === 'calls' || e.kind === 'references') && short(e.source).startsWith(`${path}`))
    .map((e) => `${short(e.source)} -${e.kind}-> ${short(e.target)}`)
    .sort();
}

/** Only the `calls` edges of `usesFrom`'s list. */
export const callsIn = (uses: string[]): string[] => uses.filter((u) => u.includes('-calls->'));

/** The files `path` imports, by its `imports` edges. */
export function importsOf(g: Graph, path: string): string[] {
  return g.edges.filter((e) => e.kind === 'imports' && e.source === `file::${path}`).map((e) => e.target.replace(/^file::/, '')).sort();
}

/** The unresolved uses of `path`, as `qualifier.name:reason`. */
export function unresolvedIn(g: Graph, path: string): string[] {
  const r = resolveUses(g.links ?? [], g.files.map((f) => f.path), undefined, undefined, (g.compiled ?? []).map((c) => c.path));
  return r.unresolved
    .filter((u) => u.file_path === path)
    .map((u) => `${u.qualifier === null ? '' : `${u.qualifier}.`}${u.name}:${u.reason}`)
    .sort();
}
