// Resolves the cross-file links of a graph from each file's link material — imports between files, and the
// calls and references from uses of names to the symbols defining them — so a scan and a refresh that reuses
// unchanged files' material resolve the same way.
import type { FileLinks } from '../records/index.js';
import { fileNodeId } from './build-nodes.js';
import type { LanguageId } from './load-language.js';
import { resolveImports } from './resolve-imports.js';
import { RustModules } from './resolve-rust-paths.js';
import { ScriptAliases } from './resolve-script-aliases.js';
import { prepareUses, type PreparedUses } from './resolve-uses.js';
import type { FileEntry, GraphEdge } from './types.js';

/**
 * The cross-file edges of one root's files; `files` lists every file of that root that was read, `compiled` its
 * compiled modules' files. With `only`, just the edges leaving those files (resolved against all of them).
 */
export function linkGraph(links: readonly FileLinks[], files: readonly FileEntry[], only?: ReadonlySet<string>, compiled: readonly string[] = []): GraphEdge[] {
  return new TreeLinker(links, files, compiled).edges(only);
}

/**
 * One reading of a root's link material (its project configs and workspaces, its modules, the names it defines),
 * asked first for any file's import targets and then for the edges leaving some files.
 */
export class TreeLinker {
  private readonly scanned: Set<string>;
  private readonly aliases: ScriptAliases;
  private readonly uses: PreparedUses;
  private rust: RustModules | undefined;

  /** `compiled`: the root's compiled modules' files (Graph `compiled`). */
  constructor(private readonly links: readonly FileLinks[], files: readonly FileEntry[], compiled: readonly string[] = []) {
    this.scanned = new Set(files.map((f) => f.path));
    this.aliases = new ScriptAliases(links);
    this.uses = prepareUses(links, this.scanned, this.aliases, compiled);
  }

  /**
   * The files the file at `fileIndex` (its place in `links`) imports: its path-like imports, the files its Rust `mod`
   * declarations name, and the files of the packages or namespaces it imports (the `imports` edges it leaves).
   */
  importTargets(fileIndex: number): Set<string> {
    const to = this.pathTargets(fileIndex);
    for (const p of this.uses.packageImports(fileIndex)) to.add(p);
    return to;
  }

  /** The edges leaving every file, or with `only` those leaving the files it names. */
  edges(only?: ReadonlySet<string>): GraphEdge[] {
    // The resolution works out the package imports of the files it resolves: they are taken from it, not again.
    const uses = this.uses.resolve(only);
    const targets = new Map<string, Set<string>>();
    for (const [i, file] of this.links.entries()) if (!only || only.has(file.path)) targets.set(file.path, this.pathTargets(i));
    for (const [from, to] of uses.package_imports) targets.get(from)?.add(to);
    const edges: GraphEdge[] = [];
    for (const [from, to] of targets) for (const target of to) edges.push({ source: fileNodeId(from), target: fileNodeId(target), kind: 'imports' });
    // One by one: spreading hundreds of thousands of edges into push overflows the stack (a 100k-file tree did).
    for (const edge of uses.edges) edges.push(edge);
    return edges;
  }

  /** The file's path-like import targets and its Rust `mod` declarations' files. */
  private pathTargets(fileIndex: number): Set<string> {
    const file = this.links[fileIndex]!;
    const to = new Set(resolveImports(file.lang as LanguageId, file.path, file.imports, this.scanned, this.aliases));
    for (const d of file.mod_decls) for (const f of (this.rust ??= new RustModules(this.links, this.scanned)).declFiles(file.path, d)) to.add(f);
    return to;
  }
}
