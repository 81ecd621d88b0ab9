import type { ChildHandle } from '../process/index.js';
import type { Scenario } from './scenario.js';
import { disarmSeams } from './seam-arms.js';
import { expectReady, expectRefused } from './startup-checks.js';

/**
 * A process the shared sentences can name ("the server", "the HTTP owner", "the held ceremony", ...): each
 * spec area that starts processes describes them with one role; the steps map the feature's phrase to it.
 */
export interface ProcessRole {
  /** how messages name it */
  readonly name: string;
  /** the latest process of this role in the scenario */
  latest(s: Scenario): { label: string; child: ChildHandle };
  /** what must be observed before a signal can be sent (e.g. the address it listens on) */
  beforeSignal?(s: Scenario): Promise<void>;
}

/** A server role: the shared sentences can also start one, and find it ready or refused. */
export interface ServerRole extends ProcessRole {
  /** starts one with `grant` as the launcher grant; it does not wait */
  start(s: Scenario, grant: string): Promise<unknown>;
  /** it serves: whatever "ready" means for its transport */
  expectReady(s: Scenario): Promise<void>;
  /** a startup refusal with `code` */
  expectRefused(s: Scenario, code: string): Promise<void>;
}

/** The latest stdio server of the scenario. */
export const STDIO_SERVER: ServerRole = {
  name: 'the server',
  latest: (s) => s.current,
  start: (s, grant) => s.start(grant),
  expectReady: (s) => expectReady(s),
  expectRefused: (s, code) => expectRefused(s, code),
};

/** The second stdio server started on the scenario's runtime. */
export const SECOND_STDIO_SERVER: ServerRole = {
  name: 'the second server',
  latest: (s) => secondRun(s),
  start: (s, grant) => s.start(grant, 'second server'),
  expectReady: (s) => expectReady(s, secondRun(s)),
  expectRefused: (s, code) => expectRefused(s, code, secondRun(s)),
};

function secondRun(s: Scenario) {
  const run = s.runs[1];
  if (!run) throw new Error('this step needs two servers started in the scenario');
  return run;
}

export async function startProcess(s: Scenario, role: ServerRole, repo: string): Promise<void> {
  await role.start(s, s.repo(repo));
}

export function expectProcessReady(s: Scenario, role: ServerRole): Promise<void> {
  return role.expectReady(s);
}

export function expectStartupRefused(s: Scenario, role: ServerRole, code: string): Promise<void> {
  return role.expectRefused(s, code);
}

/** Sends `signal` to the latest process of `role` (after what the role must observe first). */
export async function signalProcess(s: Scenario, role: ProcessRole, signal: NodeJS.Signals): Promise<void> {
  await role.beforeSignal?.(s);
  role.latest(s).child.signal(signal);
}

/** kill -9, then the exit by that signal; the seams it was held at are cleared so the next start meets none. */
export async function killProcess(s: Scenario, role: ProcessRole): Promise<void> {
  const run = role.latest(s);
  run.child.signal('SIGKILL');
  const status = await run.child.waitExit(s.boundMs);
  if (status.signal !== 'SIGKILL') throw new Error(`${run.label} ended with code ${status.code} before SIGKILL reached it`);
  disarmSeams(s);
}

export async function expectProcessExit(s: Scenario, role: ProcessRole, code: number): Promise<void> {
  const run = role.latest(s);
  const status = await run.child.waitExit(s.boundMs);
  if (status.code !== code) {
    throw new Error(`${run.label} exited with code ${status.code} (signal ${status.signal}), expected ${code}; stderr: ${run.child.stderrLines.slice(-5).join(' | ') || '(none)'}`);
  }
}

export async function expectProcessExitNonZero(s: Scenario, role: ProcessRole): Promise<void> {
  const run = role.latest(s);
  const status = await run.child.waitExit(s.boundMs);
  if (status.code === 0 || status.code === null) {
    throw new Error(`${run.label} exited with code ${status.code} (signal ${status.signal}); expected a non-zero status. stderr: ${run.child.stderrLines.slice(-6).join(' | ') || '(none)'}`);
  }
}
