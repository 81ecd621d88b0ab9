import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { resolveGrant, validateRuntime, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import type { SeamHook } from '../seams/index.js';
import { CheckpointStore, OwnerLock } from '../store/index.js';
import { say, type ServerIo } from './io.js';

/** A granted runtime this process now owns, before any preparation ran. */
export interface OpenedRuntime {
  grant: string;
  runtime: string;
  lock: OwnerLock;
  store: CheckpointStore;
  /** Releases ownership after a refusal or cancellation, removing only what opening created. */
  abandon(): void;
}

/**
 * The one root policy every transport shares: canonical grant, runtime validation (read-only checks),
 * then ownership. Nothing is created before the checks pass.
 */
export function openRuntime(io: ServerIo, cfg: ServerConfig, seams: SeamHook): OpenedRuntime | LaunchRefusal {
  const grant = resolveGrant(cfg);
  if ('code' in grant) return grant;
  const checked = validateRuntime(cfg.runtimeDir, grant.root, { uid: io.uid });
  if ('code' in checked) return checked;
  const runtime = checked.runtime;
  for (const name of cfg.overridesIgnored) say(io, `note: ${name} is ignored: with a workspace grant, derived state stays under ${runtime}`);

  const storeDir = join(runtime, 'checkpoint-store');
  const storeDirExisted = existsSync(storeDir);
  const lock = OwnerLock.acquire(runtime);
  if ('refused' in lock) return { code: lock.refused, detail: `process ${lock.holderPid} owns ${runtime}` };
  return {
    grant: grant.root,
    runtime,
    lock,
    store: new CheckpointStore(runtime, seams),
    abandon: () => {
      lock.release();
      if (!storeDirExisted && existsSync(storeDir) && readdirSync(storeDir).length === 0) rmdirSync(storeDir);
    },
  };
}
