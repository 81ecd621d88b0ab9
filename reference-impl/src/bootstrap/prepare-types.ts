import type { BrainActor } from '../actor/index.js';
import type { Graph } from '../graph/index.js';
import type { LaunchRefusal } from '../launcher/index.js';
import type { SeamHook } from '../seams/index.js';
import type { CheckpointStore } from '../store/index.js';

/** `fresh`: the runtime has no CURRENT, so preparation scans; `recovery`: it restores what CURRENT names. */
export type PrepareMode = 'fresh' | 'recovery';

/** Where preparation is, for whoever must decide what a signal means right now. */
export interface PrepareProgress {
  mode: PrepareMode | null;
  phase: string;
  /** The checkpoint CURRENT named when recovery began. */
  current: string | null;
}

/** What the optional derived phases produced; `write` persists it once nothing can cancel the start any more. */
export interface DerivedPhases {
  write(): Promise<void>;
}

export interface PrepareContext {
  grant: string;
  runtime: string;
  store: CheckpointStore;
  seams: SeamHook;
  signal: AbortSignal;
  /** Seams a cancelled start must not wait on (their holds end when `signal` aborts); defaults to `seams`. */
  cancellableSeams?: SeamHook;
  /** true: a new runtime's first scan and checkpoint finish despite `signal` (joined), optional phases do not. */
  joinFirstCheckpoint?: boolean;
  /** Optional phases over the prepared graph (co-change, model); they write nothing until `write`. */
  derive?: (graph: Graph, signal: AbortSignal) => Promise<DerivedPhases>;
  /** Updated as preparation moves on. */
  progress?: PrepareProgress;
  /** Writer of lifecycle journal lines (re-stamps). */
  writer?: { pid: number; ingress: string; now(): number };
  /** Where a note for the operator goes (the server's stderr): a checkpoint's link material refused when first read. */
  say?: (line: string) => void;
}

export type PrepareOutcome = { ok: true; actor: BrainActor; scanned: boolean; mode?: PrepareMode } | { ok: false; refusal: LaunchRefusal };
