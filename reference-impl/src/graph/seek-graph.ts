// Ranked "find the thing about X" over node labels and paths.
import { tokenize } from './tokenize.js';
import { buildSeekIndex, type Lists, type SeekIndex } from './seek-index.js';
import { TopK } from './top-k.js';
import { compareCodeUnits } from './walk-tree.js';
import type { Graph, GraphNode, SeekHit, SeekQuery, SeekResult } from './types.js';

const DEFAULT_TOP_K = 10;

/**
 * Scores a node against query tokens; returns a value in [0, 1], 0 meaning unrelated.
 * A semantic ranker (embedding similarity) plugs in here with the same contract.
 */
export interface SeekRanker {
  readonly mode: 'lexical' | 'semantic';
  score(node: GraphNode, queryTokens: readonly string[]): number;
}

const LABEL_EXACT = 1;
const LABEL_PARTIAL = 0.7;
const PATH_EXACT = 0.5;
const PATH_PARTIAL = 0.3;

interface NodeTokens {
  label: readonly string[];
  path: readonly string[];
}

// A node's tokens never change (graphs are replaced, never edited), so each node is tokenised once, on the first
// query that scores it, and forgotten with its graph.
const tokensOf = new WeakMap<GraphNode, NodeTokens>();

function nodeTokens(node: GraphNode): NodeTokens {
  let tokens = tokensOf.get(node);
  if (tokens === undefined) {
    tokens = { label: tokenize(node.label), path: tokenize(node.type === 'file' ? node.path : `${node.path} ${node.id}`) };
    tokensOf.set(node, tokens);
  }
  return tokens;
}

/** Token overlap, a label hit outweighing a path hit; tighter labels edge out longer ones. */
export const lexicalRanker: SeekRanker = {
  mode: 'lexical',
  score(node, queryTokens) {
    if (queryTokens.length === 0) return 0;
    const { label, path: pathTokens } = nodeTokens(node);
    let sum = 0;
    let labelHits = 0;
    for (const t of queryTokens) {
      const labelWeight = label.includes(t) ? LABEL_EXACT : label.some((w) => w.includes(t) || (w.length >= 3 && t.startsWith(w))) ? LABEL_PARTIAL : 0;
      const pathWeight = pathTokens.includes(t) ? PATH_EXACT : pathTokens.some((w) => w.includes(t)) ? PATH_PARTIAL : 0;
      if (labelWeight > 0) labelHits++;
      sum += Math.max(labelWeight, pathWeight);
    }
    const overlap = sum / queryTokens.length;
    const coverage = label.length ? Math.min(1, labelHits / label.length) : 0;
    return overlap * (0.8 + 0.2 * coverage);
  },
};

const LABEL_WEIGHT = [0, LABEL_PARTIAL, LABEL_EXACT];
const PATH_WEIGHT = [0, PATH_PARTIAL, PATH_EXACT];

const indexes = new WeakMap<readonly GraphNode[], SeekIndex>();

/**
 * Gives `nodes` an index built elsewhere from the same node list (seek-index-thread.ts); false, and nothing kept,
 * when `nodes` has one already or the index does not have one entry per node.
 */
export function adoptSeekIndex(nodes: readonly GraphNode[], index: SeekIndex): boolean {
  if (indexes.has(nodes) || index.groupOf.length !== nodes.length || index.label.start.length !== nodes.length + 1) return false;
  indexes.set(nodes, index);
  return true;
}

/** Whether `nodes` has its index already (built or adopted). */
export function hasSeekIndex(nodes: readonly GraphNode[]): boolean {
  return indexes.has(nodes);
}

/** The index `nodes` has, built or adopted; undefined while no seek has needed one. */
export function builtSeekIndexOf(nodes: readonly GraphNode[]): SeekIndex | undefined {
  return indexes.get(nodes);
}

function seekIndexOf(nodes: readonly GraphNode[]): SeekIndex {
  let index = indexes.get(nodes);
  if (index === undefined) {
    index = buildSeekIndex(nodes);
    indexes.set(nodes, index);
  }
  return index;
}

/**
 * The lexical ranker's scores, from the index: each distinct token is weighed against each query token once (2 an
 * exact hit, 1 a partial one, 0 none, by the ranker's own rules), then only the nodes holding a token with a weight
 * are scored, in node order, with the ranker's arithmetic. Gives what `lexicalRanker.score` gives on every node.
 */
function lexicalScores(nodes: readonly GraphNode[], queryTokens: readonly string[], visit: (i: number, score: number) => void): void {
  const q = queryTokens.length;
  if (q === 0) return;
  const index = seekIndexOf(nodes);
  const { tokens } = index;
  // Codes are kept only for the tokens some query token hits (a long query, such as a task text, would otherwise
  // cost distinct tokens × query tokens bytes): `slot` gives such a token its row, -1 for the others.
  const slot = new Int32Array(tokens.length).fill(-1);
  const labelCode: number[] = [];
  const pathCode: number[] = [];
  const candidate = new Uint8Array(nodes.length);
  const mark = (post: Lists, d: number, each: (k: number) => void) => {
    for (let k = post.start[d]!; k < post.start[d + 1]!; k++) each(post.items[k]!);
  };
  const markNode = (i: number) => (candidate[i] = 1);
  const markGroup = (g: number) => mark(index.groupNodes, g, markNode);
  for (let d = 0; d < tokens.length; d++) {
    const w = tokens[d]!;
    let row = -1;
    let inPath = false;
    for (let j = 0; j < q; j++) {
      const t = queryTokens[j]!;
      let labelAt = 1;
      let pathAt = 0;
      if (w === t) {
        labelAt = 2;
        pathAt = 2;
      } else if (w.includes(t)) {
        pathAt = 1;
      } else if (!(w.length >= 3 && t.startsWith(w))) {
        continue;
      }
      if (row < 0) {
        row = labelCode.length / q;
        slot[d] = row;
        for (let x = 0; x < q; x++) {
          labelCode.push(0);
          pathCode.push(0);
        }
      }
      labelCode[row * q + j] = labelAt;
      pathCode[row * q + j] = pathAt;
      if (pathAt > 0) inPath = true;
    }
    if (row < 0) continue;
    mark(index.labelPost, d, markNode);
    if (inPath) {
      mark(index.groupPost, d, markGroup);
      mark(index.extraPost, d, markNode);
    }
  }
  const best = (lists: Lists, k: number, codes: readonly number[], j: number, from: number): number => {
    let c = from;
    for (let x = lists.start[k]!; x < lists.start[k + 1]! && c < 2; x++) {
      const row = slot[lists.items[x]!]!;
      if (row >= 0) c = Math.max(c, codes[row * q + j]!);
    }
    return c;
  };
  for (let i = 0; i < nodes.length; i++) {
    if (candidate[i] === 0) continue;
    const g = index.groupOf[i]!;
    let sum = 0;
    let labelHits = 0;
    for (let j = 0; j < q; j++) {
      const labelWeight = LABEL_WEIGHT[best(index.label, i, labelCode, j, 0)]!;
      if (labelWeight > 0) labelHits++;
      sum += Math.max(labelWeight, PATH_WEIGHT[best(index.extra, i, pathCode, j, best(index.groupPath, g, pathCode, j, 0))]!);
    }
    const overlap = sum / q;
    const labelCount = index.label.start[i + 1]! - index.label.start[i]!;
    const coverage = labelCount ? Math.min(1, labelHits / labelCount) : 0;
    visit(i, overlap * (0.8 + 0.2 * coverage));
  }
}

/** Offers a node's hit at its rounded score (none at 0); a score below the worst kept one is refused unbuilt. */
function offerHit(top: TopK<SeekHit>, node: GraphNode, raw: number): void {
  const score = Math.min(1, Math.round(raw * 10000) / 10000);
  if (!(score > 0)) return;
  const worst = top.worstWhenFull;
  if (worst !== undefined && score < worst.score) return;
  top.offer({ node_id: node.id, label: node.label, type: node.type, score, file_path: node.path, line_start: node.line_start });
}

/** Answer order: score, then symbols before files, then by path, line and node id. */
function compareHits(a: SeekHit, b: SeekHit): number {
  return (
    b.score - a.score ||
    Number(a.type === 'file') - Number(b.type === 'file') ||
    compareCodeUnits(a.file_path, b.file_path) ||
    a.line_start - b.line_start ||
    compareCodeUnits(a.node_id, b.node_id)
  );
}

export function seekGraph(g: Graph, q: SeekQuery, ranker: SeekRanker = lexicalRanker): SeekResult {
  const tokens = tokenize(q.query);
  const k = q.top_k !== undefined && Number.isInteger(q.top_k) && q.top_k > 0 ? q.top_k : DEFAULT_TOP_K;
  const top = new TopK<SeekHit>(k, compareHits);
  if (ranker === lexicalRanker) lexicalScores(g.nodes, tokens, (i, score) => offerHit(top, g.nodes[i]!, score));
  else for (const node of g.nodes) offerHit(top, node, ranker.score(node, tokens));
  return { results: [...top.items], mode: ranker.mode };
}
