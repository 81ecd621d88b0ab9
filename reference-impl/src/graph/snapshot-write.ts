// Writes a graph as `graph_snapshot.json` v2 (layout in records/graph-snapshot.ts): a sequence of chunks of
// about CHUNK_CHARS characters produced one after another, never one string, so a graph of any size can be
// written and hashed as a stream.
import { GRAPH_SNAPSHOT_SCHEMA, type FileLinks, type SnapshotHeader, type SnapshotSection } from '../records/index.js';
import { firstNodeFrom, sortGraph } from './sort-graph.js';
import type { Graph, GraphNode } from './types.js';

const CHUNK_CHARS = 1 << 16;

/**
 * The snapshot of `g` as text chunks: canonical order (graph/sort-graph.ts) and only the persisted fields, so
 * equal graphs give equal bytes. Throws while producing for a graph no reader would accept (a
 * duplicate node id, a node or file outside the roots, an edge to an unknown node): that is a bug upstream.
 */
export function* graphSnapshotChunks(g: Graph): Generator<string> {
  let pending = '';
  for (const line of snapshotLines(g)) {
    pending += line;
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending !== '') yield pending;
}

function* snapshotLines(g: Graph): Generator<string> {
  const s = sortGraph(g);
  const rootIndex = new Map(s.roots.map((r, i) => [r, i]));
  const rootOf = (root: string, what: string): number => {
    const i = rootIndex.get(root);
    if (i === undefined) throw new Error(`cannot persist the graph: ${what} lies in ${JSON.stringify(root)}, which is not one of its roots`);
    return i;
  };
  for (let i = 1; i < s.nodes.length; i += 1) {
    if ((s.nodes[i - 1] as GraphNode).id === (s.nodes[i] as GraphNode).id) {
      throw new Error(`cannot persist the graph: node id ${JSON.stringify((s.nodes[i] as GraphNode).id)} appears twice`);
    }
  }
  const indexOf = (id: string, edge: string): number => {
    const i = findNode(s.nodes, id);
    if (i < 0) throw new Error(`cannot persist the graph: edge ${edge} names the unknown node ${JSON.stringify(id)}`);
    return i;
  };
  const header: SnapshotHeader = {
    schema: GRAPH_SNAPSHOT_SCHEMA,
    roots: s.roots,
    counts: { files: s.files.length, nodes: s.nodes.length, edges: s.edges.length, ...(s.links ? { links: s.links.length } : {}) },
    ...(s.extractor ? { extractor: s.extractor } : {}),
  };
  const text = JSON.stringify(header);
  yield `${text.slice(0, -1)},\n`;
  const last: SnapshotSection = s.links ? 'links' : 'edges';
  yield* section('files', last, s.files, (f) => JSON.stringify([f.path, rootOf(f.root, `file ${f.path}`), f.sha256, f.size]));
  yield* section('nodes', last, s.nodes, (n) => JSON.stringify([n.id, n.label, n.type, rootOf(n.root, `node ${n.id}`), n.path, n.line_start, n.line_end]));
  yield* section('edges', last, s.edges, (e) => {
    const name = `${e.source} -${e.kind}-> ${e.target}`;
    return JSON.stringify([indexOf(e.source, name), indexOf(e.target, name), e.kind]);
  });
  if (s.links) {
    yield* section('links', last, s.links, linksRecordJson);
  }
}

function* section<T>(name: SnapshotSection, last: SnapshotSection, items: readonly T[], record: (item: T) => string): Generator<string> {
  yield `"${name}":[\n`;
  for (let i = 0; i < items.length; i += 1) yield `${record(items[i] as T)}${i + 1 < items.length ? ',' : ''}\n`;
  yield name === last ? ']}\n' : '],\n';
}

/**
 * A links record as canonical JSON (keys sorted at every depth, the bytes canonicalJson gives), written field by
 * field: the generic form sorted every object's keys, one record per ingested file and one object per use. A
 * unit test holds the two equal; a field added to FileLinks must be added here in its sorted place.
 */
export function linksRecordJson(l: FileLinks): string {
  return JSON.stringify({
    bindings: l.bindings?.map((b) => ({ from: b.from, imported: b.imported, local: b.local, space: b.space })),
    defs: l.defs?.map((d) => ({ id: d.id, qualified: d.qualified })),
    imports: l.imports,
    lang: l.lang,
    mod_decls: l.mod_decls,
    namespace: l.namespace,
    open_namespaces: l.open_namespaces,
    path: l.path,
    refs: l.refs.map((r) => ({ from: r.from, kind: r.kind, line: r.line, name: r.name, qualifier: r.qualifier })),
    root: l.root,
  });
}

/** Binary search by id over nodes sorted by id (code-unit order); -1 when absent. */
function findNode(nodes: readonly GraphNode[], id: string): number {
  const at = firstNodeFrom(nodes, id);
  return nodes[at]?.id === id ? at : -1;
}
