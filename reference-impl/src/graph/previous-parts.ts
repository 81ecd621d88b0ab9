// The parts of a previous graph, file by file, so a scan can keep an unchanged file's part instead of parsing it
// again: its file entry, the nodes on its path, the contains-edges they start, and its link material; and beside
// them the resolved links leaving the file, which a file whose links need no new resolution keeps.
import type { FileLinks } from '../records/index.js';
import type { FilePart } from './build-file.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import type { EdgeKind, Graph, GraphEdge } from './types.js';

/** A previous graph's part of one file, with the linker's edges (imports, calls, references) leaving its nodes. */
export interface PriorPart extends FilePart {
  linked: GraphEdge[];
}

/** The edge kinds a file's part holds (build-file.ts); every other kind is the linker's, resolved again each scan. */
const PART_EDGE_KINDS: ReadonlySet<EdgeKind> = new Set(['contains']);

/**
 * Parts by path for the files of `root` that `previous` read. Empty when `previous` keeps no link material:
 * a graph without it cannot say which of its files were parsed, so nothing of it is reused.
 */
export function previousParts(previous: Graph, root: string): Map<string, PriorPart> {
  const parts = new Map<string, PriorPart>();
  // Parts another extraction made (an older build's snapshot) are not what this one would make: none is reused.
  if (!previous.links || previous.extractor !== EXTRACTOR_VERSION) return parts;
  for (const file of previous.files) {
    if (file.root === root) parts.set(file.path, { file, nodes: [], edges: [], links: null, linked: [] });
  }
  const owner = new Map<string, PriorPart>();
  for (const node of previous.nodes) {
    const part = node.root === root ? parts.get(node.path) : undefined;
    if (!part) continue;
    part.nodes.push(node);
    owner.set(node.id, part);
  }
  for (const edge of previous.edges) {
    const part = owner.get(edge.source);
    if (part) (PART_EDGE_KINDS.has(edge.kind) ? part.edges : part.linked).push(edge);
  }
  for (const links of previous.links) {
    const part = links.root === root ? parts.get(links.path) : undefined;
    if (part) part.links = links satisfies FileLinks;
  }
  // A part without its file node is not what a parse gives; that file is parsed again.
  for (const [relPath, part] of parts) {
    if (!part.nodes.some((n) => n.type === 'file')) parts.delete(relPath);
  }
  return parts;
}
