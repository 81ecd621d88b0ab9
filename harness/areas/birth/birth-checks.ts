import { dirname, join } from 'node:path';
import { readHits, requireHit, requirePositive } from '../../clients/index.js';
import { diffTreeListings } from '../../probes/index.js';
import { listRuntimeButJournal, requireBaseline, takeBaseline, type Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest, canonicalJson } from '../http/index.js';
import { birthArea } from './birth-area.js';
import { BRAINS_DIR, brainsDirExists, expectBorn, expectCeremonyRefused, expectNoStaging, expectOneBornBrain, latestCeremony, readBornBrains, startCeremony } from './ceremony.js';

/** How a new root relates to a bound one, in the feature's words. */
export type OverlapClass = 'equal to' | 'inside' | 'containing';

/** The root of class `relation` to `repo`: the root itself, its subdirectory m1nd-ui, or its parent folder. */
export function overlappingRoot(s: Scenario, repo: string, relation: OverlapClass): string {
  const root = s.repo(repo);
  if (relation === 'equal to') return root;
  if (relation === 'inside') return join(root, 'm1nd-ui');
  return dirname(root);
}

/** Takes the baseline (runtime, sources, development snapshot), then starts the ceremony for `root`. */
export async function runCeremony(s: Scenario, root: string): Promise<void> {
  await takeBaseline(s);
  await startCeremony(s, root);
}

export async function expectLatestBorn(s: Scenario, repo: string, symbol: string): Promise<void> {
  const receipt = await expectBorn(s, latestCeremony(s), s.repo(repo));
  await expectOneBornBrain(s, s.repo(repo), symbol, receipt.node_count as number);
  await expectNoStaging(s);
}

export async function expectLatestRefused(s: Scenario, code: string): Promise<void> {
  await expectCeremonyRefused(s, latestCeremony(s), code);
}

/**
 * The development brain is untouched: its snapshot, the sources and every runtime entry outside the
 * journal and the born brains' folder are as before the ceremony.
 */
export async function expectDevelopmentUntouched(s: Scenario): Promise<void> {
  const baseline = requireBaseline(s);
  const outsideBrains = (lines: string[]) => lines.filter((l) => !l.startsWith(`"${BRAINS_DIR}"`) && !l.startsWith(`"${BRAINS_DIR}/`));
  const moved = diffTreeListings(outsideBrains(baseline.runtime), outsideBrains(await listRuntimeButJournal(s.runtimeReal ?? '')));
  const digest = (await s.readSnapshot())?.digest ?? null;
  const problems = [...moved.map((m) => `runtime ${m}`)];
  if (digest !== baseline.snapshotDigest) problems.push(`the development snapshot digest moved from ${baseline.snapshotDigest} to ${digest}`);
  if (problems.length > 0) throw new Error(`the ceremony touched the development brain:\n  ${problems.slice(0, 20).join('\n  ')}`);
}

/** A refused ceremony left no brain behind: the runtime is as before apart from the journal. */
export async function expectNoBrainCreated(s: Scenario): Promise<void> {
  const baseline = requireBaseline(s);
  const moved = diffTreeListings(baseline.runtime, await listRuntimeButJournal(s.runtimeReal ?? ''));
  if (moved.length > 0) throw new Error(`the refused ceremony changed the runtime outside its journal:\n  ${moved.slice(0, 20).join('\n  ')}`);
}

/** The first ceremony parks at `seam` (marker with its pid) and a second one for `second` is started meanwhile. */
export async function startCeremonyHeldAt(s: Scenario, seam: string, root: string): Promise<void> {
  await s.prepareHome();
  s.seams.reset(seam);
  s.seams.hold(seam);
  await takeBaseline(s);
  const run = await startCeremony(s, root, 'first birth ceremony');
  await s.seams.waitReached(seam, run.child.pid, s.boundMs);
}

/** Releases the parked first ceremony and requires it to bear its brain. */
export async function releaseFirstCeremony(s: Scenario, seam: string, repo: string, symbol: string): Promise<void> {
  s.seams.release(seam);
  const first = birthArea(s).ceremonies[0];
  if (!first) throw new Error('no first ceremony was started');
  const receipt = await expectBorn(s, first, s.repo(repo));
  await expectOneBornBrain(s, s.repo(repo), symbol, receipt.node_count as number);
}

/** kill -9 of the parked ceremony; markers cleared so the next ceremony meets no hold. */
export async function killCeremony(s: Scenario, seam: string): Promise<void> {
  const run = latestCeremony(s);
  run.child.signal('SIGKILL');
  const status = await run.child.waitExit(s.boundMs);
  if (status.signal !== 'SIGKILL') throw new Error(`${run.label} ended with code ${status.code} before SIGKILL reached it`);
  s.seams.reset(seam);
}

/** Whatever the crash left is whole: every visible brain is complete (readBornBrains throws otherwise). */
export async function expectCompleteOrAbsent(s: Scenario, repo: string): Promise<void> {
  const brains = await readBornBrains(s);
  const stray = brains.filter((b) => b.record.root !== s.repo(repo));
  if (stray.length > 0) throw new Error(`brains for other roots appeared: ${stray.map((b) => b.dir).join(', ')}`);
}

/** The brains folder does not exist, or holds no brain. */
export async function expectNoBrains(s: Scenario): Promise<void> {
  if (!(await brainsDirExists(s))) return;
  const brains = await readBornBrains(s);
  if (brains.length > 0) throw new Error(`the runtime holds born brains: ${brains.map((b) => b.dir).join(', ')}`);
}

const ORIGINS = [null, 'human-ui', 'human-cli', 'human-touchid'] as const;

/**
 * `brain_birth` for `repo` over a new MCP session and over REST (caller root `caller`), claiming each origin
 * in turn: every answer is a refusal and all are the same bytes, canonically.
 */
export async function expectBirthRefusedAlike(s: Scenario, repo: string, caller: string): Promise<void> {
  const seen = new Map<string, string>();
  for (const origin of ORIGINS) {
    const args = { root: s.repo(repo), agent_id: 'conformance', ...(origin === null ? {} : { origin }) };
    for (const [transport, result] of [
      ['MCP', await callOnNewSession(s, s.repo(caller), 'brain_birth', args)],
      ['REST', await callRest(s, 'brain_birth', args, s.repo(caller))],
    ] as const) {
      const payload = (result.payload ?? {}) as Record<string, unknown>;
      const refused = result.isError ? /generic_action_authority_required|human_gesture_required/.test(result.text ?? '') : payload.ok === false && payload.refused === 'human_gesture_required';
      const label = `brain_birth over ${transport} claiming origin ${origin ?? '(none)'}`;
      if (!refused) throw new Error(`${label} must be refused (human_gesture_required, or the generic gate's refusal); got isError ${result.isError}: ${result.text ?? JSON.stringify(result.raw)}`);
      seen.set(label, canonicalJson({ isError: result.isError, payload: result.payload }));
    }
  }
  if (new Set(seen.values()).size !== 1) throw new Error(`brain_birth refusals differ:\n${[...seen].map(([l, t]) => `  ${l}: ${t}`).join('\n')}`);
}

/**
 * A caller at the root of `repo`, or at one of its subdirectories (`its subdirectory "src"`), finds `symbol` in
 * `file` over a new MCP session and over REST: the brain bound to that root serves it.
 */
export async function expectCallerReachesBorn(s: Scenario, repo: string, where: string, symbol: string, file: string): Promise<void> {
  const sub = /^its subdirectory "([^"]+)"$/.exec(where)?.[1];
  const caller = sub === undefined ? s.repo(repo) : join(s.repo(repo), sub);
  for (const [transport, result] of [
    ['MCP', await callOnNewSession(s, caller, 'search', { query: symbol })],
    ['REST', await callRest(s, 'search', { query: symbol }, caller)],
  ] as const) {
    const call = `search "${symbol}" over ${transport} with caller root ${caller}`;
    requireHit(readHits(requirePositive(result, call), call), symbol, file, call);
  }
}
