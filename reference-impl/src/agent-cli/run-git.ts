import { spawn } from 'node:child_process';
import { errorCode } from '../records/index.js';

export type GitOutcome =
  | { kind: 'exited'; status: number; stdout: string; stderr: string }
  | { kind: 'unavailable'; errno: string; message: string }
  | { kind: 'timeout' };

/**
 * Runs one read-only git probe in `root`, bounded by `timeoutMs`. Optional locks are off so a probe
 * never refreshes the index. On timeout the probe is sent SIGTERM and abandoned, not awaited.
 */
export function runGit(root: string, args: string[], opts: { env: Record<string, string | undefined>; timeoutMs: number; git?: string }): Promise<GitOutcome> {
  return new Promise((resolve) => {
    const env = { ...opts.env, LC_ALL: 'C', LANG: 'C', LANGUAGE: 'C', GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' };
    let child;
    try {
      child = spawn(opts.git ?? 'git', ['-C', root, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ kind: 'unavailable', errno: errorCode(error) ?? 'unknown', message: messageOf(error) });
      return;
    }
    let stdout = '';
    let stderr = '';
    let settled = false;
    const finish = (outcome: GitOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      child.stdout.destroy();
      child.stderr.destroy();
      child.unref();
      finish({ kind: 'timeout' });
    }, opts.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', (error) => finish({ kind: 'unavailable', errno: errorCode(error) ?? 'unknown', message: messageOf(error) }));
    child.on('close', (status, signal) => finish({ kind: 'exited', status: status ?? (signal ? 128 : 1), stdout, stderr }));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
