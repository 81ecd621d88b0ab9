import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as NodeServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tiny bearer-guarded Streamable HTTP MCP server for the client unit tests (not exported): tool `echo`
 * answers its arguments and the caller-root header it saw; `fail` is a tool error; others are -32602.
 * `POST /api/tools/<tool>` echoes what it saw (as a CallToolResult, or bare JSON for tool `bare`).
 */
export interface TestHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startTestHttpServer(bearer: string): Promise<TestHttpServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http: NodeServer = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== `Bearer ${bearer}`) {
        const code = req.headers.authorization ? 'authentication_invalid' : 'authentication_required';
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'local_http_boundary_rejected', code }));
        return;
      }
      if (req.url === '/api/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', host: req.headers.host ?? null }));
        return;
      }
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const rest = /^\/api\/tools\/([^/?]+)(?:\?brain=(.*))?$/.exec(req.url ?? '');
      if (rest) {
        const seen = { tool: rest[1], args: body, callerRoot: req.headers['m1nd-caller-root'] ?? null, brain: rest[2] === undefined ? null : decodeURIComponent(rest[2]) };
        const answer = rest[1] === 'bare' ? seen : { content: [{ type: 'text', text: JSON.stringify(seen) }] };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      const id = req.headers['mcp-session-id'];
      let transport = typeof id === 'string' ? sessions.get(id) : undefined;
      if (!transport) {
        if (typeof id === 'string') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } }));
          return;
        }
        const created = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (sid) => { sessions.set(sid, created); },
        });
        transport = created;
        await buildMcpServer().connect(created);
      }
      await transport.handleRequest(req, res, body);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    close: async () => {
      for (const t of sessions.values()) await t.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function buildMcpServer(): Server {
  const server = new Server({ name: 'test-http', version: '0.0.1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      { name: 'echo', description: 'Echoes its arguments and the caller root', inputSchema: { type: 'object' as const } },
      { name: 'fail', description: 'Always a tool error', inputSchema: { type: 'object' as const } },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const header = extra.requestInfo?.headers['m1nd-caller-root'];
    if (request.params.name === 'echo') {
      return { content: [{ type: 'text' as const, text: JSON.stringify({ args: request.params.arguments ?? {}, callerRoot: header ?? null }) }] };
    }
    if (request.params.name === 'fail') return { isError: true, content: [{ type: 'text' as const, text: 'Error: injected' }] };
    throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
  });
  return server;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
