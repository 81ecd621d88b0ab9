// Scans one canonical root into a graph of file and symbol nodes.
import type { FileLinks } from '../records/index.js';
import { buildFilePart } from './build-file.js';
import { linkGraph } from './link-graph.js';
import { readAhead } from './read-text-file.js';
import { sortGraph } from './sort-graph.js';
import { walkTree, type WalkEntry } from './walk-tree.js';
import type { FileEntry, Graph, GraphEdge, GraphNode, ScanOptions } from './types.js';

export { sha256Hex } from './build-file.js';

/** Walks `root` (already canonical) and returns its sorted graph; an empty tree gives empty lists. */
export async function scanRoot(root: string, opts: ScanOptions = {}): Promise<Graph> {
  const { signal, onProgress } = opts;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const files: FileEntry[] = [];
  const links: FileLinks[] = [];
  // Walk first (cheap), then read ahead while parsing so disk waits overlap with CPU work.
  const entries: WalkEntry[] = [];
  for await (const entry of walkTree(root, signal)) entries.push(entry);
  let done = 0;
  const reads = readAhead(entries.map((e) => e.absPath));
  for (const entry of entries) {
    signal?.throwIfAborted();
    const { value: bytes } = await reads.next();
    if (bytes) {
      const part = await buildFilePart(root, entry.relPath, bytes, signal);
      files.push(part.file);
      nodes.push(...part.nodes);
      edges.push(...part.edges);
      if (part.links) links.push(part.links);
    }
    onProgress?.(++done);
  }
  signal?.throwIfAborted();
  edges.push(...linkGraph(links, files));
  return sortGraph({ roots: [root], nodes, edges, files, links });
}
