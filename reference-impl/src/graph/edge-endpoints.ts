// Where each edge of a graph starts and ends, as places in its node list (canonical order), when known: what a
// snapshot read gave, what the last encoding of the graph found, or what a splice carried over from the graph
// before it. Only a hint: the snapshot writer takes a place only when the node there has the edge's own id, and
// looks up any other. Looking up every end costs a search over all nodes per edge, most of a large graph's
// encoding; a refresh that changed a few files keeps almost every place.
import type { Graph } from './types.js';

/** Node places by edge (same order as the graph's edges); -1 where unknown. */
export interface EdgeEndpoints {
  source: Int32Array;
  target: Int32Array;
}

/** Kept while the graph lives and never copied with it: a graph is replaced, never edited. */
const known = new WeakMap<Graph, EdgeEndpoints>();

export function endpointsOf(g: Graph): EdgeEndpoints | undefined {
  return known.get(g);
}

/** Records `ends` for `g` (ignored unless both lists have one place per edge). */
export function setEndpoints(g: Graph, ends: EdgeEndpoints): void {
  if (ends.source.length === g.edges.length && ends.target.length === g.edges.length) known.set(g, ends);
}

/** Collects the places of edges read one by one, growing as they come (a count read from a file is not trusted). */
export class EndpointsBuilder {
  private source: Int32Array = new Int32Array(1024);
  private target: Int32Array = new Int32Array(1024);
  private count = 0;

  push(source: number, target: number): void {
    if (this.count === this.source.length) {
      this.source = grown(this.source);
      this.target = grown(this.target);
    }
    this.source[this.count] = source;
    this.target[this.count] = target;
    this.count += 1;
  }

  finish(): EdgeEndpoints {
    return { source: this.source.slice(0, this.count), target: this.target.slice(0, this.count) };
  }
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The endpoints of a graph merged from `before` (whose edges' places are `ends`): `nodeOrigins[n]` is the place in
 * `before.nodes` of the merged graph's node n, or -1 for a new node; `edgeOrigins[k]` likewise for edge k. An edge
 * carried over keeps its ends' new places when both ends were carried over too; any other end is unknown (-1).
 */
export function carriedEndpoints(ends: EdgeEndpoints, beforeNodes: number, nodeOrigins: Int32Array, edgeOrigins: Int32Array): EdgeEndpoints {
  const placeOf = new Int32Array(beforeNodes).fill(-1);
  for (let n = 0; n < nodeOrigins.length; n++) {
    const o = nodeOrigins[n] as number;
    if (o >= 0) placeOf[o] = n;
  }
  const moved = (old: number): number => (old >= 0 && old < beforeNodes ? (placeOf[old] as number) : -1);
  const source = new Int32Array(edgeOrigins.length).fill(-1);
  const target = new Int32Array(edgeOrigins.length).fill(-1);
  for (let k = 0; k < edgeOrigins.length; k++) {
    const o = edgeOrigins[k] as number;
    if (o < 0 || o >= ends.source.length) continue;
    source[k] = moved(ends.source[o] as number);
    target[k] = moved(ends.target[o] as number);
  }
  return { source, target };
}
