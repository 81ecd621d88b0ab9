import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../scenario/index.js';
import { presenceArea } from './presence-area.js';
import { canonicalRepo, entryOf, readRoster } from './presence-reads.js';
import { presenceRegistryOf } from './registry-layout.js';
import { PRESENCE_TTL_MS } from './roster-checks.js';

// Layout companions (`snapshot-layout`): the reference keeps one sidecar per presence at
// `<runtime>/registry/presences/<presence_id>.json`, its record the `m1nd-presence-v0` schema.

/** What can stand at a sidecar's path instead of a record the implementation wrote. */
export const SIDECAR_OBSTACLES = ['a directory', 'a FIFO', 'a file that is not JSON', 'a record of another schema'] as const;
export type SidecarObstacle = (typeof SIDECAR_OBSTACLES)[number];

export function parseSidecarObstacle(words: string): SidecarObstacle {
  const found = SIDECAR_OBSTACLES.find((o) => o === words);
  if (!found) throw new Error(`"${words}" is no obstacle; say ${SIDECAR_OBSTACLES.map((o) => `"${o}"`).join(', ')}`);
  return found;
}

/** The presence id of `agent`: the one a step remembered, else the one the roster serves now. */
async function presenceIdOf(s: Scenario, agent: string): Promise<string> {
  return presenceArea(s).rememberedIds.get(agent) ?? String(entryOf(await readRoster(s), agent).presence_id);
}

async function sidecarPathOf(s: Scenario, agent: string): Promise<string> {
  return join(presenceRegistryOf(s), `${await presenceIdOf(s, agent)}.json`);
}

function readBytes(path: string, agent: string): Buffer {
  try {
    return readFileSync(path);
  } catch (cause) {
    throw new Error(`the sidecar of "${agent}" (${path}) cannot be read: ${(cause as Error).message}`, { cause });
  }
}

/** Remembers the bytes of `agent`'s sidecar (and its id, which later steps use to find it). */
export async function rememberSidecar(s: Scenario, agent: string): Promise<void> {
  const id = await presenceIdOf(s, agent);
  presenceArea(s).rememberedIds.set(agent, id);
  presenceArea(s).rememberedSidecars.set(agent, readBytes(await sidecarPathOf(s, agent), agent));
}

function remembered(s: Scenario, agent: string): Buffer {
  const bytes = presenceArea(s).rememberedSidecars.get(agent);
  if (bytes === undefined) throw new Error(`no sidecar of "${agent}" was remembered; add the step that remembers it`);
  return bytes;
}

/** The sidecar of `agent` still holds the bytes remembered: nothing wrote it since. */
export async function expectSidecarUnchanged(s: Scenario, agent: string): Promise<void> {
  const now = readBytes(await sidecarPathOf(s, agent), agent);
  if (!now.equals(remembered(s, agent))) {
    throw new Error(`the sidecar of "${agent}" was written again inside the throttle window:\n  before ${remembered(s, agent).toString('utf8').slice(0, 400)}\n  now    ${now.toString('utf8').slice(0, 400)}`);
  }
}

/** What a rewritten sidecar must show beyond its new beat. */
export type SidecarFact = { queryCount: number } | { declaredIntent: string } | { observedMutation: true };

/** The sidecar of `agent` was written again, last beaten at `instant` (the test clock's), showing `fact`. */
export async function expectSidecarRewritten(s: Scenario, agent: string, instant: string, fact: SidecarFact): Promise<void> {
  const bytes = readBytes(await sidecarPathOf(s, agent), agent);
  const problems: string[] = [];
  if (bytes.equals(remembered(s, agent))) problems.push('its bytes are the ones remembered');
  let rec: Record<string, unknown> = {};
  try {
    rec = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    problems.push('it is not JSON');
  }
  const at = Date.parse(instant);
  if (rec.last_beat_ms !== at) problems.push(`last_beat_ms is ${JSON.stringify(rec.last_beat_ms)}, not ${at} (${instant})`);
  const mutation = (rec.mutation ?? {}) as Record<string, unknown>;
  if ('queryCount' in fact && rec.query_count !== fact.queryCount) problems.push(`query_count is ${JSON.stringify(rec.query_count)}, not ${fact.queryCount}`);
  if ('declaredIntent' in fact && mutation.declared_intent !== fact.declaredIntent) problems.push(`mutation.declared_intent is ${JSON.stringify(mutation.declared_intent)}, not "${fact.declaredIntent}"`);
  if ('observedMutation' in fact && mutation.observed_at_ms !== at) problems.push(`mutation.observed_at_ms is ${JSON.stringify(mutation.observed_at_ms)}, not ${at}`);
  if (problems.length > 0) throw new Error(`the sidecar of "${agent}" was not written at once:\n  ${problems.join('\n  ')}\n  it holds ${bytes.toString('utf8').slice(0, 500)}`);
}

/**
 * Writes a sidecar an earlier owner could have left: `agent` on the brain of `repo`, reached from that root,
 * last beaten at `instant`. Its id is the fixture's own (any `prs_` id names a sidecar), remembered for `agent`.
 */
export function placeFixtureSidecar(s: Scenario, agent: string, repo: string, instant: string, mode = 0o600): void {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`"${instant}" is not an instant; write one like 2030-01-01T00:00:00Z`);
  const id = `prs_${createHash('sha256').update(`fixture:${agent}`).digest('hex').slice(0, 12)}`;
  const brain = canonicalRepo(s, repo);
  const record = {
    schema: 'm1nd-presence-v0',
    presence_id: id,
    agent_id: agent,
    brain,
    caller_root: brain,
    kind: null,
    theme: null,
    worktree: null,
    working_set: [],
    mutation: { observed_at_ms: null, declared_intent: null },
    first_seen_ms: at,
    last_beat_ms: at,
    query_count: 1,
    ttl_ms: PRESENCE_TTL_MS,
  };
  mkdirSync(presenceRegistryOf(s), { recursive: true, mode: 0o700 });
  const path = join(presenceRegistryOf(s), `${id}.json`);
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`, { mode });
  // The creation mode passes through the umask; a neighbour-writable sidecar must really be one.
  chmodSync(path, mode);
  presenceArea(s).rememberedIds.set(agent, id);
}

/** Whether the sidecar of each agent is still there (`kept`) or gone. */
export async function expectSidecarsPresent(s: Scenario, expected: ReadonlyArray<{ agent: string; kept: boolean }>): Promise<void> {
  const problems: string[] = [];
  for (const { agent, kept } of expected) {
    const path = await sidecarPathOf(s, agent);
    let there = true;
    try {
      statSync(path);
    } catch {
      there = false;
    }
    if (there !== kept) problems.push(`the sidecar of "${agent}" (${path}) is ${there ? 'still there' : 'gone'}`);
  }
  if (problems.length > 0) throw new Error(`the presence registry does not hold what the owner's boot should leave:\n  ${problems.join('\n  ')}`);
}

/** Puts `obstacle` where `agent`'s sidecar lies, in place of the record. */
export async function placeSidecarObstacle(s: Scenario, agent: string, obstacle: SidecarObstacle): Promise<void> {
  const path = await sidecarPathOf(s, agent);
  rmSync(path, { recursive: true, force: true });
  if (obstacle === 'a directory') mkdirSync(join(path, 'inside'), { recursive: true });
  else if (obstacle === 'a FIFO') execFileSync('mkfifo', ['-m', '0600', path]);
  else if (obstacle === 'a file that is not JSON') writeFileSync(path, 'not json {\n', { mode: 0o600 });
  else writeFileSync(path, `${JSON.stringify({ schema: 'm1nd-presence-v9', agent_id: agent, presence_id: 42 })}\n`, { mode: 0o600 });
}
