import type { BrainActor } from '../actor/index.js';
import { createDerivePhases, type DerivedState, type PrepareContext, type PrepareOutcome, type PrepareProgress } from '../bootstrap/index.js';
import type { LaunchRefusal, ServerConfig } from '../launcher/index.js';
import { collectForGraphOf } from '../graph/index.js';
import { createSeamHook, type SeamHook } from '../seams/index.js';
import { processClock, say, type ServerIo } from './io.js';
import type { OpenedRuntime } from './open-runtime.js';
import type { OwnerTransport } from './owner-transport.js';
import type { StartupSignals } from './startup-signals.js';

export type Prepare = (ctx: PrepareContext) => Promise<PrepareOutcome>;

/** A prepared brain, a refusal, or a thrown failure (with the actor when it had started). */
export type Prepared = { actor: BrainActor } | { refusal: LaunchRefusal } | { error: unknown; actor?: BrainActor };

export interface PrepareParts {
  io: ServerIo;
  cfg: ServerConfig;
  opened: OpenedRuntime;
  transport: OwnerTransport;
  seams: SeamHook;
  signals: StartupSignals;
  progress: PrepareProgress;
  derived: DerivedState;
  prepare: Prepare;
}

/**
 * The preparation every transport shares (the stdio rules, the optional derive phases, the writer of
 * lifecycle lines), between the transport's own seams. Never throws: every ending is data.
 */
export async function prepareOwned(p: PrepareParts): Promise<Prepared> {
  const { io, cfg, opened, signals, progress } = p;
  const coldBootstrap = p.transport.rules === 'cold-bootstrap';
  // A held cancellable seam ends on the signal; each names the phase a quarantine record reports.
  const holdUntilCancelled = createSeamHook(cfg.seamsDir, io.pid, signals.signal);
  const cancellable: SeamHook = (name) => {
    progress.phase = name;
    return holdUntilCancelled(name);
  };
  const around = p.transport.preparationSeams;
  const note = (line: string): void => say(io, line);
  let outcome: PrepareOutcome;
  try {
    if (around) await signals.race(p.seams(around.before));
    outcome = await p.prepare({
      grant: opened.grant,
      runtime: opened.runtime,
      store: opened.store,
      seams: p.seams,
      signal: signals.signal,
      ...(coldBootstrap ? { cancellableSeams: cancellable, joinFirstCheckpoint: true } : {}),
      progress,
      writer: { ...processClock(io), ingress: p.transport.ingress },
      say: note,
      derive: createDerivePhases({ grant: opened.grant, runtime: opened.runtime, modelDir: cfg.embedModel, env: io.env, seams: cancellable, say: note }, p.derived),
    });
  } catch (error) {
    return { error };
  }
  if (!outcome.ok) return { refusal: outcome.refusal };
  // A large scan leaves its parts and the encoded snapshot behind: collected now, before the first question.
  if (outcome.scanned) collectForGraphOf(outcome.actor.read().graph.nodes.length);
  if (around) {
    try {
      await signals.race(p.seams(around.after));
    } catch (error) {
      return { error, actor: outcome.actor };
    }
  }
  return { actor: outcome.actor };
}
