import { join } from 'node:path';
import { graphOfSnapshot, serializeGraph, type Graph } from '../graph/index.js';
import {
  GRAPH_SNAPSHOT_FILE,
  GraphSnapshotSchema,
  INGEST_ROOTS_FILE,
  parseRecord,
  PLASTICITY_FILE,
  serializeIngestRoots,
  serializePlasticityState,
  type PersistedRoots,
} from '../records/index.js';
import { CheckpointError, type CheckpointFiles, type LoadedCheckpoint } from '../store/index.js';

/** The logical files one checkpoint holds. */
export function toCheckpointFiles(graph: Graph, roots: PersistedRoots): CheckpointFiles {
  return {
    [GRAPH_SNAPSHOT_FILE]: serializeGraph(graph),
    [INGEST_ROOTS_FILE]: serializeIngestRoots(roots),
    [PLASTICITY_FILE]: serializePlasticityState(),
  };
}

/**
 * The graph a verified checkpoint holds. Its digests matching proves only that the bytes are the ones
 * written, so a snapshot that is absent or not a graph snapshot is the checkpoint's own named corruption
 * (`checkpoint_missing_file`, `checkpoint_current_corrupt`), like an unreadable manifest.
 */
export function readPersistedGraph(checkpoint: LoadedCheckpoint): Graph {
  const path = join(checkpoint.filesDir, GRAPH_SNAPSHOT_FILE);
  const text = checkpoint.files[GRAPH_SNAPSHOT_FILE];
  if (text === undefined) throw new CheckpointError('checkpoint_missing_file', path, `checkpoint ${checkpoint.id} lists no graph snapshot`);
  const parsed = parseRecord(text, path, GraphSnapshotSchema);
  if ('data' in parsed) return graphOfSnapshot(parsed.data);
  throw new CheckpointError('checkpoint_current_corrupt', path, `graph snapshot ${parsed.code}: ${parsed.detail}; restore the runtime from a backup or remove its checkpoint store to re-ingest`);
}
