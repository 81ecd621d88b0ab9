import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseLaunch, resolveGrant, validateRuntime, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import { createSeamHook, SEAM_NAMES } from '../seams/index.js';
import { CheckpointStore, OwnerLock } from '../store/index.js';
import { prepareWorkspace } from '../bootstrap/index.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { SERVER_NAME, SERVER_VERSION } from '../mcp/index.js';
import { say, type ServerIo } from './io.js';
import { serveStdio } from './serve-stdio.js';
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

async function runStdio(io: ServerIo, cfg: ServerConfig): Promise<number> {
  const seams = createSeamHook(cfg.seamsDir, io.pid);
  if (cfg.grant === null) return serveUngranted(io, cfg);

  const grant = resolveGrant(cfg);
  if ('code' in grant) return refuse(io, grant);
  const checked = validateRuntime(cfg.runtimeDir, grant.root, { uid: io.uid });
  if ('code' in checked) return refuse(io, checked);
  const runtime = checked.runtime;
  for (const name of cfg.overridesIgnored) say(io, `note: ${name} is ignored: with a workspace grant, derived state stays under ${runtime}`);

  const storeDirExisted = existsSync(join(runtime, 'checkpoint-store'));
  const lock = OwnerLock.acquire(runtime);
  if ('refused' in lock) return refuse(io, { code: lock.refused, detail: `process ${lock.holderPid} owns ${runtime}` });
  const undoLock = (): void => {
    lock.release();
    removeIfEmptyAndNew(join(runtime, 'checkpoint-store'), storeDirExisted);
  };

  const cancel = new AbortController();
  let serving = false;
  let terminate: ((signal: string) => void) | null = null;
  io.onTerminate((signal) => {
    if (serving && terminate) terminate(signal);
    else cancel.abort(new Error(`received ${signal}`));
  });

  const store = new CheckpointStore(runtime, seams);
  let prepared;
  try {
    prepared = await prepareWorkspace({ grant: grant.root, runtime, store, seams, signal: cancel.signal });
  } catch (error) {
    undoLock();
    if (cancel.signal.aborted) {
      say(io, 'startup cancelled before serving; no owner remains');
      return EXIT_CANCELLED;
    }
    say(io, `error: preparation failed: ${describe(error)}`);
    return EXIT_INTERNAL;
  }
  if (!prepared.ok) {
    undoLock();
    return refuse(io, prepared.refusal);
  }
  serving = true;
  return serveStdio(io, { actor: prepared.actor, runtime, grant: grant.root, store, seams, lock, onTerminate: (fn) => (terminate = fn) });
}

async function serveUngranted(io: ServerIo, cfg: ServerConfig): Promise<number> {
  say(io, 'note: no workspace grant (M1ND_WORKSPACE_ROOT or launcher_workspace_root); serving an empty, unpersisted graph');
  return serveStdio(io, { actor: new BrainActor(emptyBrain()), runtime: null, grant: null, store: null, seams: createSeamHook(cfg.seamsDir, io.pid), lock: null, onTerminate: (fn) => io.onTerminate(fn) });
}

function removeIfEmptyAndNew(dir: string, existedBefore: boolean): void {
  if (existedBefore || !existsSync(dir)) return;
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
