// Parses one source file with its grammar and returns its symbols, import forms and uses of names.
import type { Node, Parser, Query, QueryMatch } from 'web-tree-sitter';
import { C_TAG_TYPES } from './c-tags.js';
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
import { RUBY, rubyCallMatches } from './extract-ruby.js';
import { extractRust } from './extract-rust.js';
import { extractTypeScript, SCRIPT_IMPORT_CALLS } from './extract-typescript.js';
import { collectUses, USE_QUERIES } from './extract-uses.js';
import { getParser, getQuery, type LanguageId } from './load-language.js';
import { modDeclName, namesOnlyACrate } from './mod-decls.js';

/** A file's query matches split by the part of its language's query that matched. */
interface Matches {
  uses: QueryMatch[];
  defs: QueryMatch[];
  imports: QueryMatch[];
}

type Extractor = (root: Node, m: Matches, source: string) => Extraction;

interface Parts {
  /** USE_QUERIES: the patterns come first, so their matches keep the order they have on their own. */
  uses: string;
  defs?: string;
  imports?: string;
}

const script: Extractor = (root, m) => extractTypeScript(root, m.imports, m.uses);
// TypeScript checks a member of an object literal's type; JavaScript lets any be added later.
const typedScript: Extractor = (root, m) => extractTypeScript(root, m.imports, m.uses, true);
const SCRIPT_PARTS = (lang: LanguageId): Parts => ({ uses: USE_QUERIES[lang], imports: SCRIPT_IMPORT_CALLS });

function byQueries(spec: QueryLanguage): Extractor {
  return (_root, m) => {
    const out = emptyExtraction();
    out.symbols = symbolsByQuery(m.defs, spec);
    spec.takeImports(m.imports, out);
    return out;
  };
}

/** Ruby's import forms and `alias_method` come from its calls (extract-ruby.ts rubyCallMatches). */
const rubyByQueries = byQueries(RUBY);
const rubyExtractor: Extractor = (root, m, source) => {
  const calls = rubyCallMatches(m.uses);
  return rubyByQueries(root, { uses: m.uses, defs: [...m.defs, ...calls.aliases], imports: calls.imports }, source);
};

const EXTRACTORS: Record<LanguageId, { extract: Extractor; parts: Parts }> = {
  typescript: { extract: typedScript, parts: SCRIPT_PARTS('typescript') },
  tsx: { extract: typedScript, parts: SCRIPT_PARTS('tsx') },
  javascript: { extract: script, parts: SCRIPT_PARTS('javascript') },
  python: { extract: (root, m, source) => extractPython(root, m.imports, source, m.uses), parts: { uses: USE_QUERIES.python, imports: PYTHON_IMPORTS } },
  rust: { extract: (root) => extractRust(root), parts: { uses: USE_QUERIES.rust } },
  go: { extract: (root) => extractGo(root), parts: { uses: USE_QUERIES.go } },
  java: { extract: byQueries(JAVA), parts: { uses: USE_QUERIES.java, defs: JAVA.defs, imports: JAVA.imports } },
  csharp: { extract: byQueries(CSHARP), parts: { uses: USE_QUERIES.csharp, defs: CSHARP.defs, imports: CSHARP.imports } },
  cpp: { extract: byQueries(CPP), parts: { uses: USE_QUERIES.cpp, defs: CPP.defs, imports: CPP.imports } },
  ruby: { extract: rubyExtractor, parts: { uses: USE_QUERIES.ruby, defs: RUBY.defs, imports: RUBY.imports } },
  php: { extract: byQueries(PHP), parts: { uses: USE_QUERIES.php, defs: PHP.defs, imports: PHP.imports } },
  bash: { extract: byQueries(BASH), parts: { uses: USE_QUERIES.bash, defs: BASH.defs, imports: BASH.imports } },
};

const PART_NAMES = ['uses', 'defs', 'imports'] as const;

/** A line that may open a Python `match` statement's case (`case Point(x=0):`, `case (a, b):`). */
const CASE_LINE = /^[ \t]*case[ \t([{]/m;

interface Plan {
  query: Query;
  /** Per pattern index, which part of `Parts` it came from (an index into PART_NAMES). */
  partOf: Uint8Array;
}

const plans = new Map<LanguageId, Plan>();

/**
 * The language's one query: every part joined, so a file's tree is walked once rather than once per part
 * (each walk costs about as much as a third of the parse). Compiled on first use and kept.
 */
function planFor(parser: Parser, lang: LanguageId): Plan {
  let plan = plans.get(lang);
  if (plan) return plan;
  const parts = EXTRACTORS[lang].parts;
  let source = '';
  const starts: number[] = [];
  for (const name of PART_NAMES) {
    starts.push(source.length);
    source += `${parts[name] ?? ''}\n`;
  }
  const query = getQuery(parser, lang, 'all', source);
  const partOf = new Uint8Array(query.patternCount());
  for (let i = 0; i < partOf.length; i++) {
    const at = query.startIndexForPattern(i);
    let part = 0;
    while (part + 1 < starts.length && at >= starts[part + 1]!) part++;
    partOf[i] = part;
  }
  plan = { query, partOf };
  plans.set(lang, plan);
  return plan;
}

function runPlan(plan: Plan, root: Node): Matches {
  const out: Matches = { uses: [], defs: [], imports: [] };
  const lists = [out.uses, out.defs, out.imports];
  for (const m of plan.query.matches(root)) lists[plan.partOf[m.patternIndex]!]!.push(m);
  return out;
}

/**
 * Throws when the grammar cannot load, parsing fails, or `signal` aborts mid-parse;
 * the caller keeps the file node.
 */
export async function extractSymbols(
  lang: LanguageId,
  source: string,
  signal?: AbortSignal,
  /** A C or C++ source file, not a header (extract-uses.ts collectUses). */
  sourceFile = false,
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
    const matches = runPlan(planFor(parser, lang), root);
    const out = EXTRACTORS[lang].extract(root, matches, source);
    const unread = root.hasError ? unreadWords(root) : [];
    if (unread.length > 0) out.unread = unread;
    // A bare value name counts as a use only when the file declares or imports it, other than in a block (Python's
    // conditional symbols, which no use resolves to); in Go, one another file of the package may declare counts too
    // (extract-uses.ts goPackageName).
    const known = new Set<string>(out.modDecls.filter((d) => !namesOnlyACrate(d)).map(modDeclName));
    for (const s of out.symbols) if (!s.conditional) known.add(s.label);
    for (const b of out.bindings) known.add(b.local);
    // A Python `match` pattern's dotted names are read only in a file with a line that may open a case (`case …:`).
    collectUses(lang, matches.uses, known, out.uses, new Set(out.bindings.map((b) => b.local)), out.classBodies, lang === 'python' && CASE_LINE.test(source), sourceFile);
    delete out.classBodies;
    // A bare reference on the line declaring the same name is the declaration itself. On a line that declares one
    // name, only the first one there is, since a name is written before what gives it a value: a later one is a use
    // (Python's `f = staticmethod(f)` or `x = x` in a class body, of the method above or the module's x). A line
    // declaring several (minified code, `a = b = 1`) keeps none of them: its uses cannot be told apart.
    // A shorthand property (`{ name }`) declares no name of its own on its line: its name is a use.
    const declaring = out.symbols.filter((s) => !s.shorthand);
    const onLine = new Map<number, number>();
    for (const s of declaring) onLine.set(s.line_start, (onLine.get(s.line_start) ?? 0) + 1);
    const declared = new Map<string, number>();
    // A C or C++ name written after `struct` declares only a struct (c-tags.ts): `int stat(struct stat *buf);` uses it.
    const tags = lang === 'cpp';
    for (const s of declaring) {
      const left = onLine.get(s.line_start) === 1 ? 1 : Infinity;
      declared.set(`${s.label}\u0000${s.line_start}`, left);
      if (tags && C_TAG_TYPES.has(s.type)) declared.set(`${s.label}\u0000${s.line_start}\u0000tag`, left);
    }
    out.uses = out.uses.filter((u) => {
      if (u.kind !== 'reference' || u.qualifier !== null) return true;
      const key = `${u.name}\u0000${u.line}${u.tag ? '\u0000tag' : ''}`;
      const left = declared.get(key);
      if (!left) return true;
      declared.set(key, left - 1);
      return false;
    });
    return out;
  } finally {
    // Trees live in wasm memory; free each one or a large scan exhausts the heap.
    tree.delete();
  }
}

/**
 * A name as most languages write one, in any script, with Ruby's trailing `?` or `!` (`empty?`, `save!`) kept
 * beside the plain word: what a part the grammar could not read may define.
 */
const WORD = /[\p{L}_$][\p{L}\p{N}_$]*[?!]?/gu;

/**
 * The words of the parts of a tree the grammar could not read (its outermost ERROR nodes), sorted and unique. A
 * part it recovered inside one may still give definitions; the words cover them too, which changes nothing.
 */
export function unreadWords(root: Node): string[] {
  const words = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'ERROR') {
      for (const w of node.text.match(WORD) ?? []) {
        words.add(w);
        if (w.endsWith('?') || w.endsWith('!')) words.add(w.slice(0, -1));
      }
      return;
    }
    if (!node.hasError) return;
    for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  return [...words].sort();
}
