import { watch, type FSWatcher } from 'node:fs';

/**
 * Resolves when `dir` reports a change, after `maxMs` (a bounded re-check: fs.watch may miss events),
 * or as soon as `signal` aborts. Never rejects; the caller re-checks its condition.
 */
export function waitForChange(dir: string, maxMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let watcher: FSWatcher | null = null;
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      watcher?.close();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    signal.addEventListener('abort', done, { once: true });
    try {
      watcher = watch(dir, { persistent: true }, done);
      watcher.on('error', done);
    } catch {
      /* the timer alone bounds the wait */
    }
    if (signal.aborted) done();
  });
}
