// Resolves the uses of names written in each file to the symbols they name: a use resolves only to a
// definition in its own file or in a file it imports by the language's own import form; a name defined in
// several candidates, or in none, stays unresolved. Nothing is ever matched by name alone across the tree.
import path from 'node:path';
import type { FileDef, FileLinks, ImportBinding, RawRef } from '../records/index.js';
import { modDeclName } from './mod-decls.js';
import { isBuiltinName, PYTHON_CLASS_ATTRIBUTES } from './builtin-names.js';
import { fileNodeId, symbolIdPrefix } from './build-nodes.js';
import { closesScopes } from './closed-scopes.js';
import { ModuleMap, namespaceKey } from './resolve-modules.js';
import { pythonStubOf } from './resolve-imports.js';
import type { ScriptAliases } from './resolve-script-aliases.js';
import { RUST_PATH_HEADS, SUPER_HEADS, UNKNOWN_BASE } from './extract-uses.js';
import { GO_BUILD } from './extract-go.js';
import { pathFromFileModule } from './rust-module-path.js';
import { possibleDefinitions, type GoBuild } from './go-build-files.js';
import { METACLASS } from './extract-python.js';
import { PHP, phpFold, PhpSpellings, type SpelledFile } from './php-names.js';
import { c3Order } from './c3-order.js';
import type { LanguageId } from './load-language.js';
import type { GraphEdge } from './types.js';

export interface UnresolvedUse {
  file_path: string;
  /** The node the use sits in. */
  from: string;
  name: string;
  qualifier: string | null;
  line: number;
  /** A base its class names is a `reference`. */
  kind: 'call' | 'reference';
  /** `undefined`: no candidate defines it; `ambiguous`: several do; `missing_module`: its import names no file. */
  reason: 'undefined' | 'ambiguous' | 'missing_module';
  /** For `ambiguous`, the symbols that each define the name. */
  candidates: string[];
}

export interface UseResolution {
  /** `calls` and `references` edges, without repeats. */
  edges: GraphEdge[];
  /**
   * Files each file imports as a package: by namespace (Java, C#, PHP `use`), the files defining what it binds;
   * by a Go import path, the files of the package directory it names.
   */
  package_imports: [from: string, to: string][];
  /** Go import paths under a module of the tree that name no package directory of it. */
  missing_packages: { file_path: string; spec: string }[];
  /** Per file, its Go import paths of packages from elsewhere (`fmt`): not files of the tree, and not missing. */
  external_packages: Map<string, number>;
  unresolved: UnresolvedUse[];
  /** Uses through a receiver the graph cannot type (`obj.run()`), bound to a package outside the tree, or of a language builtin. */
  not_attempted: number;
  /**
   * Definitions visited to build the identity index: at most one per definition (one per definition of every file
   * the resolution asked about), however many uses there are.
   */
  index_visits: number;
}

/**
 * The parts of a written path (`a.b`, `a::b`, `a\\b`, `a->b`), as the resolver splits a qualifier; a changed name's
 * reach is judged by the same parts (affected-files.ts).
 */
export function nameParts(written: string): string[] {
  return written.split(/\.|::|\\|->/).filter((p) => p !== '');
}

type Found = { ids: string[] } | { missing: true } | { none: true };
/** Not attempted: the use goes through something the graph cannot type, or leaves the tree. */
const NONE: Found = { none: true };
/** Looked for where it should be and found nowhere. */
const UNDEFINED: Found = { ids: [] };
/** What exported() gives for a name that stands for a whole module rather than a definition. */
const WHOLE_MODULE = '\u0000module';
/** The attributes Python gives every module (and package) itself. */
const MODULE_ATTRIBUTES: ReadonlySet<string> = new Set(['__file__', '__name__', '__doc__', '__spec__', '__loader__', '__package__', '__path__', '__dict__', '__builtins__', '__cached__', '__annotations__']);
/**
 * What exported() gives for a name an import may bring from a module outside the tree or missing from it (`from
 * posix import *`, `from _io import BytesIO`, `export * from "pkg"`), or that a Python module may bind in a block
 * (`if sys.platform …: def f`, extract-python.ts): nothing the tree holds can tell.
 */
const UNTOLD = '\u0000untold';

/**
 * Of a Rust module's files for several configurations, one that may hold the name from outside or from a macro, and
 * defines none of it: the name is not judged, whatever the others define.
 */
function oneUntold(each: readonly (readonly string[])[]): boolean {
  return each.length > 1 && each.some((ids) => ids.includes(UNTOLD) && ids.every((id) => id === UNTOLD || id === WHOLE_MODULE));
}

const SCRIPT_LANGS = new Set(['typescript', 'tsx', 'javascript']);
const PROTOTYPE = 'prototype';
const SELF = new Set(['this', 'self', '$this', 'static', 'Self']);
/**
 * Languages whose class names its bases outside the scope its own members are in (Python evaluates them before the
 * body runs; a Java member's scope is the class's body; a C++ base clause comes before the members are declared): a
 * base is looked up from the scope around the class. Ruby's is read so in rubyConstant; C#'s is still looked up from
 * the class itself.
 */
const BASE_OUTSIDE: ReadonlySet<LanguageId> = new Set(['python', 'java', 'cpp']);
/**
 * Languages whose class's member comes from its first base that brings one (the superclass, written first, before
 * the interfaces: a class's method wins over an interface's declaration of it).
 */
const FIRST_BASE_WINS: ReadonlySet<LanguageId> = new Set(['java', 'csharp']);
const MAX_REEXPORT_DEPTH = 8;

/**
 * Standard traits whose members are known (an `impl` of one from outside the tree gives its type these, and nothing
 * else): it leaves the type's other members judged.
 */
const RUST_STD_TRAITS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Debug', ['fmt']], ['Display', ['fmt']], ['Clone', ['clone', 'clone_from']], ['Copy', []], ['Default', ['default']],
  ['PartialEq', ['eq', 'ne']], ['Eq', []], ['PartialOrd', ['partial_cmp', 'lt', 'le', 'gt', 'ge']],
  ['Ord', ['cmp', 'max', 'min', 'clamp']], ['Hash', ['hash', 'hash_slice']], ['From', ['from']], ['Into', ['into']],
  ['TryFrom', ['try_from']], ['TryInto', ['try_into']], ['AsRef', ['as_ref']], ['AsMut', ['as_mut']],
  ['Deref', ['deref']], ['DerefMut', ['deref_mut']], ['Drop', ['drop']], ['FromStr', ['from_str']], ['Send', []],
  ['Sync', []], ['Unpin', []],
]);

/**
 * Methods of standard traits that derives (`#[derive(Default, Clone, Hash, Debug)]`) or the standard library's
 * blanket impls (`impl<T> From<T> for T`, `impl<T: Display> ToString for T`, `impl<T> Borrow<T> for T`, an
 * iterator's `into_iter`) give types without an `impl` in the tree.
 */
const RUST_TRAIT_METHODS: ReadonlySet<string> = new Set([
  'default', 'clone', 'clone_from', 'eq', 'ne', 'cmp', 'partial_cmp', 'lt', 'le', 'gt', 'ge', 'max', 'min', 'clamp',
  'hash', 'fmt', 'from', 'into', 'try_from', 'try_into', 'to_owned', 'to_string', 'borrow', 'borrow_mut', 'into_iter',
]);

/**
 * A few names of one file (IdentityIndex containers, closedNames): a list while it is short, where a set of one name
 * costs about a hundred bytes more (at 100k files the two kinds held about 39 MB as sets); none is one shared list.
 */
type FewNames = ReadonlySet<string> | readonly string[];
const NO_NAMES: readonly string[] = Object.freeze([]);
const FEW_NAMES = 8;
function fewNames(names: Set<string>): FewNames {
  return names.size === 0 ? NO_NAMES : names.size <= FEW_NAMES ? [...names] : names;
}
const hasName = (names: FewNames, name: string): boolean => (Array.isArray(names) ? names.includes(name) : (names as ReadonlySet<string>).has(name));

/**
 * The reverse identity index: per file, qualified name → symbol id; per package (Go directory, Java/C#/PHP
 * namespace), top-level name → the files defining it. A file's part is built the first time a resolution asks
 * about that file (or its package), in one pass over its definitions, so a resolution visits each definition at
 * most once however many uses it resolves, and one that resolves only some files visits only what they reach.
 * A qualified name repeated in one file (overloads, a declaration and its definition) is one identity.
 */
class IdentityIndex {
  private readonly perFile = new Map<string, Map<string, string>>();
  private readonly qualifiedOfId = new Map<string, string>();
  private readonly fileOfId = new Map<string, string>();
  /** The files of each package, in the order given; a package's names are gathered when first asked. */
  private readonly groupFiles = new Map<string, FileLinks[]>();
  private readonly groups = new Map<string, Map<string, string[]>>();
  /** Per package, every name its files define (nested ones too), with the files defining it. */
  private readonly allNames = new Map<string, Map<string, string[]>>();
  /** Per package, how many of its files define names inside each name (holders). */
  private readonly holderCounts = new Map<string, Map<string, number>>();
  /** Per file, the qualified names some definition of it is inside. */
  private readonly containers = new Map<string, FewNames>();
  /** Per symbol id, the definition it is written in when that is not its scope (FileDef `within`). */
  private readonly withinOfId = new Map<string, string>();
  /** Per file, the qualified names every definition of which is closed (FileDef `scope`). */
  private readonly closedNames = new Map<string, FewNames>();
  /** `file\0qualified` of names a file defines more than once, written inside different definitions. */
  private readonly mixedNesting = new Set<string>();
  /** Per C or C++ file that has them, its structs', unions', enums' and classes' names (FileDef `tag`): the first of each. */
  private readonly tagsOf = new Map<string, Map<string, string>>();
  /** The ids of those definitions. */
  private readonly tagIds = new Set<string>();
  visits = 0;

  constructor(private readonly byPath: ReadonlyMap<string, FileLinks>, links: readonly FileLinks[]) {
    for (const l of links) {
      for (const g of groupsOf(l)) (this.groupFiles.get(g) ?? this.groupFiles.set(g, []).get(g)!).push(l);
    }
  }

  /** The symbol `qualified` names in `file`: its first definition, or a C or C++ struct's only when nothing else has the name. */
  lookup(file: string, qualified: string): string | undefined {
    return this.own(file)?.get(qualified);
  }

  /** The C or C++ struct, union, enum or class `qualified` names in `file` (a reference after its keyword), or undefined. */
  lookupTag(file: string, qualified: string): string | undefined {
    this.own(file);
    return this.tagsOf.get(file)?.get(qualified);
  }

  /** Whether the symbol `id` (of a file already indexed) is a C or C++ struct, union, enum or class. */
  isTag(id: string): boolean {
    return this.tagIds.has(id);
  }

  /** Every qualified name `file` defines, with the symbol its first definition gives it. */
  definitionsOf(file: string): ReadonlyMap<string, string> {
    return this.own(file) ?? new Map();
  }

  /** Whether `file` defines any name inside `qualified` (a class's methods, an enum's members). */
  hasMembers(file: string, qualified: string): boolean {
    this.own(file);
    const inside = this.containers.get(file);
    return inside !== undefined && hasName(inside, qualified);
  }

  /** The qualified name of a symbol of `file` (its first definition's), or undefined. */
  qualifiedOf(file: string, id: string): string | undefined {
    this.own(file);
    return this.qualifiedOfId.get(id) ?? conditionalQualified(file, id);
  }

  /** The qualified name of the definition the symbol `id` of `file` is written in, when that is not its scope. */
  within(file: string, id: string): string | undefined {
    this.own(file);
    return this.withinOfId.get(id);
  }

  /** Whether `file` defines `qualified` (a bare name's scope) as closed only (closed-scopes.ts); undefined when it does not define it. */
  isClosed(file: string, qualified: string): boolean | undefined {
    this.own(file);
    const closed = this.closedNames.get(file);
    if (closed === undefined) return undefined;
    return hasName(closed, qualified) || (this.perFile.get(file)!.has(qualified) ? false : undefined);
  }

  /** Whether `file` defines `qualified` more than once, written inside different definitions (`class Outer::Kid`
   * and `module Outer; class Kid`): which part a use's definition lies in is not known here. */
  hasMixedNesting(file: string, qualified: string): boolean {
    this.own(file);
    return this.mixedNesting.has(`${file}\u0000${qualified}`);
  }

  /** The file and qualified name of a symbol a lookup answered (so its file is indexed already). */
  definitionOf(id: string): { file: string; qualified: string } {
    return { file: this.fileOfId.get(id)!, qualified: this.qualifiedOfId.get(id)! };
  }

  /**
   * The definitions of `qualified` in the files of a package, in the order the files were given; with `user`, only
   * those of files one build may hold with it (go-build-files.ts).
   */
  lookupInGroup(key: string, qualified: string, user?: GoBuild): string[] {
    const ids: string[] = [];
    const builds: GoBuild[] = [];
    for (const l of this.groupFiles.get(key) ?? []) {
      const id = this.lookup(l.path, qualified);
      if (!id) continue;
      ids.push(id);
      builds.push(goBuildOf(l));
    }
    return user === undefined ? ids : inOneBuild(user, ids, builds);
  }

  /** The files of a package that define `qualified` (nested names too), in the order the files were given. */
  definers(key: string, qualified: string): readonly string[] {
    let names = this.allNames.get(key);
    if (!names) {
      names = new Map();
      for (const l of this.groupFiles.get(key) ?? []) {
        for (const q of this.own(l.path)!.keys()) (names.get(q) ?? names.set(q, []).get(q)!).push(l.path);
      }
      this.allNames.set(key, names);
    }
    return names.get(qualified) ?? [];
  }

  /**
   * Every `Type.member` some Rust file of the crate `crate` defines (`crateOf` says which crate a file is of), by the
   * last two names of its qualified names (`AutoCfg.for_test` of an `impl AutoCfg` in tests.rs,
   * `tests.Error.from_sval1` too); every crate's are gathered when one is first asked for.
   */
  rustMemberNames(crate: string | null, crateOf: (relPath: string) => string | null): ReadonlySet<string> {
    if (!this.rustMembers) {
      this.rustMembers = new Map();
      for (const l of this.byPath.values()) {
        if (l.lang !== 'rust') continue;
        const key = crateOf(l.path);
        const names = this.rustMembers.get(key) ?? this.rustMembers.set(key, new Set()).get(key)!;
        // (A top-level name is kept whole: no `Type.member` is looked for that has no dot.)
        for (const q of this.own(l.path)!.keys()) names.add(q.slice(q.lastIndexOf('.', q.lastIndexOf('.') - 1) + 1));
      }
    }
    return this.rustMembers.get(crate) ?? new Set();
  }

  private rustMembers: Map<string | null, Set<string>> | null = null;

  /** How many files of a package define names inside `qualified` (members of a class, nested or by a scoped name). */
  holders(key: string, qualified: string): number {
    let counts = this.holderCounts.get(key);
    if (!counts) {
      counts = new Map();
      for (const l of this.groupFiles.get(key) ?? []) {
        this.own(l.path);
        for (const c of this.containers.get(l.path) ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      this.holderCounts.set(key, counts);
    }
    return counts.get(qualified) ?? 0;
  }

  /** A package's top-level names, each with the files defining it, in the order the files were given. */
  group(key: string): ReadonlyMap<string, string[]> | undefined {
    let names = this.groups.get(key);
    if (!names) {
      const files = this.groupFiles.get(key);
      if (!files) return undefined;
      names = new Map();
      for (const l of files) {
        for (const q of this.own(l.path)!.keys()) {
          if (!q.includes('.')) (names.get(q) ?? names.set(q, []).get(q)!).push(l.path);
        }
      }
      this.groups.set(key, names);
    }
    return names;
  }

  private own(file: string): Map<string, string> | undefined {
    let own = this.perFile.get(file);
    if (!own) {
      const l = this.byPath.get(file);
      if (!l) return undefined;
      own = new Map();
      this.perFile.set(file, own);
      const inside = new Set<string>();
      const closedHere = new Set<string>();
      for (const d of l.defs ?? []) {
        this.visits++;
        for (let at = d.qualified.lastIndexOf('.'); at > 0; at = d.qualified.lastIndexOf('.', at - 1)) inside.add(d.qualified.slice(0, at));
        // A second name for a symbol (a script's `default`) leaves its qualified name as its definition gave it.
        if (!this.qualifiedOfId.has(d.id)) {
          this.qualifiedOfId.set(d.id, d.qualified);
          this.fileOfId.set(d.id, l.path);
          if (d.within !== undefined) this.withinOfId.set(d.id, d.within);
        }
        // A name both closed and not (a TypeScript interface and the namespace merged with it) is open.
        if (d.scope === 'closed') {
          if (!own.has(d.qualified)) closedHere.add(d.qualified);
        } else closedHere.delete(d.qualified);
        if (d.tag) {
          this.tagIds.add(d.id);
          const tags = this.tagsOf.get(file) ?? this.tagsOf.set(file, new Map()).get(file)!;
          if (!tags.has(d.qualified)) tags.set(d.qualified, d.id);
        }
        const kept = own.get(d.qualified);
        if (kept === undefined) own.set(d.qualified, d.id);
        // C and C++: a function, variable or typedef hides a struct of its name from a name written alone.
        else if (d.tag !== true && this.tagIds.has(kept)) own.set(d.qualified, d.id);
        else if (d.within !== this.withinOfId.get(kept)) this.mixedNesting.add(`${l.path}\u0000${d.qualified}`);
      }
      this.containers.set(file, fewNames(inside));
      this.closedNames.set(file, fewNames(closedHere));
    }
    return own;
  }
}

/**
 * The scope of a symbol of `file` that is no definition (a Python definition in a block: RawSymbol's `conditional`),
 * read from its id (build-nodes.ts: the qualified name, then `@<line>` when repeated, which only the last part of the
 * name carries: the scope chain drops it first); uses written in it are looked up from there like any other's.
 * Undefined for the file's own node.
 */
function conditionalQualified(file: string, id: string): string | undefined {
  const prefix = symbolIdPrefix(file);
  return id.startsWith(prefix) ? id.slice(prefix.length) : undefined;
}

/**
 * Of the files that open one Ruby class or module, the one a reference to it reaches: the file named after it
 * (`Markup` in `markup.rb`, `SpecSet` in `spec_set.rb`) when exactly one is, else the first.
 */
function rubyHome(files: readonly string[], name: string): string {
  const wanted = name.toLowerCase();
  const named = files.filter((f) => path.posix.basename(f, '.rb').replaceAll('_', '').toLowerCase() === wanted);
  return named.length === 1 ? named[0]! : files[0]!;
}

/** Every Ruby file: a class or module may be opened again in any of them (`class Kid` in a second file). */
const RUBY_FILES = 'ruby:';
/** Every C++ file of the tree, as one group: a namespace is open to all of them. */
const CPP_FILES = 'cpp:';
/** How many C++ using-declarations one name is followed through. */
const MAX_USING_STEPS = 4;

/** The packages a file belongs to: its Go directory, the namespace it declares, and for Ruby or C++ every file of it. */
function groupsOf(l: FileLinks): string[] {
  const out: string[] = [];
  if (l.lang === 'cpp') out.push(CPP_FILES);
  if (l.lang === 'go') out.push(`dir:${path.posix.dirname(l.path)}`);
  if (l.namespace) out.push(namespaceKey(l.lang, l.namespace));
  // A PHP file declaring no namespace defines in the global one (`\Memcache`).
  else if (l.lang === PHP) out.push(namespaceKey(PHP, ''));
  if (l.lang === 'ruby') out.push(RUBY_FILES);
  return out;
}

/**
 * Resolves every file's uses against one root's files (`filePaths`: every file of the root that was read); with
 * `only`, just the uses and imports of those files, still against all of them.
 */
/** `compiledFiles`: the root's compiled modules' files (Graph `compiled`), modules whose names are not judged. */
export function resolveUses(written: readonly FileLinks[], filePaths: Iterable<string>, only?: ReadonlySet<string>, aliases?: ScriptAliases, compiledFiles?: Iterable<string>): UseResolution {
  return prepareUses(written, filePaths, aliases, compiledFiles).resolve(only);
}

/**
 * What resolving the uses of one root's files needs, built once over all of them (`written`, in that order): the
 * packages each file's imports name (packageImports, by the file's place in `written`), and the resolution itself.
 */
export interface PreparedUses {
  /** The files of the tree a Go import or a namespace `use`/`import` names, for the file at `fileIndex`. */
  packageImports(fileIndex: number): string[];
  /** Resolves every file's uses; with `only`, just those of the files it names. */
  resolve(only?: ReadonlySet<string>): UseResolution;
}

export function prepareUses(written: readonly FileLinks[], filePaths: Iterable<string>, aliases?: ScriptAliases, compiledFiles?: Iterable<string>): PreparedUses {
  // PHP's names are looked up as the tree spells them (php-names.ts); what is listed unresolved is as written.
  const spellings = written.some((l) => l.lang === PHP) ? new PhpSpellings(written) : null;
  const spelled: (SpelledFile | null)[] = written.map((l) => (spellings !== null && l.lang === PHP ? spellings.spellFile(l) : null));
  const links = written.map((l, i) => spelled[i]?.links ?? l);
  const modules = new ModuleMap(links, filePaths, aliases, compiledFiles);
  const index = new IdentityIndex(modules.byPath, links);
  const r = new Resolver(modules, index);
  const packageImports = (fileIndex: number, missing?: (spec: string) => void, external?: () => void): string[] => {
    const file = links[fileIndex]!;
    const out: string[] = [];
    if (file.lang === 'go') {
      for (const spec of file.imports) {
        const target = modules.importTarget(file, spec);
        if (target.kind === 'files') for (const p of target.paths) out.push(p);
        else if (target.kind === 'missing') missing?.(spec);
        else external?.();
      }
    }
    for (const b of file.bindings ?? []) {
      if (b.space !== 'namespace' || b.imported === null) continue;
      const holders = index.group(namespaceKey(file.lang, b.from))?.get(b.imported.split('.')[0]!) ?? [];
      for (const p of holders) if (p !== file.path) out.push(p);
    }
    return out;
  };
  return { packageImports: (fileIndex) => packageImports(fileIndex), resolve: (only) => resolveWith(written, links, spelled, r, index, only, packageImports) };
}

function resolveWith(
  written: readonly FileLinks[],
  links: readonly FileLinks[],
  spelled: readonly (SpelledFile | null)[],
  r: Resolver,
  index: IdentityIndex,
  only: ReadonlySet<string> | undefined,
  packageImportsOf: (fileIndex: number, missing: (spec: string) => void, external: () => void) => string[],
): UseResolution {
  const edges: GraphEdge[] = [];
  // An edge leaves the node a use is written in, so only one file's uses can repeat one: the set is that file's.
  const seen = new Set<string>();
  const unresolved: UnresolvedUse[] = [];
  let notAttempted = 0;
  const packageImports: [string, string][] = [];
  const missingPackages: { file_path: string; spec: string }[] = [];
  const externalPackages = new Map<string, number>();
  for (const [fileIndex, file] of links.entries()) {
    if (only && !only.has(file.path)) continue;
    const variants = spelled[fileIndex]?.variants;
    seen.clear();
    const missing = (spec: string) => missingPackages.push({ file_path: file.path, spec });
    const external = () => externalPackages.set(file.path, (externalPackages.get(file.path) ?? 0) + 1);
    for (const p of packageImportsOf(fileIndex, missing, external)) packageImports.push([file.path, p]);
    for (const [refIndex, ref] of file.refs.entries()) {
      // A Go struct's field is no use: it types calls through the field (throughInstance). Nor is a mark kept as an
      // unknown base with a qualifier: a name a Python body may bind, a metaclass, a //go:build line.
      if (ref.kind === 'field' || (ref.kind === 'extends' && ref.name === UNKNOWN_BASE && ref.qualifier !== null)) continue;
      const tries = variants?.[refIndex];
      const found = tries ? resolveSpellings(r, file, tries) : r.resolve(file, ref);
      if ('ids' in found && found.ids.length === 1) {
        const target = found.ids[0]!;
        // A base is a reference of its class to it.
        const kind = ref.kind === 'call' ? 'calls' : 'references';
        const key = `${ref.from}\u0000${target}\u0000${kind}`;
        if (target !== ref.from && !seen.has(key)) {
          seen.add(key);
          edges.push({ source: ref.from, target, kind });
        }
      } else if ('ids' in found || 'missing' in found) {
        // A Rust trait an `impl` is of is also a use in the `impl`'s header, listed there.
        if (file.lang === 'rust' && ref.kind === 'extends') continue;
        const reason = 'missing' in found ? 'missing_module' : found.ids.length > 1 ? 'ambiguous' : 'undefined';
        const kind = ref.kind === 'call' ? 'call' : 'reference';
        const use = written[fileIndex]!.refs[refIndex]!;
        unresolved.push({ file_path: file.path, from: ref.from, name: use.name, qualifier: use.qualifier, line: ref.line, kind, reason, candidates: 'ids' in found ? [...found.ids].sort() : [] });
      } else {
        notAttempted++;
      }
    }
  }
  return { edges, package_imports: packageImports, missing_packages: missingPackages, external_packages: externalPackages, unresolved, not_attempted: notAttempted, index_visits: index.visits };
}

/**
 * A PHP use that may be spelled several ways (php-names.ts): the definitions its spellings reach, joined (several:
 * ambiguous; a method `Helper` a class overrides `helper` of its base with is both), but a bare call as written when
 * that reaches a definition (the graph does not tell `new X()` from a call of a function `X`, so `helper()` is the
 * function beside an imported class `Helper`). When none reaches one, the first spelling that was looked for where it
 * should be and found missing says so (any spelling is the same name to PHP); when every spelling went through
 * something the graph cannot type, the use is not judged.
 */
function resolveSpellings(r: Resolver, file: FileLinks, tries: readonly RawRef[]): Found {
  if (tries.length === 0) return NONE;
  const results = [r.resolve(file, tries[0]!)];
  const bareCall = tries[0]!.kind === 'call' && tries[0]!.qualifier === null;
  if (bareCall && 'ids' in results[0]! && results[0].ids.length > 0) return results[0];
  const ids = new Set<string>(bareCall || !('ids' in results[0]!) ? [] : results[0].ids);
  for (const t of tries.slice(1)) {
    const f = r.resolve(file, t);
    results.push(f);
    if ('ids' in f) for (const id of f.ids) ids.add(id);
  }
  if (ids.size > 0) return { ids: [...ids] };
  return results.find((f) => !('none' in f)) ?? NONE;
}

/** Whether the definition `at` (a qualified name) lies in `scope`, or is it. */
const within = (at: string, scope: string): boolean => at === scope || at.startsWith(`${scope}.`);

/** `a.b.c`, then `a.b`, then `a`: the definitions a qualified name lies in, itself first. */
function* enclosing(qualified: string): Generator<string> {
  for (let scope = qualified; scope !== ''; scope = scope.slice(0, Math.max(0, scope.lastIndexOf('.')))) yield scope;
}

/**
 * Of the definitions `ids` of one name, whose files' builds are `builds`, those a use in `user` may mean
 * (go-build-files.ts); all of them when there are fewer than two, or none may.
 */
function inOneBuild(user: GoBuild, ids: readonly string[], builds: readonly GoBuild[]): string[] {
  if (ids.length < 2) return [...ids];
  const possible = possibleDefinitions(user, builds);
  const kept = ids.filter((_, i) => possible[i]);
  return kept.length > 0 ? kept : [...ids];
}

const goBuilds = new WeakMap<FileLinks, GoBuild>();

/** What a Go file says of the builds that take it: its name, and its `//go:build` line (extract-go.ts GO_BUILD). */
function goBuildOf(l: FileLinks): GoBuild {
  let build = goBuilds.get(l);
  if (!build) {
    const marker = l.refs.find((r) => r.kind === 'extends' && r.name === UNKNOWN_BASE && r.qualifier?.startsWith(GO_BUILD) === true);
    build = { path: l.path, expr: marker ? marker.qualifier!.slice(GO_BUILD.length) : null };
    goBuilds.set(l, build);
  }
  return build;
}

/** A class definition: its file, its qualified name there, its node id. */
interface ClassAt {
  file: string;
  qualified: string;
  id: string;
}

/** How many bases deep a member is looked for. */
const MAX_BASE_DEPTH = 16;
/** A Ruby library's or module's name as the two are matched (rubyFilled): lower case, without underscores. */
const libraryKey = (name: string): string => name.toLowerCase().replace(/_/g, '');

/** How many definitions deep a Ruby use's nesting is followed (rubyNesting). */
const MAX_NESTING = 64;

/** Where a Ruby use names a base: in its class's header (a superclass), in its body (`include M`), or it is no base. */
type BaseWritten = 'header' | 'body' | false;
const baseWritten = (ref: RawRef): BaseWritten => (ref.kind !== 'extends' ? false : ref.class_body ? 'body' : 'header');
/** A C# interface's name, by the language's convention. */
const INTERFACE_NAME = /^I\p{Lu}/u;

/** The scoped bindings of the many files that have none, shared (one empty map each held 2 MB at 10k files). */
const NO_SCOPED: ReadonlyMap<string, ImportBinding[]> = new Map();

class Resolver {
  /** Per file, each local name to the first binding that introduces it. */
  private readonly bindingsOf = new Map<FileLinks, Map<string, ImportBinding>>();
  /** What each Rust glob offers as a name (globOffers). */
  private readonly globCache = new Map<string, string[]>();
  /** Per file, the scopes its bindings hold in (bindingScopes). */
  private readonly scopesOf = new Map<FileLinks, string[]>();
  /** Per file, its bindings that hold in one of its scopes only (scopedBindings). */
  private readonly scopedOf = new Map<FileLinks, ReadonlyMap<string, ImportBinding[]>>();
  /** Per class node id, the bases it names (basesOf). */
  private readonly bases = new Map<string, (ClassAt | null)[]>();
  /** The classes whose bases basesOf is gathering: their lists in `bases` are partial until then. */
  private readonly filling = new Set<string>();
  /** Per Python class, its method resolution order (pythonOrder). */
  private readonly pythonOrders = new Map<string, ClassAt[] | null>();
  /** The names Ruby classes write as a superclass or a module they include (rubyOpenClass). */
  private rubyBaseNames: Set<string> | null = null;
  /** Per Ruby class name, the definitions that make it up (partsOf). */
  private readonly rubyParts = new Map<string, ClassAt[]>();
  /** Per qualified Ruby name several files define, the file a reference to it reaches (rubyHome). */
  private readonly rubyHomes = new Map<string, string>();
  /** Per top-level Ruby module, whether a library from outside named after it may fill it (rubyFilled). */
  private readonly rubyFills = new Map<string, boolean>();
  /** Per file and class name, the class a method defined there belongs to (methodClass). */
  private readonly methodClasses = new Map<string, ClassAt | null>();
  /** Per file, its `extends` uses by the class naming them. */
  private readonly baseUses = new Map<FileLinks, Map<string, RawRef[]>>();
  /** Per Go file, the fields its structs declare (`field` refs), by the struct's id and the field's name. */
  private readonly fieldUses = new Map<FileLinks, Map<string, RawRef>>();

  constructor(private readonly modules: ModuleMap, private readonly index: IdentityIndex) {}

  /**
   * The file's first binding of `local`, as a search of its bindings in order finds it; for a use in the symbol
   * `from`, first one a Rust `use` makes in the innermost inline module or function around it (ImportBinding `scope`).
   */
  private binding(file: FileLinks, local: string, from?: string): ImportBinding | undefined {
    let byLocal = this.bindingsOf.get(file);
    if (!byLocal) {
      byLocal = new Map();
      for (const b of file.bindings ?? []) if (b.scope === undefined && !byLocal.has(b.local)) byLocal.set(b.local, b);
      this.bindingsOf.set(file, byLocal);
    }
    const scoped = from === undefined && file.lang !== 'python' ? undefined : this.scopedBindings(file).get(local);
    if (scoped !== undefined && from !== undefined) {
      const at = this.index.qualifiedOf(file.path, from) ?? '';
      let best: ImportBinding | undefined;
      for (const b of scoped) if (within(at, b.scope!) && (best === undefined || b.scope!.length > best.scope!.length)) best = b;
      if (best !== undefined) return best;
    }
    // Python: an import inside a function or a class is still found from elsewhere in the file when nothing else binds
    // the name (a field's value typed in the method that imports its class, a name a `global` elsewhere declares),
    // though the module does not pass it on.
    return byLocal.get(local) ?? (file.lang === 'python' ? scoped?.[0] : undefined);
  }

  /** The scopes the file's Rust `use`s bind in (ImportBinding `scope`), the innermost (longest) first. */
  private bindingScopes(file: FileLinks): readonly string[] {
    let scopes = this.scopesOf.get(file);
    if (!scopes) {
      scopes = [...new Set((file.bindings ?? []).flatMap((b) => (b.scope === undefined ? [] : [b.scope])))].sort((a, b) => b.length - a.length);
      this.scopesOf.set(file, scopes);
    }
    return scopes;
  }

  /** The file's bindings that hold in a scope of it only (ImportBinding `scope`), by local name. */
  private scopedBindings(file: FileLinks): ReadonlyMap<string, ImportBinding[]> {
    let scoped = this.scopedOf.get(file);
    if (!scoped) {
      let made: Map<string, ImportBinding[]> | null = null;
      for (const b of file.bindings ?? []) {
        if (b.scope === undefined) continue;
        made ??= new Map();
        (made.get(b.local) ?? made.set(b.local, []).get(b.local)!).push(b);
      }
      scoped = made ?? NO_SCOPED;
      this.scopedOf.set(file, scoped);
    }
    return scoped;
  }

  resolve(file: FileLinks, ref: RawRef): Found {
    if (ref.kind === 'extends' && ref.name === UNKNOWN_BASE) return NONE;
    const found = ref.qualifier === null ? this.bare(file, ref) : ref.instance ? this.throughInstance(file, ref, ref.qualifier) : this.qualified(file, ref, ref.qualifier);
    return file.lang === 'go' ? this.inBuild(file, found) : found;
  }

  /**
   * Go: of several definitions found, those a use in `file` may mean (go-build-files.ts: one in a _linux file never
   * means a _windows file's definition), when any is; when none is, all of them (still several).
   */
  private inBuild(file: FileLinks, found: Found): Found {
    if (!('ids' in found) || found.ids.length < 2) return found;
    const builds = found.ids.map((id) => {
      const at = this.index.definitionOf(id).file;
      const defining = this.modules.byPath.get(at);
      return defining ? goBuildOf(defining) : { path: at, expr: null };
    });
    return { ids: inOneBuild(goBuildOf(file), found.ids, builds) };
  }

  /**
   * A call through a value of the type `type` (`r.save()` where `r: Repo`): the type resolved as a reference from
   * where the call is, then its member or one its bases bring, when exactly one definition answers and every base on
   * the way is the tree's. Anything else (a type from elsewhere, a member nothing defines) is not judged: a value may
   * be of a subtype, and a type's members may come from outside.
   */
  private throughInstance(file: FileLinks, ref: RawRef, type: string): Found {
    const parts = nameParts(type);
    let cls: ClassAt | null;
    // Go: a struct's name, then fields (extract-uses.ts fieldPath), each field's type read where its struct is.
    const typeParts = file.lang === 'go' ? (parts.length > 1 && this.binding(file, parts[0]!) ? 2 : 1) : parts.length;
    if (parts.length > typeParts) {
      cls = this.typeAt(file, ref, parts.slice(0, typeParts), '.');
      for (const field of parts.slice(typeParts)) {
        const declared = cls === null ? null : this.fieldOf(cls, field);
        cls = declared === null ? null : this.typeAt(declared.file, declared.ref, nameParts(declared.ref.qualifier!), '.');
      }
    } else cls = this.typeAt(file, ref, parts, /::/.test(type) ? '::' : /\\/.test(type) ? '\\' : '.');
    if (cls === null) return NONE;
    const own = this.memberOfClass(cls, ref.name);
    if (own.length > 0) return own.length === 1 ? { ids: own } : NONE;
    return this.fromBases(cls, ref.name);
  }

  /** The one definition the type written `parts` (joined by `joint`) names from where `ref` is in `file`, or null. */
  private typeAt(file: FileLinks, ref: RawRef, parts: readonly string[], joint: string): ClassAt | null {
    const last = parts[parts.length - 1]!;
    // A PHP type's path is its namespace's, written with a closing `\` (extract-uses.ts phpScope).
    const trail = file.lang === PHP && joint === '\\' ? '\\' : '';
    const found = this.resolve(file, { from: ref.from, name: last, qualifier: parts.length > 1 ? parts.slice(0, -1).join(joint) + trail : null, line: ref.line, kind: 'reference' });
    if (!('ids' in found) || found.ids.length !== 1) return null;
    return { ...this.index.definitionOf(found.ids[0]!), id: found.ids[0]! };
  }

  /**
   * The field `name` of the Go struct `cls` (a `field` ref of its file, whose qualifier is its type): its own, else
   * the one a struct it embeds brings (promoted), the nearest: none when two at that depth declare it, when a struct
   * on the way is not the tree's (it may); the nearest may be opaque (extract-uses.ts OPAQUE_FIELD), typing no call.
   */
  private fieldOf(cls: ClassAt, name: string): { file: FileLinks; ref: RawRef } | null {
    let level: ClassAt[] = [cls];
    const seen = new Set<string>([cls.id]);
    for (let depth = 0; depth <= MAX_BASE_DEPTH && level.length > 0; depth++) {
      const found = level.map((c) => this.ownField(c, name)).filter((f) => f !== null);
      // An opaque field is found like any other: its type (OPAQUE_FIELD) names nothing, so nothing is called through it.
      if (found.length > 0) return found.length === 1 ? found[0]! : null;
      const next: ClassAt[] = [];
      for (const c of level) {
        for (const base of this.basesOf(c)) {
          if (base === null) return null;
          if (!seen.has(base.id)) {
            seen.add(base.id);
            next.push(base);
          }
        }
      }
      level = next;
    }
    return null;
  }

  /** The field `name` the Go struct `cls` declares itself, or null. */
  private ownField(cls: ClassAt, name: string): { file: FileLinks; ref: RawRef } | null {
    const file = this.modules.byPath.get(cls.file);
    if (file?.lang !== 'go') return null;
    let fields = this.fieldUses.get(file);
    if (!fields) {
      fields = new Map();
      for (const r of file.refs) if (r.kind === 'field') fields.set(`${r.from}\u0000${r.name}`, r);
      this.fieldUses.set(file, fields);
    }
    const ref = fields.get(`${cls.id}\u0000${name}`);
    return ref ? { file, ref } : null;
  }

  /** Own file (innermost scope first), then a binding of that name, then the files whose names it sees whole. */
  private bare(file: FileLinks, ref: RawRef): Found {
    let mayInherit = false;
    if (file.lang === 'cpp') {
      const member = this.classMember(file, ref);
      // After `struct`, only a struct the class holds.
      if (member && (!ref.tag || ('ids' in member && member.ids.every((id) => this.index.isTag(id))))) return member;
    }
    // A Ruby method name (a constant is looked for lexically) in a class's or module's method: its class, every part
    // of it and its modules and superclass come first. A member found beyond the class's body in this file, while a
    // top-level method of that name is in reach too, is not judged: an instance method calls the member, a singleton
    // method (`def self.build`, indexed under the same name) the top-level one.
    if (file.lang === 'ruby' && !/^[A-Z]/.test(ref.name)) {
      const member = this.classMember(file, ref);
      if (member) {
        const scope = this.index.qualifiedOf(file.path, ref.from)!;
        const here = this.index.lookup(file.path, `${scope.slice(0, scope.lastIndexOf('.'))}.${ref.name}`);
        const beyond = 'ids' in member && member.ids.some((id) => id !== here);
        return beyond && this.topLevel(file, ref.name) ? NONE : member;
      }
    }
    if (file.lang === 'ruby' && /^[A-Z]/.test(ref.name)) {
      const lexical = this.rubyConstant(file, ref.from, ref.name, baseWritten(ref));
      if (lexical) return lexical;
      const top = this.index.lookup(file.path, ref.name);
      if (top) return { ids: [top] };
    } else {
      const own = this.inScopes(file, ref, ref.name);
      // A C or C++ struct of the file's own hides no function of its name an include declares (cppDefinitions).
      if (own && file.lang === 'cpp' && ref.tag !== true && ref.kind !== 'extends' && this.index.isTag(own)) return { ids: this.cppDefinitions(file, this.index.definitionOf(own).qualified) };
      if (own) return { ids: [own] };
      if (file.lang === 'cpp') {
        // A base is a class: looked for among structs and classes first (a function of its name hides none).
        const base = ref.kind === 'extends' ? this.cppPath(file, ref.from, [ref.name], 0, true) : [];
        const ids = base.length > 0 ? base : this.cppPath(file, ref.from, [ref.name], 0, ref.tag === true);
        if (ids.length > 0) return { ids };
      }
      if (file.lang === 'java' || file.lang === 'csharp') {
        const inherited = this.inheritedInScopes(file, ref);
        if (inherited && 'ids' in inherited) return inherited;
        // A base from outside the tree may bring it, or a name of the file or an import: looked for below, and not
        // judged when none is found.
        mayInherit = inherited !== null;
      }
    }
    if (file.lang === 'rust') {
      const scoped = this.rustScopes(file, ref.name, ref.from);
      if (scoped !== null) return scoped;
    }
    const binding = this.binding(file, ref.name, ref.from);
    if (binding) return this.throughBinding(file, binding, []);
    const open = this.openLookup(file, ref.name);
    if (open.length > 0) return { ids: open };
    if (file.lang === 'rust') {
      const glob = this.rustGlobs(file, undefined, ref.name, 0);
      if (glob !== null) return glob;
    }
    if (file.lang === 'python') {
      const passed = this.starPassed(file, ref.name);
      if (passed !== null) return passed;
    }
    // Nothing in reach defines it: a name the language provides is its own, not a use of the tree's, and one the
    // file may see from outside the tree cannot be judged, nor one the part of the file the grammar could not read
    // may define. Nor can a method name in a Ruby method whose class may get
    // members from elsewhere: another part of it, a base or a module (the tree's or not), or a class that names it as
    // its superclass or includes it (a subclass's hook, the includer's method).
    if (file.lang === 'ruby' && !/^[A-Z]/.test(ref.name) && this.rubyOpenClass(file, ref.from)) return NONE;
    // Nor a Ruby constant another file of the tree defines at the top level: a require anywhere loads it for all; nor
    // one in a class or module a library from outside the tree may give constants (`Fiddle::TYPE_VOID` from fiddle.so).
    if (file.lang === 'ruby' && /^[A-Z]/.test(ref.name) && (this.index.definers(RUBY_FILES, ref.name).length > 0 || this.rubyNesting(file, ref.from).chain.some((q) => this.rubyFilled(q)))) return NONE;
    return mayInherit || isBuiltinName(file.lang, ref.name) || this.modules.seesOutside(file) || this.moduleHides(file, ref.name) || unreadHas(file, ref.name) || (file.lang === 'rust' && this.rustScopeHides(file, ref.from)) ? NONE : UNDEFINED;
  }

  /**
   * Ruby: a constant is looked for in the classes and modules the use is written in, innermost first, in every
   * part of each (`InvalidOption` in `module Bundler; class CLI` is `Bundler::InvalidOption` wherever a file opens
   * `module Bundler` to define it); then in the ancestors of the innermost class, as its superclass and modules
   * bring them. Not found: null to go on to the top-level names in reach, or not judged when a base on the way is
   * not the tree's (it may define the name) and no top-level name answers. Other parts of a class are no reason:
   * every Ruby file was searched. A base (`base`) is never the class naming it: `class Thing < Thing` inside
   * `module M` names the Thing outside M; and a superclass, written in the header, is looked for from outside the
   * class (`class Foo < Error` is not Foo's own Error), where an `include` in the body is looked for from inside.
   */
  private rubyConstant(file: FileLinks, from: string, name: string, base: BaseWritten = false): Found | null {
    let innermost: ClassAt | null = null;
    // The class naming a base, by its qualified name: any part of it is itself.
    const itself = base ? this.index.qualifiedOf(file.path, from) : undefined;
    const nesting = this.rubyNesting(file, from);
    for (const q of nesting.chain) {
      if (base === 'header' && q === itself) continue;
      // The file's own part of a class opened in several files answers first.
      const named = `${q}.${name}`;
      if (named === itself) continue;
      const here = this.index.lookup(file.path, named);
      if (here) return { ids: [here] };
      const cls = this.classDefinition(file, q);
      if (cls === null) continue;
      const ids = this.memberOfClass(cls, name);
      if (ids.length > 0) return { ids };
      // The class whose ancestors come next: the innermost that is no method (a lower-case name) nor the constant
      // whose value holds the use (`X = Y` in a class body: no members, no bases).
      if (innermost === null && /^[A-Z]/.test(q.slice(q.lastIndexOf('.') + 1)) && !(cls.id === from && !this.index.hasMembers(file.path, q) && this.basesOf(cls).length === 0)) innermost = cls;
    }
    // Where the nesting beyond a class written in two ways is not known, what lies beyond is not judged.
    if (nesting.uncertain) return NONE;
    if (innermost === null) return null;
    const through = this.throughBases(innermost, name, 0, new Set([innermost.id]));
    if (through.ids.length === 1 && !through.unknown) return { ids: through.ids };
    if (through.ids.length > 0) return NONE;
    // (A module the tree opens only by scoped names, `class Gem::Command`, answers as a top-level name does.)
    return through.unknown && !this.topLevel(file, name) && this.index.holders(RUBY_FILES, name) === 0 ? NONE : null;
  }

  /**
   * Ruby: the qualified names of the definitions a use in `from` is written in, innermost first: `from`, then each
   * one's enclosing definition as written (`module M; class A::B; def f` gives M.A.B.f, M.A.B, M; not M.A).
   * Uncertain past a class the file writes in two ways (its parts' nestings differ), where the chain stops.
   */
  private rubyNesting(file: FileLinks, from: string): { chain: string[]; uncertain: boolean } {
    const chain: string[] = [];
    let q = this.index.qualifiedOf(file.path, from) ?? '';
    let id: string | undefined = from;
    // Each step goes outward; the bound only guards against a file whose definitions say otherwise.
    while (q !== '' && chain.length < MAX_NESTING) {
      chain.push(q);
      if (id !== from && this.index.hasMixedNesting(file.path, q)) return { chain, uncertain: true };
      const within = id === undefined ? undefined : this.index.within(file.path, id);
      q = within ?? q.slice(0, Math.max(0, q.lastIndexOf('.')));
      id = this.index.lookup(file.path, q);
    }
    return { chain, uncertain: false };
  }

  /** `Outer.this.name` written in `file`: Outer's own member, else its bases'; not judged outside a class Outer. */
  private enclosingInstance(file: FileLinks, ref: RawRef, outer: string): Found {
    const scope = (this.index.qualifiedOf(file.path, ref.from) ?? '').split('.');
    // No class Outer around the use: no owner, no class, not judged.
    const owner = scope.slice(0, scope.lastIndexOf(outer) + 1).join('.');
    const id = this.index.lookup(file.path, `${owner}.${ref.name}`);
    if (id) return { ids: [id] };
    const cls = this.classDefinition(file, owner);
    return cls === null ? NONE : this.fromBases(cls, ref.name);
  }

  /** `q.name`: q is the enclosing instance, a binding, a symbol of this file, or one seen whole; else untyped. */
  private qualified(file: FileLinks, ref: RawRef, qualifier: string): Found {
    const parts = nameParts(qualifier);
    // A script's `F.prototype` is F's own (every function has one), `F.prototype.m` the member m of F.
    if (SCRIPT_LANGS.has(file.lang) && (ref.name === PROTOTYPE || parts.includes(PROTOTYPE))) {
      const chain = [...parts, ref.name].filter((p) => p !== PROTOTYPE);
      const last = chain.pop()!;
      if (chain.length > 0) return this.qualified(file, { ...ref, name: last }, chain.join('.'));
      if (SELF.has(last)) return NONE;
      const own = this.inScopes(file, ref, last);
      if (own) return { ids: [own] };
      const binding = this.binding(file, last, ref.from);
      return binding ? this.throughBinding(file, binding, []) : NONE;
    }
    const head = parts[0]!;
    const rest = parts.slice(1);
    // `self::a::f()` is a path; `self.xs.len()` a field of the instance, SELF's.
    // `self::` only with more after it: `self.f()`, `self.xs.f()` are SELF's.
    if (file.lang === 'rust' && RUST_PATH_HEADS.has(head) && (head !== 'self' || qualifier.startsWith('self::'))) {
      const path = this.fromFileModule(file, ref.from, parts);
      return path === null ? NONE : this.rustPath(file, path, ref.name);
    }
    // Java's `Outer.this.m`: a member of the instance of the class Outer around the use (or of its bases).
    if (file.lang === 'java' && rest.length === 1 && rest[0] === 'this') return this.enclosingInstance(file, ref, head);
    const isSuper = SUPER_HEADS[file.lang as LanguageId] === head;
    if (SELF.has(head) || isSuper) {
      const scope = this.index.qualifiedOf(file.path, ref.from) ?? '';
      const at = scope.lastIndexOf('.');
      const owner = at === -1 ? '' : scope.slice(0, at);
      if (owner === '') return NONE;
      const qualified = [owner, ...rest, ref.name].join('.');
      if (!isSuper) {
        const id = this.index.lookup(file.path, qualified);
        if (id) return { ids: [id] };
        // A Go type's methods may be declared in any file of its package.
        if (file.lang === 'go') {
          const ids = this.index.lookupInGroup(`dir:${path.posix.dirname(file.path)}`, qualified);
          if (ids.length > 0) return { ids };
        }
      }
      // A member the class does not define is one of its bases' (`this.m()`, `super.m()`), when the tree holds them.
      if (rest.length > 0) return NONE;
      const cls = this.classDefinition(file, owner);
      if (cls === null) return NONE;
      // A Ruby class opened again in another file may define it there (in several: ambiguous, as for Go).
      if (!isSuper && file.lang === 'ruby') {
        const own = this.memberOfClass(cls, ref.name);
        if (own.length > 0) return { ids: own };
      }
      return this.fromBases(cls, ref.name);
    }
    if (file.lang === PHP) {
      const found = this.phpPath(file, ref, qualifier, parts);
      // A class's path of one part (`Tools::go()`) that reaches nothing is looked up as other languages' are.
      if (qualifier.endsWith('\\') || qualifier.startsWith('\\') || parts.length > 1 || ('ids' in found && found.ids.length > 0)) return found;
    }
    const member = [...rest, ref.name].join('.');
    if (file.lang === 'cpp') return this.cppQualified(file, ref, parts, member);
    const binding = this.binding(file, head, ref.from);
    if (binding) return this.throughBinding(file, binding, [...rest, ref.name]);
    // `mod m;` declares m in this file too: the module's own file holds its names.
    if (file.lang === 'rust' && file.mod_decls.some((d) => modDeclName(d) === head)) return this.rustPath(file, parts, ref.name);
    if (file.lang === 'ruby' && /^[A-Z]/.test(head)) {
      // A constant, looked for as a bare one is (`::Logger` at the top level only); found in several places, its
      // members are not judged.
      const lexical = qualifier.startsWith('::') ? null : this.rubyConstant(file, ref.from, head, baseWritten(ref));
      if (lexical) {
        if (!('ids' in lexical) || lexical.ids.length !== 1) return NONE;
        const def = this.index.definitionOf(lexical.ids[0]!);
        return this.memberOf(def.file, def.qualified, member);
      }
      if (this.index.lookup(file.path, head)) return this.memberOf(file.path, head, member);
    } else {
      const own = this.inScopes(file, ref, head);
      if (own) return this.memberOf(file.path, this.index.qualifiedOf(file.path, own)!, member);
    }
    const holders = this.openHolders(file, head);
    if (holders.length === 1) return this.memberOf(holders[0]!, head, member);
    // Python: a class a star import brings from what a module passes on (`from a import *`, a having imported it).
    if (holders.length === 0 && file.lang === 'python') {
      const passed = this.starPassed(file, head);
      if (passed !== null && 'ids' in passed && passed.ids.length === 1) {
        const def = this.index.definitionOf(passed.ids[0]!);
        return this.memberOf(def.file, def.qualified, member);
      }
    }
    // A Ruby module a required file opens only by a scoped name (`class Gem::Package`) is in reach all the same.
    if (holders.length === 0 && file.lang === 'ruby' && this.modules.openFiles(file).paths.some((p) => this.index.hasMembers(p, head))) {
      return this.rubyMemberPath(head, member, () => NONE) ?? NONE;
    }
    return NONE;
  }

  /**
   * PHP: a name reached through a path. A namespace's path (ending in `\`: `\A\f()`, `new A\C`, a type `\A\C`,
   * a base) names the namespace holding the name; a class's (`A\C::m()`, `\A\C::K`) the class, its last part,
   * holding it as a member. A path with a leading `\` is whole; else it starts at what an import of the file binds
   * its first part to (`use A\B;` then `B\C`), else in the file's own namespace. A class found without the member
   * leaves the use undefined (but a class of the global namespace, which may be defined again where the tree does not
   * show it); a namespace the tree's files declare may have more files elsewhere, so a name it lacks is not judged.
   * `\X` is the global namespace's X: defined by the files that declare no namespace, else the language's, an
   * extension's or a library's, and not judged.
   */
  private phpPath(file: FileLinks, ref: RawRef, qualifier: string, parts: readonly string[]): Found {
    let path = [...parts];
    if (!qualifier.startsWith('\\')) {
      const b = this.binding(file, parts[0]!);
      const bound = b?.space === 'namespace' && b.imported !== null ? [...nameParts(b.from), b.imported] : null;
      path = bound !== null ? [...bound, ...parts.slice(1)] : [...nameParts(file.namespace ?? ''), ...parts];
    }
    if (qualifier.endsWith('\\')) {
      const ids = (this.index.group(namespaceKey(PHP, path.join('.')))?.get(ref.name) ?? []).map((p) => this.index.lookup(p, ref.name)!);
      return ids.length > 0 ? { ids } : NONE;
    }
    const cls = path[path.length - 1]!;
    const holders = this.index.group(namespaceKey(PHP, path.slice(0, -1).join('.')))?.get(cls) ?? [];
    const member = holders.length === 1 ? this.memberOf(holders[0]!, cls, ref.name) : NONE;
    return 'ids' in member && member.ids.length === 0 && path.length === 1 ? NONE : member;
  }

  /**
   * `member` of the definition `owner` of `file`. A definition the graph knows no members of (a variable, a
   * constant, an object: `ids.a`, `modes.has`) holds what only its value's type says: not judged. One with members
   * (a class, an enum) that lacks this one leaves the use undefined.
   */
  private memberOf(file: string, owner: string, member: string): Found {
    const id = this.index.lookup(file, `${owner}.${member}`);
    if (id) return { ids: [id] };
    const links = this.modules.byPath.get(file);
    if (links?.lang === 'rust') {
      // What a Rust inline module's own `use`s pass on (`pub use self::Cat::*;` offers the variants as `m::A`);
      // one that invokes a macro where its items are written may define more than it shows (not what a `use` of it
      // names: the two would clash).
      // (A path's first name, `m::Made` of `m::Made::new`, is judged below as a member of its own.)
      const offered = member.includes('.') ? [] : this.inlineOffers({ file, qualified: owner }, member, 0);
      if (offered.includes(UNTOLD)) return NONE;
      if (offered.length > 0) return { ids: offered.filter((i) => i !== WHOLE_MODULE) };
    }
    if (this.modules.byPath.get(file)?.lang === 'ruby') {
      const found = this.rubyMemberOf(file, owner, member);
      if (found) return found;
    }
    // A class's member may be one its bases bring (`Node.ELEMENT_NODE` of the base `xml.dom.Node`): the one
    // definition they give, or not judged when a base on the way is not the tree's or several answer.
    const ownerId = member.includes('.') ? undefined : this.index.lookup(file, owner);
    if (ownerId !== undefined) {
      const cls: ClassAt = { file, qualified: owner, id: ownerId };
      // A member the class may bind where no definition shows it (`if …: def _exec`) is not judged.
      if (this.hides(cls, member)) return NONE;
      if (this.basesOf(cls).length > 0 || this.namesMetaclass(cls)) {
        const found = this.inBases(cls, member);
        if (found) return found;
      }
    }
    // The innermost definition the path reaches is the one whose members are judged (`K.m.call`: m's, none known).
    const parts = member.split('.');
    for (let k = parts.length - 1; k >= 1; k--) {
      const inner = `${owner}.${parts.slice(0, k).join('.')}`;
      if (!this.index.lookup(file, inner)) continue;
      // `m::T::helper()`: a Rust type's member, judged as `T::helper()` is (its bases', or one it has from elsewhere).
      if (k === parts.length - 1 && links?.lang === 'rust') return this.memberOf(file, inner, parts[k]!);
      return this.index.hasMembers(file, inner) && !(links !== undefined && unreadHas(links, parts[k]!)) ? UNDEFINED : NONE;
    }
    // None: the path's first name is judged as a member of its own (`HTTPStatus.__members__.values` is as undefined
    // as `HTTPStatus.__members__`); one the bases bring, or one not judged, leaves the rest not judged.
    if (parts.length > 1) {
      const first = this.memberOf(file, owner, parts[0]!);
      return 'ids' in first && first.ids.length === 0 ? UNDEFINED : NONE;
    }
    // Nor is one a part of the file the grammar could not read may define, nor, of a Python class, one every class has.
    if (!this.index.hasMembers(file, owner) || (links !== undefined && unreadHas(links, member))) return NONE;
    if (links?.lang === 'python' && PYTHON_CLASS_ATTRIBUTES.has(member.split('.')[0]!)) return NONE;
    return links?.lang === 'rust' && this.rustMemberElsewhere(file, owner, member) ? NONE : UNDEFINED;
  }

  /**
   * Rust: whether a member the type `owner` of `file` does not show may still be its own: a method of a trait that a
   * derive or a blanket `impl` of the standard library may give any type (`T::default()`, `T::from(t)`), one of a
   * standard trait of known members it implements (`T::deref()` beside `impl Deref for T`), or one an
   * `impl` of a type of its name writes in another file or module of its crate (an inherent `impl` may lie anywhere
   * there; which type of the name it is for is not worked out here).
   */
  private rustMemberElsewhere(file: string, owner: string, member: string): boolean {
    if (RUST_TRAIT_METHODS.has(member)) return true;
    // A member of a standard trait of known members the type implements (`T::deref` beside `impl Deref for T`).
    const links = this.modules.byPath.get(file);
    const id = this.index.lookup(file, owner);
    if (links && id && this.extendsOf(links, id).some((r) => RUST_STD_TRAITS.get(r.name)?.includes(member))) return true;
    const crate = this.modules.rustCrateOf(file);
    return this.index.rustMemberNames(crate, (p) => this.modules.rustCrateOf(p)).has(`${owner.slice(owner.lastIndexOf('.') + 1)}.${member}`);
  }

  /**
   * Ruby: `member` of the class or module `owner` of `file` as any part of it defines it (`Bundler.ui` where another
   * file opens `module Bundler` to define `ui`), else as its superclass and modules bring it; a member none defines is not judged when the class may get members
   * elsewhere (rubyMayGetMembers) or a file opening it requires a library from outside the tree beside it
   * (`require "rake"; module Rake`). Null to judge as for any other language: `owner` is no definition of the file,
   * one without members and other parts, or a class none of whose parts defines the member and that gets members
   * nowhere else.
   */
  private rubyMemberOf(file: string, owner: string, member: string): Found | null {
    const id = this.index.lookup(file, owner);
    if (!id) return null;
    const cls: ClassAt = { file, qualified: owner, id };
    // A definition with no members here and no other part is no class to judge (a constant, an empty module).
    if (!this.index.hasMembers(file, owner) && this.partsOf(cls).length === 1) return null;
    const outside = () => this.partsOf(cls).some((p) => this.modules.seesOutside(this.modules.byPath.get(p.file)!)) || this.rubyFilled(owner);
    // A member no part defines may be one its superclass or modules bring (`Kid.make` of `class Kid < Parent`).
    return this.rubyMemberPath(owner, member, () => this.inBases(cls, member) ?? (this.rubyMayGetMembers(cls) || outside() ? NONE : null));
  }

  /**
   * Ruby: the dotted `member` of the class or module named `owner`, its first name as any part defines it (for a
   * module in reach only by names other files define in it by a scoped name, `class Gem::Package`, that is all
   * there is), the rest through what that one is; `none` answers for a first name no part defines.
   */
  private rubyMemberPath(owner: string, member: string, none: () => Found | null): Found | null {
    const dot = member.indexOf('.');
    const own = this.rubyMembers(owner, dot === -1 ? member : member.slice(0, dot));
    if (own.length === 0) return none();
    if (dot === -1) return { ids: own };
    if (own.length > 1) return NONE;
    const def = this.index.definitionOf(own[0]!);
    return this.memberOf(def.file, def.qualified, member.slice(dot + 1));
  }

  /**
   * Rust: a `self::` or `super::` path written in an inline module (`super::g()` in `mod m { … }` of w.rs is w.rs's
   * g), as written from the file's own module, as extraction writes a `use` there (rust-module-path.ts).
   */
  private fromFileModule(file: FileLinks, from: string, parts: readonly string[]): readonly string[] | null {
    if (parts[0] === 'crate') return parts;
    const modules = this.inlineModulesAround(file, from);
    return modules === null ? null : pathFromFileModule(parts, modules);
  }

  /**
   * The names of the inline modules around the symbol `from` of a Rust file, outermost first (`['m', 'n']` in `mod m
   * { mod n { fn f() { … } } }`): the leading definitions of its qualified name that are open (no type) and hold
   * members (no function, whose body's items are its own). Null when `from` itself may be either: open, holding no
   * members, with `use`s of its own (a module of `use`s only, or a function whose body has them).
   */
  private inlineModulesAround(file: FileLinks, from: string): string[] | null {
    const parts = (this.index.qualifiedOf(file.path, from) ?? '').split('.');
    const modules: string[] = [];
    for (let k = 1; k <= parts.length; k++) {
      const qualified = parts.slice(0, k).join('.');
      if (this.index.isClosed(file.path, qualified) !== false) break;
      if (!this.index.hasMembers(file.path, qualified)) {
        if (k === parts.length && (file.bindings ?? []).some((b) => b.scope === qualified)) return null;
        break;
      }
      modules.push(parts[k - 1]!);
    }
    return modules;
  }

  /**
   * A Rust path (`crate::a::Item::f`, `super::m::f`, `m::f` for a `mod m;`): the longest prefix naming a module
   * file, the rest a name it defines or passes on. No module file at all (a `mod` without its file, which `missing` lists) is
   * not judged again here.
   */
  private rustPath(file: FileLinks, parts: readonly string[], name: string): Found {
    for (let i = parts.length; i >= 1; i--) {
      const files = this.modules.pathTargetsOrOutside(file, parts.slice(0, i).join('::'));
      // Through a `mod` another configuration replaces with a crate from outside: not judged.
      if (files === null) return NONE;
      if (files.length === 0) continue;
      // What the module file defines, or passes on with a `use` (`pub use arg::Arg;` offers `crate::builder::Arg`):
      // in any of them when a `#[cfg_attr(…, path)]` on the way gives one file per configuration.
      const path = [...parts.slice(i), name].join('.');
      const each = files.map((f) => this.exported(f, path, 0, new Set()));
      if (oneUntold(each)) return NONE;
      const found = new Set(each.flat());
      const untold = found.delete(UNTOLD);
      const whole = found.delete(WHOLE_MODULE);
      if (untold || whole) return found.size === 0 ? NONE : { ids: [...found] };
      // `m::LIMIT.max(…)`: a member of what the module offers (not judged for a constant's).
      if (found.size === 0) return (path.includes('.') ? this.memberOfReached(files, path) : null) ?? UNDEFINED;
      return { ids: [...found] };
    }
    return NONE;
  }

  /** The binding's target: a symbol of the module it names (following re-exports), or members of it. */
  private throughBinding(file: FileLinks, b: ImportBinding, member: string[]): Found {
    const module = this.modules.bindingModule(file, b);
    // Python's `from pkg import mod` may name a submodule of a directory without `__init__.py` (a namespace
    // package), which is no module of its own: looked for below.
    if (module.kind === 'external' && file.lang !== 'python') return NONE;
    let paths = module.kind === 'files' ? module.paths : [];
    let name = b.imported === null || b.imported === '*' ? member.join('.') : [b.imported, ...member].join('.');
    // The module the binding stands for, as the file writes it, when it is one (Python's submodules below).
    let moduleSpec = b.imported === null ? b.from : null;
    // Python's `from . import report` may name a submodule rather than a symbol of the package.
    if (file.lang === 'python' && b.imported && b.imported !== '*' && !paths.some((p) => this.index.lookup(p, b.imported!))) {
      const sub = this.modules.pathTargets(file, `${b.from}/${b.imported}`);
      if (sub.length > 0) {
        paths = sub;
        name = member.join('.');
        moduleSpec = `${b.from}/${b.imported}`;
      } else if (this.modules.pythonCompiled(file, `${b.from}/${b.imported}`)) {
        // A compiled submodule's names are not seen.
        return NONE;
      }
    }
    // Rust's `use a::m;` may name the module file m rather than an item of a.
    if (file.lang === 'rust' && b.imported && b.imported !== '*') {
      const sub = this.modules.pathTargets(file, `${b.from}::${b.imported}`);
      if (sub.length > 0) {
        paths = sub;
        name = member.join('.');
      }
    }
    if (paths.length === 0 && file.lang === 'rust') {
      // A path through an inline module of a file, or to an enum's variants: that file's definitions (of each
      // configuration's file: not judged when one of them does not judge it).
      const inlines = this.modules.rustInlines(file, b.from);
      const name = b.imported === null || b.imported === '*' ? member.join('.') : [b.imported, ...member].join('.');
      if (inlines.length > 0 && name !== '') {
        const each = inlines.map((inline) => this.memberOf(inline.file, inline.qualified, name));
        if (each.length === 1) return each[0]!;
        return each.every((f) => 'ids' in f) ? { ids: [...new Set(each.flatMap((f) => ('ids' in f ? f.ids : [])))] } : NONE;
      }
    }
    // Python: a namespace package (`import ns.sub.mod` binds ns, a directory without `__init__.py`) is no module of
    // its own; its submodules of the tree are still its attributes, and another name may be one installed elsewhere.
    if (paths.length === 0 && file.lang === 'python' && moduleSpec !== null && member.length > 0 && this.modules.pythonNamespace(file, moduleSpec)) {
      return this.pythonSubmodule(file, b, moduleSpec, member) ?? NONE;
    }
    if (paths.length === 0) return module.kind === 'missing' ? { missing: true } : NONE;
    if (name === '') return NONE;
    // A Go package offers only its exported (capitalised) names to an importer.
    if (file.lang === 'go' && !/^\p{Lu}/u.test(name)) return UNDEFINED;
    if (b.imported === 'default') return this.throughDefault(paths, member);
    const ids = new Set<string>();
    const each = paths.map((p) => this.exported(p, name, 0, new Set()));
    // Rust: a module's files are one per configuration (a Go package's files are all compiled: a union).
    if (file.lang === 'rust' && oneUntold(each)) return NONE;
    for (const found of each) for (const id of found) ids.add(id);
    // A whole module (`export * as ns from`) is no definition, and what an import from outside brings, or a block
    // binds, is unknown: a use of either is not judged.
    const whole = ids.delete(WHOLE_MODULE);
    const untold = ids.delete(UNTOLD);
    if (whole && ids.size === 0) return NONE;
    // Python: a package's submodule is its attribute once imported anywhere (`collections.abc.Mapping` after
    // `import collections`, `util.ssl_.SSLContext` after `from .. import util`): the submodule itself is no
    // definition, a name in it is looked for there. Not when the package binds that name itself (`from .tqdm import
    // tqdm` makes `pkg.tqdm` the class); one it may only bind in a block or through its globals is taken for the
    // submodule when there is one.
    if (ids.size === 0 && file.lang === 'python' && moduleSpec !== null && member.length > 0 && paths.every((p) => this.exported(p, member[0]!, 0, new Set()).every((id) => id === UNTOLD))) {
      const sub = this.pythonSubmodule(file, b, moduleSpec, member);
      if (sub !== null) return sub;
    }
    // Every Python module has its own `__file__`, `__name__`, `__spec__` and the like, which no definition shows.
    if (ids.size === 0 && file.lang === 'python' && moduleSpec !== null && member.length > 0 && MODULE_ATTRIBUTES.has(member[0]!)) return NONE;
    if (untold && ids.size === 0) return NONE;
    if (ids.size === 0 && name.includes('.')) {
      const member = this.memberOfReached(paths, name);
      if (member) return member;
    }
    return { ids: [...ids] };
  }

  /**
   * Python: `member` as the submodules below the module `moduleSpec` (as `file` writes it; `b` the binding that
   * reached it) give it: the first part a submodule, the rest looked for through it; a namespace package on the way
   * (a directory without `__init__.py`) is passed through to the modules below it, and one named last is no
   * definition (not judged). Null when the first part is neither.
   */
  private pythonSubmodule(file: FileLinks, b: ImportBinding, moduleSpec: string, member: readonly string[]): Found | null {
    let sub = moduleSpec;
    for (let k = 0; k < member.length; k++) {
      sub = `${sub}/${member[k]!}`;
      if (this.modules.pathTargets(file, sub).length > 0) return k === member.length - 1 ? NONE : this.throughBinding(file, { ...b, from: sub, imported: null }, member.slice(k + 1));
      if (this.modules.pythonCompiled(file, sub)) return NONE;
      if (!this.modules.pythonNamespace(file, sub)) return null;
      if (k === member.length - 1) return NONE;
    }
    return null;
  }

  /**
   * A member of a definition the modules at `paths` offer (`name` dotted, none of it found whole): of the innermost
   * the path reaches, as memberOf finds it (a base's, or not judged when the graph knows no members of it: a
   * constant, an object, a method); null when the path reaches no single definition.
   */
  private memberOfReached(paths: readonly string[], name: string): Found | null {
    const parts = name.split('.');
    for (let k = parts.length - 1; k >= 1; k--) {
      const reached = paths.flatMap((p) => this.exported(p, parts.slice(0, k).join('.'), 0, new Set()));
      if (reached.length === 0) continue;
      const owners = reached.filter((id) => id !== WHOLE_MODULE && id !== UNTOLD);
      if (owners.length === 0) return null;
      if (owners.length === 1) {
        const def = this.index.definitionOf(owners[0]!);
        return this.memberOf(def.file, def.qualified, parts.slice(k).join('.'));
      }
      return owners.every((id) => this.withoutMembers(id)) ? NONE : null;
    }
    return null;
  }

  private withoutMembers(id: string): boolean {
    const def = this.index.definitionOf(id);
    return !this.index.hasMembers(def.file, def.qualified);
  }

  /**
   * A default import: the definition each module names as its default, or a member of it. A module whose default
   * names no definition (anonymous, an expression, CommonJS `module.exports`) leaves the use unjudged.
   */
  private throughDefault(paths: readonly string[], member: readonly string[]): Found {
    const ids = new Set<string>();
    let named = false;
    for (const p of paths) {
      for (const id of this.exported(p, 'default', 0, new Set())) {
        if (id === WHOLE_MODULE || id === UNTOLD) continue;
        named = true;
        if (member.length === 0) ids.add(id);
        else {
          const def = this.index.definitionOf(id);
          const inner = this.index.lookup(def.file, [def.qualified, ...member].join('.'));
          if (inner) ids.add(inner);
        }
      }
    }
    return named ? { ids: [...ids] } : NONE;
  }

  /**
   * A name as a module offers it: its own definition, or one it passes on from another module; WHOLE_MODULE when
   * the name is a module itself (`export * as ns from './y'`), UNTOLD when an import from outside the tree
   * may bring it, a Python module may bind it in a block, or a part of the module the grammar could not read holds
   * it as a word.
   */
  private exported(modulePath: string, name: string, depth: number, seen: Set<string>): string[] {
    const own = this.index.lookup(modulePath, name);
    if (own) return [own];
    const file = this.modules.byPath.get(modulePath);
    // A Go package passes nothing on: what its files import stays theirs.
    // A module is asked each name once per lookup (`seen`): asked again for another (scipy.stats passes on `mstats`,
    // whose `from scipy.stats import gmean` asks it for `gmean`), it answers.
    const asked = `${modulePath}\u0000${name}`;
    if (!file || file.lang === 'go' || depth >= MAX_REEXPORT_DEPTH || seen.has(asked)) return [];
    seen.add(asked);
    const [head, ...rest] = name.split('.');
    const out: string[] = [];
    // Whether an import of the module binds the name's head itself (then a Python module's `__getattr__` is not asked).
    let bound = false;
    for (const b of file.bindings ?? []) {
      // What a Rust `use` binds inside a module or a function is not the file's to pass on.
      if ((b.local !== head && b.local !== '*') || b.scope !== undefined) continue;
      if (b.local === head) bound = true;
      // `export * from` passes on every name but the default.
      if (b.local === '*' && head === 'default') continue;
      const module = this.modules.bindingModule(file, b);
      const inner = b.local === '*' ? name : [b.imported ?? '', ...rest].filter((s) => s !== '').join('.');
      if (module.kind !== 'files') {
        // A Rust `use` through an inline module of a file (`use self::m::x;`) passes on what that module offers.
        const inlines = file.lang === 'rust' ? this.modules.rustInlines(file, b.from) : [];
        const each = inner !== '' && !inner.includes('.') ? inlines.map((inline) => this.inlineOffers(inline, inner, depth + 1)) : [];
        if (each.length === 0 || oneUntold(each)) out.push(UNTOLD);
        else for (const offered of each) out.push(...offered);
        continue;
      }
      if (inner === '') {
        if (b.imported === null) out.push(WHOLE_MODULE);
        continue;
      }
      // A Python star import passes on only what it takes (not a module put in the file's place, which is whole).
      const taken = b.local === '*' && b.imported === null && file.lang === 'python' ? module.paths.filter((p) => this.pythonStarTakes(p, head!) !== false) : module.paths;
      const found = taken.flatMap((p) => this.exported(p, inner, depth + 1, seen));
      // Python's `from .pgen2 import token` may bind a submodule of the package rather than a name it offers (one
      // the package may only bind in a block, or through its globals, is taken for the submodule when there is one).
      const sub = found.every((id) => id === UNTOLD) && file.lang === 'python' && b.imported && b.imported !== '*' ? this.inSubmodule(file, `${b.from}/${b.imported}`, module.paths, rest, depth + 1, seen) : null;
      out.push(...(sub ?? found));
    }
    // Nothing passes it on, but the module may bind it in a block, or define it in a part the grammar could not read;
    // or answer any name it does not bind (a Python `__getattr__`, a write into its globals); or a Python stub beside
    // it declares the name, which the source may set in a way not read (`setattr` on itself); or it is a stub with no
    // source, whose module (compiled, or from elsewhere) may have names the stub leaves out (`_ufuncs._binom_cdf`;
    // not a member a class the stub declares lacks, which is looked for through the class's bases).
    if (out.length === 0 && (this.moduleHides(file, head!, !bound) || unreadHas(file, head!) || this.stubDeclares(file, head!) || (isPythonStub(file) && this.index.lookup(file.path, head!) === undefined))) return [UNTOLD];
    return [...new Set(out)];
  }

  /**
   * `rest` as Python's submodule `spec` of the package at `packagePaths` offers it (`spec` as `file` writes it): what
   * the submodule's own names give, or a submodule of it in turn (a package's submodule is its attribute); nothing
   * when the submodule has neither; null when it is no submodule: the package defines or passes on its name itself
   * (`token = 3` in its `__init__.py`; a name it may only bind in a block or through its globals does not count), or
   * there is no such file.
   */
  private inSubmodule(file: FileLinks, spec: string, packagePaths: readonly string[], rest: readonly string[], depth: number, seen: Set<string>): string[] | null {
    const head = spec.slice(spec.lastIndexOf('/') + 1);
    // A whole module the package passes on under that name is the submodule (`from . import mstats`), or too rare to
    // tell from it.
    if (packagePaths.some((p) => this.exported(p, head, depth, new Set(seen)).some((id) => id !== UNTOLD && id !== WHOLE_MODULE))) return null;
    const sub = this.modules.pathTargets(file, spec);
    // A compiled submodule (`from . import _hierarchy`, passed on) offers names the graph cannot see.
    if (sub.length === 0) return this.modules.pythonCompiled(file, spec) ? [UNTOLD] : null;
    if (rest.length === 0) return [WHOLE_MODULE];
    const found = sub.flatMap((p) => this.exported(p, rest.join('.'), depth, seen));
    return found.length > 0 ? found : (this.inSubmodule(file, `${spec}/${rest[0]!}`, sub, rest.slice(1), depth, seen) ?? []);
  }

  /** The class `qualified` a method of `file` belongs to: the file's own definition, or for Go its package's. */
  private classDefinition(file: FileLinks, qualified: string): ClassAt | null {
    const id = this.index.lookup(file.path, qualified);
    if (id) return { file: file.path, qualified, id };
    if (file.lang !== 'go') return null;
    const ids = this.index.lookupInGroup(`dir:${path.posix.dirname(file.path)}`, qualified, goBuildOf(file));
    return ids.length === 1 ? { ...this.index.definitionOf(ids[0]!), id: ids[0]! } : null;
  }

  /**
   * `name` as the bases of `cls` offer it, depth first in the order they are written, each base's own member
   * before its bases': the definitions found, and whether some base on the way is not one the tree defines (so the
   * member may come from outside). `visited` holds the classes already walked: a class two bases share (a diamond)
   * is walked once, and a cycle ends.
   */
  private throughBases(cls: ClassAt, name: string, depth: number, visited: Set<string>): { ids: string[]; unknown: boolean; metaclass: boolean } {
    // Python looks along the class's method resolution order, where it is known (every class on the way the tree's).
    const order = depth === 0 && this.modules.byPath.get(cls.file)?.lang === 'python' ? this.pythonOrder(cls) : null;
    if (order) return this.alongOrder(order, name);
    const ids = new Set<string>();
    let unknown = false;
    let metaclass = false;
    // Java and C#: the superclass (written first) and what it inherits come before the interfaces; a base on the way
    // that is not the tree's still leaves it unknown.
    const firstWins = FIRST_BASE_WINS.has(this.modules.byPath.get(cls.file)?.lang as LanguageId);
    const done = () => ({ ids: [...ids], unknown, metaclass });
    for (const base of this.basesOf(cls)) {
      if (base === null || depth >= MAX_BASE_DEPTH) {
        unknown = true;
        continue;
      }
      if (visited.has(base.id)) continue;
      visited.add(base.id);
      if (this.namesMetaclass(base)) metaclass = true;
      if (this.hides(base, name)) {
        unknown = true;
        continue;
      }
      const own = this.memberOfClass(base, name);
      if (own.length > 0) {
        for (const id of own) ids.add(id);
        if (firstWins) return done();
        continue;
      }
      const inner = this.throughBases(base, name, depth + 1, visited);
      for (const id of inner.ids) ids.add(id);
      if (inner.unknown) unknown = true;
      if (inner.metaclass) metaclass = true;
      if (firstWins && ids.size > 0) return done();
    }
    return done();
  }

  /** `name` as the bases of `cls` bring it: one definition, with every base on the way the tree's; else not judged. */
  private fromBases(cls: ClassAt, name: string): Found {
    return this.inBases(cls, name) ?? NONE;
  }

  /**
   * The Python class's method resolution order (c3-order.ts), itself first; null where it is not known: a base on
   * the way is not a class of the tree's (basesOf), or its bases are still being gathered (an order asked for
   * meanwhile is not kept, so none depends on which file was resolved first).
   */
  private pythonOrder(cls: ClassAt): ClassAt[] | null {
    const kept = this.pythonOrders.get(cls.id);
    if (kept !== undefined) return kept;
    let partial = false;
    const basesOf = (c: ClassAt): (ClassAt | null)[] | null => {
      if (this.filling.has(c.id)) {
        partial = true;
        return null;
      }
      return this.basesOf(c);
    };
    const order = c3Order(cls, basesOf, (c) => c.id, MAX_BASE_DEPTH);
    if (!partial) this.pythonOrders.set(cls.id, order);
    return order;
  }

  /**
   * `name` as the classes after the first of `order` offer it: the first that defines it answers. One on the way that
   * may bind it where no definition shows it leaves it unknown; so does, where the order chooses between several
   * definitions, a class before the first (the class itself included) that names a metaclass or a decorator, which
   * may give it any attribute. (A single definition resolves through such a class, as the walk through bases reads it.)
   */
  private alongOrder(order: readonly ClassAt[], name: string): { ids: string[]; unknown: boolean; metaclass: boolean } {
    let metaclass = this.namesMetaclass(order[0]!);
    for (const [k, base] of order.entries()) {
      if (k === 0) continue;
      // So may a class its module binds again in a block (`if …: class Base: pass` after `class Base:`), which may
      // be the one bound when the module runs.
      if (this.hides(base, name) || this.reboundInBlock(base)) return { ids: [], unknown: true, metaclass };
      const own = this.memberOfClass(base, name);
      if (own.length > 0) {
        const chosen = metaclass && order.slice(k + 1).some((later) => this.memberOfClass(later, name).length > 0);
        return { ids: chosen ? [] : own, unknown: chosen, metaclass };
      }
      if (this.namesMetaclass(base)) metaclass = true;
    }
    return { ids: [], unknown: false, metaclass };
  }

  /**
   * Whether the module of the top-level Python class `cls` binds its name again in a block, by name (extract-python.ts:
   * a name a block defines alone is a definition, not such a binding). A module that may bind any name (a star import,
   * writes into its globals) is not counted: the walk in written order did not count it either.
   */
  private reboundInBlock(cls: ClassAt): boolean {
    const file = this.modules.byPath.get(cls.file);
    return !cls.qualified.includes('.') && file?.lang === 'python' && this.bindsInBlock(file, cls.qualified, false);
  }

  /** As fromBases, but null when every base on the way is the tree's and none defines `name`. */
  private inBases(cls: ClassAt, name: string): Found | null {
    // A member the class may bind where no definition shows it is not looked for beyond it.
    if (this.hides(cls, name)) return NONE;
    const through = this.throughBases(cls, name, 0, new Set([cls.id]));
    // None defines it: a metaclass the class or a base names may give it.
    if (through.ids.length === 0 && !through.unknown) return through.metaclass || this.namesMetaclass(cls) ? NONE : null;
    return through.ids.length === 1 && !through.unknown ? { ids: through.ids } : NONE;
  }

  /**
   * A class's own member `name`: in its file, for Go in any file of its package, for Ruby in any Ruby file (a class
   * opened again elsewhere, or a member a scoped definition adds: `class Gem::Package` gives Gem its Package).
   */
  private memberOfClass(cls: ClassAt, name: string): string[] {
    const qualified = `${cls.qualified}.${name}`;
    const file = this.modules.byPath.get(cls.file);
    // Of a Go package's files, those one build may hold with the type's own (a method in a _windows file is no member
    // of a type a _linux file declares).
    if (file?.lang === 'go') return this.index.lookupInGroup(`dir:${path.posix.dirname(cls.file)}`, qualified, goBuildOf(file));
    if (file?.lang === 'ruby') return this.rubyMembers(cls.qualified, name);
    const id = this.index.lookup(cls.file, qualified);
    return id ? [id] : [];
  }

  /**
   * Ruby: whether the top-level module `qualified` lies in is opened by a file that requires a library from outside
   * the tree named after it (`require "fiddle.so"` or `require "fiddle/import"` beside `module Fiddle`, `openssl.so`
   * beside `module OpenSSL`): such a library may give that module, and any module in it, members and constants.
   */
  private rubyFilled(qualified: string): boolean {
    const top = qualified.split('.')[0]!;
    let filled = this.rubyFills.get(top);
    if (filled === undefined) {
      const name = libraryKey(top);
      filled = this.index.definers(RUBY_FILES, top).some((p) => {
        const file = this.modules.byPath.get(p)!;
        // A `require` on the load path is kept as `<name>` (extract-ruby.ts).
        return file.imports.some((spec) => libraryKey(spec.replace(/^<|>$/g, '').split('/')[0]!.replace(/\.(so|bundle|rb)$/, '')) === name && this.modules.pathTargets(file, spec).length === 0);
      });
      this.rubyFills.set(top, filled);
    }
    return filled;
  }

  /** The Ruby class or module `owner`'s member `name`, as any file defines it. */
  private rubyMembers(owner: string, name: string): string[] {
    const qualified = `${owner}.${name}`;
    // The group's names are gathered once: a module opened in thousands of files is read once, not per call.
    const files = this.index.definers(RUBY_FILES, qualified);
    // A capitalised name defined in several files is one class or module opened in each: one of them answers.
    if (files.length > 1 && /^[A-Z]/.test(name)) return [this.index.lookup(this.rubyHome(qualified, files, name), qualified)!];
    return files.map((p) => this.index.lookup(p, qualified)!);
  }

  /** rubyHome of the files defining `qualified`, chosen once a name (a module may be opened in thousands of files). */
  private rubyHome(qualified: string, files: readonly string[], name: string): string {
    let home = this.rubyHomes.get(qualified);
    if (home === undefined) this.rubyHomes.set(qualified, (home = rubyHome(files, name)));
    return home;
  }

  /**
   * The definitions that make up a class: itself, and for Ruby every definition of its name in the tree's Ruby files
   * (a class opened again elsewhere gets members and bases there too), one a file at most; gathered once a name.
   */
  private partsOf(cls: ClassAt): readonly ClassAt[] {
    if (this.modules.byPath.get(cls.file)?.lang !== 'ruby') return [cls];
    let parts = this.rubyParts.get(cls.qualified);
    if (!parts) {
      parts = [];
      for (const p of this.index.definers(RUBY_FILES, cls.qualified)) {
        const id = this.index.lookup(p, cls.qualified);
        if (id) parts.push({ file: p, qualified: cls.qualified, id });
      }
      this.rubyParts.set(cls.qualified, parts);
    }
    return parts.length > 0 ? parts : [cls];
  }

  /**
   * The classes a class names as its bases, in the order written: null for one the tree does not define once (from
   * outside, undefined, or several candidates), and in Python for one the tree defines as no class. A C# base named
   * like an interface (`IDisposable`) that the tree does not define is passed over: an interface brings no members.
   */
  private basesOf(cls: ClassAt): (ClassAt | null)[] {
    // The parts of a Ruby class share one list, gathered once.
    const parts = this.partsOf(cls);
    const key = parts[0]!.id;
    let found = this.bases.get(key);
    if (found) return found;
    found = [];
    // Set before it is filled, so a base reached through the class itself ends; meanwhile it is partial (filling).
    this.bases.set(key, found);
    this.filling.add(key);
    try {
      this.fillBases(parts, found);
    } finally {
      this.filling.delete(key);
    }
    return found;
  }

  private fillBases(parts: readonly ClassAt[], found: (ClassAt | null)[]): void {
    for (const part of parts) {
      const file = this.modules.byPath.get(part.file);
      if (!file) continue;
      const refs = this.extendsOf(file, part.id);
      for (const [k, ref] of refs.entries()) {
        // A member the class may bind (extract-python.ts) is no base; nor is Python's `object` written last.
        if ((ref.name === UNKNOWN_BASE && ref.qualifier !== null) || (k === refs.length - 1 && this.pythonObject(file, ref))) continue;
        const r = this.resolve(file, ref);
        const one = 'ids' in r && r.ids.length === 1 ? { ...this.index.definitionOf(r.ids[0]!), id: r.ids[0]! } : null;
        // A Python base the tree defines as no class (`Base = declarative_base()`, `Alias = Real`) may be anything.
        if (one && file.lang === 'python' && this.index.isClosed(one.file, one.qualified) !== true) found.push(null);
        else if (one) found.push(one);
        // A standard trait of known members brings those only (rustMemberElsewhere).
        else if (file.lang === 'rust' && RUST_STD_TRAITS.has(ref.name) && !('ids' in r && r.ids.length > 1)) continue;
        else if (!(file.lang === 'csharp' && INTERFACE_NAME.test(ref.name))) found.push(null);
      }
    }
  }

  /**
   * A Python base written `object` that is the builtin: the file defines that name nowhere (a class body's included),
   * binds it by no import, opens no module whole (`from m import *`, of the tree or not), and sees no names the
   * tree cannot list. `class A(object)` is then `class A`. (Written before another base it is a class Python
   * refuses: the caller keeps it a base not known.)
   */
  private pythonObject(file: FileLinks, ref: RawRef): boolean {
    if (file.lang !== 'python' || ref.name !== 'object' || ref.qualifier !== null) return false;
    if ((file.defs ?? []).some((d) => d.qualified === 'object' || d.qualified.endsWith('.object'))) return false;
    if ((file.bindings ?? []).some((b) => b.local === 'object' || b.local === '*')) return false;
    return !this.modules.seesOutside(file) && !this.moduleHides(file, 'object') && !unreadHas(file, 'object');
  }

  /** The `extends` uses of the class `id` of `file`; each file's are gathered by class once. */
  private extendsOf(file: FileLinks, id: string): readonly RawRef[] {
    let byClass = this.baseUses.get(file);
    if (!byClass) {
      byClass = new Map();
      for (const ref of file.refs) if (ref.kind === 'extends') (byClass.get(ref.from) ?? byClass.set(ref.from, []).get(ref.from)!).push(ref);
      this.baseUses.set(file, byClass);
    }
    return byClass.get(id) ?? [];
  }

  /**
   * Whether the module `file` may bind `name` where no definition shows it: a Python module in a block
   * (extract-python.ts), a Rust file through a macro invoked where its top-level items are written (extract-rust.ts;
   * an inline module's: inlineHides); with `orAny`, also a module marked as binding any name (its globals written, a
   * Python `__getattr__`), which a name one of its imports binds is never asked of.
   */
  private moduleHides(file: FileLinks | undefined, name: string, orAny = true): boolean {
    return (file?.lang === 'python' || file?.lang === 'rust') && this.bindsInBlock(file, name, orAny);
  }

  /**
   * Whether the module `file` is marked as binding `name` where no definition shows it (moduleHides), or, with
   * `orAny`, as binding any name so.
   */
  private bindsInBlock(file: FileLinks, name: string, orAny: boolean): boolean {
    return this.extendsOf(file, fileNodeId(file.path)).some((r) => r.name === UNKNOWN_BASE && (r.qualifier === name || (orAny && r.qualifier === UNKNOWN_BASE)));
  }

  /** Whether the Python class `cls` names a metaclass or is decorated (extract-python.ts): it may get attributes no definition shows. */
  private namesMetaclass(cls: ClassAt): boolean {
    const file = this.modules.byPath.get(cls.file);
    return file?.lang === 'python' && this.extendsOf(file, cls.id).some((r) => r.name === UNKNOWN_BASE && r.qualifier === METACLASS);
  }

  /** Whether `cls` may bind `name` where no definition shows it (a Python class body's block: extract-python.ts). */
  private hides(cls: ClassAt, name: string): boolean {
    const file = this.modules.byPath.get(cls.file);
    return file?.lang === 'python' && this.extendsOf(file, cls.id).some((r) => r.name === UNKNOWN_BASE && r.qualifier === name);
  }

  /** Whether the Ruby class of the method `from` may get members from elsewhere (bare). */
  private rubyOpenClass(file: FileLinks, from: string): boolean {
    const scope = this.index.qualifiedOf(file.path, from) ?? '';
    const at = scope.lastIndexOf('.');
    if (at === -1) return false;
    const cls = this.classDefinition(file, scope.slice(0, at));
    return cls !== null && this.rubyMayGetMembers(cls);
  }

  /**
   * Whether a Ruby class or module may get members from elsewhere than its definitions' bodies: it has other parts,
   * bases or modules, or some class names it as its superclass or includes it.
   */
  private rubyMayGetMembers(cls: ClassAt): boolean {
    if (this.partsOf(cls).length > 1 || this.basesOf(cls).length > 0 || this.index.holders(RUBY_FILES, cls.qualified) > 1) return true;
    if (!this.rubyBaseNames) {
      this.rubyBaseNames = new Set();
      for (const l of this.modules.byPath.values()) {
        if (l.lang === 'ruby') for (const r of l.refs) if (r.kind === 'extends') this.rubyBaseNames.add(r.name);
      }
    }
    return this.rubyBaseNames.has(cls.qualified.slice(cls.qualified.lastIndexOf('.') + 1));
  }

  /** Whether a top-level definition of `name` is in reach of `file`: its own, a binding's, or one it sees whole. */
  private topLevel(file: FileLinks, name: string): boolean {
    return this.index.lookup(file.path, name) !== undefined || this.binding(file, name) !== undefined || this.openLookup(file, name).length > 0;
  }

  /**
   * C++ and Ruby: a bare name in a method is a member of its class before any name around the class: the class's
   * own (for Ruby, of any part of it), else one its bases bring (for Ruby, its modules too). A C++ class may be
   * defined in an included file (`int Square::side() {…}` beside a header). Null to go on as for any other bare
   * name: the function is no member, its class is not found once, or its bases are all the tree's and none defines it.
   */
  private classMember(file: FileLinks, ref: RawRef): Found | null {
    const scope = this.index.qualifiedOf(file.path, ref.from) ?? '';
    const at = scope.lastIndexOf('.');
    if (at === -1) return null;
    const cls = this.methodClass(file, scope.slice(0, at));
    if (cls === null) return null;
    const own = this.memberOfClass(cls, ref.name);
    if (own.length > 0) return { ids: own };
    return this.inBases(cls, ref.name);
  }

  /**
   * Java and C#: a bare name a class's code writes is a member the class's bases bring (a superclass's field,
   * `expectedModCount` in `ListItr extends Itr`), looked for from the innermost class around the use outward, after
   * the scopes themselves: the one definition they give, or NONE when a base on the way is not the tree's (it may
   * bring the name). Null when no class around has bases that define it.
   */
  private inheritedInScopes(file: FileLinks, ref: RawRef): Found | null {
    for (const scope of enclosing(this.index.qualifiedOf(file.path, ref.from) ?? '')) {
      const id = this.index.lookup(file.path, scope);
      const found = id === undefined ? null : this.inBases({ file: file.path, qualified: scope, id }, ref.name);
      // A constructor (a member named as its class) is no member a subclass inherits: the name is the class's.
      if (found !== null && !('ids' in found && found.ids.every((f) => this.isConstructor(f)))) return found;
    }
    return null;
  }

  /** Whether the symbol `id` (of a file already indexed) is named as the class it is in: a constructor. */
  private isConstructor(id: string): boolean {
    const parts = this.index.definitionOf(id).qualified.split('.');
    return parts.length > 1 && parts[parts.length - 1] === parts[parts.length - 2];
  }

  /** The class `owner` names from `file`: its own, else the one definition its includes offer; looked for once. */
  private methodClass(file: FileLinks, owner: string): ClassAt | null {
    const key = `${file.path}\u0000${owner}`;
    let cls = this.methodClasses.get(key);
    if (cls === undefined) {
      cls = this.classDefinition(file, owner);
      if (cls === null) {
        const seen = this.openLookup(file, owner);
        if (seen.length === 1) cls = { ...this.index.definitionOf(seen[0]!), id: seen[0]! };
      }
      this.methodClasses.set(key, cls);
    }
    return cls;
  }

  /**
   * The symbol `q` names in the file for `ref`: after `struct` (RawRef `tag`), a C or C++ struct only; for a C++ base,
   * a struct first, else what the name alone means; otherwise what the name alone means (IdentityIndex lookup).
   */
  private lookupFor(file: FileLinks, ref: RawRef, q: string): string | undefined {
    if (ref.tag) return this.index.lookupTag(file.path, q);
    if (ref.kind === 'extends' && file.lang === 'cpp') return this.index.lookupTag(file.path, q) ?? this.index.lookup(file.path, q);
    return this.index.lookup(file.path, q);
  }

  /**
   * The name in `from`'s scope chain inside its own file (`K.m` looks in `K.m`, then `K`, then the file). Where the
   * language closes them (closed-scopes.ts), a closed definition and a scope the file defines nothing for (a Go or
   * Rust type declared elsewhere) are passed over, except the class whose body's own code a Python use is written in
   * (`classBody`; a base a class names is its enclosing body's code).
   */
  private inScopes(file: FileLinks, ref: RawRef, name: string): string | undefined {
    const from = ref.from;
    let scope = this.index.qualifiedOf(file.path, from) ?? '';
    const base = ref.kind === 'extends' && BASE_OUTSIDE.has(file.lang as LanguageId);
    let inBody = ref.class_body === true || base;
    // Code of a class body written in a definition of it (a value, a method's header, a nested class's base) is the
    // class's: it starts there.
    if (base || (inBody && this.index.isClosed(file.path, scope) !== true)) scope = scope.slice(0, Math.max(0, scope.lastIndexOf('.')));
    const closes = closesScopes(file.lang);
    // The definition the name is written in answers only when nothing further out does: a TypeScript shorthand
    // property `{ name }` uses the `name` around its object, a recursive call is its own function's (no edge).
    let itself: string | undefined;
    for (;;) {
      let seen = true;
      if (closes && scope !== '') {
        const closed = this.index.isClosed(file.path, scope);
        seen = closed === false || (closed === true && inBody);
        inBody = false;
      }
      const id = seen ? this.lookupFor(file, ref, scope === '' ? name : `${scope}.${name}`) : undefined;
      if (id === from) itself = id;
      else if (id) return id;
      if (scope === '') return itself;
      const at = scope.lastIndexOf('.');
      scope = at === -1 ? '' : scope.slice(0, at);
    }
  }

  /**
   * C++: the definitions of the path `parts` (a name, or a qualified one: `util::S::READ` is util, S, READ) as a use
   * written in `from` sees it: from the innermost scope around the use outward to the top level, the first scope in
   * which the file itself, else the files it includes (directly or through others), define the path. A namespace is
   * open: several files may each define names in it. Then, read for the whole file wherever it is written, a
   * using-declaration that names the path's first name (`using v8::Local;`), else the namespaces using-directives
   * open (`using namespace v8;`).
   */
  private cppPath(file: FileLinks, from: string, parts: readonly string[], depth = 0, tag = false): string[] {
    const written = parts.join('.');
    let scope = from === '' ? '' : (this.index.qualifiedOf(file.path, from) ?? '');
    for (;;) {
      const ids = this.cppDefinitions(file, scope === '' ? written : `${scope}.${written}`, tag);
      if (ids.length > 0) return ids;
      if (scope === '') break;
      const at = scope.lastIndexOf('.');
      scope = at === -1 ? '' : scope.slice(0, at);
    }
    // A using-declaration may name another (`using a::x; using x::y;`): a few steps, never a cycle.
    const declared = depth < MAX_USING_STEPS ? (file.bindings ?? []).find((b) => b.space === 'namespace' && b.local === parts[0]) : undefined;
    if (declared) return this.cppPath(file, '', [...declared.from.split('.'), declared.imported ?? declared.local, ...parts.slice(1)], depth + 1, tag);
    const opened: string[] = [];
    for (const ns of file.open_namespaces ?? []) opened.push(...this.cppDefinitions(file, `${ns}.${written}`, tag));
    return opened;
  }

  /**
   * C++: the definitions of the qualified name `q` in the file itself, else in the files it includes. With `tag` (a
   * name written after `struct`), only structs, unions, enums and classes; without, a struct only when no function,
   * variable or typedef in reach has the name (which hides it: IdentityIndex lookup).
   */
  private cppDefinitions(file: FileLinks, q: string, tag = false): string[] {
    const lookup = (p: string): string | undefined => (tag ? this.index.lookupTag(p, q) : this.index.lookup(p, q));
    const own = lookup(file.path);
    if (own && (tag || !this.index.isTag(own))) return [own];
    const reach = this.modules.includeReach(file).files;
    const ids: string[] = own ? [own] : [];
    for (const p of this.index.definers(CPP_FILES, q)) {
      if (p === file.path || !reach.has(p)) continue;
      const id = lookup(p);
      if (id !== undefined) ids.push(id);
    }
    const plain = tag ? ids : ids.filter((id) => !this.index.isTag(id));
    // No function, variable or typedef in reach: the file's own struct, else the structs in reach.
    return plain.length > 0 ? plain : own ? [own] : ids;
  }

  /**
   * C++ `a::b::name` (`parts` then `member` after the first part): the path as cppPath finds it; else a member of the
   * one definition its first part names, its bases' included (memberOf); a first part nothing in reach defines
   * (`std`) is not judged, and neither is a member nothing defines when an include on the way leaves the tree.
   */
  private cppQualified(file: FileLinks, ref: RawRef, parts: readonly string[], member: string): Found {
    const ids = this.cppPath(file, ref.from, [...parts, ref.name]);
    if (ids.length > 0) return { ids };
    const heads = this.cppPath(file, ref.from, [parts[0]!]);
    if (heads.length === 0) return NONE;
    let found: Found = UNDEFINED;
    if (heads.length === 1) {
      const def = this.index.definitionOf(heads[0]!);
      found = this.memberOf(def.file, def.qualified, member);
    }
    return 'ids' in found && found.ids.length === 0 && this.modules.seesOutside(file) ? NONE : found;
  }

  /** Files (other than this one) whose top-level `name` the file sees whole. */
  private openHolders(file: FileLinks, name: string): string[] {
    const open = this.modules.openFiles(file);
    const holders = new Set<string>();
    if (file.lang === 'cpp') {
      // Its includes' reach (resolve-modules.ts includeReach), by the files that define the name.
      const reach = this.modules.includeReach(file).files;
      for (const p of this.index.definers(CPP_FILES, name)) if (reach.has(p)) holders.add(p);
    } else if (file.lang === 'python') {
      // A Python star import takes what a literal `__all__` lists, else no name with a leading underscore (pythonStarTakes;
      // a module's own public name is taken from one whose `__all__` is not read, as listed).
      for (const p of open.paths) {
        if (!this.index.lookup(p, name)) continue;
        const takes = this.pythonStarTakes(p, name);
        if (takes === true || (takes === 'unknown' && !name.startsWith('_'))) holders.add(p);
      }
    } else {
      for (const p of open.paths) if (this.index.lookup(p, name)) holders.add(p);
    }
    const groups = [...open.namespaces.map((n) => namespaceKey(file.lang, n)), ...(open.dir !== null ? [`dir:${open.dir}`] : [])];
    for (const g of groups) for (const p of this.index.group(g)?.get(name) ?? []) holders.add(p);
    holders.delete(file.path);
    return [...holders];
  }

  /**
   * Rust: `name` as the `use`s written in the inline modules and functions around the symbol `from` bring it, the
   * innermost scope first, in each its own `use` of the name before its globs (a glob in a function's body comes
   * before an import of the module around it). Null when none does. A module's code is read as seeing the `use`s of
   * the modules around it, as a child module's `use super::*` makes it.
   */
  private rustScopes(file: FileLinks, name: string, from: string): Found | null {
    const at = this.index.qualifiedOf(file.path, from) ?? '';
    const named = this.scopedBindings(file).get(name);
    for (const scope of this.bindingScopes(file)) {
      if (!within(at, scope)) continue;
      const own = named?.find((b) => b.scope === scope);
      if (own) return this.throughBinding(file, own, []);
      const glob = this.rustGlobs(file, scope, name, 0);
      if (glob !== null) return glob;
    }
    return null;
  }

  /**
   * Rust: `name` as the globs `file` writes in `scope` (undefined: at its top) offer it (`use crate::*`,
   * `use self::m::E::*`): what a module defines or passes on with `pub use`, or what an inline module or an enum
   * does; not judged when a module it opens may define more than it shows (a macro); null when no glob offers it.
   */
  private rustGlobs(file: FileLinks, scope: string | undefined, name: string, depth: number): Found | null {
    const ids = new Set<string>();
    let untold = false;
    const globs = scope === undefined ? file.bindings ?? [] : this.scopedBindings(file).get('*') ?? [];
    for (const b of globs) {
      if (b.local !== '*' || b.scope !== scope) continue;
      for (const id of this.globOffers(file, b, name, depth)) {
        if (id === UNTOLD) untold = true;
        else if (id !== WHOLE_MODULE) ids.add(id);
      }
    }
    if (ids.size > 0) return { ids: [...ids] };
    return untold ? NONE : null;
  }

  /** What the Rust glob `b` of `file` offers as `name` (as exported() answers, UNTOLD included); kept per glob. */
  private globOffers(file: FileLinks, b: ImportBinding, name: string, depth: number): string[] {
    const key = `${file.path}\u0000${b.scope ?? ''}\u0000${b.from}\u0000${name}`;
    let offered = this.globCache.get(key);
    if (offered === undefined) {
      offered = this.pathOffers(file, b, name, depth);
      this.globCache.set(key, offered);
    }
    return offered;
  }

  /**
   * Rust: `name` as the module a `use` of `file` names offers it, `depth` steps of passing on in: an inline
   * module's, or a module file's as exported() answers; nothing for a module from elsewhere or missing.
   */
  private pathOffers(file: FileLinks, b: ImportBinding, name: string, depth: number): string[] {
    const inlines = this.modules.rustInlines(file, b.from);
    const module = inlines.length > 0 ? null : this.modules.bindingModule(file, b);
    const each = module === null ? inlines.map((inline) => this.inlineOffers(inline, name, depth)) : module.kind === 'files' ? module.paths.map((p) => this.exported(p, name, depth, new Set())) : [];
    // A module of one file per configuration, one of which may hold the name from outside: so may the module.
    return oneUntold(each) ? [UNTOLD] : each.flat();
  }

  /**
   * Rust: `name` as an inline module (or an enum) of a file offers it: its own item, else what its own `use`s bring
   * (`pub mod prelude { pub use crate::x::Bar; }`), else what its globs offer; UNTOLD when it may define more than it
   * shows (a macro where its items are written), before any glob, whose names such an item would shadow.
   */
  private inlineOffers(inline: { file: string; qualified: string }, name: string, depth: number): string[] {
    const id = this.index.lookup(inline.file, `${inline.qualified}.${name}`);
    if (id !== undefined) return [id];
    const target = this.modules.byPath.get(inline.file);
    if (!target || depth >= MAX_REEXPORT_DEPTH) return [];
    const own = (target.bindings ?? []).find((b) => b.scope === inline.qualified && b.local === name);
    if (own) {
      if (own.imported === null || own.imported === '*') return [UNTOLD];
      // `pub use a::b::Bar;` as that module offers Bar; a `use` of a module from elsewhere may bring anything.
      const offered = this.pathOffers(target, own, own.imported, depth + 1);
      return offered.length > 0 || this.modules.bindingModule(target, own).kind !== 'external' ? offered : [UNTOLD];
    }
    // An item a macro writes there would shadow what a glob offers.
    if (this.inlineHides(target, inline.qualified)) return [UNTOLD];
    const glob = this.rustGlobs(target, inline.qualified, name, depth + 1);
    // (Each step on the way counts against MAX_REEXPORT_DEPTH, exported()'s and this one's alike.)
    if (glob !== null) return 'ids' in glob ? glob.ids : [UNTOLD];
    return [];
  }

  /** Rust: whether the inline module `qualified` of `file` invokes a macro where its items are written (extract-rust.ts). */
  private inlineHides(file: FileLinks, qualified: string): boolean {
    const id = this.index.lookup(file.path, qualified);
    return id !== undefined && this.extendsOf(file, id).some((r) => r.name === UNKNOWN_BASE && r.qualifier === UNKNOWN_BASE);
  }

  /** Rust: whether an inline module around the symbol `from` invokes a macro where its items are written. */
  private rustScopeHides(file: FileLinks, from: string): boolean {
    for (const scope of enclosing(this.index.qualifiedOf(file.path, from) ?? '')) {
      if (this.inlineHides(file, scope)) return true;
    }
    return false;
  }

  /**
   * Python: `name` as the modules of the tree the file star-imports pass it on (`from a import *`, a having
   * imported it, or star-imported it in turn): a module's own definitions are openLookup's. A star import takes
   * what a literal `__all__` lists (pythonStarTakes), and a name it lists that nothing shows is not judged; from a
   * module without `__all__`, no name with a leading underscore; from one whose `__all__` is not read, a name it
   * passes on, or one with an underscore it has at all, is not judged. NONE as well when a module may bind it where
   * no definition shows it, brings it from outside the tree or passes a module on by it; null when none offers it.
   */
  private starPassed(file: FileLinks, name: string): Found | null {
    const ids = new Set<string>();
    let untold = false;
    for (const b of file.bindings ?? []) {
      if (b.local !== '*' || b.imported !== null || b.scope !== undefined) continue;
      const module = this.modules.bindingModule(file, b);
      if (module.kind !== 'files') continue;
      for (const p of module.paths) {
        const takes = this.pythonStarTakes(p, name);
        if (takes === false) continue;
        const passed = this.exported(p, name, 0, new Set());
        if (passed.length === 0) {
          // A name the list gives that nothing shows (a submodule, one written into the module's globals).
          if (takes === true && this.modules.byPath.get(p)?.exports !== undefined) untold = true;
          continue;
        }
        if (takes === 'unknown') {
          untold = true;
          continue;
        }
        for (const id of passed) {
          // A module it passes on (`import c` in a) is no definition: a bare use of it is not judged.
          if (id === UNTOLD || id === WHOLE_MODULE) untold = true;
          else ids.add(id);
        }
      }
    }
    if (ids.size > 0) return { ids: [...ids] };
    return untold ? NONE : null;
  }

  /**
   * Python: whether the stub beside the source `file` (`m.pyi` beside `m.py`) defines `name`, which the source does
   * not (a member the source's class of that name lacks is looked for through its bases, not the stub).
   */
  private stubDeclares(file: FileLinks, name: string): boolean {
    const stub = file.lang === 'python' ? pythonStubOf(file.path) : null;
    return stub !== null && this.modules.byPath.has(stub) && this.index.lookup(stub, name) !== undefined && this.index.lookup(file.path, name) === undefined;
  }

  /**
   * Python: whether a star import of the module at `modulePath` takes `name`: as its literal `__all__` lists it
   * (FileLinks `exports`), else, when it has no `__all__`, unless the name has a leading underscore; `unknown` when
   * it has an `__all__` built in a way not read, or one it may bind where no definition shows it.
   */
  private pythonStarTakes(modulePath: string, name: string): boolean | 'unknown' {
    const module = this.modules.byPath.get(modulePath);
    if (module?.exports !== undefined) return exportSet(module).has(name);
    // One it binds only in a block (`if sys.version_info …: __all__ = …`) is one not read as well.
    if (this.index.lookup(modulePath, '__all__') !== undefined || this.moduleHides(module, '__all__')) return 'unknown';
    return !name.startsWith('_');
  }

  private openLookup(file: FileLinks, name: string): string[] {
    return this.openHolders(file, name).map((p) => this.index.lookup(p, name)!);
  }
}

/** Whether `file` is a Python stub (`.pyi`): a module's declarations, not its code. */
function isPythonStub(file: FileLinks): boolean {
  return file.lang === 'python' && file.path.endsWith('.pyi');
}

/** Each Python module's `exports` as a set, made at its first question. */
const exportSets = new WeakMap<FileLinks, ReadonlySet<string>>();

function exportSet(module: FileLinks): ReadonlySet<string> {
  let names = exportSets.get(module);
  if (names === undefined) exportSets.set(module, (names = new Set(module.exports)));
  return names;
}

/** Each file's unread words as a set, made at its first question. */
const unreadSets = new WeakMap<FileLinks, ReadonlySet<string>>();

/**
 * Whether a part of the file the grammar could not read holds `name` as a word (so it may define it); in PHP, in
 * any case.
 */
function unreadHas(file: FileLinks, name: string): boolean {
  if (file.unread === undefined) return false;
  const php = file.lang === PHP;
  let words = unreadSets.get(file);
  if (words === undefined) unreadSets.set(file, (words = new Set(php ? file.unread.map(phpFold) : file.unread)));
  return words.has(php ? phpFold(name) : name);
}
