// The one ordering every graph is kept in, so equal trees give equal bytes.
import { compareCodeUnits } from './walk-tree.js';
import type { FileLinks } from '../records/index.js';
import type { FileEntry, Graph, GraphEdge, GraphNode } from './types.js';

export function compareNodes(a: GraphNode, b: GraphNode): number {
  return compareCodeUnits(a.id, b.id) || compareCodeUnits(a.root, b.root);
}

export function compareEdges(a: GraphEdge, b: GraphEdge): number {
  return compareCodeUnits(a.source, b.source) || compareCodeUnits(a.target, b.target) || compareCodeUnits(a.kind, b.kind);
}

export function compareFiles(a: FileEntry | FileLinks, b: FileEntry | FileLinks): number {
  return compareCodeUnits(a.path, b.path) || compareCodeUnits(a.root, b.root);
}

/** Returns a copy with roots, nodes, edges and files in canonical order (duplicate edges dropped). */
export function sortGraph(g: Graph): Graph {
  const edges = [...g.edges].sort(compareEdges).filter((e, i, all) => i === 0 || compareEdges(all[i - 1] as GraphEdge, e) !== 0);
  return {
    roots: [...new Set(g.roots)].sort(compareCodeUnits),
    nodes: [...g.nodes].sort(compareNodes),
    edges,
    files: [...g.files].sort(compareFiles),
    ...(g.links ? { links: [...g.links].sort(compareFiles) } : {}),
    ...(g.extractor ? { extractor: g.extractor } : {}),
  };
}
