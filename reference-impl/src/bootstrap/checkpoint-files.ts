import { join } from 'node:path';
import { decodeGraphSnapshot, graphSnapshotChunks, type Graph } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE, INGEST_ROOTS_FILE, PLASTICITY_FILE, serializeIngestRoots, serializePlasticityState, type PersistedRoots } from '../records/index.js';
import { CheckpointError, type CheckpointFiles, type LoadedCheckpoint } from '../store/index.js';

/** The logical files one checkpoint holds; the graph snapshot is produced as a stream while it is written. */
export function toCheckpointFiles(graph: Graph, roots: PersistedRoots): CheckpointFiles {
  return {
    [GRAPH_SNAPSHOT_FILE]: { chunks: () => graphSnapshotChunks(graph) },
    [INGEST_ROOTS_FILE]: serializeIngestRoots(roots),
    [PLASTICITY_FILE]: serializePlasticityState(),
  };
}

/**
 * The graph a checkpoint holds, read once as a stream and verified against the manifest as it is read
 * (a mismatch is the store's `checkpoint_digest_mismatch`). Matching digests prove only that the bytes are
 * the ones written, so a snapshot that is absent or not a graph snapshot is the checkpoint's own named
 * corruption (`checkpoint_missing_file`, `checkpoint_current_corrupt`), like an unreadable manifest.
 */
export function readPersistedGraph(checkpoint: LoadedCheckpoint): Graph {
  const path = join(checkpoint.filesDir, GRAPH_SNAPSHOT_FILE);
  const chunks = checkpoint.chunks(GRAPH_SNAPSHOT_FILE);
  if (chunks === undefined) throw new CheckpointError('checkpoint_missing_file', path, `checkpoint ${checkpoint.id} lists no graph snapshot`);
  const read = decodeGraphSnapshot(chunks, path);
  if ('graph' in read) return read.graph;
  throw new CheckpointError('checkpoint_current_corrupt', path, `graph snapshot ${read.code}: ${read.detail}; restore the runtime from a backup or remove its checkpoint store to re-ingest`);
}
