import type { PresenceRecord } from '../records/index.js';
import { collisionsIn, isMutating, placeOf } from './collision.js';
import type { Roster } from './presence-store.js';

export const COCKPIT_SCHEMA = 'm1nd-cockpit-v0';
/** The presences drill shows at most this many rows; the rest are counted. */
export const PRESENCE_DRILL_CAP = 6;
/** The cockpit root and the presences drill each stay within this many tokens, counted as characters / 4. */
export const COCKPIT_TOKEN_BUDGET = 800;

// Display caps that keep the worst case inside the budget whatever agents declare.
const AGENT_CAP = 40;
const THEME_CAP = 60;
const PATH_TAIL = 60;
const BRAIN_TAIL = 120;

/** Tokens as the budget counts them: characters of the JSON text divided by four, rounded up. */
export function tokensOf(value: unknown): number {
  return Math.ceil(JSON.stringify(value).length / 4);
}

function clip(text: string, cap: number): string {
  return text.length <= cap ? text : `${text.slice(0, cap - 1)}…`;
}

function tail(text: string, cap: number): string {
  return text.length <= cap ? text : `…${text.slice(text.length - cap + 1)}`;
}

export interface CockpitInput {
  brain: string | null;
  nodeCount: number;
  edgeCount: number;
  rootCount: number;
  /** The runtime's roster, or why there is none; null when the server keeps no presences (no runtime). */
  roster: Roster | null;
  now: number;
}

export interface DrillRow {
  agent: string;
  theme: string | null;
  where: string | null;
  age_s: number;
  mutating: boolean;
}

function drillRow(p: PresenceRecord, now: number): DrillRow {
  const where = placeOf(p);
  return {
    agent: clip(p.agent_id, AGENT_CAP),
    theme: p.theme === null ? null : clip(p.theme, THEME_CAP),
    where: where === null ? null : tail(where, PATH_TAIL),
    age_s: Math.max(0, Math.floor((now - p.first_seen_ms) / 1000)),
    mutating: isMutating(p),
  };
}

/** The presences slot: one root line (a collision rides its label) and a capped drill, scoped to this brain. */
export function presencesSlot(roster: Roster | null, brain: string | null, now: number): Record<string, unknown> {
  if (roster === null || brain === null) return { slot: 'presences', label: 'presences', scope: 'this brain', line: 'no presences are kept: this server has no runtime directory', drill: [], drill_more: 0 };
  if ('unavailable' in roster) return { slot: 'presences', label: 'presences', scope: 'this brain', line: 'roster unavailable: the presence registry cannot be read', drill: [], drill_more: 0 };
  const mine = roster.presences.filter((p) => p.brain === brain).sort((a, b) => b.last_beat_ms - a.last_beat_ms || a.presence_id.localeCompare(b.presence_id));
  const collisions = collisionsIn(mine);
  const mutating = mine.filter(isMutating).length;
  let line = `${mine.length} active on this brain · ${mutating} mutating`;
  if (collisions.length > 0) {
    const first = collisions[0]!;
    line += ` · ${collisions.length} collision${collisions.length === 1 ? '' : 's'}: ${clip(first.a.agent_id, AGENT_CAP)} × ${clip(first.b.agent_id, AGENT_CAP)}`;
  }
  return {
    slot: 'presences',
    label: collisions.length > 0 ? `presences · COLLISION (${collisions.length})` : 'presences',
    scope: 'this brain',
    line,
    drill: mine.slice(0, PRESENCE_DRILL_CAP).map((p) => drillRow(p, now)),
    drill_more: Math.max(0, mine.length - PRESENCE_DRILL_CAP),
  };
}

/**
 * The cockpit: one line per slot about this brain. Its other slots are the kit's own (no seed defines them);
 * the presences slot is seed 004's.
 */
export function buildCockpit(input: CockpitInput): Record<string, unknown> {
  return {
    schema: COCKPIT_SCHEMA,
    scope: 'this brain',
    brain: input.brain === null ? null : tail(input.brain, BRAIN_TAIL),
    slots: [
      { slot: 'graph', label: 'graph', line: `${input.nodeCount} nodes · ${input.edgeCount} edges` },
      { slot: 'roots', label: 'roots', line: `${input.rootCount} declared root${input.rootCount === 1 ? '' : 's'}` },
      presencesSlot(input.roster, input.brain, input.now),
    ],
  };
}

/** The two parts the budget bounds: the cockpit without its drill rows, and the presences drill alone. */
export function budgetParts(cockpit: Record<string, unknown>): { root: unknown; drill: unknown } {
  const slots = (cockpit.slots as Record<string, unknown>[]).map((s) => {
    const { drill: _drill, drill_more: _more, ...rest } = s;
    return rest;
  });
  const presences = (cockpit.slots as Record<string, unknown>[]).find((s) => s.slot === 'presences') ?? {};
  return { root: { ...cockpit, slots }, drill: { drill: presences.drill, drill_more: presences.drill_more } };
}
