// Resolves the cross-file links of a graph from each file's link material — imports between files, and the
// calls and references from uses of names to the symbols defining them — so a scan and a refresh that reuses
// unchanged files' material resolve the same way.
import type { FileLinks } from '../records/index.js';
import { fileNodeId } from './build-nodes.js';
import type { LanguageId } from './load-language.js';
import { resolveImports } from './resolve-imports.js';
import { RustModules } from './resolve-rust-paths.js';
import { ScriptAliases } from './resolve-script-aliases.js';
import { resolveUses } from './resolve-uses.js';
import type { FileEntry, GraphEdge } from './types.js';

/**
 * The cross-file edges of one root's files; `files` lists every file of that root that was read. With `only`,
 * just the edges leaving those files (resolved against all of them).
 */
export function linkGraph(links: readonly FileLinks[], files: readonly FileEntry[], only?: ReadonlySet<string>): GraphEdge[] {
  const scanned = new Set(files.map((f) => f.path));
  // One reading of the tree's project configs and workspaces serves the imports and the uses.
  const aliases = new ScriptAliases(links);
  const uses = resolveUses(links, scanned, only, aliases);
  const targets = new Map<string, Set<string>>();
  let rust: RustModules | undefined;
  for (const file of links) {
    if (only && !only.has(file.path)) continue;
    const to = new Set(resolveImports(file.lang as LanguageId, file.path, file.imports, scanned, aliases));
    for (const d of file.mod_decls) for (const f of (rust ??= new RustModules(links, scanned)).declFiles(file.path, d)) to.add(f);
    targets.set(file.path, to);
  }
  for (const [from, to] of uses.package_imports) targets.get(from)?.add(to);
  const edges: GraphEdge[] = [];
  for (const [from, to] of targets) for (const target of to) edges.push({ source: fileNodeId(from), target: fileNodeId(target), kind: 'imports' });
  // One by one: spreading hundreds of thousands of edges into push overflows the stack (a 100k-file tree did).
  for (const edge of uses.edges) edges.push(edge);
  return edges;
}
