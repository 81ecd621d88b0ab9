import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallerContextFactory } from './caller-context.js';
import { canonicalOrNull } from '../paths/index.js';
import { CALLER_ROOT_HEADER, resolveCallerRoot } from './caller-identity.js';
import { listInstances } from './list-instances.js';
import { readBody } from './read-body.js';
import { sendJson } from './send-json.js';
import { dispatchToolCall } from './tool-dispatch.js';
import { serveScanEvents } from './events-route.js';
import { servePresences, rosterBlock } from './presences-route.js';

export interface ApiDeps {
  contextFor: CallerContextFactory;
  runtime: string;
}

const TOOL_ROUTE = /^\/api\/tools\/([^/]+)$/;

/** Routes `/api/*` after the boundary checks; unknown paths and methods get JSON errors. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, deps: ApiDeps): Promise<void> {
  const method = req.method ?? 'GET';
  // REST has no session: each request names its caller, or is unknown.
  const caller = resolveCallerRoot(req.headers[CALLER_ROOT_HEADER]) ?? null;
  // The REST door is its own ingress: the policy gate decides what it may reach.
  const ctx = { ...deps.contextFor(() => caller), ingress: 'rest' as const };
  if (url.pathname === '/api/health') {
    if (method !== 'GET') return notAllowed(res, 'GET');
    const out = await dispatchToolCall(ctx, 'health', {});
    const payload = out.found ? (out.result.structuredContent ?? {}) : {};
    return sendJson(res, 200, { ...payload, presences: rosterBlock(ctx) });
  }
  if (url.pathname === '/api/instances') {
    if (method !== 'GET') return notAllowed(res, 'GET');
    return sendJson(res, 200, listInstances(deps.runtime));
  }
  if (url.pathname === '/api/presences') {
    if (method !== 'GET') return notAllowed(res, 'GET');
    return servePresences(res, url, ctx, deps.runtime);
  }
  if (url.pathname === '/api/events') {
    if (method !== 'GET') return notAllowed(res, 'GET');
    return serveScanEvents(req, res, ctx.systemBlocks?.scan?.events ?? null);
  }
  const tool = TOOL_ROUTE.exec(url.pathname);
  if (tool) {
    if (method !== 'POST') return notAllowed(res, 'POST');
    return callTool(req, res, url, decodeURIComponent(tool[1] as string), ctx);
  }
  sendJson(res, 404, { error: 'not_found', code: 'route_not_found', path: url.pathname });
}

async function callTool(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: ReturnType<CallerContextFactory>): Promise<void> {
  const brain = url.searchParams.get('brain');
  if (brain !== null && !isThisBrain(brain, ctx.actor.read().roots, ctx.grant)) {
    return sendJson(res, 404, { error: 'unknown_brain', code: 'brain_not_found', brain });
  }
  const read = await readBody(req);
  if (!read.ok) {
    if (read.reason === 'too_large') sendJson(res, 413, { error: 'invalid_request', code: 'body_too_large' });
    return;
  }
  let args: unknown = {};
  if (read.text.trim() !== '') {
    try {
      args = JSON.parse(read.text);
    } catch {
      return sendJson(res, 400, { error: 'invalid_request', code: 'body_not_json', detail: 'the body must be a JSON object of tool arguments' });
    }
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return sendJson(res, 400, { error: 'invalid_request', code: 'arguments_not_object', detail: 'the body must be a JSON object of tool arguments' });
  }
  const out = await dispatchToolCall(ctx, name, args as Record<string, unknown>);
  if (!out.found) return sendJson(res, 404, { error: 'unknown_tool', code: 'tool_not_found', tool: out.tool });
  sendJson(res, 200, out.result);
}

/** The selector names a brain by one of its declared roots, canonically; it never adds one. */
function isThisBrain(brain: string, roots: string[], grant: string | null): boolean {
  // The query is percent-decoded once (URLSearchParams); the rest is the disk's to judge, blanks included.
  const canonical = canonicalOrNull(brain);
  if (canonical === null) return false;
  return roots.includes(canonical) || canonical === grant;
}

function notAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { error: 'method_not_allowed', code: 'method_not_allowed', allow: [allow] }, { allow });
}
