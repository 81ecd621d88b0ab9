// activate: seek's hits for a query, spread one hop along the graph's edges, ranked together.
import { compareCodeUnits, lexicalRanker, seekGraph, type SeekRanker } from '../graph/index.js';
import { nodeView, type GraphIndex } from './graph-index.js';

export const DEFAULT_ACTIVATE_TOP_K = 15;
/** What a neighbour keeps of the score of the hit it was reached from (over `contains`). */
export const NEIGHBOUR_DECAY = 0.5;
/**
 * Per edge kind: a symbol a hit calls or is called by says more about the hit than a file it imports, so
 * calls and references lend more of the score than imports do.
 */
export const EDGE_SHARE: Record<string, number> = { contains: NEIGHBOUR_DECAY, calls: 0.6, references: 0.55, imports: 0.4 };

export interface Activated extends ReturnType<typeof nodeView> {
  score: number;
  /** 0: a seek hit; 1: a neighbour of one. */
  hop: 0 | 1;
  /** The hit a neighbour was reached from, and over which kind of edge; null for hits. */
  via: { node_id: string; kind: string } | null;
}

/**
 * Seeds are seek's ranked hits; each seed lends its neighbours (both edge directions) a share of its score by
 * the kind of edge between them (EDGE_SHARE). A node
 * keeps its best score; a tie keeps hits before neighbours, then orders by id.
 */
export function activateGraph(idx: GraphIndex, query: string, topK = DEFAULT_ACTIVATE_TOP_K, ranker: SeekRanker = lexicalRanker): Activated[] {
  const seeds = seekGraph(idx.graph, { query, top_k: topK }, ranker).results;
  const best = new Map<string, Activated>();
  const offer = (a: Activated) => {
    const held = best.get(a.node_id);
    if (!held || a.score > held.score || (a.score === held.score && a.hop < held.hop)) best.set(a.node_id, a);
  };
  for (const s of seeds) offer({ ...nodeView(idx.byId.get(s.node_id)!), score: s.score, hop: 0, via: null });
  for (const s of seeds) {
    const edges = [...(idx.out.get(s.node_id) ?? []).map((e) => [e.target, e.kind] as const), ...(idx.in.get(s.node_id) ?? []).map((e) => [e.source, e.kind] as const)];
    for (const [id, kind] of edges) {
      const n = idx.byId.get(id);
      if (n) offer({ ...nodeView(n), score: Math.round(s.score * (EDGE_SHARE[kind] ?? NEIGHBOUR_DECAY) * 10000) / 10000, hop: 1, via: { node_id: s.node_id, kind } });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.hop - b.hop || compareCodeUnits(a.node_id, b.node_id))
    .slice(0, topK);
}
