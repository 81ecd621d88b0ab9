// The graph's side of `graph_snapshot.json` (its schema and reader are records/graph-snapshot.ts).
import { serializeGraphSnapshot, type GraphSnapshot } from '../records/index.js';
import { persistedGraph } from './sort-graph.js';
import type { Graph } from './types.js';

/** The snapshot bytes: fixed key order, canonical list order, in-memory `text` left out. */
export function serializeGraph(g: Graph): string {
  return serializeGraphSnapshot(persistedGraph(g));
}

/** The graph a validated snapshot holds. */
export function graphOfSnapshot(s: GraphSnapshot): Graph {
  return { roots: s.roots, nodes: s.nodes, edges: s.edges, files: s.files, ...(s.links ? { links: s.links } : {}) };
}
