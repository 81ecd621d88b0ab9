import { isLaunchRefusal, parseLaunch, type ServerConfig } from '../launcher/index.js';
import { createSeamHook, SEAM_NAMES } from '../seams/index.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { SERVER_NAME, SERVER_VERSION } from '../mcp/index.js';
import { formatRoutes, listRoutes } from '../policy/index.js';
import { brainToolContext } from './brain-context.js';
import { EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { processClock, refuse, say, type ServerIo } from './io.js';
import { runOwnerSession } from './owner-session.js';
import { serveOwned } from './serve-owned.js';
import { stdioTransport } from './serve-stdio.js';
import { runHttp } from './run-http.js';
import { runBirth } from './run-birth.js';
import { HELP_TEXT } from './help-text.js';

/** Runs one server process to completion and returns its exit status. */
export async function main(io: ServerIo): Promise<number> {
  const parsed = parseLaunch({ argv: io.argv, env: io.env, cwd: io.cwd });
  if (isLaunchRefusal(parsed)) return refuse(io, parsed);
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
  if (parsed.grant === null) return serveUngranted(io, parsed);
  return runOwnerSession(io, parsed, (seams) => stdioTransport(io, seams));
}

function print(io: ServerIo, text: string): number {
  io.stdout.write(`${text}\n`);
  return EXIT_OK;
}

/** Without a grant nothing is owned, persisted or published: an empty brain on stdio, the same shutdown. */
function serveUngranted(io: ServerIo, cfg: ServerConfig): Promise<number> {
  say(io, 'note: no workspace grant (M1ND_WORKSPACE_ROOT or launcher_workspace_root); serving an empty, unpersisted graph');
  const seams = createSeamHook(cfg.seamsDir, io.pid);
  const actor = new BrainActor(emptyBrain());
  const tools = brainToolContext({ actor, runtime: null, grant: null, store: null, seams, clock: processClock(io), readOnly: cfg.readOnly });
  return serveOwned({ io, transport: stdioTransport(io, seams), seams, actor, tools, opened: null, checkpoint: async () => null, onSignal: (h) => io.onTerminate(h) });
}
