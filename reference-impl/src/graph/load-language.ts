// Loads tree-sitter wasm grammars once per process and hands out one parser per language.
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Language, Parser, Query } from 'web-tree-sitter';

export type LanguageId = 'typescript' | 'tsx' | 'javascript' | 'rust' | 'python' | 'go' | 'java' | 'csharp' | 'cpp' | 'ruby' | 'php' | 'bash';

const EXTENSIONS: Record<string, LanguageId> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.jsx': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.rs': 'rust',
  '.py': 'python',
  // A stub: a module's declarations for type checkers, the module itself where it is compiled (resolve-imports.ts).
  '.pyi': 'python',
  '.go': 'go',
  '.java': 'java',
  '.cs': 'csharp',
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.cxx': 'cpp',
  '.hpp': 'cpp',
  '.hh': 'cpp',
  '.hxx': 'cpp',
  '.h': 'cpp',
  // C has no grammar of its own in the package: C++'s reads it, as it reads C headers (a C++ keyword used as a name
  // costs what the grammar cannot read around it).
  '.c': 'cpp',
  '.rb': 'ruby',
  '.php': 'php',
  '.sh': 'bash',
  '.bash': 'bash',
};

/** Grammar files whose name is not the language id. */
const GRAMMAR_FILES: Partial<Record<LanguageId, string>> = { csharp: 'c-sharp' };

/** The grammar for a file path, or null when the file is indexed as a plain file node. */
export function detectLanguage(relPath: string): LanguageId | null {
  return EXTENSIONS[path.posix.extname(relPath).toLowerCase()] ?? null;
}

/**
 * Below this many bytes of source for each parsing thread a scan keeps the grammars on V8's baseline wasm compiler.
 * Optimising them pays only once a thread parses megabytes; below that it is background compiling in every thread
 * (each compiles its own grammars) that competes with the parsing on few cores and that no parse gets back, which
 * is much of the cost of preparing a small tree, and of a refresh that parses a few changed files. Measured on 2
 * cores (two scan threads), first answer after a cold start, baseline against optimising: generated trees of
 * 1k files (0.28 MB a thread) 1.54 s against 1.67 s, 3k (0.72 MB) 2.23 s against 2.34 s, 6k (1.45 MB) 3.16 s
 * against 2.99 s, 10k (2.4 MB) 4.0 s against 3.8 s; the reference's source (0.95 MB) 1.96 s against 2.04 s; the
 * kit's dependencies (28 MB) 6.5 s against 5.7 s; a refresh of 1% of a 1k-file tree 101-114 ms against 153-169 ms.
 */
export const BASELINE_WASM_BELOW_BYTES_PER_THREAD = 1 << 20;

let tierChosen: 'baseline' | 'optimising' | null = null;

/**
 * Chooses how the grammars this process compiles next are compiled, from the bytes of source each thread of the
 * scan about to start will parse (estimateParseBytes). Only grammars not yet loaded are affected; a process that
 * already parsed keeps its compiled code.
 */
export function chooseWasmTier(bytesPerThread: number): void {
  const tier = bytesPerThread < BASELINE_WASM_BELOW_BYTES_PER_THREAD ? 'baseline' : 'optimising';
  if (tier === tierChosen) return;
  setFlagsFromString(tier === 'baseline' ? '--liftoff-only' : '--no-liftoff-only');
  tierChosen = tier;
}

let initialised: Promise<void> | null = null;
const parsers = new Map<LanguageId, Promise<Parser>>();

/** Returns the shared parser for `lang`, loading the runtime and grammar on first use. */
export function getParser(lang: LanguageId): Promise<Parser> {
  let parser = parsers.get(lang);
  if (!parser) {
    parser = createParser(lang);
    // A failed load is not cached, so a transient error does not poison later scans.
    parser.catch(() => parsers.delete(lang));
    parsers.set(lang, parser);
  }
  return parser;
}

async function createParser(lang: LanguageId): Promise<Parser> {
  initialised ??= Parser.init().catch((err: unknown) => {
    initialised = null;
    throw err;
  });
  await initialised;
  const language = await Language.load(grammarPath(lang));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

function grammarPath(lang: LanguageId): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@vscode/tree-sitter-wasm/package.json');
  return path.join(path.dirname(pkg), 'wasm', `tree-sitter-${GRAMMAR_FILES[lang] ?? lang}.wasm`);
}

const queries = new Map<string, Query>();

/**
 * The compiled query `name` of a loaded language; compiled on first use and kept for the process, since
 * compiling costs far more than running. `parser` must be the language's parser from getParser.
 */
export function getQuery(parser: Parser, lang: LanguageId, name: string, source: string): Query {
  const key = `${lang}\u0000${name}`;
  let query = queries.get(key);
  if (!query) {
    const language = parser.language;
    if (!language) throw new Error(`the ${lang} parser has no language loaded; get it from getParser first`);
    query = new Query(language, source);
    queries.set(key, query);
  }
  return query;
}
