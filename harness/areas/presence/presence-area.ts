import { defineArea, type Scenario } from '../../scenario/index.js';

/** What the presence scenarios remember between steps. */
export class PresenceArea {
  /** presence ids a step remembered, by agent */
  readonly rememberedIds = new Map<string, string>();
  /** canonical answers a step remembered, by a name the feature gives */
  readonly rememberedAnswers = new Map<string, string>();
  /** the bytes of an agent's sidecar a layout companion remembered, by agent */
  readonly rememberedSidecars = new Map<string, Buffer>();
}

const PRESENCE_AREA = defineArea('presence', () => new PresenceArea());

export function presenceArea(s: Scenario): PresenceArea {
  return s.area(PRESENCE_AREA);
}
