// Scans one canonical root into a graph of file and symbol nodes: walk, then read and parse each file (on worker
// threads for a large tree, inline for a small one), keeping a previous graph's part of every unchanged file,
// then resolve the cross-file links: of every file, or, when a refresh allows it, only of the files a change can
// reach, the others keeping the links the previous graph resolved for them.
import type { FileLinks } from '../records/index.js';
import type { FilePart } from './build-file.js';
import { fileNodeId } from './build-nodes.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { linkGraph } from './link-graph.js';
import { chooseWasmTier } from './load-language.js';
import { affectedFiles, type ChangedFile } from './affected-files.js';
import { previousParts, type PriorPart } from './previous-parts.js';
import { scanFile, type ScanOutcome, type ScanTask } from './scan-file.js';
import { defaultWorkerCount, runScanPool } from './scan-pool.js';
import { sortGraph } from './sort-graph.js';
import { walkTreeBatches } from './walk-tree.js';
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
 * Whether a scan keeps its workers for the next one: a refresh (a scan with a previous graph) of a tree that is
 * not large does; a first scan, which may well be the only one, and a scan of a large tree give the memory back.
 */
export function keepsWorkers(refresh: boolean, files: number): boolean {
  return refresh && files <= KEEP_WORKERS_MAX_FILES;
}

/**
 * Walks `root` (already canonical) and returns its sorted graph; an empty tree gives empty lists. With
 * `previous`, a file whose bytes hash to the digest `previous` holds for its path keeps its part of that graph.
 */
export async function scanRoot(root: string, opts: ScanOptions = {}): Promise<Graph> {
  const { signal, onProgress } = opts;
  const prior = opts.previous ? previousParts(opts.previous, root) : new Map<string, PriorPart>();
  const tasks: ScanTask[] = [];
  for await (const batch of walkTreeBatches(root, signal)) {
    for (const entry of batch) {
      const file = prior.get(entry.relPath)?.file;
      tasks.push({ relPath: entry.relPath, absPath: entry.absPath, previous: file ? { sha256: file.sha256, size: file.size } : null });
    }
  }
  const parts: (FilePart | null)[] = new Array<FilePart | null>(tasks.length).fill(null);
  const names = new Map<string, string>();
  let done = 0;
  let reused = 0;
  let fresh = 0;
  const take = (index: number, outcome: ScanOutcome) => {
    const task = tasks[index] as ScanTask;
    if (outcome === 'same') reused++;
    else if (outcome) fresh++;
    parts[index] = outcome === 'same' ? (prior.get(task.relPath) as FilePart) : outcome && shareStrings(outcome, root, names);
    onProgress?.(++done);
  };
  const workers = opts.workers ?? defaultWorkerCount(tasks.length, opts.previous !== undefined);
  // Process-wide, so chosen before any worker starts as well.
  chooseWasmTier(tasks.length);
  if (workers > 0) await runScanPool(root, tasks, workers, take, signal, keepsWorkers(opts.previous !== undefined, tasks.length));
  else {
    for (const [index, task] of tasks.entries()) {
      signal?.throwIfAborted();
      take(index, await scanFile(root, task, signal));
    }
  }
  signal?.throwIfAborted();
  // Every file of a one-root previous graph came back unchanged and no file joined it (a file not read, such as
  // a binary one, adds nothing either way): that graph is the answer, node for node and edge for edge (links
  // resolve over the same files and the same material), so it is returned as it is instead of being taken apart
  // and sorted again.
  const previous = opts.previous;
  const whole = previous !== undefined && previous.roots.length === 1 && previous.roots[0] === root && previous.files.length === prior.size;
  if (whole && fresh === 0 && reused === prior.size) return previous;
  return assemble(root, parts, whole ? keptLinks(tasks, parts, prior) : null);
}

/** Links a refresh keeps: per file whose links need no new resolution, the previous graph's edges leaving it. */
interface KeptLinks {
  /** The files resolved again. */
  resolve: ReadonlySet<string>;
  prior: ReadonlyMap<string, PriorPart>;
}

/**
 * When the scan read exactly the previous graph's files (none joined, none left), the files whose links a
 * resolution could change (affected-files.ts); null when every file must be resolved again.
 */
function keptLinks(tasks: readonly ScanTask[], parts: readonly (FilePart | null)[], prior: ReadonlyMap<string, PriorPart>): KeptLinks | null {
  const changed: ChangedFile[] = [];
  const links: FileLinks[] = [];
  let read = 0;
  for (const [index, part] of parts.entries()) {
    if (!part) continue;
    read++;
    const before = prior.get((tasks[index] as ScanTask).relPath);
    if (!before) return null;
    if (part.links) links.push(part.links);
    if (part !== before) changed.push({ path: part.file.path, before: before.links, after: part.links });
  }
  if (read !== prior.size) return null;
  const resolve = affectedFiles(changed, links);
  return resolve ? { resolve, prior } : null;
}

function assemble(root: string, parts: readonly (FilePart | null)[], kept: KeptLinks | null): Graph {
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
    if (kept && !kept.resolve.has(part.file.path)) for (const e of (kept.prior.get(part.file.path) as PriorPart).linked) add(e);
  }
  for (const e of linkGraph(links, files, kept?.resolve)) add(e);
  // One by one: spreading hundreds of thousands of items into push overflows the stack.
  for (const n of symbolNodes) fileNodes.push(n);
  for (const e of fromSymbols) fromFiles.push(e);
  return sortGraph({ roots: [root], nodes: fileNodes, edges: fromFiles, files, links, extractor: EXTRACTOR_VERSION });
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
