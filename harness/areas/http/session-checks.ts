import { PROTOCOL_VERSION, initializeOverHttp, postJsonRpc } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';

/**
 * Streamable HTTP sessions as upstream's owner runs them: `initialize` mints a session id; a later
 * request without it is 400, with an unknown one 404; with it the request is answered; a notification is 202.
 */
export async function expectSessionProtocol(s: Scenario): Promise<void> {
  const client = await httpArea(s).current.client(true);
  const bound = { boundMs: s.boundMs };
  const init = await initializeOverHttp(client, bound);
  if (init.sessionId === null || init.answer?.result === undefined) {
    throw new Error(`initialize over HTTP answered ${init.response.status} without a session id and result: ${init.response.text.slice(0, 300)}`);
  }
  const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
  const version = { protocolVersion: PROTOCOL_VERSION, ...bound };
  const problems: string[] = [];
  const missing = await postJsonRpc(client, list, version);
  if (missing.response.status !== 400) problems.push(`tools/list without a session id answered ${missing.response.status}, not 400`);
  const unknown = await postJsonRpc(client, list, { ...version, sessionId: `${init.sessionId}-unknown` });
  if (unknown.response.status !== 404) problems.push(`tools/list with an unknown session id answered ${unknown.response.status}, not 404`);
  const known = await postJsonRpc(client, list, { ...version, sessionId: init.sessionId });
  const answered = known.messages.some((m) => typeof m === 'object' && m !== null && (m as { id?: unknown }).id === 2 && 'result' in m);
  if (known.response.status !== 200 || !answered) problems.push(`tools/list with the session id answered ${known.response.status} ${known.response.text.slice(0, 200)}, not a result`);
  const note = await postJsonRpc(client, { jsonrpc: '2.0', method: 'notifications/initialized' }, { ...version, sessionId: init.sessionId });
  if (note.response.status !== 202) problems.push(`a notification with the session id answered ${note.response.status}, not 202`);
  await client.request({ method: 'DELETE', path: '/mcp', headers: { 'mcp-session-id': init.sessionId, 'mcp-protocol-version': PROTOCOL_VERSION }, ...bound });
  if (problems.length > 0) throw new Error(`MCP sessions over HTTP: ${problems.join('; ')}`);
}
