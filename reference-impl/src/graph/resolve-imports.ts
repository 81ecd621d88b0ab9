// Resolution of the path-like import forms (relative script imports, Python relative imports, Rust `mod`,
// C++ `#include "x"`, Ruby `require_relative`, PHP require/include, Bash `source`) to files of the same scan.
import path from 'node:path';
import type { LanguageId } from './load-language.js';

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];
/** TS sources import their own compiled names (`./a.js` means `./a.ts`). */
const COMPILED_TO_SOURCE: Record<string, string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/** Returns the relative paths (in `files`) that the file's imports resolve to, without duplicates. */
export function resolveImports(
  lang: LanguageId,
  fromRel: string,
  specs: readonly string[],
  modDecls: readonly string[],
  files: ReadonlySet<string>,
): string[] {
  const dir = path.posix.dirname(fromRel);
  const found = new Set<string>();
  const candidatesFor = (spec: string): string[] => {
    if (lang === 'python') return pythonCandidates(dir, spec);
    if (lang === 'cpp') return includeCandidates(dir, spec);
    if (lang === 'ruby' || lang === 'php' || lang === 'bash') return besideCandidates(dir, spec);
    if (lang !== 'typescript' && lang !== 'tsx' && lang !== 'javascript') return [];
    return scriptCandidates(dir, spec);
  };
  for (const spec of specs) {
    const hit = candidatesFor(spec).find((c) => files.has(c));
    if (hit && hit !== fromRel) found.add(hit);
  }
  if (lang === 'rust') {
    for (const mod of modDecls) {
      const hit = rustModCandidates(fromRel, mod).find((c) => files.has(c));
      if (hit) found.add(hit);
    }
  }
  return [...found];
}

function join(dir: string, spec: string): string | null {
  const joined = path.posix.normalize(path.posix.join(dir, spec));
  // Anything leaving the root is outside this scan.
  return joined === '..' || joined.startsWith('../') ? null : joined;
}

function scriptCandidates(dir: string, spec: string): string[] {
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return [];
  const base = join(dir, spec);
  if (base === null) return [];
  const out = [base];
  const ext = path.posix.extname(base);
  for (const replacement of COMPILED_TO_SOURCE[ext] ?? []) out.push(base.slice(0, -ext.length) + replacement);
  for (const e of SCRIPT_EXTENSIONS) out.push(base + e);
  const prefix = base === '.' ? '' : `${base}/`;
  for (const e of SCRIPT_EXTENSIONS) out.push(`${prefix}index${e}`);
  return out;
}

/** `require_relative`, `require`/`include` and `source` name a file beside the importing one. */
function besideCandidates(dir: string, spec: string): string[] {
  const base = join(dir, spec);
  return base === null ? [] : [base];
}

/** `#include "x.h"` looks beside the including file first, then from the root (a common include directory). */
function includeCandidates(dir: string, spec: string): string[] {
  const beside = join(dir, spec);
  const fromRoot = join('.', spec);
  return [beside, fromRoot].filter((c): c is string => c !== null);
}

function pythonCandidates(dir: string, spec: string): string[] {
  const base = join(dir, spec);
  if (base === null) return [];
  const prefix = base === '.' ? '' : `${base}/`;
  return base === '.' ? ['__init__.py'] : [`${base}.py`, `${prefix}__init__.py`];
}

/** `mod x;` in lib.rs/main.rs/mod.rs looks beside the file; in foo.rs it looks in foo/. */
function rustModCandidates(fromRel: string, mod: string): string[] {
  const dir = path.posix.dirname(fromRel);
  const file = path.posix.basename(fromRel);
  const owner = ['lib.rs', 'main.rs', 'mod.rs'].includes(file)
    ? dir
    : path.posix.join(dir, file.replace(/\.rs$/, ''));
  const prefix = owner === '.' ? '' : `${owner}/`;
  return [`${prefix}${mod}.rs`, `${prefix}${mod}/mod.rs`];
}
