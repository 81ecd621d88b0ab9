import { defineArea, type Scenario } from '../../scenario/index.js';

/** What the bootstrap scenarios remember between steps. */
export class BootstrapArea {
  /** the latest am_i_stale answer */
  lastStaleAnswer: Record<string, unknown> | null = null;
  /** where persistence overrides pointed, outside the runtime */
  overrideDir: string | null = null;
}

const BOOTSTRAP_AREA = defineArea('bootstrap', () => new BootstrapArea());

export function bootstrapArea(s: Scenario): BootstrapArea {
  return s.area(BOOTSTRAP_AREA);
}
