// missing: imports written in an ingested file that name no file of the graph, and uses of names that resolve
// to no single definition — both read from the link material kept at ingest, never by re-parsing a file.
import path from 'node:path';
import { compareCodeUnits, compiledIn, compiledModulePaths, isLocalSpec, isPythonAbsolute, modDeclName, namesOnlyACrate, pythonAbsoluteFiles, pythonCompiledModule, pythonDirectoriesOf, pythonNameInTree, pythonSearchRoots, resolveImports, resolveUses, RustModules, ScriptAliases, type Graph, type LanguageId, type UnresolvedUse } from '../graph/index.js';

export interface MissingImport {
  file_path: string;
  /** The import as written (`./gone.js`, a Rust `mod x`, a Java `import a.b.C`). */
  spec: string;
  language: LanguageId;
}

export interface MissingAnswer {
  missing: MissingImport[];
  /** Uses of names that resolve to no definition, or to several, in their file and what it imports. */
  unresolved: UnresolvedUse[];
  /** How many unresolved uses there were before `unresolved` was capped. */
  unresolved_total: number;
  /** Files whose link material was judged. */
  files_checked: number;
  /** Package imports (`zod`, `node:fs`, `java.util`) name no file of the tree and are counted, not listed as missing. */
  external_count: number;
  /** Uses through a receiver the graph cannot type (`obj.run()`) or bound to a package: not judged either way. */
  not_attempted: number;
}

export const MAX_UNRESOLVED = 500;

/** The graph's resolution of uses, worked out once per graph (a served graph never changes in place). */
const resolved = new WeakMap<Graph, Map<string, ReturnType<typeof resolveUses>>>();

function resolutionOf(g: Graph, root: string): ReturnType<typeof resolveUses> {
  let perRoot = resolved.get(g);
  if (!perRoot) resolved.set(g, (perRoot = new Map()));
  let r = perRoot.get(root);
  if (!r) {
    const links = (g.links ?? []).filter((l) => l.root === root);
    r = resolveUses(links, g.files.filter((f) => f.root === root).map((f) => f.path), undefined, undefined, compiledIn(g, root));
    perRoot.set(root, r);
  }
  return r;
}

/**
 * Every parsed file's imports are resolved as the scan resolved them, and its uses as the linker did. `only`
 * narrows to files whose path, a written import or an unresolved name contains it.
 */
export function missingImports(g: Graph, only?: (file: string, words: readonly string[]) => boolean, cap = MAX_UNRESOLVED): MissingAnswer {
  const answer: MissingAnswer = { missing: [], unresolved: [], unresolved_total: 0, files_checked: 0, external_count: 0, not_attempted: 0 };
  for (const root of g.roots) {
    const links = (g.links ?? []).filter((l) => l.root === root);
    const paths = new Set(g.files.filter((f) => f.root === root).map((f) => f.path));
    // The root's compiled Python modules, by module path: found, though no file of the graph.
    const compiled = compiledModulePaths(compiledIn(g, root));
    let dirs: Set<string> | undefined;
    let rust: RustModules | undefined;
    const uses = resolutionOf(g, root);
    const aliases = new ScriptAliases(links);
    const namespaces = new Set<string>();
    const namespaced = new Set<string>();
    // By language: a Java package and a tsconfig's baseUrl or a go.mod's module path spelled alike are unrelated.
    for (const l of links) {
      if (!l.namespace) continue;
      namespaces.add(`${l.lang}\u0000${l.namespace}`);
      for (const d of l.defs ?? []) namespaced.add(`${l.lang}\u0000${l.namespace}\u0000${d.qualified}`);
    }
    const missingPackages = new Map<string, string[]>();
    for (const m of uses.missing_packages) (missingPackages.get(m.file_path) ?? missingPackages.set(m.file_path, []).get(m.file_path)!).push(m.spec);
    const unresolvedByFile = new Map<string, UnresolvedUse[]>();
    for (const u of uses.unresolved) (unresolvedByFile.get(u.file_path) ?? unresolvedByFile.set(u.file_path, []).get(u.file_path)!).push(u);
    for (const file of links) {
      const lang = file.lang as LanguageId;
      const unresolved = unresolvedByFile.get(file.path) ?? [];
      if (only && !only(file.path, [...file.imports, ...file.mod_decls.map(modDeclName), ...unresolved.map((u) => u.name)])) continue;
      answer.files_checked++;
      for (const u of unresolved) answer.unresolved.push(u);
      if (lang === 'go') {
        // Go import paths were judged by the resolver, against the modules the tree's go.mod files declare.
        for (const m of missingPackages.get(file.path) ?? []) answer.missing.push({ file_path: file.path, spec: m, language: lang });
        answer.external_count += uses.external_packages.get(file.path) ?? 0;
      } else {
        for (const spec of file.imports) {
          if (lang === 'python' && isPythonAbsolute(spec)) {
            const judged = judgePythonAbsolute(file.path, spec, file.imports, paths, (dirs ??= pythonDirectoriesOf(paths)), compiled);
            if (judged === 'external') answer.external_count++;
            else if (judged === 'missing') answer.missing.push({ file_path: file.path, spec, language: lang });
            continue;
          }
          if (lang === 'python' && isPackageOnly(spec)) continue;
          if (isNamespaceLanguage(lang)) continue;
          if (!isLocalSpec(lang, spec)) {
            // A script's non-relative import a path alias or a workspace package maps into the tree is found; one
            // they claim but that names no file is missing; any other is a package's.
            if (resolvesWithin(lang, file.path, spec, file.imports, paths, aliases)) continue;
            if (aliases.claims(path.posix.dirname(file.path), spec)) answer.missing.push({ file_path: file.path, spec, language: lang });
            else answer.external_count++;
            continue;
          }
          if (!resolvesWithin(lang, file.path, spec, file.imports, paths, aliases, compiled)) answer.missing.push({ file_path: file.path, spec, language: lang });
        }
      }
      for (const b of file.bindings ?? []) {
        // A C++ using-declaration (`using v8::Local;`) imports nothing: the name it writes is a use, judged as one.
        if (b.space !== 'namespace' || b.imported === null || lang === 'cpp') continue;
        // A namespace no file of the tree declares is a package's; one the tree declares must hold the name.
        if (!namespaces.has(`${file.lang}\u0000${b.from}`)) answer.external_count++;
        else if (!namespaced.has(`${file.lang}\u0000${b.from}\u0000${b.imported.split('.')[0]!}`)) answer.missing.push({ file_path: file.path, spec: `${b.from}.${b.imported}`, language: lang });
      }
      for (const mod of file.mod_decls) {
        if (!namesOnlyACrate(mod) && (rust ??= new RustModules(links, paths)).declFiles(file.path, mod).length === 0) answer.missing.push({ file_path: file.path, spec: `mod ${modDeclName(mod)}`, language: lang });
      }
    }
    answer.not_attempted += uses.not_attempted;
  }
  answer.missing.sort((a, b) => compareCodeUnits(a.file_path, b.file_path) || compareCodeUnits(a.spec, b.spec));
  answer.unresolved.sort((a, b) => compareCodeUnits(a.file_path, b.file_path) || a.line - b.line || compareCodeUnits(a.name, b.name));
  answer.unresolved_total = answer.unresolved.length;
  answer.unresolved = answer.unresolved.slice(0, cap);
  return answer;
}

function isNamespaceLanguage(lang: LanguageId): boolean {
  return lang === 'java' || lang === 'csharp';
}

/**
 * Resolved as the scan resolves it, from a sibling name so an import of the file itself (which the scan drops
 * as an edge) still counts as found. Python's `from .m import a` is written `./m` and `./m/a` (`a` may be a
 * symbol or a submodule): the statement is judged once, on `./m`, found when `./m` or any of its names is.
 */
function resolvesWithin(lang: LanguageId, from: string, spec: string, all: readonly string[], paths: ReadonlySet<string>, aliases?: ScriptAliases, compiled: ReadonlySet<string> = new Set()): boolean {
  const probe = `${path.posix.dirname(from)}/\u0000probe`;
  if (lang !== 'python') return resolveImports(lang, probe, [spec], paths, aliases).length > 0;
  // A compiled module of the tree is found too.
  const found = (s: string) => resolveImports(lang, probe, [s], paths, aliases).length > 0 || pythonCompiledModule(path.posix.dirname(from), s, paths, compiled);
  const parent = spec.includes('/') ? spec.slice(0, spec.lastIndexOf('/')) : null;
  if (parent !== null && !isPackageOnly(parent) && all.includes(parent)) return true;
  return found(spec) || all.some((s) => s.startsWith(`${spec}/`) && found(s));
}

/**
 * An absolute Python `from a.b import c` is written `a/b` and `a/b/c` (`c` may be a symbol or a submodule). A
 * name is found when one file of the tree answers to it (pythonAbsoluteFiles), or a directory holding Python
 * sources does (a namespace package, merged wherever it is found); a name of a module found is a symbol of it;
 * a name of a namespace package is a submodule, judged on its own; a name of anything else is judged with it
 * (counted once, with its statement). Otherwise it is missing when its first
 * part is the tree's (pythonNameInTree), or several files answer to it; else it is a package from elsewhere.
 * (Which statement wrote a name is not kept: `a/b/x` counts as a name of `a/b` whenever `a/b` is also written.)
 */
function judgePythonAbsolute(
  from: string,
  spec: string,
  all: readonly string[],
  paths: ReadonlySet<string>,
  dirs: ReadonlySet<string>,
  /** The root's compiled modules, by module path (compiledModuleBase). */
  compiled: ReadonlySet<string>,
): 'found' | 'external' | 'missing' | 'judged-with-its-module' {
  const dir = path.posix.dirname(from);
  const roots = pythonSearchRoots(dir, paths);
  const isDirectory = (s: string) => roots.some((r) => dirs.has(r === '.' ? s : `${r}/${s}`));
  const files = pythonAbsoluteFiles(dir, spec, paths).length;
  if (files > 1) return 'missing';
  if (files === 1 || isDirectory(spec) || pythonCompiledModule(dir, spec, paths, compiled)) return 'found';
  const parent = spec.includes('/') ? spec.slice(0, spec.lastIndexOf('/')) : null;
  if (parent !== null && all.includes(parent)) {
    const owners = pythonAbsoluteFiles(dir, parent, paths).length;
    if (owners === 1) return 'found';
    // A name of a namespace package is a submodule, judged on its own; of anything else, judged with it.
    if (owners > 1 || !isDirectory(parent)) return 'judged-with-its-module';
  }
  return pythonNameInTree(dir, spec, paths) ? 'missing' : 'external';
}

/** `.`, `./..`: a Python relative import naming only a package. */
function isPackageOnly(spec: string): boolean {
  return /^\.(\/\.\.)*$/.test(spec);
}
