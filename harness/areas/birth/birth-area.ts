import type { ChildHandle } from '../../process/index.js';
import { defineArea, type Scenario } from '../../scenario/index.js';

/** One `--birth <root>` process. */
export interface CeremonyRun {
  label: string;
  root: string;
  child: ChildHandle;
}

/** One wire answer to `brain_birth`, as asked and as answered (canonical JSON of isError and payload). */
export interface WireBirthAnswer {
  asked: string;
  refused: boolean;
  canonical: string;
}

/** What the birth scenarios remember between steps: the ceremonies started, latest last. */
export class BirthArea {
  readonly ceremonies: CeremonyRun[] = [];
  /** the ceremony a step parked at a seam */
  held: CeremonyRun | null = null;
  /** the root a wire caller works in, once a step named one */
  callerRoot: string | null = null;
  /** the answers to `brain_birth` a step asked for, in order */
  readonly wireAnswers: WireBirthAnswer[] = [];
}

const BIRTH_AREA = defineArea('birth', () => new BirthArea());

export function birthArea(s: Scenario): BirthArea {
  return s.area(BIRTH_AREA);
}
