import type { ChildHandle } from '../../process/index.js';
import { defineArea, type Scenario } from '../../scenario/index.js';

/** One `--birth <root>` process. */
export interface CeremonyRun {
  label: string;
  root: string;
  child: ChildHandle;
}

/** What the birth scenarios remember between steps: the ceremonies started, latest last. */
export class BirthArea {
  readonly ceremonies: CeremonyRun[] = [];
  /** the ceremony a step parked at a seam */
  held: CeremonyRun | null = null;
}

const BIRTH_AREA = defineArea('birth', () => new BirthArea());

export function birthArea(s: Scenario): BirthArea {
  return s.area(BIRTH_AREA);
}
