// Loads tree-sitter wasm grammars once per process and hands out one parser per language.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';

export type LanguageId = 'typescript' | 'tsx' | 'javascript' | 'rust' | 'python' | 'go';

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
  '.go': 'go',
};

/** The grammar for a file path, or null when the file is indexed as a plain file node. */
export function detectLanguage(relPath: string): LanguageId | null {
  return EXTENSIONS[path.posix.extname(relPath).toLowerCase()] ?? null;
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
  return path.join(path.dirname(pkg), 'wasm', `tree-sitter-${lang}.wasm`);
}
