// The lexical seek ranker's inverted index over one node list: each distinct token once, each node's label and
// path tokens as numbers, and the nodes holding each token. Built once per node list (graphs are replaced, never
// edited); a query then weighs each distinct token once and scores only the nodes holding a token it hits.
//
// A node's path tokens are kept in two parts: its path's, shared by every node of that path (a "group"), and its
// own extra ones (from its id). A path token that is also one of the node's label tokens is left out: for the same
// token the label weighs more than the path, and makes the node a candidate as well, so it never changes a score.
import { TokenRun, TokenTable } from './token-table.js';
import type { GraphNode } from './types.js';

/**
 * Names what buildSeekIndex builds from a node list: changed whenever it, or the token rules it reads by
 * (token-table.ts, tokenize.ts), would build another index from the same nodes, so an index kept by an earlier build
 * (seek-index-cache.ts) is not read as this build's. A test pins the index of a fixed node list to this name.
 */
export const SEEK_INDEX_RULES = 'seek-index-2026-12-07.1';

/** A list of lists of numbers: list k is `items[start[k] .. start[k + 1])`. */
export interface Lists {
  readonly start: Int32Array;
  readonly items: Int32Array;
}

export interface SeekIndex {
  /** distinct tokens; a token's number is its place here */
  readonly tokens: readonly string[];
  /** per node: its label tokens */
  readonly label: Lists;
  /** per node: its group (the nodes of one path) */
  readonly groupOf: Int32Array;
  /** per group: its path's tokens */
  readonly groupPath: Lists;
  /** per group: its nodes, ascending */
  readonly groupNodes: Lists;
  /** per node: its path tokens that are neither its path's nor its label's */
  readonly extra: Lists;
  /** per token: the nodes whose label holds it, the groups whose path holds it, the nodes whose extra tokens hold it */
  readonly labelPost: Lists;
  readonly groupPost: Lists;
  readonly extraPost: Lists;
}

/** A growable list of 32-bit integers. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  has(v: number, from: number): boolean {
    for (let k = from; k < this.length; k++) if (this.data[k] === v) return true;
    return false;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

export function buildSeekIndex(nodes: readonly GraphNode[]): SeekIndex {
  const table = new TokenTable();
  const found = new TokenRun();
  const sym = table.numberOfWord('sym');
  const labelStart = new Int32Array(nodes.length + 1);
  const labelTok = new IntList();
  const extraStart = new Int32Array(nodes.length + 1);
  const extraTok = new IntList();
  const groupOf = new Int32Array(nodes.length);
  const groupStart: number[] = [0];
  const groupTok = new IntList();
  // A file's symbols follow one another in a sorted graph: the previous node's group is tried first.
  const groups = new Map<string, number>();
  let lastPath: string | null = null;
  let lastGroup = -1;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const { id, path } = node;
    if (path !== lastPath) {
      let g = groups.get(path);
      if (g === undefined) {
        g = groupStart.length - 1;
        groups.set(path, g);
        found.read(table, path, 0);
        const first = groupTok.length;
        for (let k = 0; k < found.length; k++) if (!groupTok.has(found.data[k]!, first)) groupTok.push(found.data[k]!);
        groupStart.push(groupTok.length);
      }
      lastPath = path;
      lastGroup = g;
    }
    groupOf[i] = lastGroup;
    const label0 = labelTok.length;
    found.read(table, node.label, 0);
    for (let k = 0; k < found.length; k++) if (!labelTok.has(found.data[k]!, label0)) labelTok.push(found.data[k]!);
    labelStart[i + 1] = labelTok.length;
    // The text the ranker matches paths against: a file's path, or `<path> <id>` for other nodes. A symbol id
    // `sym::<path>::<rest>` is split at its `::` (no token spans one), so its tokens are the path's, `sym` and the
    // rest's; a rest that is the label adds nothing the label does not hold.
    const g0 = groupStart[lastGroup]!;
    const g1 = groupStart[lastGroup + 1]!;
    const extra0 = extraTok.length;
    const addExtra = (t: number) => {
      if (labelTok.has(t, label0) || extraTok.has(t, extra0)) return;
      for (let k = g0; k < g1; k++) if (groupTok.data[k] === t) return;
      extraTok.push(t);
    };
    if (node.type !== 'file') {
      if (id.startsWith('sym::') && id.startsWith(path, 5) && id.startsWith('::', 5 + path.length)) {
        const rest = 7 + path.length;
        addExtra(sym);
        if (!(id.length === rest + node.label.length && id.endsWith(node.label))) {
          found.read(table, id, rest);
          for (let k = 0; k < found.length; k++) addExtra(found.data[k]!);
        }
      } else {
        found.read(table, `${path} ${id}`, 0);
        for (let k = 0; k < found.length; k++) addExtra(found.data[k]!);
      }
    }
    extraStart[i + 1] = extraTok.length;
  }
  const label = { start: labelStart, items: labelTok.done() };
  const extra = { start: extraStart, items: extraTok.done() };
  const groupPath = { start: Int32Array.from(groupStart), items: groupTok.done() };
  const tokens = table.tokens;
  return {
    tokens,
    label,
    groupOf,
    groupPath,
    groupNodes: invert(groupStart.length - 1, { start: Int32Array.from({ length: nodes.length + 1 }, (_, i) => i), items: groupOf }),
    extra,
    labelPost: invert(tokens.length, label),
    groupPost: invert(tokens.length, groupPath),
    extraPost: invert(tokens.length, extra),
  };
}

/** The inverse of `lists` (list k holds v) over values below `size`: for each v, the ks whose list holds it, ascending. */
function invert(size: number, lists: Lists): Lists {
  const start = new Int32Array(size + 1);
  const { items } = lists;
  for (let k = 0; k < items.length; k++) start[items[k]! + 1]!++;
  for (let v = 0; v < size; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, size);
  const out = new Int32Array(items.length);
  for (let k = 0; k + 1 < lists.start.length; k++) {
    for (let j = lists.start[k]!; j < lists.start[k + 1]!; j++) out[fill[items[j]!]!++] = k;
  }
  return { start, items: out };
}
