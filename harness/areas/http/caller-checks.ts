import { readHits, requireHit, requirePositive, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';
import { callOverMcp, callOverRest } from './tool-checks.js';

/** Opens the named MCP session, naming `repo` as its caller root (null: no header at all). */
export async function openCallerSession(s: Scenario, name: string, repo: string | null): Promise<void> {
  await httpArea(s).openSession(name, repo === null ? null : s.repo(repo));
}

/** Later requests of the session carry no caller-root header. */
export function omitCallerRoot(s: Scenario, name: string): void {
  httpArea(s).session(name).setCallerRoot(null);
}

/** health on the session names `repo` as the caller (null: the caller is unknown). */
export async function expectCallerRoot(s: Scenario, name: string, repo: string | null): Promise<void> {
  const payload = requirePositive(await callOverMcp(s, name, 'health', {}), `health on session "${name}"`);
  const want = repo === null ? null : s.repo(repo);
  if (!('caller_root' in payload)) throw new Error(`health on session "${name}" reports no caller_root: ${JSON.stringify(payload).slice(0, 300)}`);
  if (payload.caller_root !== want) {
    throw new Error(`health on session "${name}" reports caller_root ${JSON.stringify(payload.caller_root)}; expected ${JSON.stringify(want)}`);
  }
}

/** A REST request carries its own identity: without the header it is unknown, whatever sessions exist. */
export async function expectRestCallerUnknown(s: Scenario): Promise<void> {
  const payload = requirePositive(await callOverRest(s, 'health', {}), 'health over REST without a caller root');
  if (payload.caller_root !== null) throw new Error(`health over REST without a caller root reports caller_root ${JSON.stringify(payload.caller_root)}; expected null`);
}

/** Not granted means: refused (an error result), or answered with no hit at all. */
function requireNoHit(result: ToolResult, call: string): void {
  if (result.isError) return;
  const hits = readHits(requirePositive(result, call), call);
  if (hits.length > 0) throw new Error(`${call} found ${hits.map((h) => `${h.label} (${h.filePath})`).join(', ')}; a root outside the grant is never searched`);
}

/**
 * The sibling repository named only as caller root and in the search payload (`scope`, `path`) is never
 * searched, over an MCP session and over the REST door.
 */
export async function expectSiblingSearchFindsNothing(s: Scenario, repo: string, symbol: string): Promise<void> {
  for (const call of await callsFromCaller(s, repo, symbol)) requireNoHit(await call.result(), call.what);
}

/** The same searches from the granted repository find its symbol: the request forms themselves work. */
export async function expectCallerSearchFinds(s: Scenario, repo: string, symbol: string, file: string): Promise<void> {
  for (const call of await callsFromCaller(s, repo, symbol)) requireHit(readHits(requirePositive(await call.result(), call.what), call.what), symbol, file, call.what);
}

/** Searches for `symbol` naming `repo` as caller root, `scope` and `path`, over an MCP session and over REST. */
async function callsFromCaller(s: Scenario, repo: string, symbol: string): Promise<{ what: string; result: () => Promise<ToolResult> }[]> {
  const root = s.repo(repo);
  const area = httpArea(s);
  const name = `caller ${repo}`;
  if (!area.sessions.has(name)) await area.openSession(name, root);
  const payloads: Record<string, unknown>[] = [{ query: symbol }, { query: symbol, scope: root }, { query: symbol, scope: root, path: root }];
  return payloads.flatMap((args) => [
    { what: `search ${JSON.stringify(args)} over MCP with caller root ${root}`, result: () => callOverMcp(s, name, 'search', args) },
    { what: `search ${JSON.stringify(args)} over REST with caller root ${root}`, result: () => callOverRest(s, 'search', args, root) },
  ]);
}

/** A refresh naming `repo` as caller root and path, over the REST door. */
function refreshFromCaller(s: Scenario, repo: string): { call: string; result: Promise<ToolResult> } {
  const root = s.repo(repo);
  const args = { mode: 'refresh', path: root, agent_id: 'conformance' };
  return { call: `ingest ${JSON.stringify(args)} with caller root ${root}`, result: callOverRest(s, 'ingest', args, root) };
}

/** A refresh naming the sibling (as caller root and path) does not succeed. */
export async function expectSiblingRefreshRefused(s: Scenario, repo: string): Promise<void> {
  const { call, result } = refreshFromCaller(s, repo);
  const answer = await result;
  const payload = (answer.payload ?? {}) as Record<string, unknown>;
  if (!answer.isError && payload.ok !== false) throw new Error(`${call} was not refused: ${answer.text ?? JSON.stringify(answer.raw)}`);
}

/** The same refresh naming the granted repository succeeds: the request form itself is one the owner grants. */
export async function expectOwnRefreshGranted(s: Scenario, repo: string): Promise<void> {
  const { call, result } = refreshFromCaller(s, repo);
  const payload = requirePositive(await result, call);
  if (payload.ok !== true) throw new Error(`${call} did not succeed: ${JSON.stringify(payload).slice(0, 400)}`);
}

/**
 * A refresh of the session's own root (no path: the caller root is the target). `refused` null means it
 * must succeed; else it must be the policy refusal with that code (an ordinary result, `ok: false`).
 */
export async function expectSessionRefresh(s: Scenario, name: string, refused: string | null): Promise<void> {
  const args = { mode: 'refresh', agent_id: 'conformance' };
  const result = await callOverMcp(s, name, 'ingest', args);
  const call = `ingest ${JSON.stringify(args)} on session "${name}"`;
  if (refused === null) {
    const payload = requirePositive(result, call);
    if (payload.ok !== true) throw new Error(`${call} did not succeed: ${JSON.stringify(payload).slice(0, 400)}`);
    return;
  }
  const payload = (result.payload ?? {}) as Record<string, unknown>;
  if (result.isError || payload.ok !== false || payload.refused !== refused) {
    throw new Error(`${call} must be refused with ${refused} (isError false, ok false); got isError ${result.isError}: ${result.text ?? JSON.stringify(result.raw)}`);
  }
}
