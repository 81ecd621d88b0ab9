// The parts of a previous graph, file by file, so a scan that resolves every link again can keep an unchanged
// file's part instead of parsing it again: its file entry, the nodes on its path, the contains-edges they start,
// and its link material.
import type { FileLinks } from '../records/index.js';
import type { FilePart } from './build-file.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { sortGraph } from './sort-graph.js';
import type { EdgeKind, Graph, GraphEdge, GraphNode } from './types.js';

/** The edge kinds a file's part holds (build-file.ts); every other kind is the linker's, resolved again. */
const PART_EDGE_KINDS: ReadonlySet<EdgeKind> = new Set(['contains']);

/**
 * Parts by path for the files of `root` that `previous` read. Empty when `previous` keeps no link material:
 * a graph without it cannot say which of its files were parsed, so nothing of it is reused.
 */
export function previousParts(previous: Graph, root: string): Map<string, FilePart> {
  const parts = new Map<string, FilePart>();
  // Parts another extraction made (an older build's snapshot) are not what this one would make: none is reused.
  if (!previous.links || previous.extractor !== EXTRACTOR_VERSION) return parts;
  for (const file of previous.files) {
    if (file.root === root) parts.set(file.path, { file, nodes: [], edges: [], links: null });
  }
  // In canonical order (a served graph already is): edges by source, nodes by id, so each edge's source node is
  // found by walking both lists together rather than through a table of every node id.
  const { nodes, edges } = sortGraph(previous);
  // A file's symbols, and their edges, come one after another: the part of the last path asked is kept at hand.
  let lastPath: string | null = null;
  let lastPart: FilePart | undefined;
  const partOf = (node: GraphNode): FilePart | undefined => {
    if (node.path !== lastPath) {
      lastPath = node.path;
      lastPart = parts.get(node.path);
    }
    return lastPart;
  };
  const withFileNode = new Set<FilePart>();
  for (const node of nodes) {
    const part = node.root === root ? partOf(node) : undefined;
    if (!part) continue;
    part.nodes.push(node);
    if (node.type === 'file') withFileNode.add(part);
  }
  let at = 0;
  for (const edge of edges) {
    if (!PART_EDGE_KINDS.has(edge.kind)) continue;
    while (at < nodes.length && (nodes[at] as GraphNode).id < edge.source) at++;
    // Only several roots repeat an id: the source is this root's node of that id.
    let part: FilePart | undefined;
    for (let k = at; k < nodes.length && (nodes[k] as GraphNode).id === edge.source; k++) {
      const node = nodes[k] as GraphNode;
      if (node.root === root) {
        part = partOf(node);
        break;
      }
    }
    if (part) part.edges.push(edge);
  }
  for (const links of previous.links) {
    const part = links.root === root ? parts.get(links.path) : undefined;
    if (part) part.links = links satisfies FileLinks;
  }
  // A part without its file node is not what a parse gives; that file is parsed again.
  for (const [relPath, part] of parts) {
    if (!withFileNode.has(part)) parts.delete(relPath);
  }
  return parts;
}
