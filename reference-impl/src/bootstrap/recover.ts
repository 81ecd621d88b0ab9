// Recovery of the checkpoint CURRENT names: every step checks for cancellation, and nothing is written
// until the last check passed, so an interrupted recovery leaves CURRENT and its checkpoints as they were.
import { checkPersistedIdentity } from '../launcher/index.js';
import { identityOfCheckpoint } from '../store/index.js';
import { BrainActor, type BrainState } from '../actor/index.js';
import type { SeamHook } from '../seams/index.js';
import { readPersistedGraphCancellable, toCheckpointFiles } from './checkpoint-files.js';
import { restampGraph } from './restamp.js';
import { journalLifecycle } from '../lifecycle/index.js';
import type { DerivedPhases, PrepareContext, PrepareOutcome, PrepareProgress } from './prepare-types.js';

/** The recovered brain, a refusal, or 'rescan' for a checkpoint that holds no nodes (prepared afresh). */
export async function recoverCurrent(ctx: PrepareContext, gate: SeamHook, progress: PrepareProgress): Promise<PrepareOutcome | 'rescan'> {
  const step = async (phase: string): Promise<void> => {
    ctx.signal.throwIfAborted();
    progress.phase = phase;
    await gate(phase);
    ctx.signal.throwIfAborted();
  };

  await step('bootstrap.snapshot_read');
  const pointer = ctx.store.readCurrent();
  progress.current = pointer?.current ?? null;
  // Validates the manifest digest and every file digest against it.
  const loaded = ctx.store.loadCurrent();
  if (!loaded) throw new Error(`${ctx.store.currentPath} vanished during recovery; restart the server`);
  ctx.signal.throwIfAborted();
  const identity = identityOfCheckpoint(loaded);
  const decision = checkPersistedIdentity(identity, ctx.grant);
  if (typeof decision === 'object') return { ok: false, refusal: decision };

  await step('bootstrap.reconstruct');
  const { graph, legacy } = restampGraph(await readPersistedGraphCancellable(loaded, ctx.signal, { say: ctx.say, runtime: ctx.runtime }), identity, ctx.grant);
  if (graph.nodes.length === 0) return 'rescan';
  ctx.signal.throwIfAborted();

  await step('bootstrap.digest_check');
  const now = ctx.store.readCurrent();
  if (!now || now.current !== loaded.id || now.manifest_sha256 !== pointer?.manifest_sha256) {
    throw new Error(`${ctx.store.currentPath} changed during recovery (it named ${loaded.id}); another writer touched the runtime, restart the server`);
  }
  ctx.signal.throwIfAborted();

  const derived: DerivedPhases | null = ctx.derive ? await ctx.derive(graph, ctx.signal) : null;
  // The last point where a signal quarantines the start; from here on recovery writes.
  progress.phase = 'bootstrap.commit';
  ctx.signal.throwIfAborted();

  const state: BrainState = { graph, workspaceRoot: ctx.grant, roots: [ctx.grant], checkpointId: loaded.id, dirty: false };
  const actor = new BrainActor(state);
  if (legacy.length > 0) {
    // Adopted under its canonical spelling: a new checkpoint says so, the old one stays as the fallback.
    const id = await actor.mutate(async (s) => {
      const checkpoint = await ctx.store.commit(toCheckpointFiles(s.graph, { workspace_root: ctx.grant, roots: [ctx.grant] }));
      return { next: { ...s, checkpointId: checkpoint }, value: checkpoint };
    });
    if (ctx.writer) {
      journalLifecycle(ctx.runtime, { pid: ctx.writer.pid, ingress: ctx.writer.ingress }, ctx.writer.now(), {
        kind: 'lifecycle.identity_restamped',
        root: ctx.grant,
        legacy_spellings: legacy,
        checkpoint_before: loaded.id,
        checkpoint: id,
      });
    }
  } else {
    ctx.store.writeMirrors(loaded);
  }
  await derived?.write();
  return { ok: true, actor, scanned: false, mode: 'recovery' };
}
