import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { directoryIdOf } from '../paths/index.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { adoptSeekIndex, adoptStamps, buildSeekIndexOnThread, encodeStamps, graphSnapshotChunks, rememberGraphDigest, SnapshotReader, type Graph, type SeekIndexThread } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE, INGEST_ROOTS_FILE, PLASTICITY_FILE, SCAN_STAMPS_FILE, serializeIngestRoots, serializePlasticityState, type PersistedRoots, type RecordRefusal } from '../records/index.js';
import { CheckpointError, type CheckpointFiles, type LoadedCheckpoint } from '../store/index.js';
import { readKeptSeekIndex, SEEK_INDEX_FILE } from './kept-seek-index.js';

/**
 * The logical files one checkpoint holds; the graph snapshot is produced as a stream while it is written (encoded
 * once), and the graph's digest is known once it has been written: the sha256 the write takes of its bytes.
 */
export function toCheckpointFiles(graph: Graph, roots: PersistedRoots): CheckpointFiles {
  const stamps = encodeStamps(graph);
  return {
    [GRAPH_SNAPSHOT_FILE]: { chunks: () => graphSnapshotChunks(graph), written: (file) => rememberGraphDigest(graph, file.sha256) },
    [INGEST_ROOTS_FILE]: serializeIngestRoots({ workspace_root: roots.workspace_root, roots: roots.roots, root_ids: rootIdsOf(roots) }),
    [PLASTICITY_FILE]: serializePlasticityState(),
    ...(stamps ? { [SCAN_STAMPS_FILE]: { chunks: () => [stamps] } } : {}),
  };
}

/** Each declared root's directory identity now (`<dev>:<ino>`); a root that cannot be inspected has none. */
function rootIdsOf(roots: PersistedRoots): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const root of [...(roots.workspace_root === null ? [] : [roots.workspace_root]), ...roots.roots]) {
    const id = directoryIdOf(root);
    if (id !== null) ids[root] = id;
  }
  return ids;
}

/**
 * The graph a checkpoint holds, read once as a stream and verified against the manifest as it is read
 * (a mismatch is the store's `checkpoint_digest_mismatch`). Matching digests prove only that the bytes are
 * the ones written, so a snapshot that is absent or not a graph snapshot is the checkpoint's own named
 * corruption (`checkpoint_missing_file`, `checkpoint_current_corrupt`), like an unreadable manifest.
 */
export function readPersistedGraph(checkpoint: LoadedCheckpoint): Graph {
  const { path, chunks, reader } = openGraph(checkpoint);
  for (const chunk of chunks) reader.push(chunk);
  return graphOrCorrupt(reader, path, checkpoint);
}

/**
 * `readPersistedGraph` that lets other work (a signal) run between chunks and stops with the signal's
 * reason once it is aborted: a large snapshot's read is cancellable. The seek index the runtime keeps for this
 * snapshot (kept-seek-index.ts) is given to the graph; without one, from SEEK_INDEX_THREAD_MIN_BYTES on, the
 * snapshot's seek index is built on a thread meanwhile (graph/seek-index-thread.ts) and kept for the graph when the
 * thread read the same bytes; from DEFER_LINKS_MIN_BYTES on, its link material is deferred (openGraph): decoded when
 * first read, or a slice at a time by a serving owner.
 */
export async function readPersistedGraphCancellable(checkpoint: LoadedCheckpoint, signal: AbortSignal, opts: CancellableRead = {}): Promise<Graph> {
  signal.throwIfAborted();
  const size = snapshotSize(checkpoint);
  const deferLinks = size >= (opts.deferLinksMinBytes ?? DEFER_LINKS_MIN_BYTES);
  const { path, chunks, reader } = openGraph(checkpoint, deferLinks ? { say: opts.say ?? (() => undefined) } : null);
  const listed = checkpoint.listedSha256(GRAPH_SNAPSHOT_FILE);
  const kept = opts.runtime && listed ? readKeptSeekIndex(opts.runtime, listed) : null;
  const keptIndex = kept && 'index' in kept ? kept.index : null;
  // A file kept for an earlier snapshot, or by an earlier build, is the usual stale case; anything else is told.
  if (kept && 'none' in kept && kept.none !== 'missing' && !kept.stale) opts.say?.(`note: ${SEEK_INDEX_FILE} was not used (${kept.none}); the first seek builds the index`);
  const thread = !keptIndex && size >= (opts.seekThreadMinBytes ?? SEEK_INDEX_THREAD_MIN_BYTES) ? seekIndexThreadFor(path) : null;
  const onAbort = () => thread?.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (const chunk of chunks) {
      reader.push(chunk);
      await nextTurn();
      signal.throwIfAborted();
    }
    const graph = graphOrCorrupt(reader, path, checkpoint);
    // The kept index was built from this snapshot's nodes (its sha256 is the manifest's), in the same order.
    if (keptIndex) adoptSeekIndex(graph.nodes, keptIndex);
    // An older layout's snapshot is written again at the next checkpoint; its index is not waited for.
    if (thread && reader.currentLayout) {
      const built = await thread.result;
      signal.throwIfAborted();
      // The thread's bytes are the manifest's (its sha256), so its nodes are the graph's, in the same order.
      if (built && built.sha256 === checkpoint.listedSha256(GRAPH_SNAPSHOT_FILE) && built.nodeCount === graph.nodes.length) {
        adoptSeekIndex(graph.nodes, built.index);
      }
    }
    return graph;
  } finally {
    signal.removeEventListener('abort', onAbort);
    thread?.cancel();
  }
}

/**
 * Below this size the thread costs the main thread's read about what it saves, and the index is built when a seek
 * first needs it. The two threads share 2 cores with the collector: measured warm starts took 1.2-1.7 s either
 * way at 10k small files (a 15 MB snapshot); at 100k (162 MB) the median ratio of ten alternating pairs, with the
 * thread against without, was 0.91. 32 MiB is about 20k small files.
 */
export const SEEK_INDEX_THREAD_MIN_BYTES = 32 << 20;

/**
 * From this size on, a warm start defers its snapshot's link material (openGraph): the read is then most of a warm
 * start, and the decode is 35-45% of it. Below it the saving is small beside the fixed start, while a refresh asked
 * right after the start pays it back, and refresh is the targets' other half. Measured on 2 cores (bench, 5
 * interleaved runs, medians; ratios to the cold start), deferring against not: 10k generated files (a 16.6 MB
 * snapshot) warm 0.122 against 0.155, 1%-changed refresh 0.155 against 0.154, an unchanged refresh 0.064 against
 * 0.032 (the one asked first pays the decode); the kit's dependencies (14.4 MB) warm 0.073 against 0.094, 1%
 * refresh 0.153 against 0.149; 1k generated files (1.6 MB) warm 0.254 against 0.266 (within its target either
 * way) but 1% refresh 0.222 against 0.215, and the reference's source (1.8 MB) 1% refresh 0.142 against 0.134.
 */
export const DEFER_LINKS_MIN_BYTES = 8 << 20;

export interface CancellableRead {
  /** The runtime whose kept seek index (kept-seek-index.ts) is read for this snapshot; none when absent. */
  runtime?: string;
  /** Where a note for the operator goes (a deferred links record refused when first read). */
  say?: ((line: string) => void) | undefined;
  /** SEEK_INDEX_THREAD_MIN_BYTES unless given. */
  seekThreadMinBytes?: number;
  /** DEFER_LINKS_MIN_BYTES unless given. */
  deferLinksMinBytes?: number;
}

/** The size of the checkpoint's snapshot file, 0 when it cannot be inspected (the read then says what is wrong). */
function snapshotSize(checkpoint: LoadedCheckpoint): number {
  try {
    return lstatSync(join(checkpoint.filesDir, GRAPH_SNAPSHOT_FILE), { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    return 0;
  }
}

/** The thread for a snapshot; none when it cannot start (the first seek builds the index). */
function seekIndexThreadFor(path: string): SeekIndexThread | null {
  try {
    return buildSeekIndexOnThread(path);
  } catch {
    return null;
  }
}

/**
 * The checkpoint's snapshot and a reader of it. Its bytes are verified against the manifest as they are read; with
 * `defer`, its link material is decoded when first needed (a refresh, `missing`), not before the first answer, and a
 * record refused then is told to `say` and leaves the graph without link material, so the next refresh parses every
 * file again.
 */
function openGraph(checkpoint: LoadedCheckpoint, defer: { say: (line: string) => void } | null = null): { path: string; chunks: Iterable<Buffer>; reader: SnapshotReader } {
  const path = join(checkpoint.filesDir, GRAPH_SNAPSHOT_FILE);
  const chunks = checkpoint.chunks(GRAPH_SNAPSHOT_FILE);
  if (chunks === undefined) throw new CheckpointError('checkpoint_missing_file', path, `checkpoint ${checkpoint.id} lists no graph snapshot`);
  const refused = (refusal: RecordRefusal): void => {
    defer?.say(`checkpoint ${checkpoint.id}: its graph snapshot's link material was refused when first read (${refusal.code}: ${refusal.detail}); the next refresh parses every file again`);
  };
  return { path, chunks, reader: new SnapshotReader(path, defer ? { deferLinks: { refused } } : {}) };
}

/**
 * The graph read, or the checkpoint's corruption. A graph read whole from verified bytes in the current layout
 * has the manifest's sha256 as its digest (the bytes graphDigest hashes), so it is remembered and never worked
 * out again by encoding the graph.
 */
function graphOrCorrupt(reader: SnapshotReader, path: string, checkpoint: LoadedCheckpoint): Graph {
  const read = reader.end();
  if ('graph' in read) {
    const sha256 = checkpoint.listedSha256(GRAPH_SNAPSHOT_FILE);
    if (reader.currentLayout && sha256 !== undefined) rememberGraphDigest(read.graph, sha256);
    adoptCheckpointStamps(read.graph, checkpoint);
    return read.graph;
  }
  throw new CheckpointError('checkpoint_current_corrupt', path, `graph snapshot ${read.code}: ${read.detail}; restore the runtime from a backup or remove its checkpoint store to re-ingest`);
}

/**
 * The stamps the checkpoint keeps of its snapshot's files, if it keeps any. They only spare the next refresh reads,
 * so stamps whose bytes fail their digest are left unused (every file is read). A stamps file missing or of another
 * size than listed is refused earlier, with the checkpoint, as any listed file is (store/verified-checkpoint.ts).
 */
function adoptCheckpointStamps(graph: Graph, checkpoint: LoadedCheckpoint): void {
  const chunks = checkpoint.chunks(SCAN_STAMPS_FILE);
  if (chunks === undefined) return;
  try {
    adoptStamps(graph, Buffer.concat([...chunks]));
  } catch {
    // Unverified bytes: no file gets a stamp.
  }
}
