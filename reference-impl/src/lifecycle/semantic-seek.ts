// The live semantic index behind `seek`: built during bootstrap, rebuilt through the single writer when the graph changes.
import type { BrainActor } from '../actor/index.js';
import type { Graph, SeekRanker } from '../graph/index.js';
import { buildSemanticIndex, semanticRanker, type EmbeddingCache, type SemanticIndex } from '../model/index.js';

export interface SeekRanking {
  /** null: rank lexically. */
  ranker: SeekRanker | null;
  /** Why no model is in use (names the file at fault); null when none was configured or it loaded. */
  modelError: string | null;
}

export class SemanticSeek {
  private rebuilding = false;

  private constructor(
    private index: SemanticIndex | null,
    private indexedGraph: Graph | null,
    private readonly cache: EmbeddingCache | null,
    readonly modelError: string | null,
  ) {}

  static ready(index: SemanticIndex, graph: Graph, cache: EmbeddingCache | null): SemanticSeek {
    return new SemanticSeek(index, graph, cache, null);
  }

  static unavailable(modelError: string): SemanticSeek {
    return new SemanticSeek(null, null, null, modelError);
  }

  /**
   * The ranker for the actor's current graph. After a refresh replaced the graph, the old index still
   * answers (unseen nodes are embedded on the fly) while one rebuild is queued behind the writer.
   */
  ranking(actor: BrainActor): SeekRanking {
    if (!this.index) return { ranker: null, modelError: this.modelError };
    if (actor.read().graph !== this.indexedGraph) this.rebuild(actor);
    return { ranker: semanticRanker(this.index), modelError: null };
  }

  /** Rebuilds the index for the graph the writer holds when its turn comes; resolves when done. */
  rebuild(actor: BrainActor): Promise<void> {
    const index = this.index;
    if (!index || this.rebuilding) return actor.idle();
    this.rebuilding = true;
    return actor
      .mutate(async (state) => {
        if (state.graph !== this.indexedGraph) {
          this.index = await buildSemanticIndex(state.graph.nodes, index.model, this.cache ? { cache: this.cache } : {});
          this.indexedGraph = state.graph;
        }
        return { value: undefined };
      })
      .catch(() => undefined)
      .finally(() => {
        this.rebuilding = false;
      });
  }

  /** How many nodes the live index holds (0 without a model). */
  get size(): number {
    return this.index?.size ?? 0;
  }
}
