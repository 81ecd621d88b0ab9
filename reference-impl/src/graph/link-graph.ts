// Resolves the cross-file links of a graph (imports today) from each file's link material, so a scan and a
// refresh that reuses unchanged files' material resolve the same way.
import type { FileLinks } from '../records/index.js';
import { fileNodeId } from './build-nodes.js';
import type { LanguageId } from './load-language.js';
import { resolveImports } from './resolve-imports.js';
import type { FileEntry, GraphEdge } from './types.js';

/** The cross-file edges of one root's files; `files` lists every file of that root that was read. */
export function linkGraph(links: readonly FileLinks[], files: readonly FileEntry[]): GraphEdge[] {
  const scanned = new Set(files.map((f) => f.path));
  const edges: GraphEdge[] = [];
  for (const file of links) {
    const targets = resolveImports(file.lang as LanguageId, file.path, file.imports, file.mod_decls, scanned);
    for (const target of targets) edges.push({ source: fileNodeId(file.path), target: fileNodeId(target), kind: 'imports' });
  }
  return edges;
}
