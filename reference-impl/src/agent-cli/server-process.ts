import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Writable } from 'node:stream';
import { errorCode } from '../records/index.js';
import { AgentError } from './agent-error.js';
import type { ServerCommand } from './server-command.js';

const STDERR_KEEP = 64 * 1024;

export interface CloseInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One owned server child: its streams, its captured stderr, and the moment its `close` was witnessed. */
export class ServerProcess {
  readonly closed: Promise<CloseInfo>;
  closeInfo: CloseInfo | null = null;
  exited = false;
  private stderrText = '';
  private signalled: NodeJS.Signals | null = null;

  private constructor(readonly child: ChildProcessWithoutNullStreams, relay: Writable | null) {
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      this.stderrText = (this.stderrText + s).slice(-STDERR_KEEP);
      relay?.write(s);
    });
    child.on('exit', () => (this.exited = true));
    this.closed = new Promise((resolve) => {
      child.on('close', (code, signal) => {
        this.exited = true;
        this.closeInfo = { code, signal };
        resolve(this.closeInfo);
      });
    });
    // Writes after the child died surface as EPIPE on stdin; the close event carries the outcome.
    child.stdin.on('error', () => {});
  }

  /** Spawns and waits for `spawn` or `error`; a failure (EACCES, ENOENT, ...) is normalised and nothing remains. */
  static async start(command: ServerCommand, args: string[], env: Record<string, string | undefined>, cwd: string, relay: Writable | null = null): Promise<ServerProcess> {
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn(command.file, [...command.prefixArgs, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      throw spawnFailure(command, error);
    }
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', () => resolve());
      child.once('error', (error) => reject(spawnFailure(command, error)));
    });
    return new ServerProcess(child, relay);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  stderr(): string {
    return this.stderrText;
  }

  /** Sends a signal once per name, only while the child has not exited: a reaped pid may belong to someone else. */
  signal(name: NodeJS.Signals): boolean {
    if (this.exited || this.signalled === name) return false;
    this.signalled = name;
    return this.child.kill(name);
  }

  /** Resolves with the close info, or null when `ms` passed first. */
  waitClosed(ms: number): Promise<CloseInfo | null> {
    if (this.closeInfo) return Promise.resolve(this.closeInfo);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      void this.closed.then((info) => {
        clearTimeout(timer);
        resolve(info);
      });
    });
  }

  /** Stops holding the child: our ends of its pipes are dropped so this process can exit. */
  abandon(): void {
    this.child.stdin.destroy();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
    this.child.unref();
  }
}

function spawnFailure(command: ServerCommand, error: unknown): AgentError {
  const errno = errorCode(error) ?? 'unknown';
  const fix = errno === 'EACCES' ? 'make it executable (chmod +x) or point at the right file' : 'point --binary or M1ND_MCP_BINARY at the m1nd-mcp executable';
  return new AgentError('M1ND_AGENT_SPAWN_FAILED', `the server binary ${command.file} could not be started (${errno}); ${fix}`, { errno, binary: command.file }, { cause: error });
}
