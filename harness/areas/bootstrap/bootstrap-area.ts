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
}

const BOOTSTRAP_AREA = defineArea('bootstrap', () => new BootstrapArea());

export function bootstrapArea(s: Scenario): BootstrapArea {
  return s.area(BOOTSTRAP_AREA);
}
