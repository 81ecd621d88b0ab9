import { canonicalJson, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest, httpArea } from '../http/index.js';
import type { StoreAnswer } from './sb-area.js';
import type { Door } from './store-calls.js';

/** The granted repository the HTTP owner serves. */
export function servedRoot(s: Scenario): string {
  const grant = httpArea(s).current.plan.env.M1ND_WORKSPACE_ROOT ?? null;
  if (grant === null) throw new Error('the HTTP owner serves no repository; start it with a grant first');
  return grant;
}

function toAnswer(door: string, r: ToolResult): StoreAnswer {
  const text = r.text ?? JSON.stringify(r.payload);
  return { door, isError: r.isError, text, payload: r.payload, canonical: canonicalJson({ isError: r.isError, payload: r.payload }) };
}

/** One call through one door: a new MCP session, or the REST tool route. */
export async function askStore(s: Scenario, door: Door, tool: string, args: Record<string, unknown>): Promise<StoreAnswer> {
  const result = door === 'MCP' ? await callOnNewSession(s, null, tool, args) : await callRest(s, tool, args, null);
  return toAnswer(door, result);
}

/** The same call through both doors, MCP first. */
export async function askBothDoors(s: Scenario, tool: string, args: Record<string, unknown>): Promise<StoreAnswer[]> {
  return [await askStore(s, 'MCP', tool, args), await askStore(s, 'REST', tool, args)];
}

/** The snapshot's payload over `door`; a tool error fails the step (a read must answer). */
export async function readSnapshot(s: Scenario, door: Door = 'REST'): Promise<Record<string, unknown>> {
  const a = await askStore(s, door, 'system_blocks_snapshot', {});
  if (a.isError || typeof a.payload !== 'object' || a.payload === null) throw new Error(`system_blocks_snapshot over ${door} did not answer a snapshot: ${a.text}`);
  return a.payload as Record<string, unknown>;
}

/** The store_version the snapshot reports, null when no store is present. */
export function versionOf(snapshot: Record<string, unknown>): number | null {
  if (snapshot.present !== true) return null;
  if (typeof snapshot.store_version !== 'number') throw new Error(`a present snapshot carries no numeric store_version: ${JSON.stringify(snapshot).slice(0, 300)}`);
  return snapshot.store_version;
}

/** The snapshot's bytes as the battery compares them (canonical JSON), read over REST. */
export async function snapshotBytes(s: Scenario): Promise<string> {
  return canonicalJson(await readSnapshot(s));
}
