import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callAs, callPositive } from './presence-calls.js';
import { readHealth } from './presence-reads.js';

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

/** A search by `agent` over REST answers exactly what the same search naming no agent answers. */
export async function expectSearchUnchangedByPresence(s: Scenario, agent: string, query: string): Promise<void> {
  const plain = await callAs(s, null, 'REST', 'search', { query });
  const named = await callAs(s, agent, 'REST', 'search', { query });
  const a = canonicalJson({ isError: plain.isError, payload: plain.payload });
  const b = canonicalJson({ isError: named.isError, payload: named.payload });
  if (a !== b) throw new Error(`a search by "${agent}" answered ${b.slice(0, 300)}, not the answer without an agent: ${a.slice(0, 300)}`);
}
