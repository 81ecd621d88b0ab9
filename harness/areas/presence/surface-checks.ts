import type { Scenario } from '../../scenario/index.js';
import { callAs, callPositive } from './presence-calls.js';
import { askPresences, canonicalRepo, entryOf, readRoster, rosterShapeProblem, type Entry } from './presence-reads.js';
import type { PresenceDoor } from './presence-words.js';

/** The drill cap and the size budget seed 004 states (tokens counted as characters / 4). */
export const PRESENCE_DRILL_CAP = 6;
export const COCKPIT_TOKEN_BUDGET = 800;

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

/** `?brain=` spelled `spelling` (a path inside `repo`'s tree that canonicalises to it) lists `agents` and echoes the canonical root. */
export async function expectBrainRoster(s: Scenario, spelling: string, repo: string, agents: readonly string[]): Promise<void> {
  const roster = await readRoster(s, spelling);
  const problems: string[] = [];
  const brain = canonicalRepo(s, repo);
  if (roster.served_brain !== brain) problems.push(`served_brain is ${JSON.stringify(roster.served_brain)}, not ${brain}`);
  const listed = roster.presences.map((p) => String(p.agent_id)).sort();
  if (JSON.stringify(listed) !== JSON.stringify([...agents].sort())) problems.push(`it lists ${JSON.stringify(listed)}`);
  fail(`GET /api/presences?brain=${spelling} is not the roster of "${repo}"`, problems);
}

/** `?brain=` naming `spelling` is a 404 whose JSON body names it. */
export async function expectUnknownBrain(s: Scenario, spelling: string): Promise<void> {
  const res = await askPresences(s, spelling);
  const named = typeof res.json === 'object' && res.json !== null && JSON.stringify(res.json).includes(JSON.stringify(spelling).slice(1, -1));
  if (res.status !== 404 || !named) throw new Error(`GET /api/presences?brain=${spelling} answered ${res.status} ${res.text.slice(0, 300)}; expected 404 with a JSON body naming the brain`);
}

/** Any method but GET is 405; without the bearer the route is 401, like every route. */
export async function expectRouteGuarded(s: Scenario, methods: readonly string[]): Promise<void> {
  const problems: string[] = [];
  for (const method of methods) {
    const res = await askPresences(s, null, { method });
    if (res.status !== 405) problems.push(`${method} answered ${res.status}, not 405`);
  }
  const anonymous = await askPresences(s, null, { authorized: false });
  if (anonymous.status !== 401) problems.push(`GET without the bearer answered ${anonymous.status}, not 401`);
  const owner = await askPresences(s, null);
  const shape = owner.status === 200 ? rosterShapeProblem(owner.json) : `it answered ${owner.status}`;
  if (shape !== null) problems.push(`GET with the bearer: ${shape}`);
  fail('/api/presences is not guarded like the other routes', problems);
}

function presencesSlot(cockpit: Record<string, unknown>): Entry {
  const slot = (Array.isArray(cockpit.slots) ? (cockpit.slots as Entry[]) : []).find((x) => x.slot === 'presences');
  if (!slot) throw new Error(`the cockpit has no presences slot: ${JSON.stringify(cockpit).slice(0, 400)}`);
  return slot;
}

const tokens = (value: unknown): number => Math.ceil(JSON.stringify(value).length / 4);

/**
 * The cockpit over `door` shows this brain's presences: one root line scoped "this brain", a drill of `rows` rows
 * (agent, theme, where, age, mutating) counting `more` beyond the cap, its root and drill each within the budget.
 */
export async function expectCockpitDrill(s: Scenario, door: PresenceDoor, rows: number, more: number, agents: readonly string[] = []): Promise<void> {
  const cockpit = await callPositive(s, null, door, 'cockpit', {});
  const slot = presencesSlot(cockpit);
  const problems: string[] = [];
  if (slot.scope !== 'this brain') problems.push(`the slot's scope is ${JSON.stringify(slot.scope)}, not "this brain"`);
  if (typeof slot.line !== 'string' || slot.line === '') problems.push('the slot has no root line');
  const drill = Array.isArray(slot.drill) ? (slot.drill as Entry[]) : null;
  if (drill === null) problems.push('the slot has no drill');
  else {
    if (drill.length !== rows) problems.push(`the drill shows ${drill.length} rows, not ${rows}`);
    if (rows > PRESENCE_DRILL_CAP) problems.push(`the feature asks for more rows than the cap of ${PRESENCE_DRILL_CAP}`);
    for (const r of drill) for (const f of ['agent', 'theme', 'where', 'age_s', 'mutating']) if (!(f in r)) problems.push(`a drill row lacks ${f}: ${JSON.stringify(r)}`);
    for (const a of agents) if (!drill.some((r) => r.agent === a)) problems.push(`no drill row is the agent "${a}"`);
  }
  if (slot.drill_more !== more) problems.push(`drill_more is ${JSON.stringify(slot.drill_more)}, not ${more}`);
  const root = { ...cockpit, slots: (cockpit.slots as Entry[]).map(({ drill: _d, drill_more: _m, ...rest }) => rest) };
  if (tokens(root) > COCKPIT_TOKEN_BUDGET) problems.push(`the cockpit root is ${tokens(root)} tokens (chars/4), over ${COCKPIT_TOKEN_BUDGET}`);
  if (tokens({ drill: slot.drill, drill_more: slot.drill_more }) > COCKPIT_TOKEN_BUDGET) problems.push(`the drill is over ${COCKPIT_TOKEN_BUDGET} tokens`);
  fail(`the cockpit over ${door} does not show the presences drill`, problems);
}

/** The served presence of `agent` carries exactly what it declared; its brain and caller root are the session's. */
export async function expectDeclared(s: Scenario, agent: string, declared: Record<string, unknown>, callerRepo: string, brainRepo: string): Promise<void> {
  const e = entryOf(await readRoster(s), agent);
  const problems: string[] = [];
  for (const f of ['kind', 'theme']) if (e[f] !== (declared[f] ?? null)) problems.push(`${f} is ${JSON.stringify(e[f])}, not ${JSON.stringify(declared[f] ?? null)}`);
  const worktree = typeof declared.worktree === 'string' ? declared.worktree : null;
  if (worktree !== null && e.worktree !== worktree) problems.push(`worktree is ${JSON.stringify(e.worktree)}, not the canonical ${worktree}`);
  if (JSON.stringify(e.working_set) !== JSON.stringify(declared.working_set ?? [])) problems.push(`working_set is ${JSON.stringify(e.working_set)}`);
  const intent = (e.mutation as Entry | undefined)?.declared_intent;
  if (intent !== (declared.intent ?? null)) problems.push(`mutation.declared_intent is ${JSON.stringify(intent)}`);
  if (e.caller_root !== canonicalRepo(s, callerRepo)) problems.push(`caller_root is ${JSON.stringify(e.caller_root)}, not the session's ${canonicalRepo(s, callerRepo)}`);
  if (e.brain !== canonicalRepo(s, brainRepo)) problems.push(`brain is ${JSON.stringify(e.brain)}, not ${canonicalRepo(s, brainRepo)}`);
  fail(`the presence of "${agent}" does not carry its declaration`, problems);
}

/** The handshake `args` by `agent` over `door` is a tool error naming `field`, and the roster is unchanged. */
export async function expectHandshakeRefused(s: Scenario, agent: string, door: PresenceDoor, args: Record<string, unknown>, field: string): Promise<void> {
  const before = JSON.stringify((await readRoster(s)).presences);
  const r = await callAs(s, null, door, 'session_handshake', { agent_id: agent, ...args });
  const problems: string[] = [];
  const text = r.text ?? JSON.stringify(r.payload);
  if (!r.isError) problems.push(`it answered without an error: ${text.slice(0, 300)}`);
  if (!text.includes('invalid_input') || !text.includes(field)) problems.push(`its text does not carry invalid_input and the field ${field}: ${text.slice(0, 300)}`);
  if (JSON.stringify((await readRoster(s)).presences) !== before) problems.push('the roster changed');
  fail(`session_handshake ${JSON.stringify(args)} over ${door} was not refused naming ${field}, changing nothing`, problems);
}
