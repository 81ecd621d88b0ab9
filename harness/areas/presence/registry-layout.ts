import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { presenceArea } from './presence-area.js';
import { callAs, callPositive } from './presence-calls.js';
import { readHealth, readRoster } from './presence-reads.js';
import { entryProblems } from './roster-checks.js';

/** Where the reference layout keeps presences: `<runtime>/registry/presences` (a `snapshot-layout` companion). */
export function presenceRegistryOf(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return join(s.runtimeReal, 'registry', 'presences');
}

/** Puts a plain file where the presence registry's folder belongs: nothing can be read from or written to it. */
export async function replaceRegistryWithFile(s: Scenario): Promise<void> {
  const dir = presenceRegistryOf(s);
  await rm(dir, { recursive: true, force: true });
  await writeFile(dir, 'not a folder\n');
}

/** north and the cockpit (over MCP, for `agent`) and /api/health still answer. */
export async function expectSurfacesAnswer(s: Scenario, agent: string): Promise<void> {
  await callPositive(s, agent, 'MCP', 'north', {});
  await callPositive(s, agent, 'MCP', 'cockpit', {});
  await readHealth(s);
}

/** A search by `agent` over REST answers exactly what the same search naming no agent answers, whole. */
export async function expectSearchUnchangedByPresence(s: Scenario, agent: string, query: string): Promise<void> {
  const plain = canonicalJson((await callAs(s, null, 'REST', 'search', { query })).raw);
  const named = canonicalJson((await callAs(s, agent, 'REST', 'search', { query })).raw);
  if (plain !== named) throw new Error(`a search by "${agent}" answered ${named.slice(0, 300)}, not the answer without an agent: ${plain.slice(0, 300)}`);
}

/** `agent` declares `declared` over REST from `callerRepo`; the whole answer is remembered under the agent. */
export async function rememberDeclaration(s: Scenario, agent: string, declared: Record<string, unknown>, callerRepo: string): Promise<void> {
  const r = await callAs(s, agent, 'REST', 'session_handshake', declared, callerRepo);
  if (r.isError) throw new Error(`session_handshake ${JSON.stringify(declared)} by "${agent}" answered ${r.text ?? JSON.stringify(r.raw)}; expected an answer`);
  presenceArea(s).rememberedAnswers.set(`declaration:${agent}`, canonicalJson(r.raw));
}

/** The same declaration by `agent` answers, whole, what it answered when it was remembered. */
export async function expectDeclarationAsRemembered(s: Scenario, agent: string, declared: Record<string, unknown>, callerRepo: string): Promise<void> {
  const before = presenceArea(s).rememberedAnswers.get(`declaration:${agent}`);
  if (before === undefined) throw new Error(`no declaration by "${agent}" was remembered; add the step that remembers it`);
  const now = canonicalJson((await callAs(s, agent, 'REST', 'session_handshake', declared, callerRepo)).raw);
  if (now !== before) throw new Error(`the declaration by "${agent}" answered ${now.slice(0, 300)}, not what it answered before: ${before.slice(0, 300)}`);
}

/** The roster answers with at most one well-formed presence of `agent`; the cockpit and /api/health answer. */
export async function expectRosterKeepsAnswering(s: Scenario, agent: string): Promise<void> {
  const roster = await readRoster(s);
  const mine = roster.presences.filter((p) => p.agent_id === agent);
  const problems = mine.length > 1 ? [`it lists ${mine.length} presences of "${agent}"`] : [];
  for (const e of roster.presences) problems.push(...entryProblems(e));
  if (problems.length > 0) throw new Error(`the roster is not whole:\n  ${problems.join('\n  ')}`);
  await callPositive(s, null, 'MCP', 'cockpit', {});
  await readHealth(s);
}
