import { StdioRpcClient, type JsonRpcResponse } from '../clients/index.js';
import type { ChildHandle, ExitStatus } from '../process/index.js';
import type { LaunchPlan } from './launch-plan.js';

/** What a refused startup looked like from outside. */
export interface StartupOutcome {
  status: ExitStatus;
  stderr: string[];
  answeredInitialize: boolean;
}

/**
 * One server process of a scenario and its raw stdio client. `initialize` is sent the moment the process
 * starts, so a refusal that answers it anyway is observable.
 */
export class ServerRun {
  readonly client: StdioRpcClient;
  private readonly initialized: Promise<JsonRpcResponse>;

  constructor(readonly label: string, readonly child: ChildHandle, readonly plan: LaunchPlan, initBoundMs: number) {
    this.client = new StdioRpcClient(child);
    this.initialized = this.client.initialize(initBoundMs);
    this.initialized.catch(() => undefined); // awaited by ready(); a refusal makes it reject on purpose
  }

  /** The initialize answer; rejects when the server exits or refuses instead. */
  ready(): Promise<JsonRpcResponse> {
    return this.initialized;
  }

  /** Waits for the process to end and reports what it did. */
  async outcome(boundMs: number): Promise<StartupOutcome> {
    const status = await this.child.waitExit(boundMs);
    return { status, stderr: [...this.child.stderrLines], answeredInitialize: this.client.sawResultFrame() };
  }

  /** argv, exit status, stderr and every stdio frame, for a failing scenario's attachment. */
  transcript(): string {
    const status = this.child.exitStatus();
    const frames = this.client.frames.map((f) => `${f.dir === 'out' ? '>>' : '<<'} ${clip(f.raw)}`);
    return [
      `== ${this.label} (pid ${this.child.pid})`,
      `argv: ${this.plan.argv.join(' ')}`,
      `cwd: ${this.plan.cwd}`,
      `env: ${Object.entries(this.plan.env).map(([k, v]) => `${k}=${v}`).join(' ')}`,
      `exit: ${status ? `code ${status.code} signal ${status.signal}` : 'still running'}`,
      'stderr:',
      ...this.child.stderrLines.map((l) => `  ${clip(l)}`),
      'stdio frames:',
      ...frames.map((l) => `  ${l}`),
    ].join('\n');
  }
}

function clip(line: string): string {
  return line.length > 2000 ? `${line.slice(0, 2000)}... (${line.length} chars)` : line;
}
