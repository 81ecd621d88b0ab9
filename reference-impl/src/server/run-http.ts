import { unlinkSync } from 'node:fs';
import { DEFAULT_HTTP_PORT, validateBind, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import { createSeamHook } from '../seams/index.js';
import { createDerivePhases, prepareWorkspace, type DerivedState, type PrepareContext, type PrepareOutcome } from '../bootstrap/index.js';
import type { ToolContext } from '../mcp/index.js';
import {
  ensureRuntimeToken,
  HttpOwner,
  InstancePublication,
  readConfiguredToken,
  untilAborted,
  type BearerToken,
} from '../http/index.js';
import { openRuntime, type OpenedRuntime } from './open-runtime.js';
import { say, type ServerIo } from './io.js';
import { brainToolContext, createCommit } from './brain-context.js';

export interface RunHttpDeps {
  /** The preparation every transport shares; replaceable only to test the publish order. */
  prepare(ctx: PrepareContext): Promise<PrepareOutcome>;
}

/**
 * The authenticated loopback HTTP owner (`--serve`). Authority (grant, runtime, owner lock), the
 * bearer and the listener come first; preparation runs while discovery stays unpublished; only a
 * prepared brain is admitted and published, through its actor.
 */
export async function runHttp(io: ServerIo, cfg: ServerConfig, deps: RunHttpDeps = { prepare: prepareWorkspace }): Promise<number> {
  const bind = validateBind(cfg.bind);
  if ('code' in bind) return refuse(io, bind);
  const configured = readConfiguredToken(io.env);
  if (configured !== null && 'code' in configured) return refuse(io, configured);
  const seams = createSeamHook(cfg.seamsDir, io.pid);
  // Registered before ownership is taken (it may wait at a seam), so no signal goes unanswered.
  const cancel = new AbortController();
  let terminate: ((signal: string) => void) | null = null;
  io.onTerminate((signal) => (terminate ? terminate(signal) : cancel.abort(new Error(`received ${signal}`))));
  const opened = await openRuntime(io, cfg, seams);
  if ('code' in opened) return refuse(io, opened);

  let bearer: BearerToken;
  let owner: HttpOwner;
  try {
    bearer = configured ?? ensureRuntimeToken(opened.runtime, io.uid);
  } catch (error) {
    opened.abandon();
    say(io, `error: cannot write the bearer token under ${opened.runtime} (${describe(error)}); check the runtime directory is writable`);
    return 1;
  }
  const port = cfg.port ?? DEFAULT_HTTP_PORT;
  try {
    owner = await HttpOwner.listen({ host: bind.host, port, token: bearer.token, runtime: opened.runtime, report: (line) => say(io, line) });
  } catch (error) {
    abandon(opened, bearer);
    say(io, `error: cannot listen on ${bind.host}:${port} (${describe(error)}); pass a free --port, or --port 0 for an ephemeral one`);
    return 1;
  }

  const fail = async (refusal: LaunchRefusal | null, actorIdle?: Promise<void>): Promise<number> => {
    await owner.close();
    await actorIdle;
    abandon(opened, bearer);
    if (cancel.signal.aborted) {
      say(io, 'startup cancelled before serving; no owner remains');
      return 143;
    }
    return refusal ? refuse(io, refusal) : 1;
  };

  const derived: DerivedState = { cochange: null, semantic: null };
  let prepared: PrepareOutcome;
  try {
    await untilAborted(seams('http.prepare'), cancel.signal);
    prepared = await deps.prepare({
      grant: opened.grant,
      runtime: opened.runtime,
      store: opened.store,
      seams,
      signal: cancel.signal,
      // The same optional phases as stdio (co-change, model, semantic index), cancellable by a signal.
      derive: createDerivePhases({ grant: opened.grant, runtime: opened.runtime, modelDir: cfg.embedModel, env: io.env, seams: createSeamHook(cfg.seamsDir, io.pid, cancel.signal), say: (line) => say(io, line) }, derived),
    });
  } catch (error) {
    return fail(preparationFailure(error));
  }
  if (!prepared.ok) return fail(prepared.refusal);
  const actor = prepared.actor;
  try {
    await untilAborted(seams('http.actor_started'), cancel.signal);
  } catch (error) {
    return fail(preparationFailure(error), actor.idle());
  }

  const commit = createCommit(actor, opened.store);
  const ctx: ToolContext = brainToolContext({ actor, runtime: opened.runtime, grant: opened.grant, store: opened.store, seams, semantic: derived.semantic, cochange: derived.cochange });
  const publication = new InstancePublication(actor);
  let status = 0;
  let stopOnce: () => void = () => {};
  const stopped = new Promise<number>((resolve) => {
    let stopping = false;
    stopOnce = () => {
      if (stopping) return;
      stopping = true;
      void stop(resolve);
    };
  });
  terminate = (signal) => {
    say(io, `received ${signal}; checkpointing before exit`);
    stopOnce();
  };
  const stop = async (resolve: (status: number) => void): Promise<void> => {
    await owner.close();
    try {
      await seams('shutdown.checkpoint');
      await commit(true);
    } catch (error) {
      say(io, `error: final checkpoint failed (${describe(error)}); the owner is retained until exit`);
      resolve(1);
      return;
    }
    await publication.withdraw();
    opened.lock.release();
    say(io, 'checkpoint ACK; owner released');
    resolve(status);
  };
  // A SIGTERM that arrived after the last seam is honoured now that the stop path exists.
  if (cancel.signal.aborted) terminate('SIGTERM');

  owner.admit(ctx);
  const startedAt = io.now();
  try {
    await publication.publish(opened.runtime, {
      instance_id: `http-${io.pid}-${startedAt}`,
      workspace_root: opened.grant,
      runtime_root: opened.runtime,
      pid: io.pid,
      transport: 'http',
      bind: owner.address.address,
      port: owner.address.port,
      status: 'serving',
      started_at_ms: startedAt,
    });
    say(io, `serving ${owner.mcpUrl}`);
  } catch (error) {
    say(io, `error: cannot publish the instance record under ${opened.runtime} (${describe(error)})`);
    status = 1;
    stopOnce();
  }
  return stopped;
}

function refuse(io: ServerIo, refusal: LaunchRefusal): number {
  say(io, `refused: ${refusal.code}: ${refusal.detail}`);
  return 3;
}

/** A thrown preparation failure keeps its stable code when it has one (e.g. `injected_fault`). */
function preparationFailure(error: unknown): LaunchRefusal {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'http_preparation_failed';
  return { code, detail: `preparation failed before the owner was published: ${describe(error)}` };
}

/** Releases ownership and removes a token this start generated, so a failed start leaves nothing behind. */
function abandon(opened: OpenedRuntime, bearer: BearerToken | undefined): void {
  opened.abandon();
  if (bearer?.created) {
    try {
      unlinkSync(bearer.created);
    } catch {
      // Already gone: nothing to withdraw.
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
