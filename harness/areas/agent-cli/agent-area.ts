import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineArea, type Scenario, type ScenarioPart } from '../../scenario/index.js';
import { SeamController } from '../../seams/index.js';
import type { AgentRun } from './agent-run.js';
import type { GitState } from './git-state.js';

/** Options of one agent CLI invocation beyond its words. */
export interface AgentLaunch {
  /** the process's working directory (default: the fixture home's root) */
  cwd?: string;
  /** variables for this invocation only */
  env?: Record<string, string>;
  /** give this invocation its own seam folder (so concurrent commands leave their own markers) */
  seams?: boolean;
}

/** What the agent CLI scenarios of one Scenario share: the commands run, the server behind them, observations. */
export class AgentArea implements ScenarioPart {
  readonly runs = new Map<string, AgentRun>();
  private readonly order: AgentRun[] = [];
  /** the server executable passed as --binary (null: the implementation's own default) */
  binary: string | null = null;
  /** variables every invocation of this scenario gets */
  readonly env: Record<string, string> = {};
  /** variables the fixture environment sets that this scenario's invocations must not get */
  readonly unset = new Set<string>();
  /** the directory commands start in unless they say otherwise (null: the fixture home's root) */
  cwd: string | null = null;
  /** words every invocation of this scenario gets after its own (e.g. `--runtime-dir x`) */
  readonly words: string[] = [];
  /** stand-in servers' event logs, by stand-in name */
  readonly fakeLogs = new Map<string, string>();
  /** values remembered for later comparison (runtime roots, digests), by name */
  readonly remembered = new Map<string, string>();
  private readonly seamControllers = new Map<string, SeamController>();
  /** pids of stand-ins that ignore signals: ended with SIGUSR2 when the scenario closes */
  readonly stubbornPids = new Set<number>();
  /** each git repository's state before the first command, or after the scenario's last deliberate change */
  readonly gitBaselines = new Map<string, GitState>();

  constructor(private readonly s: Scenario) {}

  /** The command started under `label`, or the latest one when label is null. */
  run(label: string | null = null): AgentRun {
    const found = label === null ? this.order.at(-1) : this.runs.get(label);
    if (!found) throw new Error(label === null ? 'no agent CLI command was run in this scenario; run one first' : `no agent CLI command "${label}" was started in this scenario; start it first`);
    return found;
  }

  /** The seam folder of the command `label` (it must have been started with its own). */
  seams(label: string): SeamController {
    const controller = this.seamControllers.get(label);
    if (!controller) throw new Error(`command "${label}" has no seam folder of its own; start it with seams`);
    return controller;
  }

  /** A seam folder prepared before the command starts, so holds are in place when it arrives. */
  seamsFor(label: string): SeamController {
    let controller = this.seamControllers.get(label);
    if (!controller) {
      const dir = join(this.s.fixtureHome.seams, `agent-${label.replace(/[^A-Za-z0-9_-]/g, '_')}`);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      controller = new SeamController(dir);
      this.seamControllers.set(label, controller);
    }
    return controller;
  }

  /** Records a command started under `label` (the latest one is what "the command" means). */
  add(run: AgentRun): void {
    if (this.runs.has(run.label)) throw new Error(`an agent CLI command "${run.label}" was already started in this scenario; use another name`);
    this.runs.set(run.label, run);
    this.order.push(run);
  }

  transcript(): string {
    return this.order.map((r) => r.transcript()).join('\n\n');
  }

  /** Releases every hold of every command's seam folder and ends stand-ins that ignore signals. */
  async close(): Promise<void> {
    for (const controller of this.seamControllers.values()) {
      for (const seam of AGENT_HELD_SEAMS) controller.release(seam);
    }
    for (const pid of this.stubbornPids) {
      try {
        process.kill(pid, 'SIGUSR2');
      } catch {
        /* already gone */
      }
    }
  }
}

/** Every seam a scenario of this area may hold; all are released when the scenario closes. */
export const AGENT_HELD_SEAMS: readonly string[] = Object.freeze([
  'agent.waiter_registered', 'agent.lease_acquired', 'agent.identity_opened', 'agent.before_spawn',
  'bootstrap.owner_lock', 'mcp.initialize',
]);

const AGENT_AREA = defineArea('agent-cli', (s) => new AgentArea(s));

/** The scenario's agent CLI area, created and attached on first use. */
export function agentArea(s: Scenario): AgentArea {
  return s.area(AGENT_AREA);
}
