import { armSeam, expectReady, requireSnapshot, withRuntimeCopy, type Scenario } from '../../scenario/index.js';
import { REFRESH_ARGS, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';

/**
 * OLD is the snapshot now; NEW is what a refresh that runs to completion gives, computed on a copy of the
 * runtime (the same grant, so the same graph) by a server that then ends cleanly. The runtime itself is untouched.
 */
export async function computeCompletedRefresh(s: Scenario, repo: string): Promise<void> {
  const old = await requireSnapshot(s);
  await withRuntimeCopy(s, async () => {
    const run = await s.start(s.repo(repo), 'completed refresh on a copy of the runtime');
    await expectReady(s, run);
    const payload = payloadOf(await s.call('ingest', { ...REFRESH_ARGS }, run), 'the refresh on the runtime copy');
    if (payload.ok !== true) throw new Error(`the refresh on the runtime copy must succeed; got ${JSON.stringify(payload).slice(0, 400)}`);
    run.child.closeStdin();
    const status = await run.child.waitExit(s.boundMs);
    if (status.code !== 0) throw new Error(`the server on the runtime copy exited with ${status.code} (signal ${status.signal}) instead of 0`);
    const completed = await requireSnapshot(s);
    if (completed.digest === old.digest) throw new Error('the completed refresh gave the old graph again; change the repository first so a crash can be told apart');
    refreshArea(s).crash = { old: old.digest, completed: completed.digest };
  });
}

/** A refresh over stdio, parked at `seam`; it counts only once the marker carries this server's pid. */
export async function startStdioRefreshHeldAt(s: Scenario, seam: string): Promise<void> {
  await armSeam(s, seam, 'hold');
  const pending = s.call('ingest', { ...REFRESH_ARGS });
  pending.catch(() => undefined); // the process dies under it on purpose
  refreshArea(s).pending = pending;
  await s.seams.waitReached(seam, s.current.child.pid, s.boundMs);
}

/** The snapshot read after the restart is OLD or NEW as a whole (the reader verifies every checkpoint digest). */
export async function expectOldOrCompleted(s: Scenario): Promise<void> {
  const crash = refreshArea(s).crash;
  if (crash === null) throw new Error('compute the completed refresh on a copy before the crash');
  const digest = (await requireSnapshot(s)).digest;
  if (digest !== crash.old && digest !== crash.completed) {
    throw new Error(`after the crash the persisted graph is neither the old one (${crash.old}) nor the completed one (${crash.completed}): ${digest}`);
  }
}
