// The compiled Python modules' files of a graph's roots (Graph `compiled`): found by their names when a root is
// walked (resolve-imports.ts compiledModuleBase), never read, and kept so a refresh can tell when they changed.
import type { CompiledFile, Graph } from './types.js';

/** The paths of `g`'s compiled modules' files in `root`, in path order. */
export function compiledIn(g: Graph, root: string): string[] {
  const out: string[] = [];
  for (const c of g.compiled ?? []) if (c.root === root) out.push(c.path);
  return out;
}

/** Graph `compiled` for one root's compiled modules' files in path order: absent when there are none. */
export function compiledField(root: string, paths: readonly string[]): { compiled?: CompiledFile[] } {
  return paths.length === 0 ? {} : { compiled: paths.map((path) => ({ root, path })) };
}

/** Whether two lists of paths in path order are the same. */
export function samePaths(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}
