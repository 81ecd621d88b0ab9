// A refresh in which no file joined or left and only the links a change can reach must be resolved again
// (affected-files.ts) builds its graph from the previous one, in canonical order: the changed files' nodes and
// edges are taken out and their new ones merged in, and the links leaving the files resolved again are replaced.
// Everything else (the nodes, edges, file entries and link material of every other file) is the previous
// graph's own, in place, instead of being taken apart by file and sorted again.
import type { FileLinks } from '../records/index.js';
import { affectedFiles, type ChangedFile } from './affected-files.js';
import type { FilePart } from './build-file.js';
import { carriedEndpoints, endpointsOf, setEndpoints } from './edge-endpoints.js';
import { EXTRACTOR_VERSION } from './extractor-version.js';
import { linkGraph } from './link-graph.js';
import { compareEdges, compareNodes, markCanonical, sortGraph } from './sort-graph.js';
import type { Graph, GraphEdge, GraphNode } from './types.js';

/**
 * The graph of one root after `changed` (the new parts of the files whose bytes changed, by path), given the
 * one-root `previous` graph of the same files; null when links must be resolved for every file (a changed file
 * changed its import forms, or gained or lost its link material).
 */
export function spliceChanges(previous: Graph, changed: ReadonlyMap<string, FilePart>): Graph | null {
  const before = sortGraph(previous);
  // One pass over the previous link material gives both the links after the change and each changed file's
  // before and after. A changed file with no link material now (it had some before) makes affectedFiles answer
  // null: `links` is then never used, so what stands in its place here does not matter.
  const changes: ChangedFile[] = [];
  const links: FileLinks[] = [];
  for (const l of before.links ?? []) {
    const part = changed.get(l.path);
    if (part) changes.push({ path: l.path, before: l, after: part.links });
    links.push(part?.links ?? l);
  }
  // A changed file that had no link material before.
  if (changes.length < changed.size) {
    const seen = new Set(changes.map((c) => c.path));
    for (const [path, part] of changed) if (!seen.has(path)) changes.push({ path, before: null, after: part.links });
  }
  const resolve = affectedFiles(changes, links);
  if (!resolve) return null;
  const files = before.files.map((f) => changed.get(f.path)?.file ?? f);

  // The nodes of every file resolved again are where its replaced edges start.
  const sources: GraphNode[] = [];
  for (const node of before.nodes) if (resolve.has(node.path)) sources.push(node);
  // A changed file's edges all go; a file only resolved again keeps its contains-edges (its part's own).
  const dropped = new Uint8Array(before.edges.length);
  for (const node of sources) {
    const whole = changed.has(node.path);
    for (let i = firstEdgeFrom(before.edges, node.id); i < before.edges.length && (before.edges[i] as GraphEdge).source === node.id; i++) {
      if (whole || (before.edges[i] as GraphEdge).kind !== 'contains') dropped[i] = 1;
    }
  }
  const added: GraphEdge[] = [];
  const addedNodes: GraphNode[] = [];
  for (const part of changed.values()) {
    for (const n of part.nodes) addedNodes.push(n);
    for (const e of part.edges) added.push(e);
  }
  for (const e of linkGraph(links, files, resolve)) added.push(e);
  // The places of the edges' ends in the node list, known for the previous graph, are carried over (edge-endpoints.ts).
  const ends = endpointsOf(before);
  const nodeOrigins = ends ? new Int32Array(before.nodes.length + addedNodes.length) : undefined;
  const edgeOrigins = ends ? new Int32Array(before.edges.length + added.length) : undefined;
  const graph: Graph = {
    roots: before.roots,
    // The changed files' nodes and dropped edges are skipped as the rest is copied.
    nodes: mergeSorted(before.nodes, addedNodes.sort(compareNodes), compareNodes, (k) => changed.has((before.nodes[k] as GraphNode).path), nodeOrigins),
    edges: mergeSorted(before.edges, added.sort(compareEdges), compareEdges, (k) => dropped[k] === 1, edgeOrigins),
    files,
    links,
    extractor: EXTRACTOR_VERSION,
  };
  if (ends && nodeOrigins && edgeOrigins) {
    setEndpoints(graph, carriedEndpoints(ends, before.nodes.length, nodeOrigins.subarray(0, graph.nodes.length), edgeOrigins.subarray(0, graph.edges.length)));
  }
  markCanonical(graph);
  return graph;
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
