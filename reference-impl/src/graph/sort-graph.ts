// The one ordering every graph is kept in, so equal trees give equal bytes.
import { compareCodeUnits } from './walk-tree.js';
import type { FileLinks } from '../records/index.js';
import type { CompiledFile, FileEntry, Graph, GraphEdge, GraphNode } from './types.js';

export function compareNodes(a: GraphNode, b: GraphNode): number {
  return compareCodeUnits(a.id, b.id) || compareCodeUnits(a.root, b.root);
}

/**
 * The first place in `nodes` (sorted by id, code-unit order) whose id is not below `id`, looked for in
 * [from, to), to when none there is.
 */
export function firstNodeFrom(nodes: readonly GraphNode[], id: string, from = 0, to = nodes.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((nodes[mid] as GraphNode).id < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * firstNodeFrom for an id no node before `from` reaches (every id there is below it), when the answer is likely
 * close to `from`: a galloping search from there, a few comparisons for a near answer.
 */
export function firstNodeNear(nodes: readonly GraphNode[], id: string, from: number): number {
  let step = 1;
  let lo = from;
  while (lo + step < nodes.length && (nodes[lo + step] as GraphNode).id < id) {
    lo += step;
    step *= 2;
  }
  return firstNodeFrom(nodes, id, lo, Math.min(nodes.length, lo + step + 1));
}

export function compareEdges(a: GraphEdge, b: GraphEdge): number {
  return compareCodeUnits(a.source, b.source) || compareCodeUnits(a.target, b.target) || compareCodeUnits(a.kind, b.kind);
}

export function compareFiles(a: FileEntry | FileLinks | CompiledFile, b: FileEntry | FileLinks | CompiledFile): number {
  return compareCodeUnits(a.path, b.path) || compareCodeUnits(a.root, b.root);
}

/**
 * Graphs known to be in canonical order already: what sortGraph returned, and what a snapshot reader verified.
 * Graphs are replaced, never edited, so such a graph stays canonical.
 */
const canonical = new WeakSet<Graph>();

/** Records that `g` is in canonical order (a reader that checked every list's order says so). */
export function markCanonical(g: Graph): void {
  canonical.add(g);
}

/**
 * Returns `g` in canonical order: roots, nodes, edges and files sorted, duplicate edges dropped. A graph known to
 * be canonical is returned as it is; otherwise a sorted copy.
 */
export function sortGraph(g: Graph): Graph {
  if (canonical.has(g)) return g;
  const edges = [...g.edges].sort(compareEdges).filter((e, i, all) => i === 0 || compareEdges(all[i - 1] as GraphEdge, e) !== 0);
  const sorted: Graph = {
    roots: [...new Set(g.roots)].sort(compareCodeUnits),
    nodes: [...g.nodes].sort(compareNodes),
    edges,
    files: [...g.files].sort(compareFiles),
    ...(g.links ? { links: [...g.links].sort(compareFiles) } : {}),
    ...(g.extractor ? { extractor: g.extractor } : {}),
    ...(g.compiled ? { compiled: [...g.compiled].sort(compareFiles) } : {}),
  };
  canonical.add(sorted);
  return sorted;
}
