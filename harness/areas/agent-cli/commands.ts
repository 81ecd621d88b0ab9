import { childEnv } from '../../homes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea, type AgentLaunch } from './agent-area.js';
import { AgentRun } from './agent-run.js';
import { checkGitUnchanged } from './git-watch.js';

/**
 * Starts `<cli.command> ...words` in the fixture home under `label`; it does not wait. Every git repository
 * of the scenario is first checked to be as the previous commands left it.
 */
export async function startAgentCommand(s: Scenario, label: string, words: string[], launch: AgentLaunch = {}): Promise<AgentRun> {
  const area = agentArea(s);
  if (area.runs.has(label)) throw new Error(`an agent CLI command "${label}" was already started in this scenario; use another name`);
  const fixture = await s.prepareHome();
  await checkGitUnchanged(s);
  const cli = s.lane.adapter.cli?.command;
  if (!cli) throw new Error(`adapter ${s.lane.adapter.name} has no cli.command; add the agent CLI's argv to the adapter or drop @needs:agent-cli`);
  const seamsDir = launch.seams ? area.seamsFor(label).dir : null;
  const extra: Record<string, string> = { ...area.env, ...(launch.env ?? {}) };
  if (seamsDir !== null) extra.M1ND_TEST_SEAMS_DIR = seamsDir;
  const env = childEnv(fixture, s.harnessEnv, extra);
  for (const name of area.unset) delete env[name];
  const binary = area.binary !== null && !words.includes('--binary') ? ['--binary', area.binary] : [];
  const argv = [...cli, ...words, ...area.words, ...binary];
  const cwd = launch.cwd ?? area.cwd ?? fixture.root;
  const run = new AgentRun(label, s.driver.start(argv, { cwd, env }), cwd, env, seamsDir);
  area.add(run);
  return run;
}

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
  return startAgentCommand(s, label, firstMinuteWords(s.repo(repo), words), launch);
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
  const run = await startAgentCommand(s, nextLabel(s), words, launch);
  await run.finish(s.boundMs);
  return run;
}

/** Starts a named command held at `seam` in its own seam folder. */
export async function startHeldFirstMinute(s: Scenario, label: string, repo: string, seam: string | null, words: FirstMinuteWords = {}, launch: AgentLaunch = {}): Promise<AgentRun> {
  await s.prepareHome();
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
