import type { PresenceRecord } from '../records/index.js';
import { collisionsIn, isMutating, type Collision } from './collision.js';
import type { Roster } from './presence-store.js';

/** One presence as every surface serves it: the record without its schema tag, plus whether it mutates. */
export function wireEntry(p: PresenceRecord): Record<string, unknown> {
  const { schema: _schema, ...fields } = p;
  return { ...fields, mutating: isMutating(p) };
}

export function wireCollision(c: Collision): Record<string, unknown> {
  return {
    brain: c.brain,
    presence_ids: [c.a.presence_id, c.b.presence_id],
    agents: [c.a.agent_id, c.b.agent_id],
    reasons: c.reasons,
    place: c.place,
    overlap: c.overlap,
  };
}

/**
 * `{presences, collisions}` of a roster, narrowed to `brain` when given; collisions are always present. An
 * unreadable registry is served as no roster at all, with the reason, never as a partial one.
 */
export function wireRoster(roster: Roster, brain: string | null): Record<string, unknown> {
  if ('unavailable' in roster) return { presences: [], collisions: [], unavailable: roster.unavailable };
  const mine = brain === null ? roster.presences : roster.presences.filter((p) => p.brain === brain);
  return { presences: mine.map(wireEntry), collisions: collisionsIn(mine).map(wireCollision) };
}
