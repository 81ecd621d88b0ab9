// The seek index kept in the runtime (`<runtime>/seek_index.bin`, graph/seek-index-cache.ts): an owner's clean end
// writes the index its graph had (a seek built it, or a warm start's thread did) when the current checkpoint holds
// that graph, its nodes in the snapshot's order; a warm start of
// the same snapshot reads it instead of building the index again. Derived data only: a file that is absent, kept for
// another snapshot, or refused means the first seek builds the index, as it would without the file.
import { closeSync, constants, fstatSync, openSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { builtSeekIndexOf, CACHE_HEADER_MAX_BYTES, decodeSeekIndexCache, encodeSeekIndexCache, headerVerdict, type Graph, type GraphNode, type SeekIndex } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE } from '../records/index.js';
import { writeFileAtomic, type CheckpointStore } from '../store/index.js';

export const SEEK_INDEX_FILE = 'seek_index.bin';

/** Larger than the index of 500k small files; a file past it is not read. */
const MAX_BYTES = 1 << 30;

/** Never through a link, and never waiting on a FIFO. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** Indexes read from the file: the file already holds them, so a clean end does not write them again. */
const readFromFile = new WeakSet<SeekIndex>();

/**
 * The index the runtime keeps for the snapshot whose sha256 is `snapshotSha256`, or why there is none (`missing`
 * when there is no file; `stale` when it is a whole index of another snapshot, or by other rules). The file is
 * opened without following a link and read only when it is a regular file of this user's that no one else may
 * write; its header is read first, so a file kept for another snapshot is not read whole.
 */
export function readKeptSeekIndex(runtime: string, snapshotSha256: string): { index: SeekIndex } | { none: string; stale?: true } {
  let fd: number;
  try {
    fd = openSync(join(runtime, SEEK_INDEX_FILE), OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { none: code === 'ENOENT' ? 'missing' : `unreadable (${code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { none: 'not a regular file' };
    if (st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0) return { none: 'not private to this user' };
    if (st.size > MAX_BYTES) return { none: `larger than ${MAX_BYTES} bytes` };
    // An ArrayBuffer of its own, so the lists are views of it at offsets the layout aligns.
    const bytes = new Uint8Array(st.size);
    const head = Math.min(st.size, CACHE_HEADER_MAX_BYTES);
    if (!readFully(fd, bytes, 0, head)) return { none: 'shorter than its size' };
    const ruledOut = headerVerdict(bytes.subarray(0, head), snapshotSha256);
    if (ruledOut) return { none: ruledOut.refused, ...(ruledOut.stale ? { stale: true as const } : {}) };
    if (!readFully(fd, bytes, head, st.size)) return { none: 'shorter than its size' };
    const verdict = decodeSeekIndexCache(bytes, snapshotSha256);
    if ('refused' in verdict) return { none: verdict.refused, ...(verdict.stale ? { stale: true as const } : {}) };
    readFromFile.add(verdict.index);
    return verdict;
  } catch (error) {
    return { none: `unreadable (${(error as Error).message})` };
  } finally {
    closeSync(fd);
  }
}

/** Reads `bytes[from .. to)` from the file's current offset; false when the file ends first. */
function readFully(fd: number, bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = from; at < to; ) {
    const n = readSync(fd, bytes, at, to - at, null);
    if (n === 0) return false;
    at += n;
  }
  return true;
}

/** The part of an owner's state the kept index follows. */
export interface KeptIndexState {
  graph: Graph;
  checkpointId: string | null;
  dirty: boolean;
}

/**
 * Writes the index of `state`'s graph to the runtime, replacing the file atomically, when the graph has one (a seek
 * built it, or a warm start's thread did), the graph is the one the current checkpoint holds with its nodes in the
 * snapshot's order, and the file does not already hold it. When there is no index to write, a file that does not
 * name the current snapshot (an earlier one's, left when the graph changed and no seek followed) is removed. Says
 * what it did; throws only when the write fails.
 */
export function keepSeekIndex(runtime: string, store: CheckpointStore, state: KeptIndexState): 'kept' | 'already kept' | 'no index' | 'stale index removed' | 'not checkpointed' | 'not in snapshot order' {
  const index = builtSeekIndexOf(state.graph.nodes);
  if (index && readFromFile.has(index)) return 'already kept';
  if (state.dirty || state.checkpointId === null) return index ? 'not checkpointed' : 'no index';
  const current = store.loadCurrent();
  const sha256 = current?.id === state.checkpointId ? current.listedSha256(GRAPH_SNAPSHOT_FILE) : undefined;
  if (!sha256) return index ? 'not checkpointed' : 'no index';
  // The index numbers nodes by their place in memory; a read of the snapshot numbers them by the snapshot's order,
  // ids ascending (graph/snapshot-write.ts). A graph held in another order (an older layout read as it was written)
  // is not kept.
  const inOrder = index !== undefined && inIdOrder(state.graph.nodes);
  const pieces = index && inOrder ? encodeSeekIndexCache(index, sha256) : null;
  if (!pieces) {
    if (removeUnlessCurrent(runtime, sha256)) return 'stale index removed';
    return index && !inOrder ? 'not in snapshot order' : 'no index';
  }
  writeFileAtomic(join(runtime, SEEK_INDEX_FILE), { chunks: () => pieces });
  readFromFile.add(index!);
  return 'kept';
}

/**
 * Removes the kept file unless its header names the snapshot whose sha256 is `snapshotSha256` under this build's rules
 * (that file may still serve the next warm start); true when it removed one. Anything that cannot be opened as a
 * file and read is left as it is.
 */
function removeUnlessCurrent(runtime: string, snapshotSha256: string): boolean {
  const file = join(runtime, SEEK_INDEX_FILE);
  let prefix: Uint8Array;
  try {
    const fd = openSync(file, OPEN_FLAGS);
    try {
      const st = fstatSync(fd);
      if (!st.isFile()) return false;
      prefix = new Uint8Array(Math.min(st.size, CACHE_HEADER_MAX_BYTES));
      if (!readFully(fd, prefix, 0, prefix.length)) return false;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  if (headerVerdict(prefix, snapshotSha256) === null) return false;
  rmSync(file, { force: true });
  return true;
}

/** Whether the ids rise strictly in code-unit order, as the snapshot writes them. */
function inIdOrder(nodes: readonly GraphNode[]): boolean {
  for (let i = 1; i < nodes.length; i++) if (!(nodes[i - 1]!.id < nodes[i]!.id)) return false;
  return true;
}
