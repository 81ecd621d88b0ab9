import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ToolContext } from '../mcp/index.js';
import { handleApi } from './api-routes.js';
import { bindCaller } from './caller-context.js';
import { checkBearer } from './check-bearer.js';
import { checkLocalOrigin } from './check-origin.js';
import { McpSessions } from './mcp-sessions.js';
import { sendBoundaryRejection, sendJson } from './send-json.js';

export interface HttpOwnerOptions {
  host: string;
  port: number;
  token: string;
  runtime: string;
  /** Reports an unexpected handler failure; never given the token or request headers. */
  report(line: string): void;
}

export interface ListeningAddress {
  address: string;
  port: number;
  family: 'IPv4' | 'IPv6';
}

type Phase = { name: 'preparing' } | { name: 'serving'; sessions: McpSessions; ctx: ToolContext } | { name: 'stopping' };

/**
 * The loopback listener. It accepts connections as soon as it listens, but answers only the boundary
 * checks (Host/Origin, then bearer) and `503 preparing` until `admit` hands it a prepared brain.
 */
export class HttpOwner {
  private phase: Phase = { name: 'preparing' };
  private constructor(
    private readonly server: Server,
    private readonly opts: HttpOwnerOptions,
    readonly address: ListeningAddress,
  ) {}

  /** Listens on `host:port` (0 = ephemeral) and resolves with the effective address. */
  static listen(opts: HttpOwnerOptions): Promise<HttpOwner> {
    return new Promise((resolve, reject) => {
      let owner: HttpOwner | null = null;
      const server = createServer((req, res) => {
        if (owner) void owner.route(req, res);
      });
      server.once('error', reject);
      server.listen({ host: opts.host, port: opts.port, exclusive: true }, () => {
        server.off('error', reject);
        const a = server.address() as AddressInfo;
        owner = new HttpOwner(server, opts, { address: a.address, port: a.port, family: a.family === 'IPv6' ? 'IPv6' : 'IPv4' });
        resolve(owner);
      });
    });
  }

  /** `http://host:port/mcp` with IPv6 hosts in brackets. */
  get mcpUrl(): string {
    const host = this.address.family === 'IPv6' ? `[${this.address.address}]` : this.address.address;
    return `http://${host}:${this.address.port}/mcp`;
  }

  /** Preparation succeeded: from now on requests reach the tools. */
  admit(ctx: ToolContext): void {
    if (this.phase.name !== 'preparing') return;
    this.phase = { name: 'serving', sessions: new McpSessions(bindCaller(ctx)), ctx };
  }

  /** Stops accepting, ends every session and stream, and resolves once the listener is closed. */
  async close(): Promise<void> {
    const prev = this.phase;
    this.phase = { name: 'stopping' };
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (prev.name === 'serving') await prev.sessions.closeAll();
    this.server.closeIdleConnections();
    this.server.closeAllConnections();
    await closed;
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const boundary = checkLocalOrigin({ host: req.headers.host, origin: req.headers.origin }, this.address.port);
      if (boundary !== 'ok') return sendBoundaryRejection(res, 403, boundary);
      const auth = checkBearer(req.headers.authorization, this.opts.token);
      if (auth !== 'ok') return sendBoundaryRejection(res, 401, auth);
      const phase = this.phase;
      if (phase.name === 'preparing') return sendJson(res, 503, { error: 'owner_not_ready', code: 'preparing' }, { 'retry-after': '1' });
      if (phase.name === 'stopping') return sendJson(res, 503, { error: 'owner_not_ready', code: 'shutting_down' }, { connection: 'close' });
      const url = new URL(req.url ?? '/', 'http://loopback');
      if (url.pathname === '/mcp') return await phase.sessions.handle(req, res);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        return await handleApi(req, res, url, { contextFor: bindCaller(phase.ctx), runtime: this.opts.runtime });
      }
      sendJson(res, 404, { error: 'not_found', code: 'route_not_found', path: url.pathname });
    } catch (error) {
      this.opts.report(`error: ${req.method ?? '?'} request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal_error', code: 'internal_error' });
      else res.end();
    }
  }
}
