import type { ToolResult } from '../clients/index.js';
import type { SnapshotView } from '../probes/index.js';
import type { ChildHandle } from '../process/index.js';
import type { Scenario } from './scenario.js';

/** What the door scenarios remember between steps: baselines, answers by label, a call left in flight. */
export class DoorArea {
  /** the caller root the latest Given step chose, as text (it may not resolve on purpose) */
  callerRoot: string | null = null;
  /** the snapshot before the scenario changed the repository (OLD of OLD -> NEW) */
  snapshotOld: SnapshotView | null = null;
  /** state taken before a refusal, compared after it */
  baseline: DoorBaseline | null = null;
  /** answers of the latest action, by transport label ("MCP", "REST", ...) */
  answers = new Map<string, ToolResult>();
  /** a call started and not yet awaited (held at a seam) */
  pending: Promise<ToolResult> | null = null;
  /** file paths (repository-relative) the scenario edited, by what happened to them */
  edits: RepoEdits | null = null;
  /** puts a declared root back after the scenario replaced it by a link */
  restoreRoot: (() => Promise<void>) | null = null;
  /** live and candidate node counts of a shrink case, from the snapshot */
  shrink: { live: number; candidate: number } | null = null;
  /** snapshot digests a crash may end on: the old graph and the one a completed refresh gives */
  crash: { old: string; completed: string } | null = null;
  /** birth ceremonies started in this scenario, latest last */
  readonly ceremonies: CeremonyRun[] = [];
  /** seams this scenario holds, cleared when the process holding them is killed */
  readonly held: string[] = [];
}

/** One `--birth <root>` process. */
export interface CeremonyRun {
  label: string;
  root: string;
  child: ChildHandle;
}

/** The runtime and sources before a refusal; "changes nothing" compares to it. */
export interface DoorBaseline {
  /** the runtime listing without the journal, the one write a refusal may make */
  runtime: string[];
  sources: Map<string, string[]>;
  snapshotDigest: string | null;
  journalRecords: number;
}

export interface RepoEdits {
  repo: string;
  added: { file: string; symbol: string };
  changed: { file: string; before: string; after: string };
  removed: { file: string; symbols: string[] };
}

const areas = new WeakMap<Scenario, DoorArea>();

export function doorArea(s: Scenario): DoorArea {
  let area = areas.get(s);
  if (!area) {
    area = new DoorArea();
    areas.set(s, area);
  }
  return area;
}
