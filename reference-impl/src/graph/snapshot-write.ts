// Writes a graph as `graph_snapshot.json` v3 (layout in records/graph-snapshot.ts): a sequence of chunks (the
// header, then each section in pieces of about CHUNK_CHARS characters) produced one after another, never one
// string, so a graph of any size can be written and hashed as a stream.
import { GRAPH_SNAPSHOT_SCHEMA, type SnapshotHeader, type SnapshotSection } from '../records/index.js';
import { endpointsOf, setEndpoints, type EdgeEndpoints } from './edge-endpoints.js';
import { linksRecord } from './links-record.js';
import { firstNodeFrom, firstNodeNear, sortGraph } from './sort-graph.js';
import type { Graph, GraphEdge, GraphNode } from './types.js';

const CHUNK_CHARS = 1 << 16;

/**
 * The snapshot of `g` as text chunks: canonical order (graph/sort-graph.ts) and only the persisted fields, so
 * equal graphs give equal bytes. Throws while producing for a graph no reader would accept (a
 * duplicate node id, a node or file outside the roots, an edge to an unknown node): that is a bug upstream.
 */
export function* graphSnapshotChunks(g: Graph): Generator<string> {
  const s = sortGraph(g);
  const rootIndex = new Map(s.roots.map((r, i) => [r, i]));
  // What lies outside the roots is named only when it does: the name is not built for every record.
  const rootOf = (root: string, what: () => string): number => {
    const i = rootIndex.get(root);
    if (i === undefined) throw new Error(`cannot persist the graph: ${what()} lies in ${JSON.stringify(root)}, which is not one of its roots`);
    return i;
  };
  for (let i = 1; i < s.nodes.length; i += 1) {
    if ((s.nodes[i - 1] as GraphNode).id === (s.nodes[i] as GraphNode).id) {
      throw new Error(`cannot persist the graph: node id ${JSON.stringify((s.nodes[i] as GraphNode).id)} appears twice`);
    }
  }
  const unknownNode = (e: GraphEdge, id: string): Error => new Error(`cannot persist the graph: edge ${e.source} -${e.kind}-> ${e.target} names the unknown node ${JSON.stringify(id)}`);
  // The places of edges' ends already known (edge-endpoints.ts), taken where the node there has the end's id; the
  // places found are kept for the graph, for the next encoding or a splice.
  const hints = endpointsOf(s);
  const found: EdgeEndpoints = { source: new Int32Array(s.edges.length), target: new Int32Array(s.edges.length) };
  let edgeAt = 0;
  const hinted = (places: Int32Array | undefined, id: string): number => {
    const i = places?.[edgeAt] ?? -1;
    return i >= 0 && s.nodes[i]?.id === id ? i : -1;
  };
  // Edges are sorted by source, as nodes are by id: each source is found from the previous one onwards.
  let from = 0;
  const sourceIndex = (e: GraphEdge): number => {
    const known = hinted(hints?.source, e.source);
    if (known >= 0) from = known;
    else if (s.nodes[from]?.id !== e.source) from = firstNodeFrom(s.nodes, e.source, from);
    if (s.nodes[from]?.id !== e.source) throw unknownNode(e, e.source);
    found.source[edgeAt] = from;
    return from;
  };
  // One source's edges are sorted by target: each target is looked for from the one before (the children of a
  // file or class sit together), by doubling steps and then halving, instead of over all nodes.
  let lastSource: string | null = null;
  let lastTarget = 0;
  const targetIndex = (e: GraphEdge): number => {
    const known = hinted(hints?.target, e.target);
    const i = known >= 0 ? known : e.source === lastSource ? firstNodeNear(s.nodes, e.target, lastTarget) : firstNodeFrom(s.nodes, e.target);
    if (s.nodes[i]?.id !== e.target) throw unknownNode(e, e.target);
    lastSource = e.source;
    lastTarget = i;
    found.target[edgeAt] = i;
    edgeAt += 1;
    return i;
  };
  const header: SnapshotHeader = {
    schema: GRAPH_SNAPSHOT_SCHEMA,
    roots: s.roots,
    counts: { files: s.files.length, nodes: s.nodes.length, edges: s.edges.length, ...(s.links ? { links: s.links.length } : {}) },
    ...(s.extractor ? { extractor: s.extractor } : {}),
    ...(s.compiled && s.compiled.length > 0 ? { compiled: s.compiled.map((c) => [c.path, rootOf(c.root, () => `compiled module ${c.path}`)] as [string, number]) } : {}),
  };
  const text = JSON.stringify(header);
  yield `${text.slice(0, -1)},\n`;
  const last: SnapshotSection = s.links ? 'links' : 'edges';
  yield* section('files', last, s.files, (f) => JSON.stringify([f.path, rootOf(f.root, () => `file ${f.path}`), f.sha256, f.size]));
  yield* section('nodes', last, s.nodes, (n) => JSON.stringify([n.id, n.label, n.type, rootOf(n.root, () => `node ${n.id}`), n.path, n.line_start, n.line_end]));
  // An edge kind is one of a few plain words (EDGE_KINDS), so it is quoted as JSON would quote it.
  yield* section('edges', last, s.edges, (e) => `[${sourceIndex(e)},${targetIndex(e)},"${e.kind}"]`);
  setEndpoints(s, found);
  if (s.links) {
    yield* section('links', last, s.links, (l) => JSON.stringify(linksRecord(l, rootOf(l.root, () => `the link material of ${l.path}`))));
  }
}

/** A section's lines, handed on in pieces of about CHUNK_CHARS characters rather than line by line. */
function* section<T>(name: SnapshotSection, last: SnapshotSection, items: readonly T[], record: (item: T) => string): Generator<string> {
  let pending = `"${name}":[\n`;
  const end = items.length - 1;
  for (let i = 0; i <= end; i += 1) {
    pending += i < end ? `${record(items[i] as T)},\n` : `${record(items[i] as T)}\n`;
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  yield `${pending}${name === last ? ']}\n' : '],\n'}`;
}
