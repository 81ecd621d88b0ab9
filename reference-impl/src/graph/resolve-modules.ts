// Where a file's import forms lead: path imports to files of the scan, namespaces to the files declaring them.
import path from 'node:path';
import type { FileLinks, ImportBinding } from '../records/index.js';
import type { LanguageId } from './load-language.js';
import { GoPackages } from './resolve-go-packages.js';
import { compiledModulePaths, isPythonAbsolute, pythonCompiledModule, pythonDirectoriesOf, pythonNameInTree, pythonNamespaceDir, resolveImports } from './resolve-imports.js';
import { modDeclName } from './mod-decls.js';
import { RustModules } from './resolve-rust-paths.js';
import { ScriptAliases } from './resolve-script-aliases.js';

/** Languages whose scripts import by relative path only; any other specifier names a package. */
const SCRIPT = new Set(['typescript', 'tsx', 'javascript']);

export type ModuleTarget =
  | { kind: 'files'; paths: string[] }
  /** The specifier names no file of the tree though it is written as one (`./gone.js`, a known namespace). */
  | { kind: 'missing' }
  /** A package or namespace from outside the tree (`zod`, `java.util`): nothing here to resolve to. */
  | { kind: 'external' };

/**
 * A namespace as one language's files declare it: Java, C# and PHP spell namespaces alike, but a PHP file never
 * reaches a C# namespace of the same name.
 */
export function namespaceKey(lang: string, ns: string): string {
  return `ns:${lang}:${ns}`;
}

/** The files of one root by path and by declared namespace, built once per resolution call. */
export class ModuleMap {
  readonly byPath = new Map<string, FileLinks>();
  readonly paths: ReadonlySet<string>;
  private readonly byNamespace = new Map<string, string[]>();
  /**
   * pathTargetsOrOutside's answers: per language, per directory (a Rust file: per file), per specifier. Nested rather
   * than under one joined key, so a lookup spells no string: at 100k files the joined keys held about 12 MB.
   */
  private readonly cache = new Map<string, Map<string, Map<string, string[] | null>>>();
  private readonly dirs = new Map<string, string>();
  private readonly open = new Map<FileLinks, { paths: string[]; namespaces: string[]; dir: string | null }>();
  private readonly outside = new Map<FileLinks, boolean>();
  private readonly reach = new Map<FileLinks, IncludeReach>();
  private readonly inline = new Map<string, { file: string; qualified: string }[]>();
  private readonly go: GoPackages;
  private readonly rust: RustModules;
  private readonly aliases: ScriptAliases;

  /** The module paths of the tree's compiled Python modules (compiledModuleBase). */
  private readonly compiled: ReadonlySet<string>;

  /**
   * `aliases`: the tree's path aliases and workspace packages, when the caller has them already (link-graph.ts);
   * `compiledFiles`: the root's compiled modules' files (Graph `compiled`).
   */
  constructor(links: readonly FileLinks[], filePaths: Iterable<string>, aliases?: ScriptAliases, compiledFiles: Iterable<string> = []) {
    this.paths = new Set(filePaths);
    this.compiled = compiledModulePaths(compiledFiles);
    this.go = new GoPackages(links, this.paths);
    this.rust = new RustModules(links, this.paths);
    this.aliases = aliases ?? new ScriptAliases(links);
    for (const l of links) {
      this.byPath.set(l.path, l);
      if (l.namespace) {
        const key = namespaceKey(l.lang, l.namespace);
        (this.byNamespace.get(key) ?? this.byNamespace.set(key, []).get(key)!).push(l.path);
      }
    }
  }

  /**
   * The files a path specifier written in `file` names: none or one, for a Go import the files of the package
   * directory, for a Rust module a `#[cfg_attr(…, path)]` declares one per configuration. A Rust path is judged from the file itself (its own module and `mod`s), so it is kept per file.
   */
  pathTargets(file: FileLinks, spec: string): string[] {
    return this.pathTargetsOrOutside(file, spec) ?? [];
  }

  /** pathTargets, or null for a Rust path that leads out of the crate (RustModules.moduleFiles). */
  pathTargetsOrOutside(file: FileLinks, spec: string): string[] | null {
    const rust = file.lang === 'rust';
    const dir = rust ? file.path : this.dirOf(file.path);
    let byDir = this.cache.get(file.lang);
    if (byDir === undefined) this.cache.set(file.lang, (byDir = new Map()));
    let bySpec = byDir.get(dir);
    if (bySpec === undefined) byDir.set(dir, (bySpec = new Map()));
    let hit = bySpec.get(spec);
    if (hit === undefined) {
      if (rust) hit = this.rust.moduleFiles(file.path, spec);
      else if (file.lang === 'go') hit = (this.go.directoriesOf(spec) ?? []).flatMap((d) => this.go.filesIn(d));
      // Judged from a sibling name, so an import of the file itself still finds it.
      else hit = resolveImports(file.lang as LanguageId, `${dir}/\u0000probe`, [spec], this.paths, this.aliases);
      bySpec.set(spec, hit);
    }
    return hit;
  }

  /** The directories that may be Python namespace packages (pythonDirectoriesOf), made at the first question. */
  private pyDirs: ReadonlySet<string> | null = null;

  /** Python: whether `spec`, as `file` writes it, is a namespace package of the tree (pythonNamespaceDir). */
  pythonNamespace(file: FileLinks, spec: string): boolean {
    this.pyDirs ??= pythonDirectoriesOf(this.paths);
    return pythonNamespaceDir(this.dirOf(file.path), spec, this.paths, this.pyDirs);
  }

  /**
   * Python: whether `spec`, as `file` writes it, is a compiled module of the tree that no source or stub answers to
   * (pythonCompiledModule): a module whose names the graph cannot see.
   */
  pythonCompiled(file: FileLinks, spec: string): boolean {
    return file.lang === 'python' && pythonCompiledModule(this.dirOf(file.path), spec, this.paths, this.compiled);
  }

  /** A specifier written as part of the tree rather than a package from elsewhere. */
  private isLocal(file: FileLinks, spec: string): boolean {
    if (file.lang === 'go') return this.go.isLocal(spec);
    if (file.lang === 'rust') return this.rust.moduleFiles(file.path, spec) !== null;
    if (file.lang === 'python' && isPythonAbsolute(spec)) return pythonNameInTree(this.dirOf(file.path), spec, this.paths);
    // A script's non-relative specifier the tree claims (a path alias, a workspace package) is the tree's to answer.
    if (SCRIPT.has(file.lang) && !isLocalSpec(file.lang, spec)) return this.aliases.claims(this.dirOf(file.path), spec);
    return isLocalSpec(file.lang, spec);
  }

  private dirOf(relPath: string): string {
    let dir = this.dirs.get(relPath);
    if (dir === undefined) {
      dir = path.posix.dirname(relPath);
      this.dirs.set(relPath, dir);
    }
    return dir;
  }

  /** Rust: the directory of the crate `relPath` belongs to (where its lib.rs or main.rs lies), or null. */
  rustCrateOf(relPath: string): string | null {
    return this.rust.crateOf(relPath);
  }

  /**
   * Rust: the items a module path names inside a file rather than a module file: the longest prefix naming module
   * files, then the qualified name of an inline module (or an enum, a type) defined in each (`self::m::deep`,
   * `crate::m`, `m::E` for an inline `mod m`): one, or one per configuration when the module has a file for each;
   * none when the path names no such definition.
   */
  rustInlines(file: FileLinks, spec: string): readonly { file: string; qualified: string }[] {
    const key = `${file.path}\u0000${spec}`;
    let hits = this.inline.get(key);
    if (hits === undefined) {
      hits = [];
      const segs = spec.split('::');
      let i = segs.length;
      while (i >= 1 && this.pathTargets(file, segs.slice(0, i).join('::')).length === 0) i--;
      // A path naming a module file whole leaves nothing to look for in it; one through a `mod m;` whose file is
      // missing is no inline module.
      const qualified = segs.slice(i).join('.');
      for (const path of i >= 1 ? this.pathTargets(file, segs.slice(0, i).join('::')) : [file.path]) {
        const target = this.byPath.get(path);
        if (!target || i >= segs.length || target.mod_decls.some((d) => modDeclName(d) === segs[i])) continue;
        if ((target.defs ?? []).some((d) => d.qualified === qualified)) hits.push({ file: target.path, qualified });
      }
      this.inline.set(key, hits);
    }
    return hits;
  }

  namespaceFiles(lang: string, ns: string): readonly string[] {
    return this.byNamespace.get(namespaceKey(lang, ns)) ?? [];
  }

  /** Where a binding's module is: files, missing (written as local, found nowhere) or external. */
  bindingModule(file: FileLinks, b: ImportBinding): ModuleTarget {
    if (b.space === 'namespace') {
      const files = this.namespaceFiles(file.lang, b.from);
      return files.length > 0 ? { kind: 'files', paths: [...files] } : { kind: 'external' };
    }
    return this.importTarget(file, b.from);
  }

  /** Where a path specifier written in `file` leads: files, missing (written as local, found nowhere) or external. */
  importTarget(file: FileLinks, spec: string): ModuleTarget {
    const paths = this.pathTargets(file, spec);
    if (paths.length > 0) return { kind: 'files', paths };
    // A compiled module is found, but offers nothing the graph can see: as a package from elsewhere does.
    if (this.pythonCompiled(file, spec)) return { kind: 'external' };
    return this.isLocal(file, spec) ? { kind: 'missing' } : { kind: 'external' };
  }

  /**
   * C++: the files `file` includes, and the files those include, and so on (the preprocessor pastes them all in), with
   * whether any include on the way leaves the tree. Worked out once per file.
   */
  includeReach(file: FileLinks): IncludeReach {
    let reach = this.reach.get(file);
    if (!reach) {
      const files = new Set<string>();
      let outside = false;
      const queue: FileLinks[] = [file];
      for (let k = 0; k < queue.length && files.size <= MAX_INCLUDE_REACH; k++) {
        const from = queue[k]!;
        for (const spec of from.imports) {
          const targets = this.pathTargets(from, spec);
          if (targets.length === 0) outside = true;
          for (const t of targets) {
            if (t === file.path || files.has(t)) continue;
            files.add(t);
            const next = this.byPath.get(t);
            if (next && next.lang === 'cpp') queue.push(next);
          }
        }
        if (files.size > MAX_INCLUDE_REACH) outside = true;
      }
      reach = { files, outside };
      this.reach.set(file, reach);
    }
    return reach;
  }

  /**
   * The files whose top-level names `file` sees without naming them: what it requires or sources (Ruby, PHP, Bash; a
   * C++ file's includes are its includeReach, read there), its package (Go: the same directory; Java, C#, PHP: the
   * same namespace) and the namespaces it opens, and the modules a `*` binding opens whole (`export *`, Python
   * `import *`, Go `import .`, Rust `use a::*` at the file's top); other imports bring names only through bindings.
   * Worked out once per file; callers must not change the lists.
   */
  openFiles(file: FileLinks): { paths: string[]; namespaces: string[]; dir: string | null } {
    let open = this.open.get(file);
    if (!open) {
      open = this.computeOpenFiles(file);
      this.open.set(file, open);
    }
    return open;
  }

  /**
   * Whether `file` sees names the tree cannot list: it includes, requires or sources something outside the tree or
   * missing from it (C++, Ruby, PHP, Bash), opens a namespace no file of the tree declares (Java's `import a.b.*`,
   * C#'s `using`), or opens a module from elsewhere whole (Python's `from os import *`, Go's `import . "fmt"`, Rust's
   * `use std::io::*`). A bare name nothing in reach defines may then be one of those: not judged.
   */
  seesOutside(file: FileLinks): boolean {
    let sees = this.outside.get(file);
    if (sees === undefined) {
      sees = this.computeSeesOutside(file);
      this.outside.set(file, sees);
    }
    return sees;
  }

  private computeSeesOutside(file: FileLinks): boolean {
    const lang = file.lang;
    if (lang === 'cpp') return this.includeReach(file).outside;
    if (lang === 'ruby' || lang === 'php' || lang === 'bash') {
      if (file.imports.some((spec) => this.pathTargets(file, spec).length === 0)) return true;
    }
    if ((file.open_namespaces ?? []).some((ns) => this.namespaceFiles(lang, ns).length === 0)) return true;
    // A script's `export * from` passes names on without bringing them into its own scope.
    if (SCRIPT.has(lang)) return false;
    // A Rust glob of an inline module or an enum (`use self::m::E::*`) opens names of the tree.
    return (file.bindings ?? []).some((b) => b.local === '*' && b.space === 'path' && this.importTarget(file, b.from).kind !== 'files' && !(lang === 'rust' && this.rustInlines(file, b.from).length > 0));
  }

  private computeOpenFiles(file: FileLinks): { paths: string[]; namespaces: string[]; dir: string | null } {
    const lang = file.lang;
    const paths: string[] = [];
    if (lang === 'ruby' || lang === 'php' || lang === 'bash') {
      for (const spec of file.imports) paths.push(...this.pathTargets(file, spec));
    }
    // A Rust glob written inside a module or a function opens its module there only (resolve-uses.ts rustGlobs).
    for (const b of file.bindings ?? []) {
      if (b.local === '*' && b.imported === null && b.space === 'path' && b.scope === undefined) paths.push(...this.pathTargets(file, b.from));
    }
    const namespaces = [...(file.open_namespaces ?? [])];
    if (file.namespace && (lang === 'java' || lang === 'csharp' || lang === 'php')) namespaces.push(file.namespace);
    return { paths, namespaces, dir: lang === 'go' ? path.posix.dirname(file.path) : null };
  }
}

/** The files a C++ file includes, directly or through the files it includes (never itself), in the order found. */
export interface IncludeReach {
  files: ReadonlySet<string>;
  /** An include on the way names nothing of the tree (`<vector>`, a missing header), or the reach passed its bound. */
  outside: boolean;
}

/**
 * Most files a C++ file's includes reach before the rest is taken as unknown (outside): a bound on the work and the
 * memory of one file's reach in a tree whose headers include each other by the thousand.
 */
export const MAX_INCLUDE_REACH = 4096;

/**
 * A specifier written as a file of the tree rather than a package. `<x>` is found on the language's own search path
 * (`#include <vector>`, Ruby's `require "json"`): outside the tree.
 */
export function isLocalSpec(lang: string, spec: string): boolean {
  if (!SCRIPT.has(lang)) return !spec.startsWith('<');
  return spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
}
