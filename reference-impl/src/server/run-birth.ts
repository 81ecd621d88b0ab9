import { runBirthCeremony } from '../birth/index.js';
import type { ServerConfig } from '../launcher/index.js';
import { createSeamHook } from '../seams/index.js';
import { EXIT_CANCELLED, EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { describe, processClock, refuse, say, type ServerIo } from './io.js';

/**
 * The human birth ceremony (`--birth <root>`): the only ingress that may create a brain. Exit 0 with
 * a receipt on stdout, 3 on a refusal, 143 when SIGTERM cancelled it before its commit.
 */
export async function runBirth(io: ServerIo, cfg: ServerConfig): Promise<number> {
  const cancel = new AbortController();
  io.onTerminate((signal) => cancel.abort(new Error(`received ${signal}`)));
  let outcome;
  try {
    outcome = await runBirthCeremony({
      rootRaw: cfg.birth ?? '',
      runtimeRaw: cfg.runtimeDir,
      grantRaw: cfg.grant,
      cwd: io.cwd,
      uid: io.uid,
      ...processClock(io),
      seams: createSeamHook(cfg.seamsDir, io.pid),
      signal: cancel.signal,
    });
  } catch (error) {
    say(io, `error: birth failed: ${describe(error)}; nothing was created`);
    return EXIT_INTERNAL;
  }
  if (outcome.ok) {
    const r = outcome.receipt;
    say(io, `born ${r.root} as brain ${r.brain_id} (${r.node_count} nodes)`);
    io.stdout.write(`${JSON.stringify(r)}\n`);
    return EXIT_OK;
  }
  if ('cancelled' in outcome) {
    say(io, 'birth cancelled before its commit; nothing was created');
    return EXIT_CANCELLED;
  }
  return refuse(io, outcome.refusal);
}
