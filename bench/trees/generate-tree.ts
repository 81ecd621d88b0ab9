// Generated trees of small TypeScript and Python files that import each other and call what they import,
// so a code graph has imports, definitions, references and calls to resolve. Deterministic from a seed.
import path from 'node:path';
import { below, unit } from './seeded.js';

export interface GeneratedFile {
  /** relative, '/'-separated */
  path: string;
  content: string;
}

export interface TreeSpec {
  files: number;
  seed: number;
}

const FILES_PER_DIR = 50;
const DIRS_PER_PACKAGE = 20;
const TS_SHARE = 0.7;
/** how far back a file looks for the files it imports, so imports stay mostly local as in real code */
const IMPORT_WINDOW = 200;
const VERBS = ['parse', 'render', 'load', 'store', 'merge', 'split', 'index', 'resolve', 'format', 'validate', 'fetch', 'encode', 'decode', 'route', 'cache', 'score'];
const NOUNS = ['order', 'user', 'invoice', 'token', 'config', 'graph', 'record', 'session', 'report', 'query', 'payload', 'ledger', 'metric', 'policy', 'schema', 'buffer'];

type Language = 'ts' | 'py';

function languageOf(seed: number, i: number): Language {
  return unit(seed, i, 1) < TS_SHARE ? 'ts' : 'py';
}

/** `verb_noun_<i>` in the file's language convention (camelCase stem for TS, snake_case for Python). */
function stemOf(seed: number, i: number): { snake: string; camel: string; pascal: string } {
  const verb = VERBS[below(VERBS.length, seed, i, 2)]!;
  const noun = NOUNS[below(NOUNS.length, seed, i, 3)]!;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return { snake: `${verb}_${noun}_${i}`, camel: `${verb}${cap(noun)}${i}`, pascal: `${cap(verb)}${cap(noun)}${i}` };
}

function dirOf(i: number): string {
  const d = Math.floor(i / FILES_PER_DIR);
  return `p${Math.floor(d / DIRS_PER_PACKAGE)}/m${d % DIRS_PER_PACKAGE}`;
}

/** The file's path relative to the tree's root. */
export function generatedPath(spec: TreeSpec, i: number): string {
  const lang = languageOf(spec.seed, i);
  const stem = stemOf(spec.seed, i);
  return `${dirOf(i)}/${lang === 'ts' ? stem.camel : stem.snake}.${lang}`;
}

/** Up to three earlier files of the same language (distinct), chosen within a window behind `i`. */
function importsOf(seed: number, i: number, lang: Language): number[] {
  const wanted = 1 + below(3, seed, i, 4);
  const out: number[] = [];
  for (let k = 0; k < wanted * 4 && out.length < wanted && i > 0; k++) {
    const j = i - 1 - below(Math.min(i, IMPORT_WINDOW), seed, i, 10 + k);
    if (languageOf(seed, j) === lang && !out.includes(j)) out.push(j);
  }
  return out.sort((a, b) => a - b);
}

function tsFile(spec: TreeSpec, i: number): string {
  const s = stemOf(spec.seed, i);
  const from = dirOf(i);
  const deps = importsOf(spec.seed, i, 'ts');
  const lines: string[] = [];
  for (const j of deps) {
    const d = stemOf(spec.seed, j);
    let rel = path.posix.relative(from, `${dirOf(j)}/${d.camel}`);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    lines.push(`import { ${d.camel}A } from '${rel}.js';`);
  }
  const k = below(97, spec.seed, i, 5);
  const calls = deps.map((j) => `${stemOf(spec.seed, j).camel}A(x)`).join(' + ') || '0';
  lines.push(
    '',
    `export interface ${s.pascal}Item {`,
    '  id: number;',
    '  name: string;',
    '}',
    '',
    `export function ${s.camel}A(x: number): number {`,
    `  return ${calls} + ${k};`,
    '}',
    '',
    `export function ${s.camel}B(item: ${s.pascal}Item): string {`,
    `  return \`\${item.name}:\${${s.camel}A(item.id)}\`;`,
    '}',
    '',
    `export class ${s.pascal} {`,
    `  run(): number {`,
    `    return ${s.camel}A(${k});`,
    '  }',
    '}',
    '',
  );
  return lines.join('\n');
}

function pyFile(spec: TreeSpec, i: number): string {
  const s = stemOf(spec.seed, i);
  const deps = importsOf(spec.seed, i, 'py');
  const lines: string[] = [];
  for (const j of deps) {
    const d = stemOf(spec.seed, j);
    lines.push(`from ${dirOf(j).replace('/', '.')}.${d.snake} import ${d.snake}_a`);
  }
  const k = below(97, spec.seed, i, 5);
  const calls = deps.map((j) => `${stemOf(spec.seed, j).snake}_a(x)`).join(' + ') || '0';
  lines.push(
    '',
    '',
    `def ${s.snake}_a(x):`,
    `    return ${calls} + ${k}`,
    '',
    '',
    `def ${s.snake}_b(item):`,
    `    return f"{item['name']}:{${s.snake}_a(item['id'])}"`,
    '',
    '',
    `class ${s.pascal}:`,
    '    def run(self):',
    `        return ${s.snake}_a(${k})`,
    '',
  );
  return lines.join('\n');
}

/** File `i` of the tree (0 <= i < spec.files). */
export function generatedFile(spec: TreeSpec, i: number): GeneratedFile {
  if (!Number.isInteger(i) || i < 0 || i >= spec.files) throw new Error(`file index ${i} is outside a tree of ${spec.files} files`);
  return { path: generatedPath(spec, i), content: languageOf(spec.seed, i) === 'ts' ? tsFile(spec, i) : pyFile(spec, i) };
}

/** Every file of the tree, in index order, one at a time (a 500k tree is never held in memory). */
export function* generateTree(spec: TreeSpec): Generator<GeneratedFile> {
  if (!Number.isInteger(spec.files) || spec.files < 1) throw new Error(`a generated tree needs a whole number of files >= 1 (got ${spec.files})`);
  if (!Number.isInteger(spec.seed) || spec.seed < 0) throw new Error(`a generated tree needs a seed that is a whole number >= 0 (got ${spec.seed})`);
  for (let i = 0; i < spec.files; i++) yield generatedFile(spec, i);
}
