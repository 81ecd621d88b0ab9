import { parseLaunch, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import { createSeamHook, SEAM_NAMES } from '../seams/index.js';
import { prepareWorkspace } from '../bootstrap/index.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { SERVER_NAME, SERVER_VERSION } from '../mcp/index.js';
import { formatRoutes, listRoutes } from '../policy/index.js';
import { say, type ServerIo } from './io.js';
import { serveStdio } from './serve-stdio.js';
import { openRuntime } from './open-runtime.js';
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

async function runStdio(io: ServerIo, cfg: ServerConfig): Promise<number> {
  const seams = createSeamHook(cfg.seamsDir, io.pid);
  if (cfg.grant === null) return serveUngranted(io, cfg);
  const opened = openRuntime(io, cfg, seams);
  if ('code' in opened) return refuse(io, opened);

  const cancel = new AbortController();
  let terminate: ((signal: string) => void) | null = null;
  io.onTerminate((signal) => {
    if (terminate) terminate(signal);
    else cancel.abort(new Error(`received ${signal}`));
  });

  let prepared;
  try {
    prepared = await prepareWorkspace({ grant: opened.grant, runtime: opened.runtime, store: opened.store, seams, signal: cancel.signal });
  } catch (error) {
    opened.abandon();
    if (cancel.signal.aborted) {
      say(io, 'startup cancelled before serving; no owner remains');
      return EXIT_CANCELLED;
    }
    say(io, `error: preparation failed: ${describe(error)}`);
    return EXIT_INTERNAL;
  }
  if (!prepared.ok) {
    opened.abandon();
    return refuse(io, prepared.refusal);
  }
  return serveStdio(io, { actor: prepared.actor, runtime: opened.runtime, grant: opened.grant, store: opened.store, seams, lock: opened.lock, onTerminate: (fn) => (terminate = fn) });
}

async function serveUngranted(io: ServerIo, cfg: ServerConfig): Promise<number> {
  say(io, 'note: no workspace grant (M1ND_WORKSPACE_ROOT or launcher_workspace_root); serving an empty, unpersisted graph');
  return serveStdio(io, { actor: new BrainActor(emptyBrain()), runtime: null, grant: null, store: null, seams: createSeamHook(cfg.seamsDir, io.pid), lock: null, onTerminate: (fn) => io.onTerminate(fn) });
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
