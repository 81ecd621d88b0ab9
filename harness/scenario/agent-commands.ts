import { agentArea, type AgentLaunch } from './agent-area.js';
import type { AgentRun } from './agent-run.js';
import type { Scenario } from './scenario.js';

/** What a first-minute invocation says besides the repository. */
export interface FirstMinuteWords {
  query?: string | null;
  /** extra words, e.g. `--runtime-dir x` or `--runtime-dir=x` */
  extra?: string[];
  /** the repository as typed (default: its absolute path) */
  repoArg?: string;
}

/** `agent first-minute --repo R [--query Q] ... --json` */
export function firstMinuteWords(repo: string, words: FirstMinuteWords = {}): string[] {
  return ['agent', 'first-minute', '--repo', words.repoArg ?? repo, ...(words.query ? ['--query', words.query] : []), ...(words.extra ?? []), '--json'];
}

/** A name for a command the scenario does not name itself. */
function nextLabel(s: Scenario): string {
  return `#${agentArea(s).runs.size + 1}`;
}

/** Starts first-minute on the named repository; it does not wait. */
export function startFirstMinute(s: Scenario, repo: string, words: FirstMinuteWords = {}, launch: AgentLaunch = {}, label: string = nextLabel(s)): Promise<AgentRun> {
  return agentArea(s).start(label, firstMinuteWords(s.repo(repo), words), launch);
}

/** Runs first-minute on the named repository to its exit. */
export async function runFirstMinute(s: Scenario, repo: string, words: FirstMinuteWords = {}, launch: AgentLaunch = {}): Promise<AgentRun> {
  const run = await startFirstMinute(s, repo, words, launch);
  await run.finish(s.boundMs);
  return run;
}

/** Runs first-minute and requires success (exit 0, ok true): a Given that prepares a runtime. */
export async function prepareWithFirstMinute(s: Scenario, repo: string, words: FirstMinuteWords = {}, launch: AgentLaunch = {}): Promise<AgentRun> {
  const run = await runFirstMinute(s, repo, words, launch);
  const { code } = run.child.exitStatus() ?? { code: null };
  if (code !== 0 || run.envelope().ok !== true) {
    throw new Error(`preparing the repository "${repo}" with first-minute failed (exit ${code}); stderr: ${run.child.stderrLines.slice(-5).join(' | ')}`);
  }
  return run;
}

/** Runs any agent CLI words to the exit (am-i-stale, init). */
export async function runAgentWords(s: Scenario, words: string[], launch: AgentLaunch = {}): Promise<AgentRun> {
  const run = await agentArea(s).start(nextLabel(s), words, launch);
  await run.finish(s.boundMs);
  return run;
}

/** Starts a named command held at `seam` in its own seam folder. */
export async function startHeldFirstMinute(s: Scenario, label: string, repo: string, seam: string | null, words: FirstMinuteWords = {}, launch: AgentLaunch = {}): Promise<AgentRun> {
  await s.home();
  const area = agentArea(s);
  if (seam !== null) area.seamsFor(label).hold(seam);
  return startFirstMinute(s, repo, words, { ...launch, seams: true }, label);
}

/** Waits until the named command (or its server, whose pid is not known in advance) writes `<seam>.reached`. */
export async function waitForCommandAt(s: Scenario, label: string, seam: string, byCommandItself: boolean): Promise<number> {
  const area = agentArea(s);
  const run = area.run(label);
  const reached = area.seams(label).waitReached(seam, byCommandItself ? run.pid : null, s.boundMs);
  // A command that ends first can never reach the seam: say so instead of waiting for the bound.
  const ended = new Promise<never>((_, reject) => run.child.onExit((st) => reject(new Error(`command "${label}" exited (code ${st.code}, signal ${st.signal}) before reaching ${seam}; stderr: ${run.child.stderrLines.slice(-5).join(' | ')}`))));
  ended.catch(() => undefined);
  return Promise.race([reached, ended]);
}

export function continueCommand(s: Scenario, label: string, seam: string): void {
  agentArea(s).seams(label).release(seam);
}

export function signalCommand(s: Scenario, label: string | null, signal: NodeJS.Signals): void {
  agentArea(s).run(label).child.signal(signal);
}
