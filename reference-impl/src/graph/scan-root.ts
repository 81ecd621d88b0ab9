// Scans one canonical root into a graph of file and symbol nodes.
import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSymbolNodes, fileNodeId } from './build-nodes.js';
import { extractSymbols } from './extract-symbols.js';
import type { Extraction } from './extract-common.js';
import { detectLanguage, type LanguageId } from './load-language.js';
import { resolveImports } from './resolve-imports.js';
import { sortGraph } from './sort-graph.js';
import { walkTree } from './walk-tree.js';
import type { FileEntry, Graph, GraphEdge, GraphNode, ScanOptions } from './types.js';

export const MAX_FILE_BYTES = 1024 * 1024;
const BINARY_PROBE_BYTES = 8 * 1024;

interface ParsedFile {
  relPath: string;
  lang: LanguageId;
  extraction: Extraction;
}

/** Walks `root` (already canonical) and returns its sorted graph; an empty tree gives empty lists. */
export async function scanRoot(root: string, opts: ScanOptions = {}): Promise<Graph> {
  const { signal, onProgress } = opts;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const files: FileEntry[] = [];
  const parsed: ParsedFile[] = [];
  let done = 0;
  for await (const entry of walkTree(root, signal)) {
    signal?.throwIfAborted();
    const bytes = await readTextFile(entry.absPath);
    if (bytes) {
      const text = bytes.toString('utf8');
      const lines = text.split(/\r?\n/);
      files.push({ root, path: entry.relPath, sha256: sha256Hex(bytes), size: bytes.length });
      nodes.push(buildFileNode(root, entry.relPath, lines));
      const lang = detectLanguage(entry.relPath);
      const extraction = lang ? await tryExtract(lang, text, lines) : null;
      if (lang && extraction) {
        const symbols = buildSymbolNodes(root, entry.relPath, extraction.symbols);
        nodes.push(...symbols.nodes);
        edges.push(...symbols.edges);
        parsed.push({ relPath: entry.relPath, lang, extraction });
      }
    }
    onProgress?.(++done);
  }
  signal?.throwIfAborted();
  const scanned = new Set(files.map((f) => f.path));
  for (const file of parsed) {
    const targets = resolveImports(file.lang, file.relPath, file.extraction.imports, file.extraction.modDecls, scanned);
    for (const target of targets) edges.push({ source: fileNodeId(file.relPath), target: fileNodeId(target), kind: 'imports' });
  }
  return sortGraph({ roots: [root], nodes, edges, files });
}

/** The file's bytes, or null when it vanished, is over the size cap, or looks binary. */
async function readTextFile(abs: string): Promise<Buffer | null> {
  try {
    const st = await lstat(abs);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return null;
    const bytes = await readFile(abs);
    if (bytes.length > MAX_FILE_BYTES) return null;
    return bytes.subarray(0, BINARY_PROBE_BYTES).includes(0) ? null : bytes;
  } catch {
    return null;
  }
}

async function tryExtract(lang: LanguageId, text: string, lines: readonly string[]): Promise<Extraction | null> {
  try {
    return await extractSymbols(lang, text, lines);
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
