import { posix } from 'node:path';
import type { PresenceRecord } from '../records/index.js';

/** Why two presences collide: they work in one place, or their declared working sets overlap. */
export type CollisionReason = 'same_place' | 'working_set_overlap';

export interface Collision {
  brain: string;
  /** The two presences, ordered by presence id. */
  a: PresenceRecord;
  b: PresenceRecord;
  reasons: CollisionReason[];
  /** The shared place (worktree, else caller root) when `same_place`. */
  place: string | null;
  /** Declared paths of one side that equal, contain or lie in a path of the other. */
  overlap: string[];
}

/** Where a presence works: its declared worktree, else the caller root its session carries. */
export function placeOf(p: PresenceRecord): string | null {
  return p.worktree ?? p.caller_root;
}

/** A mutation signal: a write was observed at dispatch, or the agent declared it means to mutate. */
export function isMutating(p: PresenceRecord): boolean {
  return p.mutation.observed_at_ms !== null || p.mutation.declared_intent === 'mutate';
}

function normalise(path: string): string {
  const n = posix.normalize(path.replace(/\\/g, '/')).replace(/\/+$/, '');
  return n === '.' ? '' : n;
}

/** One declared path covers another when they are equal or one is a folder holding the other. */
function covers(outer: string, inner: string): boolean {
  return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
}

/** The declared paths where two working sets meet. */
export function workingSetOverlap(a: readonly string[], b: readonly string[]): string[] {
  const left = a.map(normalise);
  const right = b.map(normalise);
  const hits = new Set<string>();
  for (const x of left) for (const y of right) if (covers(x, y) || covers(y, x)) hits.add(x.length >= y.length ? x : y);
  return [...hits].sort();
}

/**
 * The predicate, derived at read and never stored: the same brain, AND the same place or overlapping declared
 * working sets, AND a mutation signal on both sides. The same brain alone is never a collision.
 */
export function collisionBetween(a: PresenceRecord, b: PresenceRecord): Collision | null {
  if (a.presence_id === b.presence_id || a.brain !== b.brain) return null;
  if (!isMutating(a) || !isMutating(b)) return null;
  const place = placeOf(a);
  const samePlace = place !== null && place === placeOf(b);
  const overlap = workingSetOverlap(a.working_set, b.working_set);
  if (!samePlace && overlap.length === 0) return null;
  const [first, second] = a.presence_id < b.presence_id ? [a, b] : [b, a];
  const reasons: CollisionReason[] = [...(samePlace ? (['same_place'] as const) : []), ...(overlap.length > 0 ? (['working_set_overlap'] as const) : [])];
  return { brain: a.brain, a: first, b: second, reasons, place: samePlace ? place : null, overlap };
}

/** Every colliding pair of a roster, each once, ordered by the pair's ids. */
export function collisionsIn(roster: readonly PresenceRecord[]): Collision[] {
  const out: Collision[] = [];
  const sorted = [...roster].sort((x, y) => x.presence_id.localeCompare(y.presence_id));
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      const c = collisionBetween(sorted[i] as PresenceRecord, sorted[j] as PresenceRecord);
      if (c) out.push(c);
    }
  }
  return out;
}

/** The collisions one agent on one brain is part of (north's per-agent view). */
export function collisionsForAgent(roster: readonly PresenceRecord[], agentId: string, brain: string): Collision[] {
  return collisionsIn(roster).filter((c) => c.brain === brain && (c.a.agent_id === agentId || c.b.agent_id === agentId));
}
