// The lexical seek ranker's inverted index over one node list: each distinct token once, each node's label and
// path tokens as numbers, and the nodes holding each token. Built once per node list (graphs are replaced, never
// edited); a query then weighs each distinct token once and scores only the nodes holding a token it hits.
import { tokenize } from './tokenize.js';
import type { GraphNode } from './types.js';

export interface SeekIndex {
  /** distinct tokens; a token's number is its place here */
  readonly tokens: readonly string[];
  /** node i's label tokens are labelTok[labelStart[i] .. labelStart[i + 1]) */
  readonly labelStart: Int32Array;
  readonly labelTok: Int32Array;
  /** node i's path tokens (its path, and its id for a symbol) are pathTok[pathStart[i] .. pathStart[i + 1]) */
  readonly pathStart: Int32Array;
  readonly pathTok: Int32Array;
  /** the nodes whose label holds token t, ascending: labelPost[labelPostStart[t] .. labelPostStart[t + 1]) */
  readonly labelPostStart: Int32Array;
  readonly labelPost: Int32Array;
  readonly pathPostStart: Int32Array;
  readonly pathPost: Int32Array;
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
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

export function buildSeekIndex(nodes: readonly GraphNode[]): SeekIndex {
  const tokens: string[] = [];
  const numbers = new Map<string, number>();
  const numberOf = (w: string): number => {
    let n = numbers.get(w);
    if (n === undefined) {
      n = tokens.length;
      tokens.push(w);
      numbers.set(w, n);
    }
    return n;
  };
  const tokensOf = (text: string): number[] => tokenize(text).map(numberOf);
  // A file's symbols share its path and come one after another in a sorted graph, so each path is tokenised once.
  const pathCache = new Map<string, number[]>();
  let lastPath = '';
  let lastPathIds: number[] = [];
  const pathTokensOf = (path: string): number[] => {
    if (path === lastPath) return lastPathIds;
    let ids = pathCache.get(path);
    if (ids === undefined) {
      ids = tokensOf(path);
      pathCache.set(path, ids);
    }
    lastPath = path;
    lastPathIds = ids;
    return ids;
  };
  const sym = numberOf('sym');
  const labelStart = new Int32Array(nodes.length + 1);
  const pathStart = new Int32Array(nodes.length + 1);
  const labelTok = new IntList();
  const pathTok = new IntList();
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const labelIds = tokensOf(node.label);
    for (const t of labelIds) labelTok.push(t);
    labelStart[i + 1] = labelTok.length;
    const from = pathTok.length;
    const add = (ids: readonly number[]) => {
      next: for (const t of ids) {
        for (let k = from; k < pathTok.length; k++) if (pathTok.data[k] === t) continue next;
        pathTok.push(t);
      }
    };
    // The text the ranker matches paths against: a file's path, or `<path> <id>` for other nodes. A symbol id
    // `sym::<path>::<rest>` is split at its `::` (no token spans one), so its tokens are the path's, `sym` and the
    // rest's; a rest that is the label is not tokenised again.
    const { id, path } = node;
    if (node.type === 'file') add(pathTokensOf(path));
    else if (id.startsWith('sym::') && id.startsWith(path, 5) && id.startsWith('::', 5 + path.length)) {
      const rest = 7 + path.length;
      add(pathTokensOf(path));
      add([sym]);
      add(id.length === rest + node.label.length && id.endsWith(node.label) ? labelIds : tokensOf(id.slice(rest)));
    } else add(tokensOf(`${path} ${id}`));
    pathStart[i + 1] = pathTok.length;
  }
  const labelTokens = labelTok.done();
  const pathTokensAll = pathTok.done();
  const label = postings(tokens.length, labelStart, labelTokens);
  const path = postings(tokens.length, pathStart, pathTokensAll);
  return {
    tokens,
    labelStart,
    labelTok: labelTokens,
    pathStart,
    pathTok: pathTokensAll,
    labelPostStart: label.start,
    labelPost: label.list,
    pathPostStart: path.start,
    pathPost: path.list,
  };
}

function postings(tokenCount: number, start: Int32Array, toks: Int32Array): { start: Int32Array; list: Int32Array } {
  const postStart = new Int32Array(tokenCount + 1);
  for (let k = 0; k < toks.length; k++) postStart[toks[k]! + 1]!++;
  for (let t = 0; t < tokenCount; t++) postStart[t + 1]! += postStart[t]!;
  const fill = postStart.slice(0, tokenCount);
  const list = new Int32Array(toks.length);
  for (let i = 0; i + 1 < start.length; i++) {
    for (let k = start[i]!; k < start[i + 1]!; k++) list[fill[toks[k]!]!++] = i;
  }
  return { start: postStart, list };
}
