// Ranked "find the thing about X" over node labels and paths.
import { tokenize } from './tokenize.js';
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

interface TokenIndex {
  /** distinct label tokens → indices of the nodes whose label holds them */
  label: Map<string, number[]>;
  /** distinct path tokens → indices of the nodes whose path (or id) holds them */
  path: Map<string, number[]>;
}

const indexes = new WeakMap<readonly GraphNode[], TokenIndex>();

function tokenIndex(nodes: readonly GraphNode[]): TokenIndex {
  let index = indexes.get(nodes);
  if (index === undefined) {
    index = { label: new Map(), path: new Map() };
    const add = (map: Map<string, number[]>, token: string, i: number) => {
      const list = map.get(token);
      if (list === undefined) map.set(token, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    };
    nodes.forEach((node, i) => {
      const t = nodeTokens(node);
      for (const w of t.label) add(index!.label, w, i);
      for (const w of t.path) add(index!.path, w, i);
    });
    indexes.set(nodes, index);
  }
  return index;
}

/**
 * The nodes the lexical ranker can score above 0: those holding a token that one of the query's tokens hits by
 * the ranker's own rules (a label token containing it, or a label token of 3+ characters it starts with; a path
 * token containing it). Scanning the distinct tokens instead of every node gives the same answer, faster.
 */
function lexicalCandidates(nodes: readonly GraphNode[], queryTokens: readonly string[]): number[] {
  const index = tokenIndex(nodes);
  const hit = new Set<number>();
  for (const [w, list] of index.label) {
    if (queryTokens.some((t) => w.includes(t) || (w.length >= 3 && t.startsWith(w)))) for (const i of list) hit.add(i);
  }
  for (const [w, list] of index.path) {
    if (queryTokens.some((t) => w.includes(t))) for (const i of list) hit.add(i);
  }
  return [...hit];
}

export function seekGraph(g: Graph, q: SeekQuery, ranker: SeekRanker = lexicalRanker): SeekResult {
  const tokens = tokenize(q.query);
  const scored: SeekHit[] = [];
  const nodes = ranker === lexicalRanker ? lexicalCandidates(g.nodes, tokens).map((i) => g.nodes[i] as GraphNode) : g.nodes;
  for (const node of nodes) {
    const score = Math.round(ranker.score(node, tokens) * 10000) / 10000;
    if (score <= 0) continue;
    scored.push({
      node_id: node.id,
      label: node.label,
      type: node.type,
      score: Math.min(1, score),
      file_path: node.path,
      line_start: node.line_start,
    });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      Number(a.type === 'file') - Number(b.type === 'file') ||
      compareCodeUnits(a.file_path, b.file_path) ||
      a.line_start - b.line_start ||
      compareCodeUnits(a.node_id, b.node_id),
  );
  const k = q.top_k !== undefined && Number.isInteger(q.top_k) && q.top_k > 0 ? q.top_k : DEFAULT_TOP_K;
  return { results: scored.slice(0, k), mode: ranker.mode };
}
