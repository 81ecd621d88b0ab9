/** The semantic action the refresh door performs. */
export const REFRESH_ACTION = 'graph.ingest.refresh_declared_root';

/** Stable refusal codes of the door; a client matches the code, never the reason's prose. */
export const REFRESH_REFUSAL_CODES = [
  'refresh_caller_root_unknown',
  'refresh_root_unresolvable',
  'refresh_root_not_exact',
  'refresh_in_flight',
  'refresh_would_change_roots',
  'refresh_would_shrink_graph',
] as const;

export type RefreshRefusalCode = (typeof REFRESH_REFUSAL_CODES)[number];

/** A candidate below this percentage of the live node count is refused (exact integer comparison). */
export const SHRINK_FLOOR_PERCENT = 60;

/** True iff `candidate` falls below the floor fraction of `live`: candidate*100 < live*percent. */
export function isBelowShrinkFloor(live: number, candidate: number, percent = SHRINK_FLOOR_PERCENT): boolean {
  return candidate * 100 < live * percent;
}
