import { rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { armSeam, requireSnapshot, type Scenario } from '../../scenario/index.js';
import { callOnNewSession, httpArea } from '../http/index.js';
import { REFRESH_ARGS, latestAnswers, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';

/** The first refresh, started on a new MCP session and parked at `seam`; proven by the owner's reached marker. */
export async function startRefreshHeldAt(s: Scenario, seam: string): Promise<void> {
  await armSeam(s, seam, 'hold');
  const area = refreshArea(s);
  const pending = callOnNewSession(s, area.callerRoot, 'ingest', { ...REFRESH_ARGS });
  pending.catch(() => undefined); // awaited by a later step
  area.pending = pending;
  await s.seams.waitReached(seam, httpArea(s).current.child.pid, s.boundMs);
}

/** The refresh that was parked, once released, succeeded for `repo`. */
export async function expectHeldRefreshRefreshed(s: Scenario, repo: string): Promise<void> {
  const area = refreshArea(s);
  if (area.pending === null) throw new Error('no refresh was left in flight; start one held at a seam first');
  const payload = payloadOf(await area.pending, 'the refresh that was held');
  area.pending = null;
  if (payload.ok !== true || payload.refreshed_root !== s.repo(repo)) throw new Error(`the held refresh must succeed for ${s.repo(repo)} once released; got ${JSON.stringify(payload).slice(0, 400)}`);
}

/**
 * Swaps the declared root for a symbolic link to `other` while the owner serves (the root was moved aside),
 * and registers putting it back, so the scenario's end finds the sources as they were.
 */
export async function replaceRootBySymlink(s: Scenario, repo: string, other: string): Promise<void> {
  const root = s.repo(repo);
  const aside = `${root}.moved-aside`;
  await rename(root, aside);
  await symlink(s.repo(other), root);
  let restored = false;
  const restore = async () => {
    if (restored) return;
    restored = true;
    await rm(root, { force: true });
    await rename(aside, root);
  };
  refreshArea(s).restoreRoot = restore;
  s.addPart({ transcript: () => '', close: restore });
}

export async function putRootBack(s: Scenario): Promise<void> {
  const restore = refreshArea(s).restoreRoot;
  if (restore === null) throw new Error('no declared root was replaced in this scenario');
  await restore();
}

/** Which side of the shrink floor a candidate lands on, as features say it. */
export type FloorSide = 'below' | 'at';
export const FLOOR_SIDE_PHRASES: Readonly<Record<string, FloorSide>> = Object.freeze({
  'largest node count below': 'below',
  'smallest node count at': 'at',
});

export function parseFloorSide(words: string): FloorSide {
  const found = FLOOR_SIDE_PHRASES[words];
  if (!found) throw new Error(`unknown side of the floor ${JSON.stringify(words)}; use one of ${Object.keys(FLOOR_SIDE_PHRASES).join(', ')}`);
  return found;
}

/** The node count a candidate must have: the largest below the floor, or the smallest at it. */
export function floorTarget(live: number, percent: number, side: FloorSide): number {
  const at = Math.ceil((live * percent) / 100);
  return side === 'at' ? at : at - 1;
}

/**
 * Deletes whole files of `repo` so that a rescan holds exactly the target count, chosen from the node counts
 * per file in the persisted snapshot (read independently). Remembers live and candidate counts.
 */
export async function deleteFilesToFloor(s: Scenario, repo: string, side: FloorSide): Promise<void> {
  const snap = await requireSnapshot(s);
  const live = snap.nodes.length;
  const target = floorTarget(live, 60, side);
  const perFile = new Map<string, number>();
  for (const n of snap.nodes) perFile.set(n.path, (perFile.get(n.path) ?? 0) + 1);
  const chosen = pickExactly([...perFile], live - target);
  if (chosen === null) throw new Error(`no set of whole files of "${repo}" holds exactly ${live - target} of its ${live} nodes; give the fixture more one-node files`);
  for (const file of chosen) await rm(join(s.repo(repo), file));
  await s.guard.rebaseline(repo);
  refreshArea(s).shrink = { live, candidate: target };
}

/** A subset of (file, count) whose counts sum exactly to `sum` (subset-sum by dynamic programming), or null. */
export function pickExactly(files: [string, number][], sum: number): string[] | null {
  const from = new Map<number, [number, number]>([[0, [-1, -1]]]);
  files.forEach(([, count], i) => {
    for (const reached of [...from.keys()].sort((a, b) => b - a)) {
      const next = reached + count;
      if (next <= sum && !from.has(next)) from.set(next, [reached, i]);
    }
  });
  if (!from.has(sum)) return null;
  const out: string[] = [];
  for (let at = sum; at !== 0;) {
    const [prev, i] = from.get(at) as [number, number];
    out.push((files[i] as [string, number])[0]);
    at = prev;
  }
  return out;
}

/**
 * The shrink refusal names the live count and the candidate count the snapshot arithmetic predicts: both numbers
 * stand whole in what the refusal says (its text, else its payload), whatever fields or words carry them.
 */
export function expectShrinkCountsNamed(s: Scenario): void {
  const shrink = refreshArea(s).shrink;
  if (shrink === null) throw new Error('delete files to the floor first');
  for (const [label, result] of latestAnswers(s)) {
    const said = result.text ?? JSON.stringify(result.payload) ?? '';
    const missing = [shrink.live, shrink.candidate].filter((n) => !new RegExp(`(?<![0-9.])${n}(?![0-9.])`).test(said));
    if (missing.length > 0) {
      throw new Error(`the refusal over ${label} does not name ${missing.join(' and ')} (the snapshot gives ${shrink.live} live and ${shrink.candidate} candidate nodes): ${said.slice(0, 400)}`);
    }
  }
}

/** After an accepted refresh the persisted snapshot holds exactly the candidate count. */
export async function expectSnapshotHoldsCandidate(s: Scenario): Promise<void> {
  const shrink = refreshArea(s).shrink;
  if (shrink === null) throw new Error('delete files to the floor first');
  const n = (await requireSnapshot(s)).nodes.length;
  if (n !== shrink.candidate) throw new Error(`the persisted snapshot holds ${n} nodes; the accepted candidate had ${shrink.candidate} (of ${shrink.live} live)`);
}
