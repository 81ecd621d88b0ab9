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

/** Throws when the grammar cannot load or parsing fails; the caller keeps the file node. */
export async function extractSymbols(lang: LanguageId, source: string, lines: readonly string[]): Promise<Extraction> {
  const parser = await getParser(lang);
  const tree = parser.parse(source);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${lang} source`);
  try {
    return EXTRACTORS[lang](tree.rootNode, lines);
  } finally {
    // Trees live in wasm memory; free each one or a large scan exhausts the heap.
    tree.delete();
  }
}
