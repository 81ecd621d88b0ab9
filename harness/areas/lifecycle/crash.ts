import { armSeam, disarmSeams, expectReady, requireRuntime, requireSnapshot, withRuntimeCopy, type Scenario, type ServerRun } from '../../scenario/index.js';
import { prepareAndEnd } from '../bootstrap/index.js';
import { seedLegacyRuntime } from './legacy.js';
import { lifecycleArea } from './lifecycle-area.js';
import { useLaneModel } from './model.js';

/** The path on which a crash row reaches its seam (named in the feature's Examples). */
export type CrashPath = 'new' | 'new-model' | 'restamp' | 'persist';

export const CRASH_PATHS: Readonly<Record<string, CrashPath>> = Object.freeze({
  'a cold start of a new runtime': 'new',
  'a cold start of a new runtime with the embedding model': 'new-model',
  'a recovery that re-stamps a legacy spelling': 'restamp',
  'a persist checkpoint call': 'persist',
});

/** The alternation the steps match, longest first so a prefix never wins. */
export const CRASH_PATH_PATTERN = Object.keys(CRASH_PATHS).sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

export function parseCrashPath(words: string): CrashPath {
  const found = CRASH_PATHS[words];
  if (!found) throw new Error(`unknown crash path ${JSON.stringify(words)}; use one of ${Object.keys(CRASH_PATHS).join(', ')}`);
  return found;
}

const PERSIST_CHECKPOINT = { action: 'checkpoint' } as const;

/** The runtime the path starts from: empty, legacy-spelled CURRENT, or a prepared and cleanly ended one. */
export async function setUpCrashPath(s: Scenario, path: CrashPath, repo: string): Promise<void> {
  await s.prepareHome();
  if (path === 'new-model') useLaneModel(s);
  if (path === 'restamp') await seedLegacyRuntime(s, repo, 'trailing-slash');
  if (path === 'persist') await prepareAndEnd(s, repo);
}

/** Runs the path to completion on the server `run` (already started) and ends it cleanly. */
async function completePath(s: Scenario, path: CrashPath, run: ServerRun): Promise<void> {
  await expectReady(s, run);
  if (path === 'persist') await s.positive('persist', { ...PERSIST_CHECKPOINT }, run);
  run.child.closeStdin();
  const status = await run.child.waitExit(s.boundMs);
  if (status.code !== 0) throw new Error(`${run.label} exited with ${status.code} (signal ${status.signal}) instead of 0; stderr: ${run.child.stderrLines.join(' | ')}`);
}

/**
 * OLD is the snapshot now (null: none yet); COMPLETED is what the path leaves when it runs to completion,
 * computed on a copy of the runtime by the same grant. The runtime itself is untouched.
 */
export async function computeCompletedPath(s: Scenario, path: CrashPath, repo: string): Promise<void> {
  requireRuntime(s);
  const old = (await s.readSnapshot())?.digest ?? null;
  await withRuntimeCopy(s, async () => {
    await completePath(s, path, await s.start(s.repo(repo), `${path} run to completion on a copy of the runtime`));
    const completed = (await requireSnapshot(s)).digest;
    if (path === 'restamp' && completed === old) throw new Error('the completed re-stamp left the legacy graph as it was; it must commit the canonical spelling');
    lifecycleArea(s).crash = { old, completed };
  });
}

/** Starts the path, parks it at `seam` (counted only once the marker carries this process's pid), then kill -9. */
export async function killPathAt(s: Scenario, path: CrashPath, repo: string, seam: string): Promise<void> {
  let run: ServerRun;
  if (path === 'persist') {
    run = await s.start(s.repo(repo), 'server killed during a persist checkpoint');
    await expectReady(s, run);
    await armSeam(s, seam, 'hold');
    s.call('persist', { ...PERSIST_CHECKPOINT }, run).catch(() => undefined); // the process dies under it on purpose
  } else {
    await armSeam(s, seam, 'hold');
    run = await s.start(s.repo(repo), `server killed at ${seam}`);
  }
  try {
    await s.seams.waitReached(seam, run.child.pid, s.boundMs);
    run.child.signal('SIGKILL');
    const status = await run.child.waitExit(s.boundMs);
    if (status.signal !== 'SIGKILL') throw new Error(`${run.label} ended with code ${status.code} before SIGKILL reached it`);
  } finally {
    disarmSeams(s);
  }
}

/** The graph read independently (every checkpoint digest verified) is OLD or COMPLETED as a whole. */
export async function expectCrashLeftBeforeOrCompleted(s: Scenario): Promise<void> {
  const crash = lifecycleArea(s).crash;
  if (crash === null) throw new Error('compute the completed graph on a copy of the runtime before the crash');
  const digest = (await s.readSnapshot())?.digest ?? null;
  if (digest !== crash.old && digest !== crash.completed) {
    throw new Error(`the persisted graph is neither the one before the start (${crash.old ?? 'no snapshot'}) nor the completed one (${crash.completed}): ${digest ?? 'no snapshot'}`);
  }
}
