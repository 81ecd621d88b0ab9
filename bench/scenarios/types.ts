// What one bench run of one tree records: raw samples, one entry per interleaved iteration.
import type { HarnessEnv } from '../../harness/index.js';

export interface BenchContext {
  env: HarnessEnv;
  /** the server command of the implementation under test */
  command: readonly string[];
  /** a folder outside every tree for ctags' tags files */
  scratch: string;
  seed: number;
  /** a progress line for stderr */
  log(line: string): void;
}

export interface TreeCase {
  name: string;
  kind: 'one-file' | 'corpus' | 'generated';
  /** where the tree came from: a corpus's source folder, or "generated, seed N" */
  source: string;
  root: string;
  /** regular files in the tree, counted by walking it */
  files: number;
  bytes: number;
  /** relative paths of the tree's files (for the 1% edit choice) */
  paths: string[];
}

export interface Sample {
  wallMs: number;
  cpuMs: number | null;
  peakRssKiB: number | null;
}

export interface RefreshSample extends Sample {
  ok: boolean;
  /** the answer's text when the refresh was refused or failed */
  error?: string;
  nodesBefore?: number;
  nodesAfter?: number;
}

export interface IterationSamples {
  /** which ran first, so a reader can see the order alternated */
  order: string[];
  ctags: Sample & { filesScanned: number | null };
  bareNode?: Sample;
  cold: Sample;
  warm: Sample | null;
  refreshUnchanged: RefreshSample | null;
  refreshChanged: (RefreshSample & { editedFiles: number }) | null;
  /** after those two: a refresh once a new file joined the tree (a copy of a source file under a new name), then one once it left */
  refreshJoined?: RefreshSample | null;
  refreshLeft?: RefreshSample | null;
  /** which refresh went first in the warm session */
  refreshOrder: string[];
  /** every search and seek of the cold session (wall ms of the answered ones); the first search also on its own */
  queries: { search: number[]; seek: number[]; firstSearch: number | null };
  serverFiles: { files: number; source: string } | null;
}

export interface TreeSamples {
  tree: Omit<TreeCase, 'paths' | 'root'>;
  iterations: IterationSamples[];
  /** why a scenario could not run (the bench goes on with the others) */
  failures: string[];
}
