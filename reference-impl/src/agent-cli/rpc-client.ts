import { ReadBuffer, serializeMessage, STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { AgentError } from './agent-error.js';
import type { ServerProcess } from './server-process.js';

interface Pending {
  method: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Newline-delimited JSON-RPC over an owned child's stdio (the SDK's framing); replies are matched by id. */
export class RpcClient {
  private nextId = 1;
  private readonly frames = new ReadBuffer();
  private readonly pending = new Map<number, Pending>();
  private closedReason: string | null = null;

  constructor(private readonly proc: ServerProcess, private readonly signal: AbortSignal) {
    proc.child.stdout.on('data', (chunk: Buffer) => this.accept(chunk));
    void proc.closed.then((info) => this.failAll(`the server closed its streams (exit ${info.code ?? 'none'}${info.signal ? `, ${info.signal}` : ''}) before answering`));
    signal.addEventListener('abort', () => this.failAll('interrupted'), { once: true });
  }

  /** Sends a request and waits at most `timeoutMs` for its reply. */
  request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    if (this.signal.aborted) return Promise.reject(this.interrupted(method));
    if (this.closedReason) return Promise.reject(this.failure(method, this.closedReason));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AgentError('M1ND_AGENT_SERVER_TIMEOUT', `the server did not answer ${method} within ${timeoutMs} ms`, { method, budget_ms: timeoutMs }));
      }, timeoutMs);
      this.pending.set(id, { method, resolve, reject, timer });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: Record<string, unknown>): void {
    if (!this.closedReason) this.write({ jsonrpc: '2.0', method, params });
  }

  private write(message: JSONRPCMessage): void {
    this.proc.child.stdin.write(serializeMessage(message));
  }

  private accept(chunk: Buffer): void {
    try {
      this.frames.append(chunk);
    } catch {
      this.failAll(`the server wrote a line longer than ${STDIO_DEFAULT_MAX_BUFFER_SIZE} bytes on stdout`);
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.frames.readMessage();
      } catch {
        continue; // not a frame: servers may not log on stdout, but a stray line must not crash the client
      }
      if (message === null) return;
      this.deliver(message);
    }
  }

  private deliver(message: JSONRPCMessage): void {
    if (!('result' in message || 'error' in message) || typeof message.id !== 'number') return;
    const p = this.pending.get(message.id);
    if (!p) return;
    this.pending.delete(message.id);
    clearTimeout(p.timer);
    if ('error' in message) {
      p.reject(new AgentError('M1ND_AGENT_SERVER_CALL_FAILED', `the server answered ${p.method} with JSON-RPC error ${message.error.code}: ${message.error.message}`, { method: p.method, rpc_code: message.error.code }));
    } else {
      p.resolve(message.result);
    }
  }

  private failAll(reason: string): void {
    this.closedReason ??= reason;
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.reject(reason === 'interrupted' ? this.interrupted(p.method) : this.failure(p.method, reason));
    }
  }

  private failure(method: string, reason: string): AgentError {
    return new AgentError('M1ND_AGENT_SERVER_CALL_FAILED', `${method}: ${reason}`, { method });
  }

  private interrupted(method: string): AgentError {
    return new AgentError('M1ND_AGENT_INTERRUPTED', `${method} was cancelled by a signal`, { method });
  }
}
