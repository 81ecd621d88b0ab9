import type { ChildHandle } from '../process/index.js';
import { DEFAULT_BOUND_MS, withBound } from '../process/index.js';
import type { JsonRpcResponse } from './json-rpc.js';
import { JsonRpcError, PROTOCOL_VERSION } from './json-rpc.js';
import type { ToolResult } from './tool-result.js';
import { readToolResult } from './tool-result.js';

export interface Frame {
  dir: 'out' | 'in';
  raw: string;
}

interface Pending {
  method: string;
  resolve: (r: JsonRpcResponse) => void;
  reject: (e: Error) => void;
}

/**
 * Raw newline-delimited JSON-RPC over a child's stdio. Unlike the SDK client it keeps every frame,
 * malformed ones included, so scenarios can assert on bytes.
 */
export class StdioRpcClient {
  readonly frames: Frame[] = [];
  /** parsed server-to-client messages that are not responses to our requests (notifications, stray ids) */
  readonly unsolicited: unknown[] = [];
  private nextId = 1;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly child: ChildHandle) {
    child.onStdoutLine((line) => this.receive(line));
    child.onExit((s) => {
      for (const [id, p] of this.pending) {
        p.reject(new Error(`${p.method} (id ${id}) got no answer: the implementation exited (code ${s.code}, signal ${s.signal}); stderr: ${child.stderrLines.slice(-3).join(' | ') || '(none)'}`));
      }
      this.pending.clear();
    });
  }

  private receive(line: string): void {
    this.frames.push({ dir: 'in', raw: line });
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    const m = msg as { id?: unknown; result?: unknown; error?: unknown };
    const isResponse = m && typeof m === 'object' && ('result' in m || 'error' in m) && m.id !== undefined;
    const key = isResponse ? String(m.id) : '';
    const p = isResponse ? this.pending.get(key) : undefined;
    if (p) {
      this.pending.delete(key);
      p.resolve(msg as JsonRpcResponse);
    } else {
      this.unsolicited.push(msg);
    }
  }

  /** Sends one line exactly as given (a newline is appended); for malformed-frame scenarios. */
  sendRaw(line: string): void {
    this.frames.push({ dir: 'out', raw: line });
    this.child.writeStdin(`${line}\n`);
  }

  private send(message: object): void {
    this.sendRaw(JSON.stringify(message));
  }

  request(method: string, params?: unknown, boundMs = DEFAULT_BOUND_MS): Promise<JsonRpcResponse> {
    const id = this.nextId++;
    const answered = new Promise<JsonRpcResponse>((resolve, reject) => {
      this.pending.set(String(id), { method, resolve, reject });
    });
    try {
      this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    } catch (cause) {
      this.pending.delete(String(id));
      return Promise.reject(cause);
    }
    return withBound(answered, boundMs, () => {
      this.pending.delete(String(id));
      return `${method} (id ${id}) was not answered within ${boundMs} ms by pid ${this.child.pid}`;
    });
  }

  notify(method: string, params?: unknown): void {
    this.send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /** initialize + notifications/initialized; a JSON-RPC error answer rejects with JsonRpcError. */
  async initialize(boundMs = DEFAULT_BOUND_MS): Promise<JsonRpcResponse> {
    const response = await this.request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'm1nd-conformance', version: '0.1.0' },
    }, boundMs);
    if (response.error) throw new JsonRpcError('initialize', response.error.code, response.error.message, response.error.data);
    this.notify('notifications/initialized');
    return response;
  }

  /** tools/call; tool failures are data (isError), a JSON-RPC error answer rejects with JsonRpcError. */
  async callTool(name: string, args: Record<string, unknown>, boundMs = DEFAULT_BOUND_MS): Promise<ToolResult> {
    const response = await this.request('tools/call', { name, arguments: args }, boundMs);
    if (response.error) throw new JsonRpcError(`tools/call ${name}`, response.error.code, response.error.message, response.error.data);
    return readToolResult(response.result);
  }

  /** Any stdout frame with a "result" key (even unparseable): startup refusals must never answer. */
  sawResultFrame(): boolean {
    return this.frames.some((f) => {
      if (f.dir !== 'in') return false;
      if (f.raw.includes('"result"')) return true;
      try {
        const m = JSON.parse(f.raw) as unknown;
        return typeof m === 'object' && m !== null && 'result' in m;
      } catch {
        return false;
      }
    });
  }
}
