// A refresh in which only the links a change can reach must be resolved again (affected-files.ts) builds its graph
// from the previous one, in canonical order: the nodes and edges of the files that changed, joined or left are taken
// out and their new ones merged in, and the links leaving the files resolved again are replaced. Everything else
// (the nodes, edges, file entries and link material of every other file) is the previous graph's own, in place,
// instead of being taken apart by file and sorted again.
//
// A file that joins or leaves gives or takes its definitions, which reach the files writing their names as an edit's
// do; and it may change what other files' paths lead to, which reachOfMoves follows: every file whose import targets
// now differ, and the files that may look names up through a moved file, or through one of those that passes on
// names it does not name (a star import, an include); a Rust file's move reaches every Rust file. A file that
// decides where paths are looked for (a project config, a manifest, a Python package's `__init__.py`) joining or
// leaving resolves every file, as many moves do.
import path from 'node:path';
import type { FileLinks } from '../records/index.js';
import { affectedFiles, type ChangedFile } from './affected-files.js';
import type { FilePart } from './build-file.js';
import { fileNodeId } from './build-nodes.js';
import { compiledIn } from './compiled-files.js';
import { carriedEndpoints, endpointsOf, setEndpoints } from './edge-endpoints.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { TreeLinker } from './link-graph.js';
import { compareEdges, compareFiles, compareNodes, markCanonical, sortGraph } from './sort-graph.js';
import type { FileEntry, Graph, GraphEdge, GraphNode } from './types.js';

/** Files that join or leave a tree between two scans: the new parts of those that joined, by path, and the paths of those that left. */
export interface TreeMoves {
  joined: ReadonlyMap<string, FilePart>;
  left: ReadonlySet<string>;
}

/**
 * The names of files whose presence decides where other files' imports are looked for: a project config (and any
 * JSON one may extend), a package manifest or a pnpm workspace, a Go module, a Rust crate's manifest, a gem's
 * specification, a Python package's `__init__.py` (or a stub package's `__init__.pyi`).
 */
const LOOKUP_FILES = new Set(['Cargo.toml', 'go.mod', '__init__.py', '__init__.pyi', 'pnpm-workspace.yaml']);

export function setsLookups(relPath: string): boolean {
  const name = path.posix.basename(relPath);
  return LOOKUP_FILES.has(name) || name.endsWith('.json') || name.endsWith('.gemspec');
}

/** How many files may join or leave a tree of any size for a refresh to be spliced (more: an eighth of its files). */
const MOVES_SPLICED = 64;

const NO_MOVES: TreeMoves = { joined: new Map(), left: new Set() };

/**
 * The graph of one root after `changed` (the new parts of the files whose bytes changed, by path) and `moves`, given
 * the one-root `previous` graph; null when links must be resolved for every file (a changed file changed its import
 * forms, or gained or lost its link material; a file that sets where paths are looked for joined or left).
 */
export function spliceChanges(previous: Graph, changed: ReadonlyMap<string, FilePart>, moves: TreeMoves = NO_MOVES): Graph | null {
  const moved = moves.joined.size + moves.left.size;
  // Many files moving (a branch checked out, a folder moved) reach most others: every file is resolved again.
  if (moved > Math.max(MOVES_SPLICED, previous.files.length / 8)) return null;
  for (const p of [...moves.joined.keys(), ...moves.left]) if (setsLookups(p)) return null;
  const before = sortGraph(previous);
  const { changes, links } = changesOf(before, changed, moves);
  const files = filesAfter(before, changed, moves);
  // The compiled modules are the previous graph's: a refresh in which they changed is never spliced (scan-root.ts).
  const linker = new TreeLinker(links, files, compiledIn(before, before.roots[0]!));
  // Files whose import targets changed, or that look names up through a path a move changed: resolved again, and the
  // names they bind are changed names for the files importing them.
  const reached = moved > 0 ? reachOfMoves(before, links, linker, changes) : new Set<string>();
  if (!reached) return null;
  const resolve = affectedFiles(changes, links, boundNames(links, reached));
  if (!resolve) return null;
  for (const p of reached) resolve.add(p);
  // Whose nodes all go: a changed file's and one that left (a joined file had none).
  const replaced = (p: string): boolean => changed.has(p) || moves.left.has(p);

  // The nodes of every file resolved again (or that left) are where its replaced edges start.
  const sources: GraphNode[] = [];
  const gone = new Set<string>();
  for (const node of before.nodes) {
    if (moves.left.has(node.path)) gone.add(node.id);
    if (resolve.has(node.path) || moves.left.has(node.path)) sources.push(node);
  }
  // A changed file's edges all go; a file only resolved again keeps its contains-edges (its part's own).
  const dropped = new Uint8Array(before.edges.length);
  for (const node of sources) {
    const whole = replaced(node.path);
    for (let i = firstEdgeFrom(before.edges, node.id); i < before.edges.length && (before.edges[i] as GraphEdge).source === node.id; i++) {
      if (whole || (before.edges[i] as GraphEdge).kind !== 'contains') dropped[i] = 1;
    }
  }
  const added: GraphEdge[] = [];
  const addedNodes: GraphNode[] = [];
  for (const part of [...changed.values(), ...moves.joined.values()]) {
    for (const n of part.nodes) addedNodes.push(n);
    for (const e of part.edges) added.push(e);
  }
  for (const e of linker.edges(resolve)) added.push(e);
  // The places of the edges' ends in the node list, known for the previous graph, are carried over (edge-endpoints.ts).
  const ends = endpointsOf(before);
  const nodeOrigins = ends ? new Int32Array(before.nodes.length + addedNodes.length) : undefined;
  const edgeOrigins = ends ? new Int32Array(before.edges.length + added.length) : undefined;
  const graph: Graph = {
    roots: before.roots,
    // The changed and departed files' nodes and the dropped edges are skipped as the rest is copied.
    nodes: mergeSorted(before.nodes, addedNodes.sort(compareNodes), compareNodes, (k) => replaced((before.nodes[k] as GraphNode).path), nodeOrigins),
    edges: mergeSorted(before.edges, added.sort(compareEdges), compareEdges, (k) => dropped[k] === 1, edgeOrigins),
    files,
    links,
    extractor: EXTRACTOR_VERSION,
    ...(before.compiled ? { compiled: before.compiled } : {}),
  };
  // An edge kept into a file that left would be one its source's resolution no longer gives: every such source
  // should have been resolved again. Should one be left, every file is (no graph is made with an edge to nowhere).
  if (gone.size > 0 && keepsEdgeInto(graph.edges, gone)) return null;
  if (ends && nodeOrigins && edgeOrigins) {
    setEndpoints(graph, carriedEndpoints(ends, before.nodes.length, nodeOrigins.subarray(0, graph.nodes.length), edgeOrigins.subarray(0, graph.edges.length)));
  }
  markCanonical(graph);
  return graph;
}

/**
 * Each changed, joined or departed file's before and after (affectedFiles), and the link material after the change,
 * in one pass over the previous graph's. A changed file with no link material now (it had some before) makes
 * affectedFiles answer null: `links` is then never used, so what stands in its place here does not matter.
 */
function changesOf(before: Graph, changed: ReadonlyMap<string, FilePart>, moves: TreeMoves): { changes: ChangedFile[]; links: FileLinks[] } {
  const changes: ChangedFile[] = [];
  const links: FileLinks[] = [];
  const seen = new Set<string>();
  for (const l of before.links ?? []) {
    const part = changed.get(l.path);
    if (moves.left.has(l.path)) changes.push({ path: l.path, before: l, after: null, moved: true });
    else if (part) changes.push({ path: l.path, before: l, after: part.links });
    if (moves.left.has(l.path) || part) seen.add(l.path);
    if (!moves.left.has(l.path)) links.push(part?.links ?? l);
  }
  // The files that had no link material before: changed ones and departed ones.
  for (const [p, part] of changed) if (!seen.has(p)) changes.push({ path: p, before: null, after: part.links });
  for (const p of moves.left) if (!seen.has(p)) changes.push({ path: p, before: null, after: null, moved: true });
  for (const [p, part] of moves.joined) {
    changes.push({ path: p, before: null, after: part.links, moved: true });
    if (part.links) links.push(part.links);
  }
  return { changes, links: moves.joined.size > 0 ? links.sort(compareFiles) : links };
}

/** The file entries after the change: the previous graph's, a changed file's replaced, a departed one's gone, a joined one's added. */
function filesAfter(before: Graph, changed: ReadonlyMap<string, FilePart>, moves: TreeMoves): FileEntry[] {
  const files: FileEntry[] = [];
  for (const f of before.files) if (!moves.left.has(f.path)) files.push(changed.get(f.path)?.file ?? f);
  if (moves.joined.size === 0) return files;
  for (const part of moves.joined.values()) files.push(part.file);
  return files.sort(compareFiles);
}

/** Every name the files in `paths` bind by an import. */
function boundNames(links: readonly FileLinks[], paths: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (paths.size === 0) return out;
  for (const l of links) if (paths.has(l.path)) for (const b of l.bindings ?? []) if (b.local !== '*') out.push(b.local);
  return out;
}

/** Languages whose import brings in everything the imported file sees (an include, a `source`, a `require`). */
const INCLUDING = new Set(['cpp', 'php', 'bash', 'ruby']);

/**
 * A file whose imports bring others' names through it without naming them: a star import or re-export, or an
 * include. A name it passes on by name is a name it binds (boundNames), followed as other changed names are.
 */
function passesOnUnnamed(l: FileLinks): boolean {
  if (INCLUDING.has(l.lang) && l.imports.length > 0) return true;
  return (l.bindings ?? []).some((b) => b.local === '*' || b.imported === '*');
}

/**
 * The files whose resolution files joining or leaving may change through paths rather than names. First, every file
 * whose import targets now differ from the `imports` edges it left in `before` (whatever made them differ: the
 * importers of a file that joined or left, a name now found under two search roots). Then every file that may look
 * names up through a file whose names others may see changed (one that joined or left, or one of those whose
 * targets differ and that passes names on unnamed), through files that pass names on unnamed in turn. A file may
 * look names up through another when it imports it, or when a path it writes (what a binding or an import names, a
 * use's qualifier) has a word of the other's path (its name, with or without extensions; a directory's, for its
 * index module): a Rust `use crate::b::x` reaches `src/b.rs` through no `imports` edge.
 */
function reachOfMoves(before: Graph, links: readonly FileLinks[], linker: TreeLinker, changes: readonly ChangedFile[]): Set<string> | null {
  const moves = changes.filter((c) => c.moved);
  const reached = new Set<string>();
  const previousTargets = importTargetsOf(before);
  // Only a moved file or one passing names on unnamed is ever looked through: only their importers, and the writers
  // of their paths' words, are listed.
  const passesOn = new Set<string>();
  for (const l of links) if (passesOnUnnamed(l)) passesOn.add(l.path);
  const moved = new Set(moves.map((c) => c.path));
  const lookedThrough = (p: string): boolean => passesOn.has(p) || moved.has(p);
  const importers = new Map<string, string[]>();
  const surface: string[] = [...moved];
  for (const [i, l] of links.entries()) {
    const now = linker.importTargets(i);
    for (const t of now) {
      if (!lookedThrough(t)) continue;
      const list = importers.get(t);
      if (list) list.push(l.path);
      else importers.set(t, [l.path]);
    }
    if (!sameTargets(now, previousTargets.get(l.path))) {
      reached.add(l.path);
      if (passesOn.has(l.path)) surface.push(l.path);
    }
  }
  const words = new Set<string>();
  for (const p of [...moved, ...passesOn]) for (const w of pathWords(p)) words.add(w);
  const writers = pathWordWriters(links, words);
  const queued = new Set(surface);
  const reach = (from: string) => {
    reached.add(from);
    if (passesOn.has(from) && !queued.has(from)) {
      queued.add(from);
      surface.push(from);
    }
  };
  // A Rust file's place decides what `super::`, `crate::` and `self::` paths mean in other files (its submodules, the
  // crate below a root, the file a `#[path]` names), and a `use` through a module passes on what the module does, by
  // no word of its file's path (`use crate::a::m as z`, a prelude's `pub use`): every Rust file is reached.
  if (moves.some((c) => c.path.endsWith('.rs'))) for (const l of links) if (l.lang === 'rust') reach(l.path);
  for (let k = 0; k < surface.length; k++) {
    const file = surface[k]!;
    for (const from of importers.get(file) ?? []) reach(from);
    for (const w of pathWords(file)) for (const from of writers.get(w) ?? []) reach(from);
  }
  return reached;
}

/** The names of modules whose directory is the module (`mod.rs`, `index.ts`, `__init__.py`): their directory's name is theirs too. */
const INDEX_STEMS = new Set(['mod', 'index', '__init__', 'lib', 'main', '__main__']);

/** The words others may write for the file at `relPath` in a path: its name, with and without extensions, and an index module's directory. */
export function pathWords(relPath: string): string[] {
  const name = path.posix.basename(relPath);
  const first = name.indexOf('.');
  const last = name.lastIndexOf('.');
  const stem = first > 0 ? name.slice(0, first) : name;
  const words = [name, stem];
  if (last > first) words.push(name.slice(0, last));
  const dir = path.posix.dirname(relPath);
  if (INDEX_STEMS.has(stem) && dir !== '.') words.push(path.posix.basename(dir));
  return words;
}

/**
 * By each of `words`, the files writing it in a path: what their imports and bindings name, and the qualifiers of
 * their uses where a qualifier may be a module's path (Rust's `crate::a::f`, Python's `pkg.mod.f`; elsewhere a
 * qualifier's head is a name an import binds, or a namespace, both followed by name).
 */
function pathWordWriters(links: readonly FileLinks[], words: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // Few words (the usual case: a file or two moved, few star imports or includes): a path holding none of them is
  // passed over without being split.
  const few = words.size <= FEW_WORDS ? [...words] : null;
  for (const l of links) {
    const add = (written: string) => {
      if (few && !few.some((w) => written.includes(w))) return;
      for (const w of written.split(PATH_SEPARATORS)) {
        if (!words.has(w)) continue;
        const list = out.get(w);
        if (!list) out.set(w, [l.path]);
        else if (list[list.length - 1] !== l.path) list.push(l.path);
      }
    };
    for (const spec of l.imports) add(spec);
    for (const b of l.bindings ?? []) add(b.from);
    if (l.lang === 'rust' || l.lang === 'python') for (const r of l.refs) if (r.qualifier !== null) add(r.qualifier);
  }
  return out;
}

/** Up to how many words pathWordWriters looks for in each path before splitting it. */
const FEW_WORDS = 32;

const PATH_SEPARATORS = /[/.:\\]+|->/;

/** Each file's `imports` edges in a canonical graph, as the paths they lead to, by the importing file's path. */
function importTargetsOf(g: Graph): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const prefix = fileNodeId('');
  for (const e of g.edges) {
    if (e.kind !== 'imports' || !e.source.startsWith(prefix) || !e.target.startsWith(prefix)) continue;
    const from = e.source.slice(prefix.length);
    let set = out.get(from);
    if (!set) out.set(from, (set = new Set()));
    set.add(e.target.slice(prefix.length));
  }
  return out;
}

function sameTargets(now: ReadonlySet<string>, before: ReadonlySet<string> | undefined): boolean {
  if (!before) return now.size === 0;
  if (now.size !== before.size) return false;
  for (const t of now) if (!before.has(t)) return false;
  return true;
}

/** Some edge leads to one of the nodes `gone`. */
function keepsEdgeInto(edges: readonly GraphEdge[], gone: ReadonlySet<string>): boolean {
  for (const e of edges) if (gone.has(e.target)) return true;
  return false;
}
/** The first place in `edges` (sorted by source) whose source is not below `source`. */
function firstEdgeFrom(edges: readonly GraphEdge[], source: string): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((edges[mid] as GraphEdge).source < source) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Two sorted lists as one, each item once (an item equal to the one before it is dropped), leaving out the items of
 * `a` that `skip` names by index. `a` holds no item twice (a canonical graph's list): its items between two of `b`'s
 * are copied as they are, found by a galloping search, so a few changed items cost little more than copying the rest.
 * With `origins` (room for both lists), the place in `a` each item of the result came from is written there, -1 for
 * an item of `b`.
 */
export function mergeSorted<T>(
  a: readonly T[],
  b: readonly T[],
  compare: (x: T, y: T) => number,
  skip?: (index: number) => boolean,
  origins?: Int32Array,
): T[] {
  // Sized once and cut to length at the end: pushing a million items grows (and copies) the list again and again.
  const out = new Array<T>(a.length + b.length);
  let n = 0;
  // An item of `b` may repeat the last one written (of `a` or of `b`)...
  const push = (x: T) => {
    if (n > 0 && compare(out[n - 1] as T, x) === 0) return;
    if (origins) origins[n] = -1;
    out[n++] = x;
  };
  // ...but a run of `a` lies above everything written before it (the item of `b` it follows included), and holds
  // no repeats: it is copied as it is.
  const copy = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      if (skip?.(k)) continue;
      if (origins) origins[n] = k;
      out[n++] = a[k] as T;
    }
  };
  let i = 0;
  for (const x of b) {
    const end = firstAbove(a, x, i, compare);
    copy(i, end);
    i = end;
    push(x);
  }
  copy(i, a.length);
  out.length = n;
  return out;
}

/** The first place from `from` in sorted `a` whose item is above `x` (a.length when none is): galloping from `from`. */
function firstAbove<T>(a: readonly T[], x: T, from: number, compare: (x: T, y: T) => number): number {
  let lo = from;
  let step = 1;
  while (lo + step - 1 < a.length && compare(a[lo + step - 1] as T, x) <= 0) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(a.length, lo + step - 1);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(a[mid] as T, x) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
