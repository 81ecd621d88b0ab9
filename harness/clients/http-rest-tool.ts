import { CALLER_ROOT_HEADER, callerRootHeaderValue } from './http-mcp-session.js';
import type { HttpRawClient, HttpRawResponse } from './http-raw-client.js';
import type { ToolResult } from './tool-result.js';
import { readToolResult } from './tool-result.js';

export interface RestToolOptions {
  /** sent as `m1nd-caller-root`; none when absent */
  callerRoot?: string;
  /** the explicit brain selector `?brain=<root>` */
  brain?: string;
  headers?: Record<string, string | null>;
  boundMs?: number;
}

export interface RestToolAnswer {
  response: HttpRawResponse;
  /** the answer read like an MCP tool result; null when the status is not 2xx or the body is not JSON */
  result: ToolResult | null;
}

/**
 * `POST /api/tools/<tool>` with the arguments as the JSON body. The answer is read as an MCP
 * CallToolResult when it has that shape, else the JSON body itself is the payload.
 */
export async function callRestTool(client: HttpRawClient, tool: string, args: Record<string, unknown>, opts: RestToolOptions = {}): Promise<RestToolAnswer> {
  const query = opts.brain === undefined ? '' : `?brain=${encodeURIComponent(opts.brain)}`;
  const headers: Record<string, string | null> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.callerRoot !== undefined) headers[CALLER_ROOT_HEADER] = callerRootHeaderValue(opts.callerRoot);
  const response = await client.request({
    method: 'POST',
    path: `/api/tools/${encodeURIComponent(tool)}${query}`,
    headers,
    body: JSON.stringify(args),
    ...(opts.boundMs !== undefined ? { boundMs: opts.boundMs } : {}),
  });
  const ok = response.status >= 200 && response.status < 300;
  return { response, result: ok && response.json !== undefined ? readRestResult(response.json) : null };
}

function readRestResult(json: unknown): ToolResult {
  const looksLikeCallResult = typeof json === 'object' && json !== null && (Array.isArray((json as { content?: unknown }).content) || 'structuredContent' in json);
  if (looksLikeCallResult) return readToolResult(json);
  return { isError: false, payload: json, text: null, raw: json };
}
