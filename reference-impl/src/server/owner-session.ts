// The one owner session every transport attaches to: open (grant, runtime, owner lock), prepare (with the
// optional derive phases, cancellable by a signal), commit, publish, serve, and the checkpoint-ACK shutdown.
import type { BrainActor } from '../actor/index.js';
import { keepSeekIndex, prepareWorkspace, type DerivedState, type PrepareProgress } from '../bootstrap/index.js';
import type { LaunchRefusal, ServerConfig } from '../launcher/index.js';
import { journalLifecycle } from '../lifecycle/index.js';
import { errorCode } from '../records/index.js';
import { createSeamHook, createTestClock, type SeamHook } from '../seams/index.js';
import { brainToolContext, createCommit } from './brain-context.js';
import { decodeLinksWhenIdle } from './decode-links-idle.js';
import { EXIT_CANCELLED, EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { describe, processClock, refuse, say, type ServerIo } from './io.js';
import { leaseGuard, openRuntime, type OpenedRuntime } from './open-runtime.js';
import { CANCELLED_LINE, shutdownOwner } from './owner-shutdown.js';
import type { OwnerTransport } from './owner-transport.js';
import { prepareOwned, type Prepare, type Prepared } from './prepare-owned.js';
import { serveOwned } from './serve-owned.js';
import { StartupSignals } from './startup-signals.js';

interface Session {
  io: ServerIo;
  cfg: ServerConfig;
  transport: OwnerTransport;
  seams: SeamHook;
  signals: StartupSignals;
  progress: PrepareProgress;
  opened: OpenedRuntime;
}

/** Runs one granted owner to completion over the transport `openTransport` builds on the session's seams; returns the exit status. */
export async function runOwnerSession(io: ServerIo, cfg: ServerConfig, openTransport: (seams: SeamHook) => OwnerTransport, prepare: Prepare = prepareWorkspace): Promise<number> {
  const progress: PrepareProgress = { mode: null, phase: 'bootstrap.owner_lock', current: null };
  const seams = createSeamHook(cfg.seamsDir, io.pid);
  const transport = openTransport(seams);
  // Before anything that waits, so no signal during the start goes unanswered (ownership may wait at a seam).
  const signals = new StartupSignals(io, { announce: transport.rules === 'cold-bootstrap', phase: () => progress.phase });
  const opened = await openRuntime(io, cfg, seams);
  if ('code' in opened) return refuse(io, opened);
  const s: Session = { io, cfg, transport, seams, signals, progress, opened };

  const attached = await transport.attach(opened);
  if (attached) {
    opened.abandon();
    transport.abandon();
    say(io, attached.failed);
    return EXIT_INTERNAL;
  }
  const derived: DerivedState = { cochange: null, semantic: null };
  const prepared = await prepareOwned({ ...s, derived, prepare });
  if ('error' in prepared || 'refusal' in prepared || signals.signal.aborted) return settleUnserved(s, prepared);

  const actor = prepared.actor;
  const stopDecode = decodeLinksWhenIdle(actor.read().graph, (error) => say(io, `note: the warm start's link material could not be decoded (${describe(error)}); the next refresh parses every file again`));
  const tools = brainToolContext({ actor, runtime: opened.runtime, grant: opened.grant, store: opened.store, seams, clock: processClock(io), expiryClock: createTestClock(cfg.seamsDir, () => io.now()), semantic: derived.semantic, cochange: derived.cochange, runnerEnv: { env: io.env, uid: io.uid }, readOnly: cfg.readOnly });
  try {
    return await serveOwned({ io, transport, seams, actor, tools, opened, checkpoint: () => createCommit(actor, opened.store)(true), keep: () => void keepSeekIndex(opened.runtime, opened.store, actor.read()), onSignal: (h) => signals.serving(h) });
  } finally {
    stopDecode();
  }
}

/** Every start that does not serve ends here, by the transport's rules. */
async function settleUnserved(s: Session, prepared: Prepared): Promise<number> {
  const { io, signals } = s;
  if (s.transport.rules === 'publish-gated') {
    await giveUp(s, 'actor' in prepared ? prepared.actor : undefined);
    const failure = 'refusal' in prepared ? prepared.refusal : 'error' in prepared ? preparationFailure(prepared.error) : null;
    if (signals.signal.aborted || failure === null) {
      say(io, CANCELLED_LINE);
      return EXIT_CANCELLED;
    }
    return refuse(io, failure);
  }
  if ('error' in prepared) {
    if (signals.signal.aborted && prepared.error === signals.signal.reason) return quarantine(s);
    await giveUp(s);
    say(io, `error: preparation failed: ${describe(prepared.error)}`);
    return EXIT_INTERNAL;
  }
  if ('refusal' in prepared) {
    await giveUp(s);
    return refuse(io, prepared.refusal);
  }
  // The first checkpoint was joined (or recovery had already begun writing): the normal ACK shutdown, unserved.
  const commit = createCommit(prepared.actor, s.opened.store);
  return shutdownOwner(
    { seams: s.seams, close: () => s.transport.close(), checkpoint: () => commit(true), withdraw: async () => {}, release: () => s.opened.lock.release(), say: (line) => say(io, line) },
    EXIT_OK,
  );
}

/** Stops accepting, lets the writer finish, releases the owner and removes what the start created. */
async function giveUp(s: Session, actor?: BrainActor): Promise<void> {
  await s.transport.close();
  await actor?.idle();
  s.opened.abandon();
  s.transport.abandon();
}

/**
 * An interrupted recovery wrote nothing: CURRENT and its checkpoints stay the authoritative evidence.
 * The start is journaled as quarantined, and the owner released only because nothing was mutated.
 */
async function quarantine(s: Session): Promise<number> {
  const { io, opened, progress } = s;
  await leaseGuard.settled();
  try {
    // Name the checkpoint left authoritative even when the signal came before recovery read it.
    const current = progress.current ?? currentIdOrNull(opened);
    const signal = s.signals.first ?? 'SIGTERM';
    journalLifecycle(opened.runtime, { pid: io.pid, ingress: s.transport.ingress }, io.now(), { kind: 'lifecycle.startup_quarantined', root: opened.grant, phase: progress.phase, signal, current });
  } catch (error) {
    say(io, `note: the quarantine could not be journaled (${describe(error)})`);
  }
  await giveUp(s);
  say(io, CANCELLED_LINE);
  return EXIT_CANCELLED;
}

function currentIdOrNull(opened: OpenedRuntime): string | null {
  try {
    return opened.store.readCurrent()?.current ?? null;
  } catch {
    return null;
  }
}

/** A thrown preparation failure keeps its stable code when it has one (e.g. `injected_fault`). */
function preparationFailure(error: unknown): LaunchRefusal {
  return { code: errorCode(error) ?? 'http_preparation_failed', detail: `preparation failed before the owner was published: ${describe(error)}` };
}
