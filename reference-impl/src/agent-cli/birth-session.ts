import { AgentError } from './agent-error.js';
import type { Budgets } from './budgets.js';
import type { Writable } from 'node:stream';
import type { Interrupt } from './interrupt.js';
import type { ServerCommand } from './server-command.js';
import { ServerProcess, type CloseInfo } from './server-process.js';

export interface BirthReport {
  close: CloseInfo | null;
  receipt: Record<string, unknown> | null;
  refusal: { code: string; detail: string } | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `<server> --birth <root>` with stdin closed and relays its outcome: the JSON receipt it prints
 * on stdout, or the `refused: <code>: <detail>` line on stderr. Bounded like a cold start, then SIGTERM.
 */
export async function runBirthSession(opts: { command: ServerCommand; root: string; serverArgs: string[]; env: Record<string, string | undefined>; cwd: string; budgets: Budgets; interrupt: Interrupt; relay?: Writable }): Promise<BirthReport> {
  opts.interrupt.throwIfInterrupted();
  const proc = await ServerProcess.start(opts.command, [...opts.serverArgs, '--birth', opts.root], opts.env, opts.cwd, opts.relay ?? null);
  const forward = (): void => {
    if (opts.interrupt.name) proc.signal(opts.interrupt.name);
  };
  opts.interrupt.signal.addEventListener('abort', forward, { once: true });
  if (opts.interrupt.signal.aborted) forward();
  let stdout = '';
  proc.child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  proc.child.stdin.end();

  let close = await proc.waitClosed(opts.budgets.initializeMs);
  if (!close && !opts.interrupt.name) proc.signal('SIGTERM');
  if (!close) close = await proc.waitClosed(opts.budgets.afterSigtermMs);
  opts.interrupt.signal.removeEventListener('abort', forward);
  if (!close) proc.abandon();
  const stderr = proc.stderr();
  const refusal = /refused: ([A-Za-z0-9_.-]+): (.*)/.exec(stderr);
  return {
    close,
    receipt: lastJsonObject(stdout),
    refusal: refusal ? { code: refusal[1] as string, detail: (refusal[2] as string).trim() } : null,
    stdout,
    stderr,
  };
}

/** Turns a finished birth into the envelope's `birth` object, or the error that makes it ok:false. */
export function judgeBirth(r: BirthReport, budgets: Budgets): { birth: Record<string, unknown>; error?: AgentError } {
  const birth = { exit_code: r.close?.code ?? null, exit_signal: r.close?.signal ?? null, receipt: r.receipt, refused: r.refusal?.code ?? null, reason: r.refusal?.detail ?? null };
  if (!r.close) {
    return { birth, error: new AgentError('M1ND_AGENT_SHUTDOWN_FAILED', `the birth ceremony did not close its streams within ${budgets.initializeMs} ms and ${budgets.afterSigtermMs} ms after SIGTERM; its lease proof is kept`) };
  }
  if (r.close.code === 0 && r.receipt) return { birth };
  if (r.refusal) return { birth, error: new AgentError('M1ND_AGENT_BIRTH_REFUSED', `the birth ceremony refused: ${r.refusal.code}: ${r.refusal.detail}`, { refused: r.refusal.code }) };
  return { birth, error: new AgentError('M1ND_AGENT_BIRTH_FAILED', `the birth ceremony ended with ${r.close.signal ? `signal ${r.close.signal}` : `status ${r.close.code}`} and no receipt`, { exit_code: r.close.code }) };
}

function lastJsonObject(text: string): Record<string, unknown> | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('{'));
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      const v: unknown = JSON.parse(lines[i] as string);
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      /* keep looking */
    }
  }
  return null;
}
