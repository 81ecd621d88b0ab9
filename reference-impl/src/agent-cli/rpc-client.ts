import { AgentError } from './agent-error.js';
import type { ServerProcess } from './server-process.js';

interface Pending {
  method: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Newline-delimited JSON-RPC over an owned child's stdio; replies are matched by id. */
export class RpcClient {
  private nextId = 1;
  private buffer = '';
  private readonly pending = new Map<number, Pending>();
  private closedReason: string | null = null;

  constructor(private readonly proc: ServerProcess, private readonly signal: AbortSignal) {
    proc.child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.accept(chunk));
    void proc.closed.then((info) => this.failAll(`the server closed its streams (exit ${info.code ?? 'none'}${info.signal ? `, ${info.signal}` : ''}) before answering`));
    signal.addEventListener('abort', () => this.failAll('interrupted'), { once: true });
  }

  /** Sends a request and waits at most `timeoutMs` for its reply. */
  request(method: string, params: unknown, timeoutMs: number): Promise<unknown> {
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

  notify(method: string, params: unknown): void {
    if (!this.closedReason) this.write({ jsonrpc: '2.0', method, params });
  }

  private write(message: unknown): void {
    this.proc.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private accept(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl).trim();
      this.buffer = this.buffer.slice(nl + 1);
      if (line !== '') this.deliver(line);
    }
  }

  private deliver(line: string): void {
    let msg: { id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      msg = JSON.parse(line) as typeof msg;
    } catch {
      return; // not a frame: servers may not log on stdout, but a stray line must not crash the client
    }
    if (typeof msg.id !== 'number') return;
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.error) {
      p.reject(new AgentError('M1ND_AGENT_SERVER_CALL_FAILED', `the server answered ${p.method} with JSON-RPC error ${String(msg.error.code)}: ${String(msg.error.message)}`, { method: p.method, rpc_code: msg.error.code }));
    } else {
      p.resolve(msg.result);
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
