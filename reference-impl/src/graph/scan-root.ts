// Scans one canonical root into a graph of file and symbol nodes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSymbolNodes, fileNodeId } from './build-nodes.js';
import { extractSymbols } from './extract-symbols.js';
import type { Extraction } from './extract-common.js';
import { detectLanguage, type LanguageId } from './load-language.js';
import { readAhead } from './read-text-file.js';
import { linkGraph } from './link-graph.js';
import { sortGraph } from './sort-graph.js';
import { walkTree, type WalkEntry } from './walk-tree.js';
import type { FileLinks } from '../records/index.js';
import type { FileEntry, Graph, GraphEdge, GraphNode, ScanOptions } from './types.js';

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
      const text = bytes.toString('utf8');
      const lines = text.split(/\r?\n/);
      files.push({ root, path: entry.relPath, sha256: sha256Hex(bytes), size: bytes.length });
      nodes.push(buildFileNode(root, entry.relPath, lines));
      const lang = detectLanguage(entry.relPath);
      const extraction = lang ? await tryExtract(lang, text, lines, signal) : null;
      if (lang && extraction) {
        const symbols = buildSymbolNodes(root, entry.relPath, extraction.symbols);
        nodes.push(...symbols.nodes);
        edges.push(...symbols.edges);
        links.push({ root, path: entry.relPath, lang, imports: extraction.imports, mod_decls: extraction.modDecls, refs: [] });
      }
    }
    onProgress?.(++done);
  }
  signal?.throwIfAborted();
  edges.push(...linkGraph(links, files));
  return sortGraph({ roots: [root], nodes, edges, files, links });
}

async function tryExtract(
  lang: LanguageId,
  text: string,
  lines: readonly string[],
  signal: AbortSignal | undefined,
): Promise<Extraction | null> {
  try {
    return await extractSymbols(lang, text, lines, signal);
  } catch {
    // One unparsable file must not sink the scan; it stays a plain file node.
    return null;
  }
}

function buildFileNode(root: string, relPath: string, lines: readonly string[]): GraphNode {
  const lineCount = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  return {
    id: fileNodeId(relPath),
    label: path.posix.basename(relPath),
    type: 'file',
    root,
    path: relPath,
    line_start: 1,
    line_end: Math.max(1, lineCount),
    text: (lines[0] ?? '').trim().slice(0, 200),
  };
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
