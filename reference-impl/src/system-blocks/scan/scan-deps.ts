import type { RunnerAnnouncement } from '../naming/index.js';
import type { ScanEventBus } from './scan-events.js';

/** What a skeleton scan reads of its brain beyond the store: the code root's graph, the narration, the runner. */
export interface ScanDeps {
  /** The code root's files (repo-relative, `/`-separated) and the graph's size, as the brain holds them now. */
  codeGraph(): { files: string[]; nodeCount: number; edgeCount: number };
  events: ScanEventBus;
  /** The announced naming runner, read at each scan (null: none announced). */
  namingRunner(): RunnerAnnouncement | null;
}
