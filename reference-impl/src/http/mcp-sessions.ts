import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { bareToolCall, createMcpServer } from '../mcp/index.js';
import { CALLER_ROOT_HEADER, nextCallerRoot, type CallerIdentity } from './caller-identity.js';
import type { CallerContextFactory } from './caller-context.js';
import { readBody } from './read-body.js';
import { sendJson, sendJsonRpcError } from './send-json.js';

interface McpSession {
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  /** The caller's identity as its requests established it; tools read it through their context. */
  identity: { caller: CallerIdentity };
}

const SESSION_HEADER = 'mcp-session-id';

/**
 * The SDK's Streamable HTTP transport, never loaded at start: loading it reads the fetch globals, which loads
 * Node's HTTP client, 30-60 ms of every start, including one only ever asked over stdio. An HTTP owner loads it
 * once it serves (McpSessions), or the first session that comes sooner does. It is required through createRequire
 * (the bundle runs as a script, which cannot import), which the bundler does not follow: the bundle leaves it out,
 * and it loads from the SDK's own CommonJS files, with their own copy of zod (about 0.2 s in all).
 */
type TransportModule = typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js');
let transportModule: TransportModule | null = null;
function loadTransport(): TransportModule {
  transportModule ??= createRequire(import.meta.url)('@modelcontextprotocol/sdk/server/streamableHttp.js') as TransportModule;
  return transportModule;
}

/**
 * Stateful Streamable HTTP sessions: `initialize` mints a session with its own MCP server bound to the
 * shared tools and this session's caller identity; later requests are routed by `mcp-session-id`.
 */
export class McpSessions {
  private readonly sessions = new Map<string, McpSession>();
  private readonly preload: NodeJS.Immediate;

  constructor(private readonly contextFor: CallerContextFactory) {
    // An owner serves from here on: the transport is loaded in the next turn rather than by the first session,
    // which would wait for it. A failure here is left for the first session to meet again, and report.
    this.preload = setImmediate(() => {
      try {
        loadTransport();
      } catch {
        // see above
      }
    }).unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'POST' && method !== 'GET' && method !== 'DELETE') {
      sendJson(res, 405, { error: 'method_not_allowed', code: 'method_not_allowed', allow: ['POST', 'GET', 'DELETE'] }, { allow: 'POST, GET, DELETE' });
      return;
    }
    let body: unknown;
    if (method === 'POST') {
      const read = await readBody(req);
      if (!read.ok) {
        if (read.reason === 'too_large') sendJsonRpcError(res, 413, -32600, 'Request body too large');
        return;
      }
      try {
        body = bareToolCalls(JSON.parse(read.text));
      } catch {
        sendJsonRpcError(res, 400, -32700, 'Parse error: the request body is not JSON');
        return;
      }
    }
    const sid = req.headers[SESSION_HEADER];
    if (typeof sid === 'string' && sid !== '') {
      const session = this.sessions.get(sid);
      if (!session) {
        sendJsonRpcError(res, 404, -32001, 'Session not found');
        return;
      }
      session.identity.caller = nextCallerRoot(session.identity.caller, req.headers[CALLER_ROOT_HEADER]);
      await session.transport.handleRequest(req, res, body);
      return;
    }
    if (method === 'POST' && isInitialization(body)) {
      await this.open(req, res, body);
      return;
    }
    sendJsonRpcError(res, 400, -32000, 'Bad Request: Mcp-Session-Id header is required');
  }

  private async open(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const { StreamableHTTPServerTransport } = loadTransport();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void this.sessions.set(id, session),
      onsessionclosed: (id) => void this.sessions.delete(id),
    });
    // A brand-new session starts unknown; only its own header can make it known.
    const identity = { caller: nextCallerRoot(null, req.headers[CALLER_ROOT_HEADER]) };
    const server = createMcpServer({ ...this.contextFor(() => identity.caller), ingress: 'mcp' });
    const session: McpSession = { transport, server, identity };
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
    // An initialize the transport rejected minted no session; nothing may keep it alive.
    if (transport.sessionId === undefined) await server.close();
  }

  /** Ends every session (and its open streams) so the listener can close. */
  async closeAll(): Promise<void> {
    clearImmediate(this.preload);
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.allSettled(all.map((s) => s.server.close()));
  }
}

function isInitialization(body: unknown): boolean {
  return Array.isArray(body) ? body.some((m) => isInitializeRequest(m)) : isInitializeRequest(body);
}

/** Prefixed tool names (`m1nd.x`, `m1nd_x`) reach the bare tool over HTTP too. */
function bareToolCalls(body: unknown): unknown {
  const one = (m: unknown): unknown => (typeof m === 'object' && m !== null && !Array.isArray(m) ? bareToolCall(m as JSONRPCMessage) : m);
  return Array.isArray(body) ? body.map(one) : one(body);
}
