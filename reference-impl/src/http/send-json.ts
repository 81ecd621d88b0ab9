import type { ServerResponse } from 'node:http';

/** Writes one JSON response; extra headers (e.g. `Allow`, `WWW-Authenticate`) are merged in. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** The boundary refusals (403/401) share one shape so a client can tell them from route errors. */
export function sendBoundaryRejection(res: ServerResponse, status: 401 | 403, code: string): void {
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer realm="m1nd"' } : {};
  sendJson(res, status, { error: 'local_http_boundary_rejected', code }, headers);
}

/** A JSON-RPC error outside any session (parse errors, missing or unknown session ids). */
export function sendJsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, { jsonrpc: '2.0', error: { code, message }, id: null });
}
