// Resolution of the path-like import forms (relative script imports, and non-relative ones a project config's path
// aliases or a workspace package's manifest map into the tree; Python imports, Rust `mod`, C++ `#include "x"`, Ruby
// `require_relative` and `require` from a gem's lib, PHP require/include, Bash `source`, a project config's relative
// `extends`) to files of the same scan.
import path from 'node:path';
import { SCRIPT_CONFIG_LANG } from './extract-script-config.js';
import type { LanguageId } from './load-language.js';
import type { ScriptAliases } from './resolve-script-aliases.js';

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];
/**
 * TS sources import their own compiled names (`./a.js` means `./a.ts`, or the declarations `./a.d.ts`), and
 * TypeScript looks for those before the compiled file itself.
 */
const COMPILED_TO_SOURCE: Record<string, string[]> = {
  '.js': ['.ts', '.tsx', '.d.ts'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts', '.d.mts'],
  '.cjs': ['.cts', '.d.cts'],
};

/**
 * Returns the relative paths (in `files`) that the file's imports resolve to, without duplicates. `aliases`: the
 * tree's project configs, for a script's non-relative specifiers.
 */
export function resolveImports(
  lang: LanguageId,
  fromRel: string,
  specs: readonly string[],
  files: ReadonlySet<string>,
  aliases?: ScriptAliases,
): string[] {
  const dir = path.posix.dirname(fromRel);
  const found = new Set<string>();
  const candidatesFor = (spec: string): string[] => {
    // `<x>`: found on the language's own search path (a C++ system include, a Ruby `require`), not beside the file.
    if (spec.startsWith('<')) return lang === 'ruby' ? loadPathCandidates(spec.slice(1, -1), files) : [];
    if ((lang as string) === SCRIPT_CONFIG_LANG) return configCandidates(dir, spec);
    if (lang === 'python') return isPythonAbsolute(spec) ? onlyOne(pythonAbsoluteFiles(dir, spec, files)) : pythonCandidates(dir, spec);
    if (lang === 'cpp') return includeCandidates(dir, spec);
    if (lang === 'ruby' || lang === 'php' || lang === 'bash') return besideCandidates(dir, spec);
    if (lang !== 'typescript' && lang !== 'tsx' && lang !== 'javascript') return [];
    if (aliases && !isRelative(spec)) return aliases.bases(dir, spec).flatMap((base) => scriptCandidates('.', `./${base}`, lang !== 'javascript'));
    return scriptCandidates(dir, spec, lang !== 'javascript');
  };
  for (const spec of specs) {
    const hit = candidatesFor(spec).find((c) => files.has(c));
    if (hit && hit !== fromRel) found.add(hit);
  }
  return [...found];
}

function join(dir: string, spec: string): string | null {
  let joined = path.posix.normalize(path.posix.join(dir, spec));
  // `./` and `../` name a directory: normalising keeps their slash, which no path of the scan ends with.
  if (joined.length > 1 && joined.endsWith('/')) joined = joined.slice(0, -1);
  // Anything leaving the root is outside this scan.
  return joined === '..' || joined.startsWith('../') ? null : joined;
}

function isRelative(spec: string): boolean {
  return spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..';
}

/** `typed`: the importer is TypeScript, which prefers a compiled name's source or declarations to the name itself. */
function scriptCandidates(dir: string, spec: string, typed: boolean): string[] {
  if (!isRelative(spec)) return [];
  const base = join(dir, spec);
  if (base === null) return [];
  const ext = path.posix.extname(base);
  const sources = (COMPILED_TO_SOURCE[ext] ?? []).map((replacement) => base.slice(0, -ext.length) + replacement);
  const out = typed ? [...sources, base] : [base, ...sources];
  for (const e of SCRIPT_EXTENSIONS) out.push(base + e);
  const prefix = base === '.' ? '' : `${base}/`;
  for (const e of SCRIPT_EXTENSIONS) out.push(`${prefix}index${e}`);
  return out;
}

/** A project config's `extends` names a config beside it, with or without its `.json`. */
function configCandidates(dir: string, spec: string): string[] {
  const base = join(dir, spec);
  return base === null ? [] : [base, `${base}.json`];
}

/** The `lib` directories of the tree's gems (each beside a `*.gemspec`), found once per set of files. */
const gemLibsOf = new WeakMap<ReadonlySet<string>, string[]>();

/**
 * Ruby's `require "a/b"` as a gem of the tree puts it on the load path: `lib/a/b.rb` beside a `*.gemspec`. A name two
 * gems answer to is none of them (which comes first depends on the load order of a run).
 */
function loadPathCandidates(spec: string, files: ReadonlySet<string>): string[] {
  let libs = gemLibsOf.get(files);
  if (!libs) {
    const dirs = new Set<string>();
    for (const f of files) if (f.endsWith('.gemspec')) dirs.add(path.posix.dirname(f));
    libs = [...dirs].sort().map((d) => (d === '.' ? 'lib' : `${d}/lib`));
    gemLibsOf.set(files, libs);
  }
  // `./x`, `/x` and a path worked out at run time (`?`) are no name on the load path.
  if (spec.startsWith('.') || spec.startsWith('/') || spec === '?') return [];
  const name = spec.endsWith('.rb') ? spec : `${spec}.rb`;
  const found = libs.map((lib) => join(lib, name)).filter((c): c is string => c !== null && files.has(c));
  return found.length === 1 ? found : [];
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

function onlyOne(files: string[]): string[] {
  return files.length === 1 ? files : [];
}

/** A Python module written by name (`pkg/mod` for `pkg.mod`) rather than relative to the file (`./mod`, `.`). */
export function isPythonAbsolute(spec: string): boolean {
  return !spec.startsWith('.');
}

/**
 * The places Python would look for an absolute module name written in a file of `dir`: the granted root (a
 * program run from there), and the directory above the file's outermost package (a directory with
 * `__init__.py`, or a stub package's `__init__.pyi`), which is the file's own directory when that is no package,
 * as for a script run directly.
 */
export function pythonSearchRoots(dir: string, files: ReadonlySet<string>): string[] {
  let top = dir;
  while (top !== '.' && (files.has(`${top}/__init__.py`) || files.has(`${top}/__init__.pyi`))) top = path.posix.dirname(top);
  return top === '.' ? ['.'] : ['.', top];
}

/**
 * The files of the tree an absolute Python module name (`pkg/mod` for `pkg.mod`) may mean, one from each of its
 * search roots: the package `pkg/mod/__init__.py`, which Python takes before a module `pkg/mod.py` beside it, else
 * that module, else a stub of either (`pkg/mod.pyi`: a compiled module's declarations). Several name no file for
 * the resolver: the name stays unresolved rather than guessed. None: a namespace package (a directory of the tree
 * without `__init__.py`) or a package from outside the tree.
 */
export function pythonAbsoluteFiles(dir: string, spec: string, files: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const root of pythonSearchRoots(dir, files)) {
    const base = under(root, spec);
    const hit = firstPythonModule(base, files);
    if (hit !== null) found.add(hit);
  }
  return [...found];
}

/** What follows a Python module's path (`pkg/mod`) in the files that may be it, in the order they are taken. */
const PYTHON_MODULE_ENDINGS = ['/__init__.py', '.py', '/__init__.pyi', '.pyi'];

/** The files that may be the Python module at `base` (a path without extension), in the order they are taken. */
function pythonModuleFiles(base: string): string[] {
  return PYTHON_MODULE_ENDINGS.map((ending) => base + ending);
}

/** The first file of `files` that is the Python module at `base`, or null (pythonModuleFiles, spelled as needed). */
function firstPythonModule(base: string, files: ReadonlySet<string>): string | null {
  for (const ending of PYTHON_MODULE_ENDINGS) if (files.has(base + ending)) return base + ending;
  return null;
}

/**
 * A compiled Python module's file name: an identifier, then a platform tag as the interpreters spell them
 * (`cpython-311-x86_64-linux-gnu`, `cpython-313t-darwin`, `abi3`, `cp311-win_amd64`, `cp311-mingw_x86_64`,
 * `pypy39-pp73-x86_64-linux-gnu`, older PyPy's `pypy3-71-x86_64-linux-gnu` and `pypy-73`, `graalpy…`) or none,
 * then `.so` or `.pyd`. A shared library whose name has a version or a dash is none
 * (`libgfortran.so.5`, `libopenblas-0cf96a72.so`, `libpython3.11.so`), nor is a name with another dotted part
 * (`config.old.so`); an untagged `libtorch.so` is taken for a module `libtorch`, which matters only where a use names it.
 */
const COMPILED_MODULE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.(?:cpython-\d+[a-z]*(?:-[A-Za-z0-9_]+)*|abi3|cp\d+[a-z]*-(?:win|mingw)[A-Za-z0-9_]*|pypy\d*-(?:pp)?\d+(?:-[A-Za-z0-9_]+)*|graalpy[A-Za-z0-9_-]*))?\.(?:so|pyd)$/;

/**
 * The module path (`pkg/_x`) of a compiled Python module's file (`pkg/_x.cpython-311-x86_64-linux-gnu.so`), or null
 * when the file is none. The scan reads no such file; the resolver takes the module for one whose names it cannot
 * see, where no source or stub of that path is. A compiled `__init__` is none: the package it would make is not one
 * the search roots know (pythonSearchRoots), so it is left to be read as any binary file is (not at all).
 */
export function compiledModuleBase(relPath: string): string | null {
  // Asked of every file a walk finds: most are settled by their ending, without a slice or the pattern.
  if (!relPath.endsWith('.so') && !relPath.endsWith('.pyd')) return null;
  const slash = relPath.lastIndexOf('/');
  const m = COMPILED_MODULE.exec(relPath.slice(slash + 1));
  if (m === null || m[1] === '__init__') return null;
  return slash < 0 ? m[1]! : `${relPath.slice(0, slash)}/${m[1]!}`;
}

/** The module paths of the compiled modules' files `paths` (compiledModuleBase), those that are any. */
export function compiledModulePaths(paths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const base = compiledModuleBase(p);
    if (base !== null) out.add(base);
  }
  return out;
}

/**
 * Whether the Python module `spec` written in a file of `dir` (absolute, `pkg/_x`; or relative, `./_x`) is a compiled
 * module of the tree (its path one of `compiled`, compiledModuleBase's) where no source or stub answers to it.
 */
export function pythonCompiledModule(dir: string, spec: string, files: ReadonlySet<string>, compiled: ReadonlySet<string>): boolean {
  if (compiled.size === 0) return false;
  const bases = isPythonAbsolute(spec) ? pythonSearchRoots(dir, files).map((root) => under(root, spec)) : [join(dir, spec)];
  return bases.some((base) => base !== null && compiled.has(base) && firstPythonModule(base, files) === null);
}

/** The stub beside a Python source (`m.pyi` for `m.py`), which may declare names the source sets unseen. */
export function pythonStubOf(sourcePath: string): string | null {
  return sourcePath.endsWith('.py') ? `${sourcePath}i` : null;
}

/**
 * Whether an absolute Python name is the tree's to answer: its first part is a module or a package (with
 * `__init__.py`) at one of the search roots. A directory without `__init__.py` is not enough: Python takes a
 * package of that name from anywhere else first (the standard library's `logging`, an installed `google`) and
 * merges namespace directories, so a name under one that no file answers to is a package from elsewhere.
 */
export function pythonNameInTree(dir: string, spec: string, files: ReadonlySet<string>): boolean {
  const head = spec.split('/')[0]!;
  return pythonSearchRoots(dir, files).some((root) => {
    const base = under(root, head);
    return firstPythonModule(base, files) !== null;
  });
}

/**
 * A name's path under a search root. The parts of an absolute Python name are identifiers, never `.` or `..`,
 * so the path needs no normalising (every import of a large Python tree comes this way).
 */
function under(root: string, spec: string): string {
  return root === '.' ? spec : `${root}/${spec}`;
}

/**
 * Whether a Python module name (`pkg/sub`, or a relative one as written) that no module of the tree answers is a
 * namespace package of the tree at some place it may be: a directory there holding Python sources below it (one of
 * `pyDirs`, pythonDirectoriesOf). `dir` is the importing file's directory.
 */
export function pythonNamespaceDir(dir: string, spec: string, files: ReadonlySet<string>, pyDirs: ReadonlySet<string>): boolean {
  const bases = isPythonAbsolute(spec) ? pythonSearchRoots(dir, files).map((root) => under(root, spec)) : [join(dir, spec)];
  return bases.some((base) => base !== null && pyDirs.has(base));
}

/**
 * Every directory with a Python source somewhere below it, the root (`.`) excepted: the directories that may be
 * namespace packages. A folder of other files (templates, data) is none, so `email.mime` stays the standard
 * library's in a tree with an `email/` folder of templates.
 */
export function pythonDirectoriesOf(files: Iterable<string>): Set<string> {
  const dirs = new Set<string>();
  for (const f of files) {
    if (!f.endsWith('.py') && !f.endsWith('.pyi')) continue;
    for (let d = path.posix.dirname(f); d !== '.' && !dirs.has(d); d = path.posix.dirname(d)) dirs.add(d);
  }
  return dirs;
}

function pythonCandidates(dir: string, spec: string): string[] {
  const base = join(dir, spec);
  if (base === null) return [];
  // A package is taken before a module of the same name beside it, as Python does; a stub where neither is.
  return base === '.' ? ['__init__.py', '__init__.pyi'] : pythonModuleFiles(base);
}

