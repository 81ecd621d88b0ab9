// A scan pool's worker thread: reads and parses the batches of files it is sent, one batch at a time, and answers
// each batch with one message. Started only by scan-pool.ts.
import { parentPort } from 'node:worker_threads';
import { scanFile, type ScanResult } from './scan-file.js';
import type { BatchRequest, BatchReply } from './scan-pool.js';

const port = parentPort;
if (!port) throw new Error('scan-worker.ts runs only as a worker thread started by the scan pool');

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: BatchRequest) => {
  queue = queue.then(async () => {
    let reply: BatchReply;
    try {
      const results: ScanResult[] = [];
      for (const task of request.tasks) results.push(await scanFile(request.root, task, request.scanStartMs));
      reply = { batch: request.batch, results };
    } catch (error) {
      reply = { batch: request.batch, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
});
