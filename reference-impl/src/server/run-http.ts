import { unlinkSync } from 'node:fs';
import { DEFAULT_HTTP_PORT, validateBind, type ServerConfig } from '../launcher/index.js';
import { ensureRuntimeToken, HttpOwner, readConfiguredToken, type BearerCredential } from '../http/index.js';
import { describe, refuse, say, type ServerIo } from './io.js';
import { runOwnerSession } from './owner-session.js';
import type { OwnerTransport } from './owner-transport.js';
import type { Prepare } from './prepare-owned.js';

export interface RunHttpDeps {
  /** The preparation every transport shares; replaceable only to test the publish order. */
  prepare?: Prepare;
}

/**
 * The authenticated loopback HTTP owner (`--serve`). Refusals that need nothing come first; then the
 * owner session, whose transport adds the bearer and the listener before preparation (requests wait
 * `503 preparing`) and admits only the prepared brain, before it is published.
 */
export async function runHttp(io: ServerIo, cfg: ServerConfig, deps: RunHttpDeps = {}): Promise<number> {
  const bind = validateBind(cfg.bind);
  if ('code' in bind) return refuse(io, bind);
  const configured = readConfiguredToken(io.env, io.uid);
  if (configured !== null && 'code' in configured) return refuse(io, configured);
  return runOwnerSession(io, cfg, () => httpTransport(io, cfg, bind.host, configured), deps.prepare);
}

function httpTransport(io: ServerIo, cfg: ServerConfig, host: string, configured: BearerCredential | null): OwnerTransport {
  let bearer: BearerCredential | null = configured;
  let owner: HttpOwner | null = null;
  const port = cfg.port ?? DEFAULT_HTTP_PORT;
  return {
    ingress: 'http',
    rules: 'publish-gated',
    async attach(opened) {
      try {
        bearer ??= ensureRuntimeToken(opened.runtime, io.uid);
      } catch (error) {
        return { failed: `error: cannot write the bearer token under ${opened.runtime} (${describe(error)}); check the runtime directory is writable` };
      }
      try {
        owner = await HttpOwner.listen({ host, port, token: bearer.token, runtime: opened.runtime, report: (line) => say(io, line) });
      } catch (error) {
        return { failed: `error: cannot listen on ${host}:${port} (${describe(error)}); pass a free --port, or --port 0 for an ephemeral one` };
      }
      return null;
    },
    preparationSeams: { before: 'http.prepare', after: 'http.actor_started' },
    admit: (tools) => owner?.admit(tools),
    open: () => {},
    address: () => ({ bind: owner?.address.address ?? null, port: owner?.address.port ?? null }),
    servingLine: () => (owner ? `serving ${owner.mcpUrl}` : null),
    close: async () => owner?.close(),
    abandon() {
      // A token this start generated goes with it, so a failed start leaves nothing behind.
      if (!bearer?.created) return;
      try {
        unlinkSync(bearer.created);
      } catch {
        // Already gone: nothing to withdraw.
      }
    },
  };
}
