import type { FileHandle } from 'node:fs/promises';
import { defineArea, type Scenario } from '../../scenario/index.js';

/** What the lifecycle scenarios remember between steps. */
export class LifecycleArea {
  /** the runtime (journal aside) and lifecycle journal length just before an interrupted start */
  before: RuntimeBaseline | null = null;
  /** the model file a damaged model must be named by (absolute) */
  damagedModelFile: string | null = null;
  /** snapshot digests a crash may end on: before the start (null: no snapshot) and after a completed one */
  crash: { old: string | null; completed: string } | null = null;
  /** the legacy spelling a seeded checkpoint used for the grant */
  legacySpelling: string | null = null;
  /** the embedding cache file a named pipe replaced, to be put back */
  blockedCache: BlockedCache | null = null;
}

/** The cache file a pipe replaced, its bytes to put back, and the harness's write end once a reader came. */
export interface BlockedCache {
  path: string;
  bytes: Buffer;
  mode: number;
  writer: FileHandle | null;
}

/** The runtime as it was at rest, for "byte-identical" and "changed nothing" comparisons. */
export interface RuntimeBaseline {
  /** listing of everything but the journal folder (the one allowed write) */
  listing: string[];
  journalLines: number;
  currentId: string | null;
}

const LIFECYCLE_AREA = defineArea('lifecycle', () => new LifecycleArea());

export function lifecycleArea(s: Scenario): LifecycleArea {
  return s.area(LIFECYCLE_AREA);
}
