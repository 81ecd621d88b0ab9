import { canonicalJson, requirePositive, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';
import { storeEditArea } from './edit-area.js';
import { versionFor, type VersionKey } from './edit-words.js';
import { DOORS, type Door } from './store-calls.js';

/** One tool call through one door of the HTTP owner, with no caller root. */
export function callThrough(s: Scenario, door: Door, tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  return door === 'MCP' ? callOnNewSession(s, null, tool, args) : callRest(s, tool, args, null);
}

/** The snapshot as a client reads it (over REST), without remembering it. */
export async function readStoreSnapshot(s: Scenario): Promise<Record<string, unknown>> {
  return requirePositive(await callRest(s, 'system_blocks_snapshot', {}, null), 'system_blocks_snapshot over REST');
}

/** Reads the snapshot and remembers it with its store version: what a careful client does before a write. */
export async function readAndRememberSnapshot(s: Scenario): Promise<void> {
  const snapshot = await readStoreSnapshot(s);
  if (snapshot.present !== true || typeof snapshot.store_version !== 'number') throw new Error(`the snapshot shows no store with a version: ${JSON.stringify(snapshot).slice(0, 400)}`);
  const area = storeEditArea(s);
  area.snapshot = snapshot;
  area.versionRead = snapshot.store_version;
}

/** `args` with the store version `key` names (the one read, or a stale one); `key` null adds none. */
export function withVersion(s: Scenario, args: Record<string, unknown>, key: VersionKey | null): Record<string, unknown> {
  return key === null ? args : { ...args, expected_store_version: versionFor(key, storeEditArea(s).versionRead) };
}

/** A call that must succeed (`key` null: the arguments name no version); its payload becomes the latest answer. */
export async function callVerb(s: Scenario, door: Door, tool: string, written: Record<string, unknown>, key: VersionKey | null): Promise<void> {
  const args = withVersion(s, written, key);
  const call = `${tool} ${JSON.stringify(args)} over ${door}`;
  storeEditArea(s).answer = { call, payload: requirePositive(await callThrough(s, door, tool, args), call) };
}

/**
 * The call is refused on both doors as a tool error carrying `code` and naming `named`, with the same bytes on
 * each, and the snapshot a client reads afterwards equals the one before, store version included.
 */
export async function expectRefusedAlike(s: Scenario, tool: string, written: Record<string, unknown>, key: VersionKey | null, code: string, named: string): Promise<void> {
  const args = withVersion(s, written, key);
  const before = canonicalJson(await readStoreSnapshot(s));
  const area = storeEditArea(s);
  area.refusals.clear();
  for (const door of DOORS) area.refusals.set(door, await callThrough(s, door, tool, args));
  const problems: string[] = [];
  for (const [door, result] of area.refusals) {
    const text = result.text ?? '';
    if (!result.isError) problems.push(`${door} answered isError: false: ${text.slice(0, 300)}`);
    if (!text.includes(code)) problems.push(`${door} answered without the code ${code}: ${text.slice(0, 300)}`);
    if (!text.includes(named)) problems.push(`${door} answered without naming ${named}: ${text.slice(0, 300)}`);
  }
  const [mcp, rest] = DOORS.map((d) => canonicalJson(area.refusals.get(d)?.payload ?? null));
  if (mcp !== rest) problems.push(`the doors answered different bytes:\n    MCP:  ${mcp}\n    REST: ${rest}`);
  const after = canonicalJson(await readStoreSnapshot(s));
  if (after !== before) problems.push(`the snapshot moved:\n    before: ${before.slice(0, 600)}\n    after:  ${after.slice(0, 600)}`);
  if (problems.length > 0) throw new Error(`${tool} ${JSON.stringify(args)}:\n  ${problems.join('\n  ')}`);
}

/** The latest positive answer, for the checks that read it. */
export function latestAnswer(s: Scenario): { call: string; payload: Record<string, unknown> } {
  const answer = storeEditArea(s).answer;
  if (answer === null) throw new Error('no verb answered yet; a When step that calls one comes first');
  return answer;
}
