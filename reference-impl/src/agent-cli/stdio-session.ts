import { AgentError, toAgentError } from './agent-error.js';
import type { Budgets } from './budgets.js';
import type { Writable } from 'node:stream';
import type { Interrupt } from './interrupt.js';
import { RpcClient } from './rpc-client.js';
import type { ServerCommand } from './server-command.js';
import { ServerProcess, type CloseInfo } from './server-process.js';
import { readToolResult, type ToolCaller } from './tool-caller.js';

export const PROTOCOL_VERSION = '2025-06-18';

export interface SessionOptions {
  command: ServerCommand;
  args: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  budgets: Budgets;
  interrupt: Interrupt;
  /** Where the child's stderr is copied live (our own stderr: logs never go to stdout). */
  relay?: Writable;
}

export interface ServerInfo {
  name: string | null;
  version: string | null;
}

/** What a session left behind: the work's value or its primary error, the teardown, and the child's stderr. */
export interface SessionReport<T> {
  value?: T;
  error?: AgentError;
  teardownError?: AgentError;
  server: ServerInfo;
  /** Set only when the child's `close` was witnessed: then, and only then, the lease may be released. */
  close: CloseInfo | null;
  stderr: string;
}

/**
 * Starts the server, initializes MCP (the cold-start budget), runs `work`, then tears down: stdin is
 * closed, the child gets the EOF budget, then SIGTERM and the post-signal budget. Never SIGKILL. A
 * spawn failure throws (no child exists); everything after the spawn is reported, never thrown.
 */
export async function runStdioSession<T>(opts: SessionOptions, work: (caller: ToolCaller, server: ServerInfo) => Promise<T>): Promise<SessionReport<T>> {
  opts.interrupt.throwIfInterrupted();
  const proc = await ServerProcess.start(opts.command, opts.args, opts.env, opts.cwd, opts.relay ?? null);
  const forward = (): void => {
    if (opts.interrupt.name) proc.signal(opts.interrupt.name);
  };
  opts.interrupt.signal.addEventListener('abort', forward, { once: true });
  if (opts.interrupt.signal.aborted) forward();

  const rpc = new RpcClient(proc, opts.interrupt.signal);
  const report: SessionReport<T> = { server: { name: null, version: null }, close: null, stderr: '' };
  try {
    const init = (await rpc.request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'm1nd-ref-agent', version: '0.1.0' },
    }, opts.budgets.initializeMs)) as { serverInfo?: { name?: unknown; version?: unknown } } | undefined;
    report.server = { name: str(init?.serverInfo?.name), version: str(init?.serverInfo?.version) };
    rpc.notify('notifications/initialized', {});
    const caller: ToolCaller = {
      call: async (tool, args) => readToolResult(await rpc.request('tools/call', { name: tool, arguments: args }, opts.budgets.callMs)),
    };
    report.value = await work(caller, report.server);
  } catch (error) {
    report.error = startupOrCallError(error, report.server.version === null && report.server.name === null, proc);
  }
  const teardown = await tearDown(proc, opts);
  report.close = teardown.close;
  // A child that closed with a failing status after a primary failure adds nothing: the cause stays primary.
  if (teardown.error && !(report.error && teardown.close)) report.teardownError = teardown.error;
  report.stderr = proc.stderr();
  opts.interrupt.signal.removeEventListener('abort', forward);
  if (report.error && report.error.code !== 'M1ND_AGENT_INTERRUPTED') report.error.details.server_stderr = report.stderr;
  return report;
}

async function tearDown(proc: ServerProcess, opts: SessionOptions): Promise<{ close: CloseInfo | null; error?: AgentError }> {
  proc.child.stdin.end();
  const b = opts.budgets;
  let close: CloseInfo | null;
  if (opts.interrupt.name) {
    close = await proc.waitClosed(b.afterSigtermMs);
  } else {
    close = await proc.waitClosed(b.afterEofMs);
    if (!close && !opts.interrupt.name) proc.signal('SIGTERM');
    if (!close) close = await proc.waitClosed(b.afterSigtermMs);
  }
  if (!close) {
    proc.abandon();
    return {
      close: null,
      error: new AgentError('M1ND_AGENT_SHUTDOWN_FAILED', `the server (pid ${proc.pid ?? '?'}) did not close its streams within ${b.afterEofMs} ms after EOF and ${b.afterSigtermMs} ms after SIGTERM; its lease proof is kept for supervised recovery and the runtime is not claimed reusable`, { pid: proc.pid ?? null }),
    };
  }
  if (close.code !== 0 && !opts.interrupt.name) {
    return { close, error: new AgentError('M1ND_AGENT_SHUTDOWN_FAILED', `the server exited with ${close.signal ? `signal ${close.signal}` : `status ${close.code}`} instead of a clean shutdown`, { exit_code: close.code, exit_signal: close.signal }) };
  }
  return { close };
}

function startupOrCallError(error: unknown, beforeInitialize: boolean, proc: ServerProcess): AgentError {
  const e = toAgentError(error, 'M1ND_AGENT_SERVER_CALL_FAILED');
  if (!beforeInitialize || e.code === 'M1ND_AGENT_INTERRUPTED') return e;
  const refusal = /m1nd-mcp: refused: ([A-Za-z0-9_.-]+):/.exec(proc.stderr());
  const code = e.code === 'M1ND_AGENT_SERVER_TIMEOUT' ? 'M1ND_AGENT_SERVER_TIMEOUT' : 'M1ND_AGENT_SERVER_STARTUP_FAILED';
  return new AgentError(code, `the server did not start: ${e.message}`, { ...e.details, ...(refusal ? { server_refusal: refusal[1] } : {}) }, { cause: e });
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}
