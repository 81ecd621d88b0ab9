// Text search over node labels and the lines of ingested files (literal, case-insensitive; or a JS RegExp),
// answered from memory: the text index holds what was ingested and nothing else, and is built once per graph.
import { TopK } from './top-k.js';
import { compareCodeUnits } from './walk-tree.js';
import {
  buildTextIndex,
  compileLiteral,
  compileRegex,
  countLines,
  countMarked,
  countsInLane,
  lineAt,
  buildLabelTable,
  matchLabels,
  matchLines,
  newBudget,
  type CompiledQuery,
  type IngestedFile,
  type LabelTable,
  type ReadBytesFn,
  type TextIndex,
} from './text-index/index.js';
import type { Graph, GraphNode, SearchQuery, SearchResult } from './types.js';

const DEFAULT_TOP_K = 20;
const MAX_LINE_CHARS = 400;

interface FileGroup {
  file: GraphNode;
  symbols: GraphNode[];
}

/** What search reads of one graph: its files with their symbols, their ingested text and the node labels. */
export interface SearchIndex {
  groups: FileGroup[];
  text: TextIndex;
  labels: LabelTable<GraphNode>;
  /** Each group's place in path order (groups with one path share a place), so ranking compares numbers. */
  pathRank: Int32Array;
}

// A served graph is never changed in place (a refresh publishes a new one), so its index is kept with it.
const built = new WeakMap<Graph, Promise<SearchIndex>>();

/** The graph's search index, built on the first search of that graph and kept while the graph lives. */
export function searchIndexOf(g: Graph, readBytes: ReadBytesFn): Promise<SearchIndex> {
  let kept = built.get(g);
  if (!kept) {
    kept = buildSearchIndex(g, readBytes);
    built.set(g, kept);
    kept.catch(() => built.delete(g));
  }
  return kept;
}

/** Reads every ingested file once; a file whose bytes no longer have the ingested digest contributes no text. */
export async function buildSearchIndex(g: Graph, readBytes: ReadBytesFn): Promise<SearchIndex> {
  const groups = groupSymbolsByFile(g.nodes);
  const entries = new Map<string, IngestedFile>(g.files.map((f) => [`${f.root}\u0000${f.path}`, f]));
  const text = await buildTextIndex(groups.map((gr) => entries.get(`${gr.file.root}\u0000${gr.file.path}`) ?? null), readBytes);
  return { groups, text, labels: buildLabelTable(groups.map((gr) => [gr.file, ...gr.symbols])), pathRank: pathRanks(groups) };
}

interface Found {
  node: GraphNode;
  line: number;
  exact: boolean;
  group: number;
  /** Bounds of the matched line in the group's text; -1 for a label hit (its line is looked up when shown). */
  start: number;
  end: number;
}

export interface SearchOptions {
  /** Characters a regex query may examine (labels and lines) before the answer is cut short. */
  budgetChars?: number;
}

export function searchGraph(g: Graph, q: SearchQuery, idx: SearchIndex, opts: SearchOptions = {}): SearchResult {
  if (q.query === '') throw new Error('search query is empty; pass the text or pattern to look for');
  const query: CompiledQuery = q.mode === 'regex' ? compileRegex(q.query) : compileLiteral(q.query);
  const budget = newBudget(opts.budgetChars);
  const prefix = q.scope === undefined || q.scope === '' ? null : normaliseScope(q.scope, g);
  // Null when every file is in scope (the common case needs no pass over every file).
  const inScope = prefix === null ? null : idx.groups.map((gr) => gr.file.path.startsWith(prefix));
  const labelHits = matchLabels(idx.labels, query, inScope, budget);
  const labelled = new Set(labelHits.map((k) => idx.labels.items[k]!));
  const exact = exactNodes(idx.labels, labelHits, query, q.query);
  // Node ids are unique within a root; only several roots can repeat an id, and then a hit is kept once.
  const seen = g.roots.length > 1 ? new Set<string>() : null;
  const top = new TopK<Found>(topK(q.top_k), compareFound);
  let total = 0;
  const add = (f: Found) => {
    if (seen) {
      const key = `${f.node.id}\u0000${f.line}`;
      if (seen.has(key)) return;
      seen.add(key);
    }
    total++;
    top.offer(f);
  };
  // Files whose hits are only counted, when the lane can count them: all at once after the loop.
  const laneCounts = countsInLane(query) ? { query, marked: new Uint8Array(idx.groups.length), any: false } : null;
  let li = 0;
  for (let gi = 0; gi < idx.groups.length; gi++) {
    if (inScope !== null && !inScope[gi]) continue;
    while (li < labelHits.length && idx.labels.group[labelHits[li]!]! < gi) li++;
    const labelled0 = li;
    for (; li < labelHits.length && idx.labels.group[labelHits[li]!] === gi; li++) {
      const node = idx.labels.items[labelHits[li]!]!;
      add({ node, line: node.line_start, exact: exact.has(node), group: gi, start: -1, end: -1 });
    }
    if (budget.truncated) continue;
    // A file with no label hit (so no exact node, and no line hit to fold into a label hit) whose hits all rank
    // below the kept ones only adds to the count.
    if (!seen && li === labelled0 && refusesAll(top, gi, idx.pathRank)) {
      if (laneCounts !== null && idx.text.lane.holds[gi] === 1) {
        laneCounts.marked[gi] = 1;
        laneCounts.any = true;
        continue;
      }
      const n = countLines(idx.text, gi, query, budget);
      if (n !== false) total += n;
      continue;
    }
    const group = idx.groups[gi]!;
    matchLines(idx.text, gi, query, budget, (line, start, end) => {
      const node = innermostAt(group.symbols, line) ?? group.file;
      // The label hit of the same node on its first line is the same hit.
      if (!seen && line === node.line_start && labelled.has(node)) return;
      add({ node, line, exact: exact.has(node), group: gi, start, end });
    });
  }
  if (laneCounts !== null && laneCounts.any) total += countMarked(idx.text.lane, laneCounts.query, laneCounts.marked);
  return {
    results: top.items.map((f) => toHit(f, idx)),
    total_matches: total,
    truncated: budget.truncated,
    stale_files_skipped: idx.text.staleSkipped,
  };
}

/** Nodes whose whole label is the query (case-insensitive literal, or the pattern matching the whole label). */
function exactNodes(labels: LabelTable<GraphNode>, hits: readonly number[], query: CompiledQuery, raw: string): Set<GraphNode> {
  const out = new Set<GraphNode>();
  if (hits.length === 0) return out;
  let whole: ((label: string) => boolean) | null;
  if (query.kind === 'literal') {
    whole = (label) => label.toLowerCase() === query.lower;
  } else {
    try {
      const re = new RegExp(`^(?:${raw})$`);
      whole = (label) => re.test(label);
    } catch {
      whole = null;
    }
  }
  if (!whole) return out;
  for (const k of hits) {
    const node = labels.items[k]!;
    if (whole(node.label)) out.add(node);
  }
  return out;
}

/**
 * Whether every hit that is not exact, in group `gi`'s file, would be refused: the kept hits are full and the
 * worst of them is exact or in a file whose path sorts before this one.
 */
function refusesAll(top: TopK<Found>, gi: number, pathRank: Int32Array): boolean {
  const worst = top.worstWhenFull;
  return worst !== undefined && (worst.exact || pathRank[gi]! > pathRank[worst.group]!);
}

/** Answer order: exact labels first, then by file, line and node id. */
function compareFound(a: Found, b: Found): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    compareCodeUnits(a.node.path, b.node.path) ||
    a.line - b.line ||
    compareCodeUnits(a.node.id, b.node.id)
  );
}

/** Scope is a path prefix relative to a root; an absolute scope under a root is made relative. */
function normaliseScope(scope: string, g: Graph): string {
  for (const root of g.roots) {
    if (scope === root) return '';
    if (scope.startsWith(`${root}/`)) return scope.slice(root.length + 1);
  }
  return scope.replace(/^\.\//, '');
}

function pathRanks(groups: readonly FileGroup[]): Int32Array {
  const order = groups.map((_, i) => i).sort((a, b) => compareCodeUnits(groups[a]!.file.path, groups[b]!.file.path));
  const rank = new Int32Array(groups.length);
  for (let k = 1; k < order.length; k++) {
    const same = groups[order[k]!]!.file.path === groups[order[k - 1]!]!.file.path;
    rank[order[k]!] = rank[order[k - 1]!]! + (same ? 0 : 1);
  }
  return rank;
}

/** Files with their symbols, in the order the graph first names each file; symbols of a file with no file node are left out. */
function groupSymbolsByFile(nodes: readonly GraphNode[]): FileGroup[] {
  type Forming = { file: GraphNode | undefined; symbols: GraphNode[] };
  // Per root, per path: a graph holds its paths as strings it keeps, so a path needs no key built for it.
  const byRoot = new Map<string, Map<string, Forming>>();
  const order: Forming[] = [];
  // A sorted graph lists one file's symbols one after another: the previous node's group is tried first.
  let last: { root: string; path: string; group: Forming } | null = null;
  for (const node of nodes) {
    let group: Forming | undefined = last !== null && last.path === node.path && last.root === node.root ? last.group : undefined;
    if (group === undefined) {
      let groups = byRoot.get(node.root);
      if (groups === undefined) {
        groups = new Map();
        byRoot.set(node.root, groups);
      }
      group = groups.get(node.path);
      if (group === undefined) {
        group = { file: undefined, symbols: [] };
        groups.set(node.path, group);
        order.push(group);
      }
      last = { root: node.root, path: node.path, group };
    }
    if (node.type === 'file') group.file = node;
    else group.symbols.push(node);
  }
  return order.filter((gr): gr is FileGroup => gr.file !== undefined);
}

/** The narrowest symbol whose lines contain `line` (a method rather than its class). */
function innermostAt(symbols: readonly GraphNode[], line: number): GraphNode | undefined {
  let best: GraphNode | undefined;
  for (const s of symbols) {
    if (s.line_start > line || line > s.line_end) continue;
    const span = s.line_end - s.line_start;
    if (!best || span < best.line_end - best.line_start || (span === best.line_end - best.line_start && s.line_start > best.line_start)) best = s;
  }
  return best;
}

function toHit(f: Found, idx: SearchIndex): SearchResult['results'][number] {
  const text = idx.text.texts[f.group] ?? null;
  const shown = f.start >= 0 && text !== null ? text.slice(f.start, f.end) : (text === null ? undefined : lineAt(text, f.line)) ?? f.node.label;
  return {
    node_id: f.node.id,
    label: f.node.label,
    type: f.node.type,
    file_path: f.node.path,
    line_number: f.line,
    matched_line: shown.trim().slice(0, MAX_LINE_CHARS),
  };
}

function topK(k: number | undefined): number {
  return k !== undefined && Number.isInteger(k) && k > 0 ? k : DEFAULT_TOP_K;
}
