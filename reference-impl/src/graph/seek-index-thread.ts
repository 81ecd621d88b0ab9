// Builds a snapshot's seek index on a thread of its own (seek-index-worker.ts) while the caller reads the snapshot,
// so a warm start's first seek finds the index made: at 100k small files, building it after the read took 2-3 s
// of a 6.5-7.4 s warm start on 2 cores.
import type { SeekIndex } from './seek-index.js';
import type { SeekIndexReply, SeekIndexRequest } from './seek-index-worker.js';
import { startGraphWorker } from './start-worker.js';

/** What the thread read: the sha256 of the file's bytes, its node count, and their index. */
export interface SnapshotSeekIndex {
  sha256: string;
  nodeCount: number;
  index: SeekIndex;
}

export interface SeekIndexThread {
  /** The index, or null when the thread failed or was cancelled (the index is then built when first needed). */
  readonly result: Promise<SnapshotSeekIndex | null>;
  /** Ends the thread; `result` then gives null. */
  cancel(): void;
  /** Settles once the thread has ended: true when it had answered, false when it ended first (failed, cancelled). */
  readonly ended: Promise<boolean>;
}

/** Starts building the seek index of the snapshot at `path`; the thread ends once it has answered, or when cancelled. */
export function buildSeekIndexOnThread(path: string): SeekIndexThread {
  const worker = startGraphWorker('seek-index-worker', import.meta.url, { workerData: { path } satisfies SeekIndexRequest });
  let settle: (value: SnapshotSeekIndex | null) => void = () => {};
  const result = new Promise<SnapshotSeekIndex | null>((resolve) => (settle = resolve));
  let answered = false;
  worker.once('message', (reply: SeekIndexReply) => {
    answered = true;
    settle('index' in reply ? reply : null);
  });
  worker.once('error', () => settle(null));
  const ended = new Promise<boolean>((resolve) =>
    worker.once('exit', () => {
      settle(null);
      resolve(answered);
    }),
  );
  return {
    result,
    ended,
    cancel() {
      settle(null);
      void worker.terminate();
    },
  };
}
