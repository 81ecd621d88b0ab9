import type { FileHandle } from 'node:fs/promises';
import { defineArea, type Scenario, type ScenarioPart } from '../../scenario/index.js';
import type { SilentPipe } from './silent-pipe.js';

/** What the lifecycle scenarios remember between steps; its pipes are closed when the scenario ends. */
export class LifecycleArea implements ScenarioPart {
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
  /** the model whose weights file is a silent pipe, and the real weights that may be put in its place */
  silentWeights: SilentWeights | null = null;

  transcript(): string {
    return '';
  }

  /** A reader still blocked on a pipe sees its end, so no process stays stuck on the battery's account. */
  async close(): Promise<void> {
    await this.silentWeights?.pipe.close();
    await this.blockedCache?.writer?.close();
  }
}

/** A model directory whose weights are a silent pipe, and where the lane's real weights lie. */
export interface SilentWeights {
  dir: string;
  pipe: SilentPipe;
  realWeights: string;
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
