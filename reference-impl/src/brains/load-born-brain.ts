import { join } from 'node:path';
import { readPersistedGraph } from '../bootstrap/index.js';
import type { Graph } from '../graph/index.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { BIRTH_FILE, BirthRecordSchema, formatRecordRefusal, readRecordSync, type BirthRecord } from '../records/index.js';

export interface LoadedBrain {
  graph: Graph;
  checkpointId: string;
  record: BirthRecord;
}

/**
 * Reads a born brain from its own checkpoint store (manifest and file digests verified, the graph read
 * through its schema). Throws, naming the brain folder, when it is incomplete or its graph is bound to
 * another root; a checkpoint that cannot be trusted is the store's CheckpointError, with its code.
 */
export function loadBornBrain(dir: string): LoadedBrain {
  const read = readRecordSync(join(dir, BIRTH_FILE), BirthRecordSchema);
  if (!('data' in read)) throw new Error(`born brain ${dir} has no usable identity (${formatRecordRefusal(read)}); the brain is corrupt`);
  const record = read.data;
  const loaded = new CheckpointStore(dir, noSeams).loadCurrent();
  if (loaded === null) throw new Error(`born brain ${dir} has no CURRENT checkpoint; run the birth ceremony again on an empty destination`);
  const graph = readPersistedGraph(loaded);
  if (graph.roots.length !== 1 || graph.roots[0] !== record.root) {
    throw new Error(`born brain ${dir} holds a graph of ${JSON.stringify(graph.roots)}, not of its birth root ${record.root}; the brain is corrupt`);
  }
  return { graph, checkpointId: loaded.id, record };
}
