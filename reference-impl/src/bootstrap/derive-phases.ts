// The optional bootstrap phases over a prepared graph: the co-change graph, then the model, its
// embedding cache and the semantic index. Each is cancellable and writes nothing until `write`.
import { join } from 'node:path';
import { buildCochangeFromGit, writeCochange } from '../cochange/index.js';
import { COCHANGE_SCHEMA, type CochangeRecord } from '../records/index.js';
import type { Graph } from '../graph/index.js';
import { buildSemanticIndex, openEmbeddingCache } from '../model/index.js';
import { deferCacheWrites, loadModelIsolated, readFileIsolated, SemanticSeek } from '../lifecycle/index.js';
import type { SeamHook } from '../seams/index.js';
import type { DerivedPhases } from './prepare-types.js';

export interface DeriveOptions {
  grant: string;
  runtime: string;
  /** `M1ND_EMBED_MODEL`; null: seek stays lexical and no model is touched. */
  modelDir: string | null;
  /** The process environment git runs in (scrubbed of GIT_* there). */
  env: Record<string, string | undefined>;
  /** Seams bound to the start's cancellation. */
  seams: SeamHook;
  say(line: string): void;
}

/** What the phases left for the tools; filled in as each phase completes. */
export interface DerivedState {
  cochange: CochangeRecord | null;
  semantic: SemanticSeek | null;
}

export function createDerivePhases(opts: DeriveOptions, into: DerivedState): (graph: Graph, signal: AbortSignal) => Promise<DerivedPhases> {
  return async (graph, signal) => {
    signal.throwIfAborted();
    const files = graph.files.filter((f) => f.root === opts.grant).map((f) => f.path);
    const history = async (): Promise<CochangeRecord> => {
      await opts.seams('bootstrap.cochange');
      return buildCochangeFromGit(opts.grant, { files, env: opts.env, signal });
    };
    const cochange = await failSoft(history, signal, (reason): CochangeRecord => ({ schema: COCHANGE_SCHEMA, root: opts.grant, status: 'skipped', reason, edges: [] }));
    opts.say(cochange.status === 'built' ? `co-change graph: ${cochange.edges.length} edges from ${cochange.commits_scanned} commits` : `co-change graph skipped: ${cochange.reason}`);

    let semantic: SemanticSeek | null = null;
    let flushCache: () => Promise<void> = async () => {};
    if (opts.modelDir !== null && graph.nodes.length > 0) {
      const built = await buildSemantic(opts, graph, signal);
      semantic = built.semantic;
      flushCache = built.flush;
    }
    signal.throwIfAborted();
    return {
      write: async () => {
        writeCochange(opts.runtime, cochange);
        try {
          await flushCache();
        } catch (error) {
          opts.say(`note: the embedding cache could not be written (${message(error)}); the next start embeds again`);
        }
        into.cochange = cochange;
        into.semantic = semantic;
      },
    };
  };
}

async function buildSemantic(opts: DeriveOptions, graph: Graph, signal: AbortSignal): Promise<{ semantic: SemanticSeek; flush(): Promise<void> }> {
  const seam = (name: string) => opts.seams(name);
  try {
    const model = await loadModelIsolated(opts.modelDir as string, { signal, seams: opts.seams });
    const opened = await openEmbeddingCache(join(opts.runtime, 'embedding-cache'), model, { signal, seam, readFile: readFileIsolated });
    if (opened.status === 'corrupt') opts.say(`note: embedding cache ${opened.file} ignored (${opened.corruptReason}); it is rebuilt`);
    const { cache, flush } = deferCacheWrites(opened);
    const index = await buildSemanticIndex(graph.nodes, model, { signal, cache, seam });
    opts.say(`semantic index: ${index.size} nodes (${index.stats.cacheHits} from the embedding cache, ${index.stats.embedded} embedded)`);
    return { semantic: SemanticSeek.ready(index, graph, opened), flush };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // A broken model (or an injected fault at a model seam) degrades seek to lexical; the server still serves.
    const reason = message(error);
    opts.say(`warning: embedding model unavailable: ${reason}; seek ranks lexically`);
    return { semantic: SemanticSeek.unavailable(reason), flush: async () => {} };
  }
}

/** Runs an optional phase; a failure that is not a cancellation becomes the given fallback. */
async function failSoft<T>(run: () => Promise<T>, signal: AbortSignal, fallback: (reason: string) => T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    return fallback(message(error));
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
