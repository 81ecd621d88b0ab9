import type { ToolResult } from '../../clients/index.js';
import type { SnapshotView } from '../../probes/index.js';
import { defineArea, type AskTool, type Scenario } from '../../scenario/index.js';

/** What the refresh scenarios remember between steps: the caller root, answers by label, a call left in flight. */
export class RefreshArea {
  /** the caller root the latest Given step chose, as text (it may not resolve on purpose) */
  callerRoot: string | null = null;
  /** the snapshot before the scenario changed the repository (OLD of OLD -> NEW) */
  snapshotOld: SnapshotView | null = null;
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
  /** searches the wire baseline asks before and after an action (the repositories' setups add theirs) */
  probeQueries: string[] = [];
  /** how the latest wire baseline asked, so the check after the action asks the same way */
  asker: AskTool | null = null;
  /** the answer of the latest REST call with a brain selector */
  selectorAnswer: { status: number; json: unknown; brain: string; result: ToolResult | null } | null = null;
}

export interface RepoEdits {
  repo: string;
  added: { file: string; symbol: string };
  changed: { file: string; before: string; after: string };
  removed: { file: string; symbols: string[] };
}

const REFRESH_AREA = defineArea('refresh', () => new RefreshArea());

export function refreshArea(s: Scenario): RefreshArea {
  return s.area(REFRESH_AREA);
}
