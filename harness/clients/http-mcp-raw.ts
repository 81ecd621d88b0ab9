import type { HttpRawClient, HttpRawResponse } from './http-raw-client.js';
import type { JsonRpcResponse } from './json-rpc.js';
import { PROTOCOL_VERSION } from './json-rpc.js';

/** Streamable HTTP asks every POST to accept both answer shapes. */
export const MCP_ACCEPT = 'application/json, text/event-stream';

export interface McpPostOptions {
  /** sent as `mcp-session-id`; null or absent sends none */
  sessionId?: string | null;
  /** sent as `mcp-protocol-version` when given */
  protocolVersion?: string;
  headers?: Record<string, string | null>;
  path?: string;
  boundMs?: number;
}

export interface McpPostResult {
  response: HttpRawResponse;
  /** the JSON-RPC messages of the answer, from a JSON body or from SSE `data:` events */
  messages: unknown[];
}

export interface HttpInitializeResult extends McpPostResult {
  /** the `mcp-session-id` the server minted, null when none */
  sessionId: string | null;
  /** the answer to our initialize, null when there was none */
  answer: JsonRpcResponse | null;
}

/** One raw POST of a JSON-RPC message (or batch) to the MCP endpoint. */
export async function postJsonRpc(client: HttpRawClient, message: unknown, opts: McpPostOptions = {}): Promise<McpPostResult> {
  const headers: Record<string, string | null> = { accept: MCP_ACCEPT, 'content-type': 'application/json' };
  if (opts.sessionId) headers['mcp-session-id'] = opts.sessionId;
  if (opts.protocolVersion) headers['mcp-protocol-version'] = opts.protocolVersion;
  const response = await client.request({
    method: 'POST',
    path: opts.path ?? '/mcp',
    headers: { ...headers, ...opts.headers },
    body: typeof message === 'string' ? message : JSON.stringify(message),
    ...(opts.boundMs !== undefined ? { boundMs: opts.boundMs } : {}),
  });
  return { response, messages: readJsonRpcMessages(response) };
}

/**
 * initialize + notifications/initialized over raw HTTP; returns the minted session id so a scenario can
 * send follow-ups with or without it. The initialized notification is only sent when a session came back.
 */
export async function initializeOverHttp(client: HttpRawClient, opts: Omit<McpPostOptions, 'sessionId'> = {}): Promise<HttpInitializeResult> {
  const init = await postJsonRpc(client, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'm1nd-conformance', version: '0.1.0' } },
  }, opts);
  const sessionId = init.response.headers['mcp-session-id'] ?? null;
  const answer = (init.messages.find((m) => isResponseTo(m, 1)) as JsonRpcResponse | undefined) ?? null;
  if (sessionId !== null && answer?.result !== undefined) {
    await postJsonRpc(client, { jsonrpc: '2.0', method: 'notifications/initialized' }, {
      ...opts,
      sessionId,
      protocolVersion: opts.protocolVersion ?? PROTOCOL_VERSION,
    });
  }
  return { ...init, sessionId, answer };
}

/** JSON-RPC messages in an MCP HTTP answer: a JSON object or array, or the `data:` payloads of an SSE stream. */
export function readJsonRpcMessages(response: HttpRawResponse): unknown[] {
  const type = response.headers['content-type'] ?? '';
  if (type.includes('text/event-stream')) return readSseData(response.text);
  if (response.json === undefined) return [];
  return Array.isArray(response.json) ? response.json : [response.json];
}

/** Parses the `data:` lines of an SSE body into JSON values (events whose data is not JSON are skipped). */
export function readSseData(text: string): unknown[] {
  const out: unknown[] = [];
  for (const event of text.split(/\r?\n\r?\n/)) {
    const data = event.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).replace(/^ /, '')).join('\n');
    if (data.trim() === '') continue;
    try {
      out.push(JSON.parse(data) as unknown);
    } catch {
      // a non-JSON event (priming, comments) carries no JSON-RPC message
    }
  }
  return out;
}

function isResponseTo(m: unknown, id: number): boolean {
  return typeof m === 'object' && m !== null && (m as { id?: unknown }).id === id && ('result' in m || 'error' in m);
}
