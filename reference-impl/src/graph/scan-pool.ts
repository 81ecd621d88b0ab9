// Reads and parses a scan's files on worker threads sized to the cores, in batches (one message per batch each
// way), so parsing runs in parallel while the caller keeps the walk order. Every worker is terminated on every path.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScanOutcome, ScanTask } from './scan-file.js';

export interface BatchRequest {
  batch: number;
  tasks: ScanTask[];
}

export type BatchReply = { batch: number; outcomes: ScanOutcome[] } | { batch: number; error: string };

/** Most threads a scan starts: past this the main thread's merging, not parsing, bounds the scan. */
export const MAX_SCAN_WORKERS = 8;
/** Fewest files worth a worker of their own: a worker's start (module load, grammars) costs tens of milliseconds. */
export const MIN_FILES_PER_WORKER = 250;
const BATCH_FILES = 32;
const BATCHES_IN_FLIGHT = 2;

/** How many workers a scan of `files` files starts by default; 0 scans inline. */
export function defaultWorkerCount(files: number): number {
  const count = Math.min(availableParallelism(), MAX_SCAN_WORKERS, Math.floor(files / MIN_FILES_PER_WORKER));
  // One worker only moves the parsing off the main thread, at the cost of its start: inline is faster.
  return count >= 2 ? count : 0;
}

/**
 * Runs `tasks` on `workers` threads; `onOutcome(index, outcome)` is called for every task, batch by batch.
 * Rejects with the signal's reason on abort and with an Error naming the batch's first file when a worker fails.
 */
export function runScanPool(
  root: string,
  tasks: readonly ScanTask[],
  workers: number,
  onOutcome: (index: number, outcome: ScanOutcome) => void,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  const threads: Worker[] = [];
  const stopAll = () => Promise.all(threads.map((w) => w.terminate())).then(() => undefined);
  const batches = Math.ceil(tasks.length / BATCH_FILES);
  let nextBatch = 0;
  let repliesLeft = batches;

  const run = new Promise<void>((resolve, reject) => {
    if (batches === 0) return resolve();
    const onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (error?: unknown) => {
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const send = (worker: Worker) => {
      if (nextBatch >= batches) return;
      const batch = nextBatch++;
      worker.postMessage({ batch, tasks: tasks.slice(batch * BATCH_FILES, (batch + 1) * BATCH_FILES) } satisfies BatchRequest);
    };
    for (let i = 0; i < Math.min(workers, batches); i++) {
      const worker = startWorker(root);
      threads.push(worker);
      worker.on('message', (reply: BatchReply) => {
        const first = reply.batch * BATCH_FILES;
        if ('error' in reply) {
          finish(new Error(`a scan worker failed on the batch starting at ${tasks[first]?.absPath}: ${reply.error}`));
          return;
        }
        reply.outcomes.forEach((outcome, k) => onOutcome(first + k, outcome));
        if (--repliesLeft === 0) finish();
        else send(worker);
      });
      worker.on('error', (error) => finish(new Error(`a scan worker of ${root} failed: ${error.message}`, { cause: error })));
      worker.on('exit', (code) => {
        if (repliesLeft > 0) finish(new Error(`a scan worker of ${root} exited (status ${code}) with ${repliesLeft} batches unanswered`));
      });
      for (let k = 0; k < BATCHES_IN_FLIGHT; k++) send(worker);
    }
  });
  // Workers end before the scan settles, on success, failure and abort alike, so none keeps the process alive.
  return run.then(stopAll, async (error: unknown) => {
    await stopAll();
    throw error;
  });
}

/**
 * Starts the worker file beside this one: scan-worker.js from the build, scan-worker.cjs beside the CommonJS
 * bundle, scan-worker.ts from source.
 */
function startWorker(root: string): Worker {
  const ext = path.extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./scan-worker${ext}`, import.meta.url);
  if (ext === '.js' || ext === '.cjs') return new Worker(entry, { workerData: { root } });
  // From source (the unit tests run under tsx), a Node 20 worker does not inherit the loader: it loads its entry
  // through the loader's own API.
  const loader = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(loader)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: { root } });
}
