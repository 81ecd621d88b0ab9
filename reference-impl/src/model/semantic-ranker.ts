// Plugs the semantic index into the graph's seek: same contract as its lexical ranker, mode "semantic".
import type { SemanticIndex, SemanticNode } from './semantic-index.js';
import { dot } from './vector-math.js';

export interface SemanticSeekRanker {
  readonly mode: 'semantic';
  /** Cosine similarity of the node to the query words, clamped to [0, 1]. */
  score(node: SemanticNode, queryTokens: readonly string[]): number;
}

/** One ranker serves any number of queries: each distinct token list is embedded once. */
export function semanticRanker(index: SemanticIndex): SemanticSeekRanker {
  let lastKey: string | null = null;
  let lastVector: Float32Array | null = null;
  const queryVector = (tokens: readonly string[]): Float32Array => {
    const key = tokens.join(' ');
    if (key !== lastKey || !lastVector) {
      lastKey = key;
      lastVector = index.model.embed(key);
    }
    return lastVector;
  };
  return {
    mode: 'semantic',
    score(node, queryTokens) {
      if (queryTokens.length === 0) return 0;
      const s = dot(queryVector(queryTokens), index.embedNode(node));
      return s > 0 ? Math.min(1, s) : 0;
    },
  };
}
