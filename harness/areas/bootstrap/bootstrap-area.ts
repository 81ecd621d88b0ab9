import { defineArea, type Scenario } from '../../scenario/index.js';

/** What the bootstrap scenarios remember between steps. */
export class BootstrapArea {
  /** the latest am_i_stale answer */
  lastStaleAnswer: Record<string, unknown> | null = null;
  /** where persistence overrides pointed, outside the runtime */
  overrideDir: string | null = null;
  /** listings of the repositories the scenario deletes itself, taken when they were built */
  readonly disposable = new Map<string, string[]>();
  /** health's counts just before the scenario changed the repository under a serving server */
  countsBeforeChange: { nodeCount: unknown; edgeCount: unknown } | null = null;
  /** the starts of the latest path-attack step, each observed to its end */
  attackStarts: AttackStart[] = [];
}

/** One start of the attack loop, as observed from outside. */
export interface AttackStart {
  label: string;
  served: boolean;
  status: { code: number | null; signal: string | null } | null;
  stderr: string[];
  /** the root set health reported, when it served */
  roots: string[] | null;
  /** health's graph and plasticity paths, when it served */
  paths: string[];
  /** what the start created or changed in the fixture (repositories, runtime, home, temp) */
  changes: string[];
  /** digests of the granted tree and of the runtime, before and after */
  digests: { grant: [string, string]; runtime: [string, string] };
}

const BOOTSTRAP_AREA = defineArea('bootstrap', () => new BootstrapArea());

export function bootstrapArea(s: Scenario): BootstrapArea {
  return s.area(BOOTSTRAP_AREA);
}
