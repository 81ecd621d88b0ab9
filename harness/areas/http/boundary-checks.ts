import { MCP_ACCEPT, PROTOCOL_VERSION, type HttpRawResponse } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';
import { readRouteRows, type BoundaryHeader, type Credential, type RouteRow } from './http-words.js';
import { newBearerToken } from './launch.js';

const BOUNDARY_ERROR = 'local_http_boundary_rejected';

/** A plausible body per route, so the rejection cannot be blamed on a malformed request. */
function bodyFor(row: RouteRow): string | undefined {
  if (row.method === 'GET') return undefined;
  if (row.path === '/mcp') {
    return JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'm1nd-conformance', version: '0.1.0' } } });
  }
  return JSON.stringify({ query: 'greetVisitor' });
}

/** Bearers the owner never issued: another token of the right shape, and a truncated copy of the real one. */
async function wrongBearers(s: Scenario): Promise<string[]> {
  const area = httpArea(s);
  const real = await area.current.bearer();
  const other = newBearerToken();
  const truncated = real.slice(0, 32);
  area.secrets.push(other);
  return [other, truncated];
}

function describe(res: HttpRawResponse): string {
  return `${res.status} ${res.text.slice(0, 300)}`;
}

/** Every row is answered 401 with the boundary error and `code`, and no answer echoes a token. */
export async function expectRoutesRejected(s: Scenario, table: readonly Record<string, string>[], credential: Credential, code: string): Promise<void> {
  const rows = readRouteRows(table);
  const owner = httpArea(s).current;
  const raw = await owner.client(false);
  const real = await owner.bearer();
  const bearers = credential === 'none' ? [null] : await wrongBearers(s);
  const problems: string[] = [];
  for (const row of rows) {
    for (const bearer of bearers) {
      const headers: Record<string, string | null> = { accept: MCP_ACCEPT, 'content-type': 'application/json' };
      if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
      const body = bodyFor(row);
      const res = await raw.request({ method: row.method, path: row.path, headers, ...(body === undefined ? {} : { body }), boundMs: s.boundMs });
      const json = (res.json ?? {}) as { error?: unknown; code?: unknown };
      const what = `${row.method} ${row.path}${bearer === null ? '' : ' (wrong bearer)'}`;
      if (res.status !== 401 || json.error !== BOUNDARY_ERROR || json.code !== code) {
        problems.push(`${what} answered ${describe(res)}; expected 401 {"error":"${BOUNDARY_ERROR}","code":"${code}"}`);
      }
      const seen = `${res.rawHeaders.join('\n')}\n${res.text}`;
      if (seen.includes(real) || (bearer !== null && seen.includes(bearer))) problems.push(`${what}: the answer echoes a bearer token`);
    }
  }
  if (problems.length > 0) throw new Error(`${owner.label}'s bearer boundary:\n  ${problems.join('\n  ')}`);
}

/** With the right bearer the same unknown path is a 404: the 401 came from authentication, not routing. */
export async function expectAuthorizedStatus(s: Scenario, method: string, path: string, status: number): Promise<void> {
  const owner = httpArea(s).current;
  const res = await (await owner.client(true)).request({ method, path, boundMs: s.boundMs });
  if (res.status !== status) throw new Error(`${method} ${path} with the bearer answered ${describe(res)}; expected ${status}`);
}

/** Replaces `{port}` in a table value with the owner's published port. */
async function withPort(s: Scenario, value: string): Promise<string> {
  const base = new URL(await httpArea(s).current.baseUrl());
  return value.replaceAll('{port}', base.port);
}

/** An authenticated request naming this Host (or Origin) is answered 403 with `code`. */
export async function expectHeaderRejected(s: Scenario, header: BoundaryHeader, value: string, code: string): Promise<void> {
  const owner = httpArea(s).current;
  const sent = await withPort(s, value);
  const res = await (await owner.client(true)).request({ path: '/api/health', headers: { [header]: sent }, boundMs: s.boundMs });
  const json = (res.json ?? {}) as { error?: unknown; code?: unknown };
  if (res.status !== 403 || json.error !== BOUNDARY_ERROR || json.code !== code) {
    throw new Error(`GET /api/health with ${header} ${sent} answered ${describe(res)}; expected 403 {"error":"${BOUNDARY_ERROR}","code":"${code}"}`);
  }
}

/** An authenticated request naming a loopback Host (or Origin) is served. */
export async function expectHeaderAccepted(s: Scenario, header: BoundaryHeader, value: string): Promise<void> {
  const owner = httpArea(s).current;
  const sent = await withPort(s, value);
  const res = await (await owner.client(true)).request({ path: '/api/health', headers: { [header]: sent }, boundMs: s.boundMs });
  if (res.status !== 200) throw new Error(`GET /api/health with the loopback ${header} ${sent} answered ${describe(res)}; expected 200`);
}

/** A route the owner does not know is answered 404 to an authorized GET: the boundary is not a blanket 401. */
export function expectUnknownRouteNotFound(s: Scenario, path: string): Promise<void> {
  return expectAuthorizedStatus(s, 'GET', path, 404);
}
