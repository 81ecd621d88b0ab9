import { parseLaunch, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import { createSeamHook, SEAM_NAMES } from '../seams/index.js';
import { createDerivePhases, prepareWorkspace, type DerivedState, type PrepareOutcome, type PrepareProgress } from '../bootstrap/index.js';
import { CANCELLED_LINE, journalLifecycle, shutdownOwner } from '../lifecycle/index.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { SERVER_NAME, SERVER_VERSION } from '../mcp/index.js';
import { formatRoutes, listRoutes } from '../policy/index.js';
import { say, type ServerIo } from './io.js';
import { serveStdio } from './serve-stdio.js';
import { createCommit } from './brain-context.js';
import { leaseGuard, openRuntime, type OpenedRuntime } from './open-runtime.js';
import { runHttp } from './run-http.js';
import { runBirth } from './run-birth.js';
import { HELP_TEXT } from './help-text.js';

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
export const EXIT_REFUSED = 3;
export const EXIT_CANCELLED = 143;

/** Runs one server process to completion and returns its exit status. */
export async function main(io: ServerIo): Promise<number> {
  const parsed = parseLaunch({ argv: io.argv, env: io.env, cwd: io.cwd });
  if ('usageError' in parsed) {
    say(io, `usage error: ${parsed.usageError} (see --help)`);
    return EXIT_USAGE;
  }
  if (parsed.mode === 'version') return print(io, `${SERVER_NAME} ${SERVER_VERSION}`);
  if (parsed.mode === 'help') return print(io, HELP_TEXT);
  if (parsed.mode === 'list-seams') return print(io, SEAM_NAMES.join('\n'));
  if (parsed.mode === 'print-routes') return print(io, formatRoutes(listRoutes()));
  if (parsed.mode === 'serve') return runHttp(io, parsed);
  if (parsed.birth !== null) return runBirth(io, parsed);
  return runStdio(io, parsed);
}

function print(io: ServerIo, text: string): number {
  io.stdout.write(`${text}\n`);
  return EXIT_OK;
}

function refuse(io: ServerIo, refusal: LaunchRefusal): number {
  say(io, `refused: ${refusal.code}: ${refusal.detail}`);
  return EXIT_REFUSED;
}

/**
 * Stdio with a grant: ownership, preparation (with the optional phases), then serving. A SIGTERM or
 * SIGINT before serving is handled by what the runtime holds: a new runtime finishes its first
 * checkpoint and shuts down with the ACK (exit 0); a recovery is abandoned before it writes anything,
 * journaled as quarantined, and the owner released (exit 143, no ACK).
 */
async function runStdio(io: ServerIo, cfg: ServerConfig): Promise<number> {
  if (cfg.grant === null) return serveUngranted(io, cfg);
  const cancel = new AbortController();
  const progress: PrepareProgress = { mode: null, phase: 'bootstrap.owner_lock', current: null };
  let received: string | null = null;
  let terminate: ((signal: string) => void) | null = null;
  // Registered before anything else, so no signal during the cold start goes unanswered.
  io.onTerminate((signal) => {
    if (terminate) return terminate(signal);
    if (received !== null) return;
    received = signal;
    say(io, `received ${signal} during cold bootstrap`);
    cancel.abort(new Error(`received ${signal} during ${progress.phase}`));
  });

  const seams = createSeamHook(cfg.seamsDir, io.pid);
  const opened = await openRuntime(io, cfg, seams);
  if ('code' in opened) return refuse(io, opened);

  const derived: DerivedState = { cochange: null, semantic: null };
  const holdUntilCancelled = createSeamHook(cfg.seamsDir, io.pid, cancel.signal);
  // Every cancellable seam names the phase a quarantine record reports.
  const cancellable = (name: string): Promise<void> => {
    progress.phase = name;
    return holdUntilCancelled(name);
  };
  let prepared: PrepareOutcome;
  try {
    prepared = await prepareWorkspace({
      grant: opened.grant,
      runtime: opened.runtime,
      store: opened.store,
      seams,
      signal: cancel.signal,
      cancellableSeams: cancellable,
      joinFirstCheckpoint: true,
      progress,
      writer: { pid: io.pid, ingress: 'stdio', now: io.now },
      derive: createDerivePhases({ grant: opened.grant, runtime: opened.runtime, modelDir: cfg.embedModel, env: io.env, seams: cancellable, say: (line) => say(io, line) }, derived),
    });
  } catch (error) {
    if (cancel.signal.aborted && error === cancel.signal.reason) return quarantine(io, opened, progress, received ?? 'SIGTERM');
    opened.abandon();
    say(io, `error: preparation failed: ${describe(error)}`);
    return EXIT_INTERNAL;
  }
  if (!prepared.ok) {
    opened.abandon();
    return refuse(io, prepared.refusal);
  }
  const commit = createCommit(prepared.actor, opened.store);
  if (cancel.signal.aborted) {
    // The first checkpoint was joined (or recovery had already begun writing): the normal ACK shutdown, unserved.
    return shutdownOwner({ seams, checkpoint: () => commit(true), withdraw: () => {}, release: () => opened.lock.release(), say: (line) => say(io, line) });
  }
  return serveStdio(io, {
    actor: prepared.actor,
    runtime: opened.runtime,
    grant: opened.grant,
    store: opened.store,
    seams,
    lock: opened.lock,
    onTerminate: (fn) => (terminate = fn),
    semantic: derived.semantic,
    cochange: derived.cochange,
  });
}

/**
 * An interrupted recovery wrote nothing: CURRENT and its checkpoints stay the authoritative evidence.
 * The start is journaled as quarantined, and the owner released only because nothing was mutated.
 */
async function quarantine(io: ServerIo, opened: OpenedRuntime, progress: PrepareProgress, signal: string): Promise<number> {
  await leaseGuard.settled();
  try {
    // Name the checkpoint left authoritative even when the signal came before recovery read it.
    const current = progress.current ?? currentIdOrNull(opened);
    journalLifecycle(opened.runtime, { pid: io.pid, ingress: 'stdio' }, io.now(), { kind: 'lifecycle.startup_quarantined', root: opened.grant, phase: progress.phase, signal, current });
  } catch (error) {
    say(io, `note: the quarantine could not be journaled (${describe(error)})`);
  }
  opened.abandon();
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

async function serveUngranted(io: ServerIo, cfg: ServerConfig): Promise<number> {
  say(io, 'note: no workspace grant (M1ND_WORKSPACE_ROOT or launcher_workspace_root); serving an empty, unpersisted graph');
  return serveStdio(io, { actor: new BrainActor(emptyBrain()), runtime: null, grant: null, store: null, seams: createSeamHook(cfg.seamsDir, io.pid), lock: null, onTerminate: (fn) => io.onTerminate(fn) });
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
