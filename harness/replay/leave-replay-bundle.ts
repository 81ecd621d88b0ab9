import { appendFile, cp, lstat, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { removeHome, type FixtureHome } from '../homes/index.js';
import { bundleDir, replayCommand } from './bundle-paths.js';
import { pickReplayEnv } from './replay-env.js';
import { writeBundleFile, writeBundleText } from './write-bundle.js';

/** What a bundle needs from a scenario; the scenario facade has this shape. */
export interface ReplaySource {
  lane: { adapter: Adapter };
  /** the fixture home, or null when the scenario ended before it built one */
  readonly builtHome: FixtureHome | null;
  runs: readonly { label: string; plan: { argv: string[]; cwd: string; env: Record<string, string> } }[];
  transcript(): string;
}

export interface ReplayPickle {
  id: string;
  name: string;
  uri: string;
  location?: { line: number };
  tags: readonly { name: string }[];
}

/**
 * The After hook's side of a replay bundle, called after the children were stopped and the home was kept:
 * copies the fixture home, writes every child's argv/cwd/env, the seam schedule and the transcript, then
 * removes the original home (unless M1ND_CONFORMANCE_KEEP_FIXTURES=1). Returns the `replay: <command>` line
 * to log. Bundles go to $M1ND_CONFORMANCE_REPLAY_DIR (set by the runner), else `<cwd>/reports/replay`.
 */
export async function leaveReplayBundle(source: ReplaySource, pickle: ReplayPickle, env: HarnessEnv, cwd: string = process.cwd()): Promise<string> {
  const replayDir = env.env.M1ND_CONFORMANCE_REPLAY_DIR || join(cwd, 'reports', 'replay');
  const dir = bundleDir(replayDir, pickle.name, pickle.id);
  const home = source.builtHome;
  if (home) {
    await cp(home.root, join(dir, 'home'), { recursive: true, verbatimSymlinks: true, errorOnExist: false, filter: copyable }).catch((error: unknown) =>
      writeBundleText(dir, 'home-copy-error.txt', `copying ${home?.root} failed: ${(error as Error).message}`));
    await writeFile(join(dir, 'seams.json'), `${JSON.stringify(await seamSchedule(home.seams), null, 2)}\n`);
  }
  const children = source.runs.map((r) => ({ label: r.label, argv: r.plan.argv, cwd: r.plan.cwd, env: r.plan.env }));
  writeBundleText(dir, 'children.json', JSON.stringify({ fixture_root: home?.root ?? null, children }, null, 2));
  writeBundleText(dir, 'transcript.txt', source.transcript());
  const scenario = { name: pickle.name, uri: pickle.uri, line: pickle.location?.line ?? null, tags: pickle.tags.map((t) => t.name) };
  writeBundleFile(dir, scenario, source.lane.adapter, pickReplayEnv(env.env));
  if (home && env.env.M1ND_CONFORMANCE_KEEP_FIXTURES !== '1') await removeHome(home);
  return `replay: ${replayCommand(dir, cwd)}`;
}

/** Seam marker files and their contents (pids in `reached`), the order the scenario drove them in. */
async function seamSchedule(dir: string): Promise<{ marker: string; content: string }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (marker) => ({ marker, content: (await readFile(join(dir, marker), 'utf8').catch(() => '')).trim() })));
}

/**
 * The runner reads $M1ND_CONFORMANCE_TIMING_DIR after the run to tell the implementation's time from the
 * harness's; one file per worker process, one line per scenario, keyed by the pickle id of this run.
 */
async function recordImplementationTime(scenario: SettleSource, pickle: ReplayPickle, env: HarnessEnv): Promise<void> {
  const dir = env.env.M1ND_CONFORMANCE_TIMING_DIR;
  if (!dir || !scenario.implementationSeconds) return;
  const line = `${JSON.stringify({ pickle: pickle.id, implementation_seconds: Math.round(scenario.implementationSeconds() * 1000) / 1000 })}\n`;
  await appendFile(join(dir, `${process.pid}.ndjson`), line);
}

/** Sockets and fifos cannot be copied and mean nothing after the children ended. */
async function copyable(src: string): Promise<boolean> {
  const s = await lstat(src).catch(() => null);
  return s !== null && (s.isFile() || s.isDirectory() || s.isSymbolicLink());
}

/** What the After hook hands over: the scenario facade (it can end itself). */
export interface SettleSource extends ReplaySource {
  dispose(opts: { keepHome?: boolean }): Promise<string[]>;
  /** seconds an implementation process of the scenario was alive */
  implementationSeconds?(): number;
}

/**
 * Ends a scenario for the After hook: stops everything keeping the home, then leaves a replay bundle when
 * the scenario failed or ending it found problems, else removes the home (kept with
 * M1ND_CONFORMANCE_KEEP_FIXTURES=1). Returns the problems and the `replay: ...` line to log, if any.
 */
export async function settleScenario(scenario: SettleSource, pickle: ReplayPickle, env: HarnessEnv, failed: boolean): Promise<{ problems: string[]; replayLine: string | null }> {
  const problems = await scenario.dispose({ keepHome: true });
  await recordImplementationTime(scenario, pickle, env);
  if (failed || problems.length > 0) return { problems, replayLine: await leaveReplayBundle(scenario, pickle, env) };
  const home = scenario.builtHome;
  if (home && env.env.M1ND_CONFORMANCE_KEEP_FIXTURES !== '1') await removeHome(home);
  return { problems, replayLine: null };
}
