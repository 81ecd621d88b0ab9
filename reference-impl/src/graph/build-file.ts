// Everything one read file contributes to a graph: its file entry, its nodes and contains-edges, and its link
// material. Pure over the bytes, so a scan may run it anywhere (in a worker, or again on refresh).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileLinks } from '../records/index.js';
import { buildSymbolNodes, fileNodeId } from './build-nodes.js';
import type { Extraction } from './extract-common.js';
import { extractSymbols } from './extract-symbols.js';
import { detectLanguage, type LanguageId } from './load-language.js';
import type { FileEntry, GraphEdge, GraphNode } from './types.js';

export interface FilePart {
  file: FileEntry;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** null for a file no grammar parsed. */
  links: FileLinks | null;
}

/** The graph part of one file's bytes; a parse failure leaves a plain file node. */
export async function buildFilePart(root: string, relPath: string, bytes: Buffer, signal?: AbortSignal): Promise<FilePart> {
  const text = bytes.toString('utf8');
  const lines = text.split(/\r?\n/);
  const file: FileEntry = { root, path: relPath, sha256: sha256Hex(bytes), size: bytes.length };
  const nodes: GraphNode[] = [buildFileNode(root, relPath, lines)];
  const edges: GraphEdge[] = [];
  const lang = detectLanguage(relPath);
  const extraction = lang ? await tryExtract(lang, text, lines, signal) : null;
  if (!lang || !extraction) return { file, nodes, edges, links: null };
  const symbols = buildSymbolNodes(root, relPath, extraction.symbols);
  nodes.push(...symbols.nodes);
  edges.push(...symbols.edges);
  const links: FileLinks = { root, path: relPath, lang, imports: extraction.imports, mod_decls: extraction.modDecls, refs: [] };
  return { file, nodes, edges, links };
}

async function tryExtract(lang: LanguageId, text: string, lines: readonly string[], signal: AbortSignal | undefined): Promise<Extraction | null> {
  try {
    return await extractSymbols(lang, text, lines, signal);
  } catch {
    // An abort must still stop the scan; any other failure leaves the file a plain file node.
    if (signal?.aborted) throw signal.reason;
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
