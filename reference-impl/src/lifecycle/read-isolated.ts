// Whole-file reads in a child process. A read that blocks (a stalled disk, a FIFO, a huge model) then
// holds no lock, no actor and no thread of the server: Node joins its own threads (workers, the fs
// thread pool) before exiting, so a read blocked there would keep a cancelled server from exiting.
import { spawn } from 'node:child_process';

export type IsolatedRead = { path: string; bytes: Buffer } | { path: string; errorCode: string | null; message: string };

// The child kills itself when its stdin closes, i.e. when the server exits for any reason.
const CHILD_SOURCE = `
const { readFile } = require('node:fs/promises');
process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.resume();
(async () => {
  for (const path of process.argv.slice(1)) {
    let head, bytes = null;
    try {
      bytes = await readFile(path);
      head = { path, size: bytes.length };
    } catch (e) {
      head = { path, errorCode: e && e.code ? String(e.code) : null, message: String(e && e.message) };
    }
    process.stdout.write(JSON.stringify(head) + '\\n');
    if (bytes) process.stdout.write(bytes);
  }
  process.stdout.end(() => process.exit(0));
})();
`;

/** Reads each path whole, in order, in a child; per-file failures are data, an abort kills the child and rejects with its reason. */
export function readFilesIsolated(paths: readonly string[], signal?: AbortSignal): Promise<IsolatedRead[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    // An empty environment: nothing inherited (NODE_OPTIONS, loaders) changes what the child runs.
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE, ...paths], { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    function onAbort(): void {
      child.kill('SIGKILL');
      finish(() => reject(signal?.reason));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (b: Buffer) => chunks.push(b));
    child.stderr.on('data', (b: Buffer) => errors.push(b));
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code, sig) =>
      finish(() => {
        const reads = code === 0 ? parseFrames(Buffer.concat(chunks)) : null;
        if (reads && reads.length === paths.length) return resolve(reads);
        const why = Buffer.concat(errors).toString('utf8').trim().split('\n')[0] ?? '';
        reject(new Error(`the file reader for ${paths.join(', ')} ended (${sig ?? code}) without answering${why ? `: ${why}` : ''}`));
      }),
    );
  });
}

/** `<json header>\n<size bytes>` per file, as the child writes them. */
function parseFrames(out: Buffer): IsolatedRead[] | null {
  const reads: IsolatedRead[] = [];
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(0x0a, at);
    if (nl < 0) return null;
    const head = JSON.parse(out.subarray(at, nl).toString('utf8')) as { path: string; size?: number; errorCode?: string | null; message?: string };
    at = nl + 1;
    if (typeof head.size === 'number') {
      if (at + head.size > out.length) return null;
      reads.push({ path: head.path, bytes: Buffer.from(out.subarray(at, at + head.size)) });
      at += head.size;
    } else {
      reads.push({ path: head.path, errorCode: head.errorCode ?? null, message: head.message ?? 'unreadable' });
    }
  }
  return reads;
}

/** One file, isolated; a failure throws an Error carrying the errno `code` (as fs.readFile would). */
export async function readFileIsolated(path: string, signal?: AbortSignal): Promise<Buffer> {
  const [read] = await readFilesIsolated([path], signal);
  if (read && 'bytes' in read) return read.bytes;
  const error = new Error(read?.message ?? `cannot read ${path}`) as NodeJS.ErrnoException;
  if (read?.errorCode) error.code = read.errorCode;
  throw error;
}
