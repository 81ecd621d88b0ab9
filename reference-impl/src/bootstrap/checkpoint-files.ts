import { parseGraph, serializeGraph, type Graph } from '../graph/index.js';
import type { CheckpointFiles } from '../store/index.js';

export const GRAPH_FILE = 'graph_snapshot.json';
export const ROOTS_FILE = 'ingest_roots.json';
export const PLASTICITY_FILE = 'plasticity_state.json';

export interface PersistedRoots {
  workspace_root: string | null;
  roots: string[];
}

/** The logical files one checkpoint holds. */
export function toCheckpointFiles(graph: Graph, roots: PersistedRoots): CheckpointFiles {
  return {
    [GRAPH_FILE]: serializeGraph(graph),
    [ROOTS_FILE]: `${JSON.stringify({ schema: 'm1nd-ingest-roots-v1', workspace_root: roots.workspace_root, roots: roots.roots }, null, 2)}\n`,
    [PLASTICITY_FILE]: `${JSON.stringify({ schema: 'm1nd-plasticity-v1', weights: {} }, null, 2)}\n`,
  };
}

export function readPersistedGraph(files: CheckpointFiles): Graph {
  const raw = files[GRAPH_FILE];
  if (raw === undefined) throw new Error(`checkpoint lacks ${GRAPH_FILE}`);
  return parseGraph(raw);
}
