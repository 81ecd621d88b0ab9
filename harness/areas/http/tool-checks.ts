import { callRestTool, canonicalJson, readHits, readRootSet, requireHit, requirePositive, type ToolResult } from '../../clients/index.js';
import { requireSnapshot, type Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';

/** A call on a named MCP session (opened without a caller root when it does not exist yet). */
export async function callOverMcp(s: Scenario, session: string, tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  const area = httpArea(s);
  const open = area.sessions.get(session) ?? (await area.openSession(session, null));
  return open.callTool(tool, args, s.boundMs);
}

/** `POST /api/tools/<tool>` with the bearer; anything but a 200 tool result fails. */
export async function callOverRest(s: Scenario, tool: string, args: Record<string, unknown>, callerRoot?: string): Promise<ToolResult> {
  const owner = httpArea(s).current;
  const answer = await callRestTool(await owner.client(true), tool, args, { ...(callerRoot === undefined ? {} : { callerRoot }), boundMs: s.boundMs });
  if (answer.response.status !== 200 || answer.result === null) {
    throw new Error(`POST /api/tools/${tool} ${JSON.stringify(args)} answered ${answer.response.status} ${answer.response.text.slice(0, 300)}; expected 200 with a tool result`);
  }
  return answer.result;
}

/** A new session's very first tools/call is a search that finds the fixture symbol. */
export async function expectFirstMcpCallFinds(s: Scenario, session: string, label: string, file: string): Promise<void> {
  if (httpArea(s).sessions.has(session)) throw new Error(`session "${session}" is already open; the first call needs a new one`);
  const result = await callOverMcp(s, session, 'search', { query: label });
  requireHit(readHits(requirePositive(result, `search "${label}" over MCP`), `search "${label}" over MCP`), label, file, `search "${label}" over MCP`);
}

/** The REST door answers a tool call exactly as an MCP session does (payload and isError, canonically). */
export async function expectRestEqualsMcp(s: Scenario, tool: string, args: Record<string, unknown>): Promise<void> {
  const rest = await callOverRest(s, tool, args);
  const mcp = await callOverMcp(s, 'rest-comparison', tool, args);
  requirePositive(mcp, `${tool} over MCP`);
  const a = canonicalJson({ isError: rest.isError, payload: rest.payload });
  const b = canonicalJson({ isError: mcp.isError, payload: mcp.payload });
  if (a !== b) throw new Error(`${tool} ${JSON.stringify(args)} differs between the doors:\n  REST ${a.slice(0, 600)}\n  MCP  ${b.slice(0, 600)}`);
}

/** `GET /api/health` reports exactly the granted root set. */
export async function expectRestHealthRoots(s: Scenario, repo: string): Promise<void> {
  const owner = httpArea(s).current;
  const res = await (await owner.client(true)).request({ path: '/api/health', boundMs: s.boundMs });
  if (res.status !== 200 || typeof res.json !== 'object' || res.json === null) throw new Error(`GET /api/health answered ${res.status} ${res.text.slice(0, 300)}`);
  const roots = readRootSet(res.json as Record<string, unknown>, 'GET /api/health');
  if (roots.length !== 1 || roots[0] !== s.repo(repo)) throw new Error(`GET /api/health reports roots ${JSON.stringify(roots)}; expected exactly ["${s.repo(repo)}"]`);
}

/** Every persisted node belongs to the granted root (a complete root set holds nothing else). */
export async function expectSnapshotOnlyFrom(s: Scenario, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  const root = s.repo(repo);
  const stray = snap.nodes.filter((n) => n.root !== '' && n.root !== root);
  if (snap.nodes.length === 0 || stray.length > 0) {
    throw new Error(`the persisted snapshot must hold nodes of ${root} only; it holds ${snap.nodes.length} nodes, stray: ${stray.slice(0, 5).map((n) => `${n.id} (${n.root})`).join(', ') || 'none'}`);
  }
}

/** The snapshot read now equals the one read before the latest start: roots, identity, nodes, checkpoint. */
export async function expectSnapshotAsBefore(s: Scenario): Promise<void> {
  const before = httpArea(s).snapshotBefore;
  if (before === null) throw new Error('the runtime held no snapshot before the start, so there is nothing to compare');
  const now = await requireSnapshot(s);
  const pick = (v: typeof now) => canonicalJson({ digest: v.digest, roots: v.roots, workspaceRoot: v.workspaceRoot, currentId: v.currentId, edges: v.edgeCount });
  if (pick(before) !== pick(now)) throw new Error(`the persisted snapshot changed:\n  before ${pick(before)}\n  after  ${pick(now)}`);
}

export function expectRestSearchEqualsMcp(s: Scenario, query: string): Promise<void> {
  return expectRestEqualsMcp(s, 'search', { query });
}
