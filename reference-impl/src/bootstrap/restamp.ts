// Legacy spellings of the granted root (a trailing slash, `/./`, a symlinked alias) map to its canonical form.
import { decodedLinks, type Graph } from '../graph/index.js';
import { canonicalOrNull } from '../paths/index.js';

export interface Restamped {
  graph: Graph;
  /** Distinct spellings found that canonicalise to the grant but differ from it; empty when none. */
  legacy: string[];
}

/**
 * Rewrites every root spelling in the graph (roots, node roots, file roots) and in the persisted
 * identity that canonicalises to `grant` into `grant` itself. Spellings of other roots stay as they are. Link
 * material still deferred (graph/snapshot-read.ts) is read only when a spelling changes: its records name one of
 * the graph's roots (the reader checks each record's root index), so the roots, nodes and files tell whether any does.
 */
export function restampGraph(graph: Graph, identity: { workspace_root: string | null; roots: string[] }, grant: string): Restamped {
  const legacy = new Set<string>();
  const memo = new Map<string, string>();
  const map = (root: string): string => {
    if (root === grant) return root;
    let out = memo.get(root);
    if (out === undefined) {
      out = canonicalOrNull(root) === grant ? grant : root;
      memo.set(root, out);
    }
    if (out !== root) legacy.add(root);
    return out;
  };
  for (const root of [...(identity.workspace_root === null ? [] : [identity.workspace_root]), ...identity.roots]) map(root);
  // Looked over first without copying: a warm start whose spellings are all the grant's keeps the graph it read.
  for (const root of graph.roots) map(root);
  for (const n of graph.nodes) if (n.root !== grant) map(n.root);
  for (const f of graph.files) if (f.root !== grant) map(f.root);
  for (const l of decodedLinks(graph) ?? []) if (l.root !== grant) map(l.root);
  for (const c of graph.compiled ?? []) if (c.root !== grant) map(c.root);
  if (legacy.size === 0) return { graph, legacy: [] };
  const restamped: Graph = {
    roots: [...new Set(graph.roots.map(map))],
    nodes: graph.nodes.map((n) => (n.root === grant ? n : { ...n, root: map(n.root) })),
    edges: graph.edges,
    files: graph.files.map((f) => (f.root === grant ? f : { ...f, root: map(f.root) })),
    ...(graph.links ? { links: graph.links.map((l) => (l.root === grant ? l : { ...l, root: map(l.root) })) } : {}),
    // The same extraction: a refresh may still keep an unchanged file's part (graph/previous-parts.ts).
    ...(graph.extractor ? { extractor: graph.extractor } : {}),
    ...(graph.compiled ? { compiled: graph.compiled.map((c) => (c.root === grant ? c : { ...c, root: map(c.root) })) } : {}),
  };
  return { graph: restamped, legacy: [...legacy].sort() };
}
