import type { ChildHandle, ExitStatus } from '../../process/index.js';

/** The envelope fields the battery reads (schema m1nd-agent-cli-v0); anything else is passed through. */
export interface AgentEnvelope {
  ok?: unknown;
  command?: unknown;
  repo?: unknown;
  runtime?: { runtime_root?: unknown; state?: unknown; source?: unknown; transport?: unknown; cache?: { key?: unknown; identity?: unknown } | null; [k: string]: unknown };
  trust?: { verdict?: unknown };
  calls?: { tool?: unknown; isError?: unknown; ok?: unknown; action?: unknown; refused?: unknown }[];
  results?: { tool?: unknown; payload?: Record<string, unknown> | null }[];
  freshness?: Record<string, unknown>;
  error?: { code?: unknown; details?: Record<string, unknown> };
  [key: string]: unknown;
}

/** How one agent CLI process ended, as seen from outside. */
export interface AgentOutcome {
  status: ExitStatus;
  stdout: string[];
  stderr: string[];
}

/**
 * One agent CLI process of a scenario: its argv, cwd, environment and (when the scenario uses seams) its
 * own seam folder, so several concurrent commands each leave their own `reached` markers.
 */
export class AgentRun {
  constructor(
    readonly label: string,
    readonly child: ChildHandle,
    readonly cwd: string,
    readonly env: Record<string, string>,
    readonly seamsDir: string | null,
  ) {}

  get pid(): number {
    return this.child.pid;
  }

  /** Waits for the exit (a bound, not an ordering device). */
  async finish(boundMs: number): Promise<AgentOutcome> {
    const status = await this.child.waitExit(boundMs);
    return { status, stdout: [...this.child.stdoutLines], stderr: [...this.child.stderrLines] };
  }

  /** The single JSON document on stdout; anything else (none, two, not JSON) fails naming what was there. */
  envelope(): AgentEnvelope {
    const lines = this.child.stdoutLines.filter((l) => l.trim() !== '');
    if (lines.length !== 1) {
      throw new Error(`${this.label} printed ${lines.length} non-empty lines on stdout; --json must print exactly one JSON document:\n${lines.slice(0, 5).join('\n')}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(lines[0] as string);
    } catch (cause) {
      throw new Error(`${this.label}'s stdout is not JSON (${(cause as Error).message}): ${(lines[0] as string).slice(0, 400)}`, { cause });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${this.label}'s JSON document is not an object: ${lines[0]}`);
    return parsed as AgentEnvelope;
  }

  /** The runtime directory the envelope names. */
  runtimeRoot(): string {
    const root = this.envelope().runtime?.runtime_root;
    if (typeof root !== 'string' || root === '') throw new Error(`${this.label}'s envelope names no runtime.runtime_root: ${JSON.stringify(this.envelope().runtime)}`);
    return root;
  }

  transcript(): string {
    const status = this.child.exitStatus();
    return [
      `== agent CLI ${this.label} (pid ${this.child.pid})`,
      `argv: ${this.child.argv.join(' ')}`,
      `cwd: ${this.cwd}`,
      `env: ${Object.entries(this.env).map(([k, v]) => `${k}=${v}`).join(' ')}`,
      `exit: ${status ? `code ${status.code} signal ${status.signal}` : 'still running'}`,
      'stdout:',
      ...this.child.stdoutLines.map((l) => `  ${l.length > 4000 ? `${l.slice(0, 4000)}...` : l}`),
      'stderr:',
      ...this.child.stderrLines.map((l) => `  ${l}`),
    ].join('\n');
  }
}
