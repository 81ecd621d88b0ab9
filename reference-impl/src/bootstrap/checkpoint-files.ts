import { parseGraph, serializeGraph, type Graph } from '../graph/index.js';
import { INGEST_ROOTS_FILE, PLASTICITY_FILE, serializeIngestRoots, serializePlasticityState, type PersistedRoots } from '../records/index.js';
import type { CheckpointFiles } from '../store/index.js';

export const GRAPH_FILE = 'graph_snapshot.json';
export const ROOTS_FILE = INGEST_ROOTS_FILE;
export { PLASTICITY_FILE };

/** The logical files one checkpoint holds. */
export function toCheckpointFiles(graph: Graph, roots: PersistedRoots): CheckpointFiles {
  return {
    [GRAPH_FILE]: serializeGraph(graph),
    [ROOTS_FILE]: serializeIngestRoots(roots),
    [PLASTICITY_FILE]: serializePlasticityState(),
  };
}

export function readPersistedGraph(files: CheckpointFiles): Graph {
  const raw = files[GRAPH_FILE];
  if (raw === undefined) throw new Error(`checkpoint lacks ${GRAPH_FILE}`);
  return parseGraph(raw);
}
