// Lookup tables over one graph: nodes by id, edges by end, file nodes by path; built once per graph.
import path from 'node:path';
import type { Graph, GraphEdge, GraphNode } from '../graph/index.js';

export interface GraphIndex {
  graph: Graph;
  byId: Map<string, GraphNode>;
  out: Map<string, GraphEdge[]>;
  in: Map<string, GraphEdge[]>;
  /** File nodes by `<root>\0<relative path>`. */
  files: Map<string, GraphNode>;
}

// A served graph is never changed in place (a refresh publishes a new one), so its index is kept with it.
const built = new WeakMap<Graph, GraphIndex>();

/** The graph's index, built on first use and kept for as long as the graph lives. */
export function indexGraph(graph: Graph): GraphIndex {
  const kept = built.get(graph);
  if (kept) return kept;
  const idx = buildIndex(graph);
  built.set(graph, idx);
  return idx;
}

function buildIndex(graph: Graph): GraphIndex {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const out = new Map<string, GraphEdge[]>();
  const inn = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    (out.get(e.source) ?? out.set(e.source, []).get(e.source)!).push(e);
    (inn.get(e.target) ?? inn.set(e.target, []).get(e.target)!).push(e);
  }
  const files = new Map<string, GraphNode>();
  for (const n of graph.nodes) if (n.type === 'file') files.set(`${n.root}\u0000${n.path}`, n);
  return { graph, byId, out, in: inn, files };
}

/** A node the caller named, or why no single node answers to the name. */
export type NodeRef = { node: GraphNode } | { error: string };

/**
 * Resolves what a caller may pass for a node: its id, a file path (relative to a root, or absolute under
 * one), or a label or qualified name (`Class.method`) that exactly one node carries. An ambiguous label names its candidates instead of guessing.
 */
export function resolveNodeRef(idx: GraphIndex, ref: string): NodeRef {
  const byId = idx.byId.get(ref);
  if (byId) return { node: byId };
  const file = fileByPath(idx, ref);
  if (file) return { node: file };
  const labelled = idx.graph.nodes.filter((n) => n.label === ref);
  // A qualified name (`Class.method`) is the tail of a symbol id.
  if (labelled.length === 0 && ref.includes('.')) for (const n of idx.graph.nodes) if (n.type !== 'file' && n.id.endsWith(`::${ref}`)) labelled.push(n);
  if (labelled.length === 1) return { node: labelled[0]! };
  if (labelled.length > 1) {
    const ids = labelled.slice(0, 8).map((n) => n.id).join(', ');
    return { error: `${JSON.stringify(ref)} is the label of ${labelled.length} nodes (${ids}); pass one node id instead` };
  }
  return { error: `no node has the id, file path or label ${JSON.stringify(ref)}; search or seek for it first and pass a node_id from the answer` };
}

/** The file node for a relative path (`./` and `//` tolerated) or an absolute path under a root. */
export function fileByPath(idx: GraphIndex, raw: string): GraphNode | undefined {
  const spelled = raw.replace(/\\/g, '/');
  for (const root of idx.graph.roots) {
    let rel: string | null = null;
    if (path.posix.isAbsolute(spelled)) {
      if (spelled.startsWith(`${root}/`)) rel = spelled.slice(root.length + 1);
    } else {
      rel = spelled;
    }
    if (rel === null) continue;
    const norm = path.posix.normalize(rel);
    if (norm === '..' || norm.startsWith('../')) continue;
    const hit = idx.files.get(`${root}\u0000${norm}`);
    if (hit) return hit;
  }
  return undefined;
}

/** The file node holding `node` (itself when it is a file). */
export function fileOf(idx: GraphIndex, node: GraphNode): GraphNode | undefined {
  return node.type === 'file' ? node : idx.files.get(`${node.root}\u0000${node.path}`);
}

/** A compact public view of a node. */
export function nodeView(n: GraphNode): { node_id: string; label: string; type: string; file_path: string; line_start: number; line_end: number } {
  return { node_id: n.id, label: n.label, type: n.type, file_path: n.path, line_start: n.line_start, line_end: n.line_end };
}
