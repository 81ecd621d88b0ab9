import { canonicalJson, requirePositive } from '../../clients/index.js';
import { armSeam, expectReady, withRuntimeCopy, type Scenario } from '../../scenario/index.js';
import { expectCleanStop, httpArea, HTTP_OWNER } from '../http/index.js';
import { storeEditArea } from './edit-area.js';
import { callThrough, readStoreSnapshot, withVersion } from './edit-calls.js';
import type { VersionKey } from './edit-words.js';
import type { Door } from './store-calls.js';
import { servedRoot } from './store-wire.js';

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;

/**
 * A snapshot as the crash rows compare it with the completed copy: canonical JSON with every RFC 3339 instant read
 * as "an instant", since a write stamps its own clock (the copy ran earlier than the crashed write would have).
 */
export function instantBlindJson(value: unknown): string {
  const blind = (v: unknown): unknown => {
    if (typeof v === 'string') return INSTANT.test(v) ? '<instant>' : v;
    if (Array.isArray(v)) return v.map(blind);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blind(x)]));
    return v;
  };
  return canonicalJson(blind(value));
}

/**
 * COMPLETED is the snapshot `tool` leaves when it runs to completion: the owner stops cleanly (a copy of a live
 * runtime is not a runtime), a stdio server on a copy of the runtime runs the write and reads the snapshot, then
 * the owner serves the original again, whose store must still be the one read.
 */
export async function computeCompletedWrite(s: Scenario, tool: string, written: Record<string, unknown>, key: VersionKey | null): Promise<void> {
  const area = storeEditArea(s);
  if (area.snapshot === null) throw new Error('no snapshot was read before; a step that reads the system-blocks snapshot comes first');
  const args = withVersion(s, written, key);
  const grant = servedRoot(s);
  httpArea(s).current.child.signal('SIGTERM');
  await expectCleanStop(s);
  const completed = await withRuntimeCopy(s, async () => {
    const run = await s.start(grant, `${tool} run to completion on a copy of the runtime`);
    await expectReady(s, run);
    const answer = requirePositive(await s.call(tool, args, run), `${tool} ${JSON.stringify(args)} on the runtime copy`);
    if (answer.ok === false) throw new Error(`${tool} on the runtime copy was declined: ${JSON.stringify(answer).slice(0, 400)}`);
    const snapshot = requirePositive(await s.call('system_blocks_snapshot', {}, run), 'system_blocks_snapshot on the runtime copy');
    run.child.closeStdin();
    const status = await run.child.waitExit(s.boundMs);
    if (status.code !== 0) throw new Error(`${run.label} exited with ${status.code} (signal ${status.signal}) instead of 0`);
    return snapshot;
  });
  await HTTP_OWNER.start(s, grant);
  await HTTP_OWNER.expectReady(s);
  const now = await readStoreSnapshot(s);
  if (canonicalJson(now) !== canonicalJson(area.snapshot)) throw new Error(`serving the original runtime again shows another store than the one read:\n    read: ${canonicalJson(area.snapshot).slice(0, 500)}\n    now:  ${canonicalJson(now).slice(0, 500)}`);
  if (instantBlindJson(completed) === instantBlindJson(area.snapshot)) throw new Error(`${tool} ${JSON.stringify(args)} left the store as it was on the copy; a crash row needs a write that changes it`);
  area.completed = instantBlindJson(completed);
}

/**
 * `tool` through `door`, parked at `seam`: it returns once the serving owner wrote the reached marker with its own
 * pid, the call still in flight (a later step kills the owner under it).
 */
export async function callHeldAt(s: Scenario, tool: string, written: Record<string, unknown>, key: VersionKey | null, door: Door, seam: string): Promise<void> {
  const args = withVersion(s, written, key);
  await armSeam(s, seam, 'hold');
  const pending = callThrough(s, door, tool, args);
  pending.catch(() => undefined); // the owner dies under it; nobody reads its answer
  await s.seams.waitReached(seam, httpArea(s).current.child.pid, s.boundMs);
}

/** After the crash the snapshot is the one read, byte for byte, or the completed one: never torn, empty or absent. */
export async function expectSnapshotOldOrCompleted(s: Scenario): Promise<void> {
  const area = storeEditArea(s);
  if (area.snapshot === null || area.completed === null) throw new Error('compute the completed write on a copy of the runtime before the crash');
  const now = await readStoreSnapshot(s);
  if (canonicalJson(now) === canonicalJson(area.snapshot) || instantBlindJson(now) === area.completed) return;
  throw new Error(`after the crash the snapshot is neither the one read nor the one the completed write leaves:\n    read:      ${canonicalJson(area.snapshot).slice(0, 500)}\n    completed: ${area.completed.slice(0, 500)}\n    now:       ${canonicalJson(now).slice(0, 500)}`);
}
