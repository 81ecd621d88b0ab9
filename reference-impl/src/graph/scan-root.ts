// Scans one canonical root into a graph of file and symbol nodes: walk, then read and parse each file (on worker
// threads for a large tree, inline for a small one), keeping a previous graph's part of every unchanged file,
// then resolve the cross-file links of every file; or, when a refresh allows it, splice the changed files into
// the previous graph and resolve only the links a change can reach (splice-graph.ts).
import { lstatSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FileLinks } from '../records/index.js';
import type { FilePart } from './build-file.js';
import { fileNodeId } from './build-nodes.js';
import { collectForGraphOf } from './collect-garbage.js';
import { compiledField, compiledIn, samePaths } from './compiled-files.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { linkGraph } from './link-graph.js';
import { chooseWasmTier, detectLanguage } from './load-language.js';
import { MAX_FILE_BYTES } from './read-text-file.js';
import { previousParts, reusableFiles } from './previous-parts.js';
import { compiledModuleBase } from './resolve-imports.js';
import { setStamp, stampOf, type FileStamp } from './file-stamps.js';
import { confirmedByStamp, scanFile, type ScanOutcome, type ScanResult, type ScanTask } from './scan-file.js';
import { firstScanThreads, idleWorkerCount, MIN_FILES_FOR_REFRESH_WORKERS, refreshWorkerCount, runScanPool, type ScanThreads } from './scan-pool.js';
import { sortGraph } from './sort-graph.js';
import { spliceChanges, type TreeMoves } from './splice-graph.js';
import { compareCodeUnits, walkTreeBatches } from './walk-tree.js';
import type { FileEntry, Graph, GraphEdge, GraphNode, ScanOptions } from './types.js';

export { sha256Hex } from './build-file.js';

/** How every file node's id begins (build-nodes.ts fileNodeId). */
const FILE_ID_PREFIX = fileNodeId('');

/**
 * Largest tree whose scan workers are kept for the next refresh. Kept workers hold memory that grows with the
 * files they read (about 40 MiB each after 10k files, 250 after 100k), while starting them costs a fraction of a
 * second: past this size the memory matters more.
 */
export const KEEP_WORKERS_MAX_FILES = 50_000;

/**
 * How many of its `workers` a scan keeps for the next one: a refresh (a scan with a previous graph) of a tree that
 * is not large keeps them all; a first scan of a tree whose refresh reads inline keeps one, whose grammars are
 * ready for the first refresh (which reads on kept workers: scanRoot); a first scan of a larger tree, which may well
 * be the only one, and a scan of a large tree give the memory back.
 */
export function keptWorkers(refresh: boolean, files: number, workers: number): number {
  if (refresh) return files <= KEEP_WORKERS_MAX_FILES ? workers : 0;
  return files < MIN_FILES_FOR_REFRESH_WORKERS ? Math.min(1, workers) : 0;
}

/**
 * Walks `root` (already canonical) and returns its sorted graph; an empty tree gives empty lists. With
 * `previous`, a file whose bytes hash to the digest `previous` holds for its path keeps its part of that graph, as
 * does one whose inode still carries the stamp of the read that gave that digest (file-stamps.ts).
 */
export async function scanRoot(root: string, opts: ScanOptions = {}): Promise<Graph> {
  const { signal, onProgress } = opts;
  const previous = opts.previous;
  const scanStartMs = (opts.now ?? Date.now)();
  const prior = previous ? reusableFiles(previous, root) : new Map<string, FileEntry>();
  const tasks: ScanTask[] = [];
  // Compiled modules are found by name and not read (compiled-files.ts).
  const compiled: string[] = [];
  for await (const batch of walkTreeBatches(root, signal)) {
    for (const entry of batch) {
      if (compiledModuleBase(entry.relPath) !== null) {
        compiled.push(entry.relPath);
        continue;
      }
      const file = prior.get(entry.relPath);
      const stamp = file && stampOf(file);
      tasks.push({ relPath: entry.relPath, absPath: entry.absPath, previous: file ? { sha256: file.sha256, size: file.size, ...(stamp ? { stamp } : {}) } : null });
    }
  }
  const outcomes: ScanOutcome[] = new Array<ScanOutcome>(tasks.length).fill(null);
  // The stamp each file's entry keeps once the scan is done (file-stamps.ts), by path.
  const stamps = new Map<string, FileStamp | null>();
  const names = new Map<string, string>();
  let done = 0;
  let reused = 0;
  let read = 0;
  const changed = new Map<string, FilePart>();
  const take = (index: number, { outcome, stamp }: ScanResult) => {
    const task = tasks[index] as ScanTask;
    if (outcome) stamps.set(task.relPath, stamp);
    if (outcome === 'same') reused++;
    if (outcome) read++;
    const part = outcome === 'same' ? outcome : outcome && shareStrings(outcome, root, names);
    if (part && part !== 'same' && prior.has(task.relPath)) changed.set(task.relPath, part);
    outcomes[index] = part;
    onProgress?.(++done);
  };
  // Files whose stamps still hold are confirmed here, an lstat each; only the others are read, inline or on workers
  // (sending every file to the workers to be confirmed there cost more in messages than the lstat itself).
  const toRead: number[] = [];
  for (const [index, task] of tasks.entries()) {
    // The event loop turns every 4,096 files (a few milliseconds), as in the walk.
    if (index > 0 && (index & 4095) === 0) {
      await nextTurn();
      signal?.throwIfAborted();
    }
    const confirmed = confirmedByStamp(task, scanStartMs);
    if (confirmed) take(index, confirmed);
    else toRead.push(index);
  }
  const readTasks = toRead.map((index) => unstamped(tasks[index] as ScanTask));
  // The files the scan will surely parse: all of a first scan's; of a refresh's, those it has no previous part of
  // (the changed ones are found only by reading, and are usually few).
  const toParse = previous ? readTasks.filter((t) => t.previous === null) : readTasks;
  const parseBytes = estimateParseBytes(toParse);
  const { workers, callerShares } = scanThreads(opts, previous !== undefined, readTasks.length, parseBytes);
  // Process-wide, so chosen before any worker starts as well.
  chooseWasmTier(parseBytes / Math.max(1, workers + (callerShares ? 1 : 0)));
  const takeRead = (k: number, result: ScanResult) => take(toRead[k] as number, result);
  if (workers > 0) {
    // A calling thread that parsed has its grammars ready for the first refresh: no worker is kept for it.
    const keep = callerShares ? 0 : keptWorkers(previous !== undefined, tasks.length, workers);
    await runScanPool({ root, tasks: readTasks, workers, onOutcome: takeRead, scanStartMs, signal, keep, refresh: previous !== undefined, callerShares });
  } else {
    for (const [k, task] of readTasks.entries()) {
      // The event loop turns between batches (a signal, a request), as it does on a pooled scan's calling thread.
      if (k > 0 && k % INLINE_BATCH_FILES === 0) await nextTurn();
      signal?.throwIfAborted();
      takeRead(k, await scanFile(root, task, scanStartMs, signal));
    }
  }
  signal?.throwIfAborted();
  compiled.sort(compareCodeUnits);
  return withStamps(assembleScan(root, previous, prior, tasks, outcomes, changed, reused, read, compiled), root, stamps);
}

/** Files an inline scan reads and parses between turns of the event loop. */
const INLINE_BATCH_FILES = 32;

/**
 * The threads a scan reads on: those `opts` names; else a refresh's workers by the files it
 * reads, or those kept ready by the last scan (their grammars are compiled, which on the main thread costs more than
 * reading and parsing a few changed files: load-language.ts); else a first scan's by the source it parses.
 */
function scanThreads(opts: ScanOptions, refresh: boolean, files: number, parseBytes: number): ScanThreads {
  if (opts.workers !== undefined) return { workers: opts.workers, callerShares: opts.callerShares === true };
  if (refresh) return { workers: refreshWorkerCount(files) || idleWorkerCount(), callerShares: false };
  return firstScanThreads(parseBytes);
}

/** Files sampled to estimate how much source a scan parses: an lstat each, a fraction of a millisecond in all. */
const SIZE_SAMPLES = 64;

/**
 * About how many bytes of source the tasks give the grammars: the mean over evenly spaced samples (a file no grammar
 * parses, or one over the read cap, counts as none), times their number.
 */
export function estimateParseBytes(tasks: readonly ScanTask[]): number {
  if (tasks.length === 0) return 0;
  const samples = Math.min(SIZE_SAMPLES, tasks.length);
  let bytes = 0;
  for (let k = 0; k < samples; k++) {
    const task = tasks[Math.floor((k * tasks.length) / samples)]!;
    if (detectLanguage(task.relPath) === null) continue;
    try {
      const size = lstatSync(task.absPath).size;
      if (size <= MAX_FILE_BYTES) bytes += size;
    } catch {
      // Gone since the walk: it will not be parsed either.
    }
  }
  return (bytes / samples) * tasks.length;
}

/** The task without its stamp, which no longer holds: the file is read, and its digest compared. */
function unstamped(task: ScanTask): ScanTask {
  const prev = task.previous;
  return prev?.stamp ? { ...task, previous: { sha256: prev.sha256, size: prev.size } } : task;
}

/**
 * Gives every file entry of `root` in `graph` the stamp its scan found (none for a file it did not read). An entry
 * the graph shares with an earlier one is given the stamp of this scan, which read or confirmed it.
 */
function withStamps(graph: Graph, root: string, stamps: ReadonlyMap<string, FileStamp | null>): Graph {
  for (const entry of graph.files) if (entry.root === root) setStamp(entry, stamps.get(entry.path) ?? null);
  return graph;
}

function assembleScan(
  root: string,
  previous: Graph | undefined,
  prior: ReadonlyMap<string, FileEntry>,
  tasks: readonly ScanTask[],
  outcomes: readonly ScanOutcome[],
  changed: ReadonlyMap<string, FilePart>,
  reused: number,
  read: number,
  /** The root's compiled modules' files, in path order. */
  compiled: readonly string[],
): Graph {
  // A one-root previous graph whose every file could be kept: when every file was read (or confirmed by its stamp)
  // again and none changed, joined or left (a file not read, such as a binary one, adds nothing either way), that
  // graph is the answer, node for node and edge for edge, as it is; otherwise it is spliced (splice-graph.ts) unless
  // every link must be resolved again, as when a compiled module joined or left (which may be the module a name
  // of any Python file means).
  const oneRoot = previous !== undefined && previous.roots.length === 1 && previous.roots[0] === root && previous.files.length === prior.size && samePaths(compiledIn(previous, root), compiled);
  const noneJoined = read === reused + changed.size;
  const noneLeft = reused + changed.size === prior.size;
  if (oneRoot && noneJoined && noneLeft && changed.size === 0) return previous;
  const spliced = oneRoot ? spliceChanges(previous, changed, movesOf(prior, tasks, outcomes, noneJoined, noneLeft)) : null;
  if (spliced) return spliced;
  const parts = previous && reused > 0 ? previousParts(previous, root, prior) : null;
  return assemble(
    root,
    previous === undefined,
    compiled,
    outcomes.map((o, i) => {
      if (o !== 'same') return o;
      const relPath = (tasks[i] as ScanTask).relPath;
      const part = parts?.get(relPath);
      // A file offered its previous entry has its part (both come from reusableFiles): anything else is a bug.
      if (!part) throw new Error(`scan of ${root}: ${relPath} was unchanged but the previous graph holds no part of it`);
      return part;
    }),
  );
}

/** The files that joined (read now, not in the previous graph) and left (in it, and not kept or read again). */
function movesOf(prior: ReadonlyMap<string, FileEntry>, tasks: readonly ScanTask[], outcomes: readonly ScanOutcome[], noneJoined: boolean, noneLeft: boolean): TreeMoves {
  const joined = new Map<string, FilePart>();
  const left = new Set<string>();
  if (noneJoined && noneLeft) return { joined, left };
  const present = new Set<string>();
  for (const [i, o] of outcomes.entries()) {
    if (o === null) continue;
    const relPath = (tasks[i] as ScanTask).relPath;
    present.add(relPath);
    if (o !== 'same' && !prior.has(relPath)) joined.set(relPath, o);
  }
  for (const p of prior.keys()) if (!present.has(p)) left.add(p);
  return { joined, left };
}

/**
 * The graph of a scan's parts. `first`: the scan was given no previous graph (a cold start's, a birth's), and a
 * large graph's garbage is collected once its links are resolved (collect-garbage.ts). Any scan given a previous
 * graph (a refresh) holds it beside the new one, and is left to V8: for a refresh that resolved every file (measured
 * when a file joining or leaving still did), at 100k generated files, the collection cost 0.3-0.5 s and did not lower
 * its peak (three pairs each way, 1,323-1,333 MiB with it against 1,276-1,442 without).
 */
function assemble(root: string, first: boolean, compiled: readonly string[], parts: readonly (FilePart | null)[]): Graph {
  // Sorted at the end; handed over as long runs already in order (file nodes, and edges leaving them, come before
  // symbols', in path order), the sort has little left to do.
  const fileNodes: GraphNode[] = [];
  const symbolNodes: GraphNode[] = [];
  const fromFiles: GraphEdge[] = [];
  const fromSymbols: GraphEdge[] = [];
  const add = (e: GraphEdge) => (e.source.startsWith(FILE_ID_PREFIX) ? fromFiles : fromSymbols).push(e);
  const files: FileEntry[] = [];
  const links: FileLinks[] = [];
  for (const part of parts) {
    if (!part) continue;
    files.push(part.file);
    for (const n of part.nodes) (n.type === 'file' ? fileNodes : symbolNodes).push(n);
    for (const e of part.edges) add(e);
    if (part.links) links.push(part.links);
  }
  for (const e of linkGraph(links, files, undefined, compiled)) add(e);
  if (first) collectForGraphOf(fileNodes.length + symbolNodes.length);
  // One by one: spreading hundreds of thousands of items into push overflows the stack.
  for (const n of symbolNodes) fileNodes.push(n);
  for (const e of fromSymbols) fromFiles.push(e);
  return sortGraph({ roots: [root], nodes: fileNodes, edges: fromFiles, files, links, extractor: EXTRACTOR_VERSION, ...compiledField(root, compiled) });
}

/**
 * A part copied from a worker carries its own copy of every string: the root and path on every entry, each node id
 * again in the edges, uses and definitions that name it, and the same kinds and names in file after file. Pointing
 * them at one string each keeps a large graph's memory to one copy (`names` is shared by the parts of one scan).
 */
function shareStrings(part: FilePart, root: string, names: Map<string, string>): FilePart {
  const name = (s: string): string => {
    const kept = names.get(s);
    if (kept !== undefined) return kept;
    names.set(s, s);
    return s;
  };
  const relPath = part.file.path;
  part.file.root = root;
  const ids = new Map<string, string>();
  for (const n of part.nodes) {
    if (n.root === root) n.root = root;
    if (n.path === relPath) n.path = relPath;
    n.type = name(n.type) as typeof n.type;
    n.label = name(n.label);
    ids.set(n.id, n.id);
  }
  const id = (s: string): string => ids.get(s) ?? s;
  for (const e of part.edges) {
    e.source = id(e.source);
    e.target = id(e.target);
    e.kind = name(e.kind) as typeof e.kind;
  }
  const links = part.links;
  if (links) {
    if (links.root === root) links.root = root;
    if (links.path === relPath) links.path = relPath;
    links.lang = name(links.lang);
    for (const r of links.refs) {
      r.from = id(r.from);
      r.name = name(r.name);
      if (r.qualifier !== null) r.qualifier = name(r.qualifier);
      r.kind = name(r.kind) as typeof r.kind;
    }
    for (const d of links.defs ?? []) d.id = id(d.id);
    links.imports = links.imports.map(name);
    for (const b of links.bindings ?? []) {
      b.local = name(b.local);
      if (b.imported !== null) b.imported = name(b.imported);
      b.from = name(b.from);
      b.space = name(b.space) as typeof b.space;
    }
  }
  return part;
}
