// Reads and parses a scan's files on worker threads sized to the cores, in batches (one message per batch each
// way), so parsing runs in parallel while the caller keeps the walk order; the calling thread may take batches too.
// After a scan that succeeded its workers may be kept a short while for the next one (a refresh), never keeping the
// process alive; after a failure or an abort they are terminated.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { scanFile, type ScanResult, type ScanTask } from './scan-file.js';
import { startGraphWorker } from './start-worker.js';

export interface BatchRequest {
  /** The canonical root the tasks' paths lie in. */
  root: string;
  batch: number;
  tasks: ScanTask[];
  /** When the scan began (scan-file.ts). */
  scanStartMs: number;
}

export type BatchReply = { batch: number; results: ScanResult[] } | { batch: number; error: string };

/** Most threads a scan starts: past this the main thread's merging, not parsing, bounds the scan. */
export const MAX_SCAN_WORKERS = 8;
/** Fewest files worth a worker of their own in a refresh, which mostly reads and digests (below). */
export const MIN_FILES_PER_WORKER = 250;
/**
 * Fewest bytes of source to parse for each thread of a first scan. A worker is ready to parse a third of a second or
 * more after it starts (module load 50-70 ms, grammars 80, the TypeScript query 90-180 when the cores are free),
 * and its replies cost the calling thread a copy of every file's part, so on few cores a small tree parses faster
 * on the calling thread alone. Measured on 2 cores, a process that imports the graph module and scans, with the
 * server's optimising budget (server/engine-tiering.ts), inline against the calling thread with one worker (medians
 * of 3-7 runs; two figures where two sets of runs differed): 1k generated files (0.46 MB) 650-662 ms against 607-649
 * ms; 3k generated files (1.4 MB) 1.46 s against 1.35 s; the reference's source (1.9 MB) 1.25-1.28 s against
 * 1.05-1.09 s; 10k generated files (4.8 MB) 3.81 s against 2.92 s; the kit's dependencies (28 MB) 6.09 s against
 * 4.66 s. So a second thread starts from 1 MiB: below it the gain is within the runs' noise while the worker holds
 * about 40 MiB more. With V8's default budget the worker gained next to nothing below about 4 MB (the reference's
 * source 1.31 s inline against 1.28 s), since compiling its own code competed with the calling thread's.
 */
export const MIN_PARSE_BYTES_PER_THREAD = 512 << 10;
/** Files per batch: small enough for the threads to share a first scan's parsing evenly. */
const BATCH_FILES = 32;
/**
 * Files per batch of a refresh, which reads and digests many files (those its stamps did not confirm) but parses
 * few: with batches of 32 the threads spent much of such a refresh waiting on messages.
 */
const REFRESH_BATCH_FILES = 512;
const BATCHES_IN_FLIGHT = 2;
/** Files the calling thread reads and parses between turns of the event loop, when it shares a scan's batches. */
const CALLER_TURN_FILES = 8;

/**
 * Fewest files for a refresh to read on workers. A refresh reads and digests every file whose stamp no longer holds
 * (an lstat, for one that does) but parses only the changed ones, and reading and digesting a small file costs ten
 * to twenty microseconds: below this, starting workers (each compiling its grammars) costs more than it saves.
 * Measured before stamps, on 2 cores: a refresh of 1% of a 10k-file tree took 438-460 ms inline against 505-527 ms
 * on workers, with 30% less CPU and 35 MiB less memory.
 */
export const MIN_FILES_FOR_REFRESH_WORKERS = 20_000;

/** How many workers a refresh reading `files` files starts by default; 0 reads inline. */
export function refreshWorkerCount(files: number): number {
  if (files < MIN_FILES_FOR_REFRESH_WORKERS) return 0;
  const count = Math.min(availableParallelism(), MAX_SCAN_WORKERS, Math.floor(files / MIN_FILES_PER_WORKER));
  // One worker only moves the reading off the main thread, at the cost of its start: inline is faster.
  return count >= 2 ? count : 0;
}

/** Threads a scan parses on: `workers` started ones, and the calling thread when `callerShares`. */
export interface ScanThreads {
  workers: number;
  callerShares: boolean;
}

/**
 * The threads a first scan that parses about `parseBytes` bytes of source runs on by default: one for every
 * MIN_PARSE_BYTES_PER_THREAD, up to the cores; the calling thread is one of them, and a scan that needs one thread
 * only starts no worker.
 */
export function firstScanThreads(parseBytes: number, cores = availableParallelism()): ScanThreads {
  const threads = Math.min(cores, MAX_SCAN_WORKERS, Math.floor(parseBytes / MIN_PARSE_BYTES_PER_THREAD));
  return threads >= 2 ? { workers: threads - 1, callerShares: true } : { workers: 0, callerShares: false };
}

/** One scan's share for the pool. */
export interface PoolScan {
  /** The canonical root the tasks' paths lie in. */
  root: string;
  tasks: readonly ScanTask[];
  /** How many threads to run the tasks on. */
  workers: number;
  /** Called with every task's result (by its index in `tasks`), batch by batch. */
  onOutcome: (index: number, result: ScanResult) => void;
  /** When the scan began (scan-file.ts). */
  scanStartMs: number;
  signal?: AbortSignal;
  /** How many of its workers a scan that succeeded keeps for the next scan (default: all); the others end with it. */
  keep?: number;
  /** A refresh, sent in larger batches. */
  refresh?: boolean;
  /** The calling thread reads and parses batches too, between which it lets the event loop turn. */
  callerShares?: boolean;
}

/**
 * Runs a scan's tasks on worker threads. Rejects with the signal's reason on abort and with an Error naming the
 * batch's first file when a worker fails. Kept workers serve the next scan, the ones kept first; a worker that
 * parsed a large tree holds hundreds of MiB until it ends, so a caller that scans a large tree once keeps none.
 */
export function runScanPool(scan: PoolScan): Promise<void> {
  const { root, tasks, workers, onOutcome, scanStartMs, signal, keep = workers, refresh = false, callerShares = false } = scan;
  signal?.throwIfAborted();
  // A refresh's batches grow with the tree, up to REFRESH_BATCH_FILES, while every thread still gets sixteen or more
  // (the changed files of a branch switch lie together in walk order: a few large batches would hold all the parsing).
  const starts = refresh ? evenBatches(tasks.length, Math.min(REFRESH_BATCH_FILES, Math.max(BATCH_FILES, Math.ceil(tasks.length / (workers * 16))))) : guidedBatches(tasks.length, workers + (callerShares ? 1 : 0));
  const batches = starts.length - 1;
  if (batches === 0) return Promise.resolve();
  pooledScans++;
  const threads = takeThreads(Math.min(workers, batches));
  let nextBatch = 0;
  let repliesLeft = batches;
  /** Removes this scan's listeners from its workers. */
  const detach: (() => void)[] = [];

  const run = new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    const finish = (error?: unknown) => {
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const send = (worker: Worker) => {
      if (nextBatch >= batches) return;
      const batch = nextBatch++;
      worker.postMessage({ root, batch, tasks: tasks.slice(starts[batch], starts[batch + 1]), scanStartMs } satisfies BatchRequest);
    };
    for (const worker of threads) {
      const onMessage = (reply: BatchReply) => {
        const first = starts[reply.batch]!;
        if ('error' in reply) {
          finish(new Error(`a scan worker failed on the batch starting at ${tasks[first]?.absPath}: ${reply.error}`));
          return;
        }
        reply.results.forEach((result, k) => onOutcome(first + k, result));
        if (--repliesLeft === 0) finish();
        else send(worker);
      };
      const onError = (error: Error) => finish(new Error(`a scan worker of ${root} failed: ${error.message}`, { cause: error }));
      const onExit = (code: number) => {
        if (repliesLeft > 0) finish(new Error(`a scan worker of ${root} exited (status ${code}) with ${repliesLeft} batches unanswered`));
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      detach.push(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
      for (let k = 0; k < BATCHES_IN_FLIGHT; k++) send(worker);
    }
    if (!callerShares) return;
    // The calling thread's share: the next batch no worker has taken, then a turn of the event loop, in which the
    // workers' replies are taken and more batches sent them.
    void (async () => {
      while (!settled && nextBatch < batches) {
        const batch = nextBatch++;
        const first = starts[batch]!;
        callerBatches++;
        const end = starts[batch + 1]!;
        try {
          for (let k = first; k < end; k++) {
            onOutcome(k, await scanFile(root, tasks[k] as ScanTask, scanStartMs, signal));
            // The workers' replies wait for a turn of the event loop: taken every few files, a worker that finished
            // its batches gets the next ones before it runs dry.
            if ((k - first) % CALLER_TURN_FILES === CALLER_TURN_FILES - 1 && k + 1 < end) await nextTurn();
          }
        } catch (error) {
          finish(error);
          return;
        }
        if (--repliesLeft === 0) finish();
        else await nextTurn();
      }
    })();
  });
  // A scan that succeeded may lend its workers to the next; any other outcome ends them before the scan settles.
  return run.then(
    async () => {
      for (const off of detach) off();
      const kept = threads.slice(0, keep);
      if (kept.length > 0) keepThreads(kept);
      await endThreads(threads.slice(kept.length));
    },
    async (error: unknown) => {
      await endThreads(threads);
      throw error;
    },
  );
}

/** Where each batch of `files` files of `size` each starts, and the end last. */
export function evenBatches(files: number, size: number): number[] {
  const starts: number[] = [];
  for (let at = 0; at < files; at += size) starts.push(at);
  starts.push(files);
  return starts;
}

/** Fewest files in a batch of a first scan: below this the messages cost more than the batch's parsing. */
const MIN_BATCH_FILES = 4;

/**
 * Where each batch of a first scan shared by `threads` threads starts, and the end last: BATCH_FILES each until
 * what is left, split among the threads a few times over, is less, then smaller and smaller, down to
 * MIN_BATCH_FILES. A thread that takes the last large batch would otherwise keep parsing it while the others, done,
 * wait for it: on the reference's source (575 files, two threads) the calling thread waited about 100 ms for the
 * worker's last batches.
 */
export function guidedBatches(files: number, threads: number): number[] {
  const starts: number[] = [];
  let at = 0;
  while (at < files) {
    starts.push(at);
    at += Math.max(MIN_BATCH_FILES, Math.min(BATCH_FILES, Math.ceil((files - at) / (Math.max(1, threads) * BATCHES_IN_FLIGHT * 2))));
  }
  starts.push(files);
  return starts;
}

/** How long idle workers wait for the next scan before they are ended. */
export const IDLE_WORKERS_MS = 30_000;

/** Workers left by the last scan that succeeded, idle and unreferenced, with the timer that ends them. */
let idle: { threads: Worker[]; timer: NodeJS.Timeout; detach: () => void } | null = null;

/** `count` threads: the kept ones first (any beyond `count` end), then new ones. */
function takeThreads(count: number): Worker[] {
  const kept = idle;
  idle = null;
  const threads: Worker[] = [];
  if (kept) {
    clearTimeout(kept.timer);
    kept.detach();
    threads.push(...kept.threads.slice(0, count));
    void endThreads(kept.threads.slice(count));
    for (const worker of threads) worker.ref();
  }
  while (threads.length < count) threads.push(startWorker());
  return threads;
}

function keepThreads(threads: Worker[]): void {
  // A kept worker that fails or exits is never lent again.
  const drop = () => void dropIdle(threads);
  for (const worker of threads) {
    worker.unref();
    worker.on('error', drop).on('exit', drop);
  }
  const detach = () => {
    for (const worker of threads) worker.off('error', drop).off('exit', drop);
  };
  void dropIdle();
  const timer = setTimeout(drop, IDLE_WORKERS_MS);
  timer.unref();
  idle = { threads, timer, detach };
}

/** Ends the kept workers (only if they are `threads`, when given). */
function dropIdle(threads?: Worker[]): Promise<void> {
  const kept = idle;
  if (!kept || (threads !== undefined && kept.threads !== threads)) return Promise.resolve();
  clearTimeout(kept.timer);
  kept.detach();
  idle = null;
  return endThreads(kept.threads);
}

function endThreads(threads: Worker[]): Promise<void> {
  return Promise.all(threads.map((w) => w.terminate())).then(() => undefined);
}

let pooledScans = 0;
let callerBatches = 0;

/** How many scans of this process sent files to workers (a diagnostic: which scans were pooled, not how fast). */
export function pooledScanCount(): number {
  return pooledScans;
}

/** How many batches of pooled scans this process's calling thread read and parsed itself (a diagnostic, as above). */
export function callerBatchCount(): number {
  return callerBatches;
}

/** How many workers are kept for the next scan (0 when none are). */
export function idleWorkerCount(): number {
  return idle?.threads.length ?? 0;
}

/** Ends the workers kept for the next scan, if any (a process that is about to exit need not call it). */
export function releaseIdleWorkers(): Promise<void> {
  return dropIdle();
}

/** Starts a scan worker (scan-worker.ts). */
function startWorker(): Worker {
  return startGraphWorker('scan-worker', import.meta.url);
}
