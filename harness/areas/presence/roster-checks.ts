import { canonicalJson } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { expectCleanStop, httpArea, serveRepository } from '../http/index.js';
import { presenceArea } from './presence-area.js';
import { canonicalRepo, entryOf, readHealth, readRoster, type Entry } from './presence-reads.js';

/** The seed's id form: `prs_` and 12 lower-case hex digits. */
export const PRESENCE_ID = /^prs_[0-9a-f]{12}$/;
/** The seed's TTL, two minutes. */
export const PRESENCE_TTL_MS = 120_000;

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

/** Why one served presence lacks the record's fields (seed 004's shape), or nothing. */
export function entryProblems(e: Entry): string[] {
  const p: string[] = [];
  const who = `presence of ${JSON.stringify(e.agent_id)}`;
  if (typeof e.presence_id !== 'string' || !PRESENCE_ID.test(e.presence_id)) p.push(`${who}: presence_id ${JSON.stringify(e.presence_id)} is not prs_ and 12 hex digits`);
  for (const f of ['agent_id', 'brain']) if (typeof e[f] !== 'string') p.push(`${who}: ${f} is not a string`);
  for (const f of ['caller_root', 'kind', 'theme', 'worktree']) if (e[f] !== null && typeof e[f] !== 'string') p.push(`${who}: ${f} is neither a string nor null`);
  if (!Array.isArray(e.working_set)) p.push(`${who}: working_set is not a list`);
  const m = e.mutation as Record<string, unknown> | undefined;
  if (typeof m !== 'object' || m === null || !('observed_at_ms' in m) || !('declared_intent' in m)) p.push(`${who}: mutation does not carry observed_at_ms and declared_intent`);
  for (const f of ['first_seen_ms', 'last_beat_ms', 'query_count']) if (typeof e[f] !== 'number') p.push(`${who}: ${f} is not a number`);
  if (e.ttl_ms !== PRESENCE_TTL_MS) p.push(`${who}: ttl_ms is ${JSON.stringify(e.ttl_ms)}, not the seed's two minutes`);
  return p;
}

/** The owner-wide roster lists exactly `agents`, each once, on the brain of `repo`, reached from `callerRepo` when given. */
export async function expectRosterAgents(s: Scenario, agents: readonly string[], repo: string, callerRepo: string | null = null): Promise<void> {
  const roster = await readRoster(s);
  const problems: string[] = [];
  const listed = roster.presences.map((p) => String(p.agent_id)).sort();
  if (JSON.stringify(listed) !== JSON.stringify([...agents].sort())) problems.push(`it lists ${JSON.stringify(listed)}`);
  const brain = canonicalRepo(s, repo);
  for (const e of roster.presences) {
    problems.push(...entryProblems(e));
    if (e.brain !== brain) problems.push(`the presence of ${JSON.stringify(e.agent_id)} is on the brain ${JSON.stringify(e.brain)}, not ${brain}`);
    if (callerRepo !== null && e.caller_root !== canonicalRepo(s, callerRepo)) problems.push(`the presence of ${JSON.stringify(e.agent_id)} was reached from ${JSON.stringify(e.caller_root)}, not ${canonicalRepo(s, callerRepo)}`);
  }
  const ids = roster.presences.map((p) => p.presence_id);
  if (new Set(ids).size !== ids.length) problems.push(`two presences share an id: ${JSON.stringify(ids)}`);
  fail(`the roster does not list exactly ${JSON.stringify(agents)}, once each, on the brain "${repo}"`, problems);
}

/** The roster is empty and names no collision. */
export async function expectRosterEmpty(s: Scenario): Promise<void> {
  const roster = await readRoster(s);
  if (roster.presences.length > 0 || roster.collisions.length > 0) throw new Error(`the roster is not empty: ${JSON.stringify(roster).slice(0, 600)}`);
}

export async function rememberPresenceId(s: Scenario, agent: string): Promise<void> {
  presenceArea(s).rememberedIds.set(agent, String(entryOf(await readRoster(s), agent).presence_id));
}

export async function expectPresenceIdRemembered(s: Scenario, agent: string): Promise<void> {
  const before = presenceArea(s).rememberedIds.get(agent);
  if (before === undefined) throw new Error(`no presence id of "${agent}" was remembered; add the step that remembers it`);
  const now = entryOf(await readRoster(s), agent).presence_id;
  if (now !== before) throw new Error(`the presence id of "${agent}" is ${JSON.stringify(now)}, not the ${before} remembered`);
}

/** Stops the HTTP owner cleanly and serves `repo` again on the same runtime. */
export async function restartOwner(s: Scenario, repo: string): Promise<void> {
  await stopOwner(s);
  await serveRepository(s, repo);
}

/** Stops the HTTP owner cleanly; its runtime stays for the next owner. */
export async function stopOwner(s: Scenario): Promise<void> {
  httpArea(s).current.child.signal('SIGTERM');
  await expectCleanStop(s);
}

/** `/api/health` carries the owner-wide roster (exactly `agents`) and its collisions as a diagnostic block. */
export async function expectHealthRoster(s: Scenario, agents: readonly string[]): Promise<void> {
  const health = await readHealth(s);
  const block = health.presences as { presences?: Entry[]; collisions?: unknown } | undefined;
  const problems: string[] = [];
  if (typeof block !== 'object' || block === null || !Array.isArray(block.presences) || !Array.isArray(block.collisions)) {
    problems.push(`it carries no presences block with presences and collisions: ${JSON.stringify(health.presences)}`);
  } else {
    const listed = block.presences.map((p) => String(p.agent_id)).sort();
    if (JSON.stringify(listed) !== JSON.stringify([...agents].sort())) problems.push(`its roster lists ${JSON.stringify(listed)}`);
    const roster = await readRoster(s);
    if (canonicalJson(block.collisions) !== canonicalJson(roster.collisions)) problems.push('its collisions differ from those /api/presences serves');
  }
  if (typeof health.node_count !== 'number') problems.push('it no longer reports the graph (node_count)');
  fail(`/api/health does not carry the roster of ${JSON.stringify(agents)}`, problems);
}

/**
 * `agent` has one presence on each brain of `repos`, under as many ids: the owner-wide roster lists exactly those,
 * and each brain's own roster (`?brain=`) lists exactly the one on that brain.
 */
export async function expectOnePresencePerBrain(s: Scenario, agent: string, repos: readonly string[]): Promise<void> {
  const problems: string[] = [];
  const mine = (await readRoster(s)).presences.filter((p) => p.agent_id === agent);
  const brains = mine.map((p) => String(p.brain)).sort();
  const expected = repos.map((r) => canonicalRepo(s, r)).sort();
  if (JSON.stringify(brains) !== JSON.stringify(expected)) problems.push(`the owner-wide roster holds "${agent}" on ${JSON.stringify(brains)}, not once on each of ${JSON.stringify(expected)}`);
  if (new Set(mine.map((p) => p.presence_id)).size !== mine.length) problems.push(`its presences share an id: ${JSON.stringify(mine.map((p) => p.presence_id))}`);
  for (const repo of repos) {
    const brain = canonicalRepo(s, repo);
    const own = (await readRoster(s, brain)).presences;
    if (own.length !== 1 || own[0]?.agent_id !== agent || own[0]?.brain !== brain) problems.push(`GET /api/presences?brain=${brain} lists ${JSON.stringify(own.map((p) => [p.agent_id, p.brain]))}, not "${agent}" on that brain alone`);
  }
  fail(`"${agent}" is not one presence on each brain`, problems);
}
