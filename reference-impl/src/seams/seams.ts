import { existsSync, renameSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A named point where the test protocol may hold or fail an operation. */
export type SeamHook = (name: string) => Promise<void>;

export class InjectedFault extends Error {
  readonly code = 'injected_fault';
  constructor(readonly seam: string) {
    super(`injected_fault at seam ${seam}`);
  }
}

/** The no-op hook used when `M1ND_TEST_SEAMS_DIR` is unset: the protocol is inert in production. */
export const noSeams: SeamHook = async () => {};

/**
 * The implementation side of the seam protocol: `<dir>/S.fail` fails the operation,
 * `<dir>/S.hold` writes `<dir>/S.reached` (our pid) and waits for `<dir>/S.release`.
 * With `signal`, a hold ends early when it aborts (rejecting with its reason), so a cancelled
 * start is never kept alive by a held seam.
 */
export function createSeamHook(dir: string | null, pid: number, signal?: AbortSignal): SeamHook {
  if (!dir) return noSeams;
  return async (name: string) => {
    signal?.throwIfAborted();
    if (existsSync(join(dir, `${name}.fail`))) throw new InjectedFault(name);
    if (!existsSync(join(dir, `${name}.hold`))) return;
    const reached = join(dir, `${name}.reached`);
    const temp = `${reached}.${pid}.tmp`;
    writeFileSync(temp, `${pid}\n`);
    renameSync(temp, reached);
    await waitForFile(dir, `${name}.release`, signal);
    if (existsSync(join(dir, `${name}.fail`))) throw new InjectedFault(name);
  };
}

function waitForFile(dir: string, file: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = join(dir, file);
    // fs.watch can miss an event on some filesystems; a slow re-check backs it up.
    const watcher = watch(dir, () => check());
    const timer = setInterval(check, 250);
    const stop = (): void => {
      watcher.close();
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    function onAbort(): void {
      stop();
      reject(signal?.reason);
    }
    function check(): void {
      if (!existsSync(target)) return;
      stop();
      resolve();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}
