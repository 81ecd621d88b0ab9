import { existsSync } from 'node:fs';
import { scanRoot } from '../graph/index.js';
import { checkPersistedIdentity, type LaunchRefusal } from '../launcher/index.js';
import { readPersistedRoots } from '../store/index.js';
import { BrainActor, emptyBrain, type BrainState } from '../actor/index.js';
import { toCheckpointFiles } from './checkpoint-files.js';
import { recoverCurrent } from './recover.js';
import type { DerivedPhases, PrepareContext, PrepareOutcome, PrepareProgress } from './prepare-types.js';

/**
 * Automatic preparation of the granted root. A runtime whose CURRENT exists is recovered (see
 * recover.ts); otherwise the grant is scanned through the single writer and checkpointed. A zero-node
 * scan is an error inside the transaction, so nothing is committed.
 */
export async function prepareWorkspace(ctx: PrepareContext): Promise<PrepareOutcome> {
  const progress: PrepareProgress = ctx.progress ?? { mode: null, phase: '', current: null };
  const recovering = existsSync(ctx.store.currentPath);
  progress.mode = recovering ? 'recovery' : 'fresh';
  // A first checkpoint that is joined waits at its seams whatever the signal says; recovery does not.
  const gate = recovering || !ctx.joinFirstCheckpoint ? (ctx.cancellableSeams ?? ctx.seams) : ctx.seams;
  progress.phase = 'bootstrap.prepare';
  await gate('bootstrap.prepare');
  if (recovering) {
    const recovered = await recoverCurrent(ctx, gate, progress);
    if (recovered !== 'rescan') return recovered;
    progress.mode = 'fresh';
  }
  return prepareFresh(ctx, progress);
}

async function prepareFresh(ctx: PrepareContext, progress: PrepareProgress): Promise<PrepareOutcome> {
  // Mirrors left without a CURRENT (a seeded or legacy runtime) still name an identity; never adopted silently.
  const decision = recoveringIdentity(ctx);
  if (typeof decision === 'object') return { ok: false, refusal: decision };

  const actor = new BrainActor(emptyBrain());
  const scanSignal = ctx.joinFirstCheckpoint ? undefined : ctx.signal;
  const refusal = await actor.mutate(async (): Promise<{ next?: BrainState; value: LaunchRefusal | null }> => {
    progress.phase = 'ingest.scan';
    await ctx.seams('ingest.scan');
    const graph = await scanRoot(ctx.grant, scanSignal ? { signal: scanSignal } : {});
    progress.phase = 'ingest.commit';
    await ctx.seams('ingest.commit');
    if (graph.nodes.length === 0) {
      return { value: { code: 'launcher_workspace_produced_empty_graph', detail: `scanning ${ctx.grant} produced zero nodes; nothing was committed` } };
    }
    const roots = { workspace_root: ctx.grant, roots: [ctx.grant] };
    const id = await ctx.store.commit(toCheckpointFiles(graph, roots));
    return { next: { graph, workspaceRoot: ctx.grant, roots: [ctx.grant], checkpointId: id, dirty: false }, value: null };
  });
  if (refusal) return { ok: false, refusal };

  // The first checkpoint is durable; optional phases are skipped once a signal arrived.
  if (ctx.derive && !ctx.signal.aborted) {
    let derived: DerivedPhases | null = null;
    try {
      derived = await ctx.derive(actor.read().graph, ctx.signal);
    } catch (error) {
      if (!ctx.signal.aborted) throw error;
    }
    if (derived && !ctx.signal.aborted) await derived.write();
  }
  return { ok: true, actor, scanned: true, mode: 'fresh' };
}

function recoveringIdentity(ctx: PrepareContext): 'fresh' | 'reuse' | LaunchRefusal {
  return checkPersistedIdentity(readPersistedRoots(ctx.runtime, ctx.seams), ctx.grant);
}
