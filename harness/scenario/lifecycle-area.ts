import type { Scenario } from './scenario.js';

/** What the lifecycle scenarios remember between steps. */
export class LifecycleArea {
  /** seams this scenario holds for the current start; cleared once the process holding them ended */
  readonly held: string[] = [];
  /** the runtime (journal aside) and lifecycle journal length just before an interrupted start */
  before: RuntimeBaseline | null = null;
  /** the model file a damaged model must be named by (absolute) */
  damagedModelFile: string | null = null;
  /** snapshot digests a crash may end on: before the start (null: no snapshot) and after a completed one */
  crash: { old: string | null; completed: string } | null = null;
  /** the legacy spelling a seeded checkpoint used for the grant */
  legacySpelling: string | null = null;
}

/** The runtime as it was at rest, for "byte-identical" and "changed nothing" comparisons. */
export interface RuntimeBaseline {
  /** listing of everything but the journal folder (the one allowed write) */
  listing: string[];
  journalLines: number;
  currentId: string | null;
}

const areas = new WeakMap<Scenario, LifecycleArea>();

export function lifecycleArea(s: Scenario): LifecycleArea {
  let area = areas.get(s);
  if (!area) {
    area = new LifecycleArea();
    areas.set(s, area);
  }
  return area;
}
