import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { DEFAULT_BOUND_MS } from '../process/index.js';
import { JsonRpcError } from './json-rpc.js';
import type { ToolResult } from './tool-result.js';
import { readToolResult } from './tool-result.js';

/** The header a client uses to say which root it works in. */
export const CALLER_ROOT_HEADER = 'm1nd-caller-root';

/**
 * A caller root as a header value: the path's UTF-8 octets, one per character (an HTTP field carries octets,
 * and Node's clients send each character of a string below 256 as that octet).
 */
export function callerRootHeaderValue(root: string): string {
  return Buffer.from(root, 'utf8').toString('latin1');
}

export interface HttpMcpSessionOptions {
  /** the MCP endpoint, e.g. `http://127.0.0.1:<port>/mcp` */
  url: string;
  /** sent as `Authorization: Bearer <token>`; null sends none */
  bearer: string | null;
  /** sent as `m1nd-caller-root`; null sends none (it can change between requests: setCallerRoot) */
  callerRoot?: string | null;
  /** any further headers on every request */
  headers?: Record<string, string>;
  boundMs?: number;
}

export interface ListedTool {
  name: string;
  description?: string;
  /** the tool's `_meta`, when the server annotates it */
  meta?: Record<string, unknown>;
}

/**
 * A semantic MCP session over Streamable HTTP on the SDK client. Headers are applied per request through
 * a fetch wrapper, so a scenario can drop or change the caller root within one session.
 */
export class HttpMcpSession {
  private callerRoot: string | null;

  private constructor(
    private readonly client: Client,
    private readonly transport: StreamableHTTPClientTransport,
    private readonly opts: HttpMcpSessionOptions,
  ) {
    this.callerRoot = opts.callerRoot ?? null;
  }

  /** Connects and initializes; rejects naming the URL when the server refuses or is unreachable. */
  static async open(opts: HttpMcpSessionOptions): Promise<HttpMcpSession> {
    const holder: { session?: HttpMcpSession } = {};
    const fetchWithHeaders = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
      if (opts.bearer !== null) headers.set('authorization', `Bearer ${opts.bearer}`);
      const root = holder.session ? holder.session.callerRoot : (opts.callerRoot ?? null);
      if (root !== null) headers.set(CALLER_ROOT_HEADER, callerRootHeaderValue(root));
      return fetch(input, { ...init, headers });
    };
    const transport = new StreamableHTTPClientTransport(new URL(opts.url), { fetch: fetchWithHeaders });
    const client = new Client({ name: 'm1nd-conformance', version: '0.1.0' });
    const boundMs = opts.boundMs ?? DEFAULT_BOUND_MS;
    try {
      await client.connect(transport, { timeout: boundMs });
    } catch (cause) {
      await transport.close().catch(() => undefined);
      throw new Error(`MCP initialize over HTTP at ${opts.url} failed: ${(cause as Error).message}`, { cause });
    }
    holder.session = new HttpMcpSession(client, transport, opts);
    return holder.session;
  }

  /** The `mcp-session-id` minted by the server, if any. */
  get sessionId(): string | undefined {
    return this.transport.sessionId;
  }

  /** What the server answered to initialize. */
  get serverInfo(): { name: string; version: string } | undefined {
    return this.client.getServerVersion();
  }

  /** Changes (or with null drops) the caller-root header for the following requests. */
  setCallerRoot(root: string | null): void {
    this.callerRoot = root;
  }

  async listTools(boundMs = this.opts.boundMs ?? DEFAULT_BOUND_MS): Promise<ListedTool[]> {
    const listed = await this.wrap('tools/list', () => this.client.listTools(undefined, { timeout: boundMs }));
    return listed.tools.map((t) => ({
      name: t.name,
      ...(t.description === undefined ? {} : { description: t.description }),
      ...(t._meta === undefined ? {} : { meta: t._meta as Record<string, unknown> }),
    }));
  }

  /** tools/call; tool failures are data (isError), a JSON-RPC error answer rejects with JsonRpcError. */
  async callTool(name: string, args: Record<string, unknown>, boundMs = this.opts.boundMs ?? DEFAULT_BOUND_MS): Promise<ToolResult> {
    const result = await this.wrap(`tools/call ${name}`, () => this.client.callTool({ name, arguments: args }, undefined, { timeout: boundMs }));
    return readToolResult(result);
  }

  /** Ends the session (DELETE when the server minted one) and closes the transport. */
  async close(): Promise<void> {
    if (this.transport.sessionId !== undefined) await this.transport.terminateSession().catch(() => undefined);
    await this.client.close();
  }

  private async wrap<T>(method: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (cause) {
      if (cause instanceof McpError) throw new JsonRpcError(method, cause.code, cause.message, cause.data);
      throw cause;
    }
  }
}
