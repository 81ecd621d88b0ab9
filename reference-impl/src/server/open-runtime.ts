import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { resolveGrant, validateRuntime, type LaunchRefusal, type ServerConfig } from '../launcher/index.js';
import { LeaseGuard } from '../lifecycle/index.js';
import { errorCode } from '../records/index.js';
import type { SeamHook } from '../seams/index.js';
import { CheckpointStore, checkpointStoreDirOf, OwnerLock } from '../store/index.js';
import { recoverBirths } from '../birth/index.js';
import { processClock, say, type ServerIo } from './io.js';

/** A granted runtime this process now owns, before any preparation ran. */
export interface OpenedRuntime {
  grant: string;
  runtime: string;
  lock: OwnerLock;
  store: CheckpointStore;
  /** Releases ownership after a refusal or cancellation, removing only what opening created. */
  abandon(): void;
}

/** The process's lease-mutation guard: acquiring the owner lock runs inside it (see LeaseGuard). */
export const leaseGuard = new LeaseGuard();

/**
 * The one root policy every transport shares: canonical grant, runtime validation (read-only checks),
 * then ownership. Nothing is created before the checks pass. The lock is taken inside the lease guard,
 * through seam `bootstrap.owner_lock` (held with the lock file in place, not yet handed to the caller),
 * so a signal handled meanwhile waits for a whole lock rather than meeting a half-acquired one.
 */
export async function openRuntime(io: ServerIo, cfg: ServerConfig, seams: SeamHook): Promise<OpenedRuntime | LaunchRefusal> {
  const grant = resolveGrant(cfg);
  if ('code' in grant) return grant;
  const checked = validateRuntime(cfg.runtimeDir, grant.root, { uid: io.uid });
  if ('code' in checked) return checked;
  const runtime = checked.runtime;
  for (const name of cfg.overridesIgnored) say(io, `note: ${name} is ignored: with a workspace grant, derived state stays under ${runtime}`);

  const storeDir = checkpointStoreDirOf(runtime);
  const storeDirExisted = existsSync(storeDir);
  const abandon = (lock: OwnerLock): void => {
    lock.release();
    if (!storeDirExisted && existsSync(storeDir) && readdirSync(storeDir).length === 0) rmdirSync(storeDir);
  };
  const lock = await leaseGuard.run(async (): Promise<OwnerLock | LaunchRefusal> => {
    const acquired = OwnerLock.acquire(runtime, io.pid);
    if ('refused' in acquired) return { code: acquired.refused, detail: `process ${acquired.holderPid} owns ${runtime}` };
    try {
      await seams('bootstrap.owner_lock');
    } catch (error) {
      // Only an injected fault can fail here; the lock goes back before anyone sees it.
      abandon(acquired);
      return { code: errorCode(error) ?? 'runtime_lock_failed', detail: `taking ownership of ${runtime} failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    return acquired;
  });
  if (!(lock instanceof OwnerLock)) return lock;
  // A ceremony killed mid-birth left a staging folder: it is removed whole before anything is served.
  recoverBirths(runtime, processClock(io));
  return { grant: grant.root, runtime, lock, store: new CheckpointStore(runtime, seams), abandon: () => abandon(lock) };
}
