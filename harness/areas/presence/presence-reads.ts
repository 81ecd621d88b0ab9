import { realpathSync } from 'node:fs';
import type { HttpRawResponse } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';

export type Entry = Record<string, unknown>;

/** What `GET /api/presences` answered: the roster, its collisions and the echo of a named brain. */
export interface RosterAnswer {
  presences: Entry[];
  collisions: Entry[];
  served_brain?: unknown;
}

/** The canonical path of a scenario repository, as the kit compares brains and roots. */
export function canonicalRepo(s: Scenario, repo: string): string {
  return realpathSync(s.repo(repo));
}

/** `<method> /api/presences[?brain=<spelling>]` on the current owner, with or without the bearer. */
export async function askPresences(s: Scenario, brain: string | null, opts: { method?: string; authorized?: boolean } = {}): Promise<HttpRawResponse> {
  const client = await httpArea(s).current.client(opts.authorized ?? true);
  const path = brain === null ? '/api/presences' : `/api/presences?brain=${encodeURIComponent(brain)}`;
  return client.request({ path, method: opts.method ?? 'GET', boundMs: s.boundMs });
}

/** Why `json` is not `{presences: [...], collisions: [...]}`, or null. */
export function rosterShapeProblem(json: unknown): string | null {
  const j = json as Partial<RosterAnswer> | null;
  if (typeof j !== 'object' || j === null) return 'the body is not a JSON object';
  if (!Array.isArray(j.presences)) return 'it carries no presences list';
  if (!Array.isArray(j.collisions)) return 'it carries no collisions list (collisions are always present)';
  return null;
}

/** The owner-wide roster (or `brain`'s), which must answer 200 with its contract's shape. */
export async function readRoster(s: Scenario, brain: string | null = null): Promise<RosterAnswer> {
  const res = await askPresences(s, brain);
  const problem = res.status === 200 ? rosterShapeProblem(res.json) : `it answered ${res.status}`;
  if (problem !== null) throw new Error(`GET /api/presences${brain === null ? '' : `?brain=${brain}`}: ${problem}: ${res.text.slice(0, 400)}`);
  return res.json as RosterAnswer;
}

/** The one presence of `agent` in `roster`; zero or two fail. */
export function entryOf(roster: RosterAnswer, agent: string): Entry {
  const mine = roster.presences.filter((p) => p.agent_id === agent);
  if (mine.length !== 1) throw new Error(`the roster holds ${mine.length} presences of "${agent}", not one: ${JSON.stringify(roster.presences).slice(0, 600)}`);
  return mine[0] as Entry;
}

/** `GET /api/health` on the current owner; it must answer 200 with a JSON object. */
export async function readHealth(s: Scenario): Promise<Record<string, unknown>> {
  const res = await (await httpArea(s).current.client(true)).request({ path: '/api/health', boundMs: s.boundMs });
  if (res.status !== 200 || typeof res.json !== 'object' || res.json === null) throw new Error(`GET /api/health answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.json as Record<string, unknown>;
}
