import { scanRoot } from '../graph/index.js';
import { checkPersistedIdentity, type LaunchRefusal } from '../launcher/index.js';
import type { SeamHook } from '../seams/index.js';
import { readPersistedRoots, type CheckpointStore } from '../store/index.js';
import { BrainActor, emptyBrain, type BrainState } from '../actor/index.js';
import { readPersistedGraph, toCheckpointFiles } from './checkpoint-files.js';

export interface PrepareContext {
  grant: string;
  runtime: string;
  store: CheckpointStore;
  seams: SeamHook;
  signal: AbortSignal;
}

export type PrepareOutcome = { ok: true; actor: BrainActor; scanned: boolean } | { ok: false; refusal: LaunchRefusal };

/**
 * Automatic preparation of the granted root: reuse a persisted identity that names exactly the grant,
 * otherwise scan the grant through the single writer and checkpoint it. A zero-node scan is an error
 * inside the transaction, so nothing is committed.
 */
export async function prepareWorkspace(ctx: PrepareContext): Promise<PrepareOutcome> {
  await ctx.seams('bootstrap.prepare');
  // Identity first: the checkpoint CURRENT names, else any mirror left without one (never adopted silently).
  const persisted = readPersistedRoots(ctx.runtime, ctx.seams);
  const loaded = persisted ? ctx.store.loadCurrent() : null;
  const decision = checkPersistedIdentity(persisted, ctx.grant);
  if (typeof decision === 'object') return { ok: false, refusal: decision };

  const actor = new BrainActor(emptyBrain());
  if (decision === 'reuse' && loaded) {
    const graph = readPersistedGraph(loaded.files);
    if (graph.nodes.length > 0) {
      ctx.store.writeMirrors(loaded.files);
      const state: BrainState = { graph, workspaceRoot: ctx.grant, roots: [ctx.grant], checkpointId: loaded.id, dirty: false };
      await actor.mutate(async () => ({ next: state, value: undefined }));
      return { ok: true, actor, scanned: false };
    }
  }

  const refusal = await actor.mutate(async (): Promise<{ next?: BrainState; value: LaunchRefusal | null }> => {
    await ctx.seams('ingest.scan');
    const graph = await scanRoot(ctx.grant, { signal: ctx.signal });
    await ctx.seams('ingest.commit');
    if (graph.nodes.length === 0) {
      return { value: { code: 'launcher_workspace_produced_empty_graph', detail: `scanning ${ctx.grant} produced zero nodes; nothing was committed` } };
    }
    const roots = { workspace_root: ctx.grant, roots: [ctx.grant] };
    const id = await ctx.store.commit(toCheckpointFiles(graph, roots));
    return { next: { graph, workspaceRoot: ctx.grant, roots: [ctx.grant], checkpointId: id, dirty: false }, value: null };
  });
  if (refusal) return { ok: false, refusal };
  return { ok: true, actor, scanned: true };
}
