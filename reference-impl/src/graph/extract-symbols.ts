// Parses one source file with its grammar and returns its symbols, import forms and uses of names.
import type { Node, Parser } from 'web-tree-sitter';
import { emptyExtraction, type Extraction } from './extract-common.js';
import { BASH } from './extract-bash.js';
import { CPP } from './extract-cpp.js';
import { CSHARP } from './extract-csharp.js';
import { extractGo } from './extract-go.js';
import { JAVA } from './extract-java.js';
import { PHP } from './extract-php.js';
import { extractPython, PYTHON_IMPORTS } from './extract-python.js';
import type { QueryLanguage } from './extract-query-language.js';
import { symbolsByQuery } from './extract-query-symbols.js';
import { RUBY } from './extract-ruby.js';
import { extractRust } from './extract-rust.js';
import { extractTypeScript, SCRIPT_IMPORT_CALLS } from './extract-typescript.js';
import { collectUses, USE_QUERIES } from './extract-uses.js';
import { getParser, getQuery, type LanguageId } from './load-language.js';

type Extractor = (root: Node, lines: readonly string[], parser: Parser, lang: LanguageId) => Extraction;

const script: Extractor = (root, lines, parser, lang) => extractTypeScript(root, lines, getQuery(parser, lang, 'import-calls', SCRIPT_IMPORT_CALLS));

function byQueries(spec: QueryLanguage): Extractor {
  return (root, lines, parser, lang) => {
    const out = emptyExtraction();
    out.symbols = symbolsByQuery(getQuery(parser, lang, 'defs', spec.defs), root, lines);
    spec.takeImports(getQuery(parser, lang, 'imports', spec.imports), root, out);
    return out;
  };
}

const EXTRACTORS: Record<LanguageId, Extractor> = {
  typescript: script,
  tsx: script,
  javascript: script,
  python: (root, lines, parser, lang) => extractPython(root, lines, getQuery(parser, lang, 'imports', PYTHON_IMPORTS)),
  rust: (root, lines) => extractRust(root, lines),
  go: (root, lines) => extractGo(root, lines),
  java: byQueries(JAVA),
  csharp: byQueries(CSHARP),
  cpp: byQueries(CPP),
  ruby: byQueries(RUBY),
  php: byQueries(PHP),
  bash: byQueries(BASH),
};

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
    const root = tree.rootNode;
    const out = EXTRACTORS[lang](root, lines, parser, lang);
    // A bare value name counts as a use only when the file declares or imports it.
    const known = new Set<string>(out.modDecls);
    for (const s of out.symbols) known.add(s.label);
    for (const b of out.bindings) known.add(b.local);
    collectUses(lang, getQuery(parser, lang, 'uses', USE_QUERIES[lang]), root, known, out.uses);
    // A bare reference on the line declaring the same name is the declaration itself.
    const declared = new Set(out.symbols.map((s) => `${s.label}\u0000${s.line_start}`));
    out.uses = out.uses.filter((u) => u.kind !== 'reference' || u.qualifier !== null || !declared.has(`${u.name}\u0000${u.line}`));
    return out;
  } finally {
    // Trees live in wasm memory; free each one or a large scan exhausts the heap.
    tree.delete();
  }
}
