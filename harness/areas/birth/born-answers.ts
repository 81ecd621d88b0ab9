import { join } from 'node:path';
import { readHits, requirePositive, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';

/** The caller root a step names: the root of `repo`, or its subdirectory `sub`. */
export function callerRootOf(s: Scenario, repo: string, sub: string | null): string {
  return sub === null ? s.repo(repo) : join(s.repo(repo), sub);
}

/** Not served means: refused (an error result), or answered with no hit for `symbol`. */
function requireNoHitFor(result: ToolResult, symbol: string, call: string): void {
  if (result.isError) return;
  const hits = readHits(requirePositive(result, call), call).filter((h) => h.label === symbol);
  if (hits.length > 0) throw new Error(`${call} found ${hits.map((h) => `${h.label} (${h.filePath})`).join(', ')}; no brain bound to that caller holds it`);
}

/**
 * A caller at the root of `repo` searches for `symbol` over a new MCP session and over REST and finds it
 * nowhere: the brain that serves that caller does not hold it.
 */
export async function expectCallerFindsNothing(s: Scenario, repo: string, symbol: string): Promise<void> {
  const caller = callerRootOf(s, repo, null);
  for (const [transport, result] of [
    ['MCP', await callOnNewSession(s, caller, 'search', { query: symbol })],
    ['REST', await callRest(s, 'search', { query: symbol }, caller)],
  ] as const) {
    requireNoHitFor(result, symbol, `search "${symbol}" over ${transport} with caller root ${caller}`);
  }
}
