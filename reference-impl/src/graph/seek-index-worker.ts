// A thread that builds the seek index of a snapshot's nodes (seek-index.ts) while the main thread reads the whole
// snapshot at a warm start. It reads the file itself, hashes all of its bytes, parses only the `nodes` section
// (one record per line), and answers once: the index, its lists moved rather than copied, with the sha256 of
// the bytes it read. It judges nothing else: the main thread uses the index only when its own reader took
// the file as a valid snapshot in the current layout and the thread's sha256 is the manifest's. Started only by
// seek-index-thread.ts.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { parentPort, workerData } from 'node:worker_threads';
import { buildSeekIndex, type SeekIndex } from './seek-index.js';
import type { GraphNode } from './types.js';

export interface SeekIndexRequest {
  /** The snapshot file; opened without following a link. */
  path: string;
}

export type SeekIndexReply = { sha256: string; nodeCount: number; index: SeekIndex } | { error: string };

const port = parentPort;
if (!port) throw new Error('seek-index-worker.ts runs only as a worker thread started by seek-index-thread.ts');

const CHUNK_BYTES = 1 << 20;
const TEXT_PIECE_BYTES = 1 << 16;
/** A snapshot's first line (its header) opens so; a whole-value (v1) snapshot does not, and is left at once. */
const HEADER_PREFIX = '{"schema":"m1nd-graph-snapshot-v';
/** Longer than any line before the end of the nodes section; a line that grows past it is not one. */
const MAX_LINE_CHARS = 1 << 26;

/** The nodes of the snapshot's text, line by line: only what the index reads of each record. */
class NodesSection {
  readonly nodes: GraphNode[] = [];
  private carry = '';
  private first = true;
  private state: 'before' | 'inside' | 'after' = 'before';

  get done(): boolean {
    return this.state === 'after';
  }

  push(text: string): void {
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0 && this.state !== 'after'; nl = text.indexOf('\n', from)) {
      this.take(this.carry === '' ? text.slice(from, nl) : this.carry + text.slice(from, nl));
      this.carry = '';
      from = nl + 1;
    }
    if (this.state !== 'after') this.carry += text.slice(from);
    if (this.carry.length > MAX_LINE_CHARS) throw new Error('a line longer than any snapshot line before its nodes');
  }

  private take(line: string): void {
    if (this.first && !line.startsWith(HEADER_PREFIX)) throw new Error('not a snapshot written one record per line');
    this.first = false;
    if (this.state === 'before') {
      if (line === '"nodes":[') this.state = 'inside';
      return;
    }
    if (line === '],' || line === ']}') {
      this.state = 'after';
      return;
    }
    const [id, label, type, , path, lineStart, lineEnd] = JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as [string, string, GraphNode['type'], number, string, number, number];
    this.nodes.push({ id, label, type, root: '', path, line_start: lineStart, line_end: lineEnd });
  }
}

function indexOfSnapshot(path: string): SeekIndexReply {
  // Never follows a link, and never waits on a file that is not a regular one (a FIFO would block the open).
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  const hash = createHash('sha256');
  const section = new NodesSection();
  const utf8 = new StringDecoder('utf8');
  try {
    if (!fstatSync(fd).isFile()) throw new Error('not a regular file');
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK_BYTES);
      const n = readSync(fd, buf, 0, CHUNK_BYTES, null);
      if (n === 0) break;
      const chunk = buf.subarray(0, n);
      hash.update(chunk);
      // Past the nodes, the rest is only hashed.
      for (let at = 0; at < n && !section.done; at += TEXT_PIECE_BYTES) section.push(utf8.write(chunk.subarray(at, at + TEXT_PIECE_BYTES)));
    }
  } finally {
    closeSync(fd);
  }
  if (!section.done) throw new Error('the snapshot ends before its nodes section does');
  return { sha256: hash.digest('hex'), nodeCount: section.nodes.length, index: buildSeekIndex(section.nodes) };
}

/** Every list's buffer, once each, to be moved to the main thread. */
function buffersOf(index: SeekIndex): ArrayBuffer[] {
  const lists = [index.label, index.groupPath, index.groupNodes, index.extra, index.labelPost, index.groupPost, index.extraPost];
  const arrays = [index.groupOf, ...lists.flatMap((l) => [l.start, l.items])];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

const { path } = workerData as SeekIndexRequest;
let reply: SeekIndexReply;
try {
  reply = indexOfSnapshot(path);
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply, 'index' in reply ? buffersOf(reply.index) : []);
