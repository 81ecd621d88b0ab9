import { cp, lstat, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { bundleDir, replayCommand } from './bundle-paths.js';
import { pickReplayEnv } from './replay-env.js';
import { writeBundleFile, writeBundleText } from './write-bundle.js';

/** What a bundle needs from a scenario; the scenario facade has this shape. */
export interface ReplaySource {
  lane: { adapter: Adapter };
  h: { root: string; seams: string };
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
  let home: { root: string; seams: string } | null = null;
  try {
    home = source.h;
  } catch {
    // the scenario failed before it built a home: there is nothing to keep
  }
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
  if (home && env.env.M1ND_CONFORMANCE_KEEP_FIXTURES !== '1') await rm(home.root, { recursive: true, force: true });
  return `replay: ${replayCommand(dir, cwd)}`;
}

/** Seam marker files and their contents (pids in `reached`), the order the scenario drove them in. */
async function seamSchedule(dir: string): Promise<{ marker: string; content: string }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (marker) => ({ marker, content: (await readFile(join(dir, marker), 'utf8').catch(() => '')).trim() })));
}

/** Sockets and fifos cannot be copied and mean nothing after the children ended. */
async function copyable(src: string): Promise<boolean> {
  const s = await lstat(src).catch(() => null);
  return s !== null && (s.isFile() || s.isDirectory() || s.isSymbolicLink());
}
