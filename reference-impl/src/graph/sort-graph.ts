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
  };
}

/**
 * The persisted part of a graph in canonical order and a fixed key order: what the snapshot stores
 * and the digest covers (in-memory fields such as `text` are left out).
 */
export function persistedGraph(g: Graph): Pick<Graph, 'roots' | 'nodes' | 'edges' | 'files' | 'links'> {
  const s = sortGraph(g);
  return {
    roots: s.roots,
    nodes: s.nodes.map((n) => ({ id: n.id, label: n.label, type: n.type, root: n.root, path: n.path, line_start: n.line_start, line_end: n.line_end })),
    edges: s.edges.map((e) => ({ source: e.source, target: e.target, kind: e.kind })),
    files: s.files.map((f) => ({ root: f.root, path: f.path, sha256: f.sha256, size: f.size })),
    ...(s.links
      ? {
          links: s.links.map((l) => ({
            root: l.root,
            path: l.path,
            lang: l.lang,
            imports: l.imports,
            mod_decls: l.mod_decls,
            refs: l.refs.map((r) => ({ from: r.from, name: r.name, qualifier: r.qualifier, line: r.line, kind: r.kind })),
            ...(l.bindings ? { bindings: l.bindings.map((b) => ({ local: b.local, imported: b.imported, from: b.from, space: b.space })) } : {}),
            ...(l.defs ? { defs: l.defs.map((d) => ({ qualified: d.qualified, id: d.id })) } : {}),
            ...(l.namespace !== undefined ? { namespace: l.namespace } : {}),
            ...(l.open_namespaces ? { open_namespaces: l.open_namespaces } : {}),
          })),
        }
      : {}),
  };
}
