// Whole-file reads on a worker thread: a read that blocks (a stalled disk, a huge model) holds no lock,
// no actor and not the main thread, so a SIGTERM is still handled; aborting (or process exit) ends the worker.
import { Worker } from 'node:worker_threads';

export type IsolatedRead = { path: string; bytes: Buffer } | { path: string; errorCode: string | null; message: string };

// Plain CommonJS evaluated in the worker: no module resolution, so it runs the same from sources and from dist.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const out = workerData.paths.map((path) => {
  try {
    return { path, bytes: readFileSync(path) };
  } catch (e) {
    return { path, errorCode: e && e.code ? String(e.code) : null, message: String(e && e.message) };
  }
});
parentPort.postMessage(out);
`;

/** Reads each path whole, in order, on a worker; per-file failures are data, an abort rejects with its reason. */
export function readFilesIsolated(paths: readonly string[], signal?: AbortSignal): Promise<IsolatedRead[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { paths: [...paths] } });
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    function onAbort(): void {
      finish(() => reject(signal?.reason));
      void worker.terminate();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reads: Array<{ path: string; bytes?: Uint8Array; errorCode?: string | null; message?: string }>) =>
      finish(() =>
        resolve(reads.map((r) => (r.bytes ? { path: r.path, bytes: Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength) } : { path: r.path, errorCode: r.errorCode ?? null, message: r.message ?? 'unreadable' }))),
      ),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`the file-reading worker exited (${code}) before answering for ${paths.join(', ')}`))));
  });
}

/** One file, isolated; a failure throws an Error carrying the errno `code` (as fs.readFile would). */
export async function readFileIsolated(path: string, signal?: AbortSignal): Promise<Buffer> {
  const [read] = await readFilesIsolated([path], signal);
  if (read && 'bytes' in read) return read.bytes;
  const error = new Error(read?.message ?? `cannot read ${path}`) as NodeJS.ErrnoException;
  if (read?.errorCode) error.code = read.errorCode;
  throw error;
}
