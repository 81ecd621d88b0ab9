import { mkdirSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { BIRTH_FILE, BIRTH_SCHEMA, HUMAN_CLI_ORIGIN, serializeBirthRecord, type BirthRecord } from '../records/index.js';
import { graphDigest, scanRoot } from '../graph/index.js';
import { noSeams, type SeamHook } from '../seams/index.js';
import { CheckpointStore, fsyncDir, writeFileAtomic } from '../store/index.js';
import { passSeam } from './pass-seam.js';

export interface StagingInput {
  staging: string;
  root: string;
  brainId: string;
  bornAtMs: number;
  seams: SeamHook;
  signal: AbortSignal;
}

export type StagingOutcome = { empty: true } | { empty: false; nodeCount: number; digest: string; checkpoint: string };

/**
 * Builds a complete brain in the staging folder: a scan of the root (seam `birth.scan`), its own
 * checkpoint store naming exactly that root, and the identity file (seam `birth.checkpoint`).
 * A zero-node scan writes nothing beyond the empty staging folder.
 */
export async function buildStaging(input: StagingInput): Promise<StagingOutcome> {
  mkdirSync(input.staging, { mode: 0o700 });
  chmodSync(input.staging, 0o700);
  await passSeam(input.seams, 'birth.scan', input.signal);
  const graph = await scanRoot(input.root, { signal: input.signal });
  if (graph.nodes.length === 0) return { empty: true };

  await passSeam(input.seams, 'birth.checkpoint', input.signal);
  // The staging store passes no checkpoint seams: a birth is held or failed only at its own seams.
  const store = new CheckpointStore(input.staging, noSeams);
  const checkpoint = await store.commit(toCheckpointFiles(graph, { workspace_root: input.root, roots: [input.root] }));
  const record: BirthRecord = { schema: BIRTH_SCHEMA, root: input.root, origin: HUMAN_CLI_ORIGIN, born_at_ms: input.bornAtMs, brain_id: input.brainId };
  writeFileAtomic(join(input.staging, BIRTH_FILE), serializeBirthRecord(record));
  fsyncDir(input.staging);
  return { empty: false, nodeCount: graph.nodes.length, digest: graphDigest(graph), checkpoint };
}
