// Parses one source file with its grammar and returns its symbols and imports.
import { extractGo } from './extract-go.js';
import { extractPython } from './extract-python.js';
import { extractRust } from './extract-rust.js';
import { extractTypeScript } from './extract-typescript.js';
import type { Extraction } from './extract-common.js';
import { getParser, type LanguageId } from './load-language.js';

const EXTRACTORS = {
  typescript: extractTypeScript,
  tsx: extractTypeScript,
  javascript: extractTypeScript,
  python: extractPython,
  rust: extractRust,
  go: extractGo,
} satisfies Record<LanguageId, unknown>;

/**
 * Throws when the grammar cannot load, parsing fails, or `signal` aborts mid-parse;
 * the caller keeps the file node.
 */
export async function extractSymbols(
  lang: LanguageId,
  source: string,
  lines: readonly string[],
  signal?: AbortSignal,
): Promise<Extraction> {
  const parser = await getParser(lang);
  let tree;
  try {
    // The progress callback lets an abort cut a long parse short instead of waiting for it.
    tree = parser.parse(source, null, signal ? { progressCallback: () => signal.aborted } : undefined);
  } catch (err) {
    parser.reset();
    throw err;
  }
  if (!tree) {
    parser.reset();
    throw new Error(signal?.aborted ? 'parse cancelled by abort' : `tree-sitter returned no tree for a ${lang} source`);
  }
  try {
    return EXTRACTORS[lang](tree.rootNode, lines);
  } finally {
    // Trees live in wasm memory; free each one or a large scan exhausts the heap.
    tree.delete();
  }
}
