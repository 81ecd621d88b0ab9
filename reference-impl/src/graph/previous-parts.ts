// The parts of a previous graph, file by file, so a scan that resolves every link again can keep an unchanged
// file's part instead of parsing it again: its file entry, the nodes on its path, the contains-edges they start,
// and its link material. Which files may be kept is judged once, here (reusableFiles).
import type { FileLinks } from '../records/index.js';
import type { FilePart } from './build-file.js';
import { fileNodeId } from './build-nodes.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { firstNodeNear, sortGraph } from './sort-graph.js';
import type { EdgeKind, FileEntry, Graph, GraphNode } from './types.js';

/** The edge kinds a file's part holds (build-file.ts); every other kind is the linker's, resolved again. */
const PART_EDGE_KINDS: ReadonlySet<EdgeKind> = new Set(['contains']);

/**
 * The file entries of `root` in `previous` whose parts a scan may keep, by path: none when `previous` keeps no
 * link material (it cannot say which of its files were parsed) or came from another extraction (an older build's
 * snapshot), and only files whose file node it holds, of this root and type file (a part without one is not what
 * a parse gives).
 */
export function reusableFiles(previous: Graph, root: string): Map<string, FileEntry> {
  const files = new Map<string, FileEntry>();
  if (!previous.links || previous.extractor !== EXTRACTOR_VERSION) return files;
  const { nodes, files: entries } = sortGraph(previous);
  // File nodes are sorted as their files are (by path, the id being `file::<path>`), one after another: each is
  // looked for near the last.
  let at = 0;
  for (const file of entries) {
    if (file.root !== root) continue;
    const id = fileNodeId(file.path);
    at = firstNodeNear(nodes, id, at);
    for (let k = at; k < nodes.length && (nodes[k] as GraphNode).id === id; k++) {
      const node = nodes[k] as GraphNode;
      if (node.root === root && node.type === 'file' && node.path === file.path) {
        files.set(file.path, file);
        break;
      }
    }
  }
  return files;
}

/** Parts by path for the files of `root` in `previous` that reusableFiles gave (`files`). */
export function previousParts(previous: Graph, root: string, files: ReadonlyMap<string, FileEntry>): Map<string, FilePart> {
  const parts = new Map<string, FilePart>();
  for (const [path, file] of files) parts.set(path, { file, nodes: [], edges: [], links: null });
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
  for (const node of nodes) {
    const part = node.root === root ? partOf(node) : undefined;
    if (part) part.nodes.push(node);
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
  for (const links of previous.links ?? []) {
    const part = links.root === root ? parts.get(links.path) : undefined;
    if (part) part.links = links satisfies FileLinks;
  }
  return parts;
}
