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

/** Token overlap, a label hit outweighing a path hit; tighter labels edge out longer ones. */
export const lexicalRanker: SeekRanker = {
  mode: 'lexical',
  score(node, queryTokens) {
    if (queryTokens.length === 0) return 0;
    const label = tokenize(node.label);
    const pathTokens = tokenize(node.type === 'file' ? node.path : `${node.path} ${node.id}`);
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

export function seekGraph(g: Graph, q: SeekQuery, ranker: SeekRanker = lexicalRanker): SeekResult {
  const tokens = tokenize(q.query);
  const scored: SeekHit[] = [];
  for (const node of g.nodes) {
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
