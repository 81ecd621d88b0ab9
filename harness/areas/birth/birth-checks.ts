import { dirname, join } from 'node:path';
import { canonicalJson } from '../../clients/index.js';
import { diffTreeListings } from '../../probes/index.js';
import { listRuntimeButJournal, requireBaseline, startHeldAtSeam, takeBaseline, takeWireBaseline, wireChangesSinceBaseline, type AskTool, type ProcessRole, type Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest, expectSearchFromCaller } from '../http/index.js';
import { birthArea, type CeremonyRun } from './birth-area.js';
import { BRAINS_DIR, HUMAN_CLI, brainsDirExists, expectBorn, expectCeremonyRefused, expectNoStaging, expectOneBornBrain, latestCeremony, readBornBrains, startCeremony } from './ceremony.js';

/** How a new root relates to a bound one, in the feature's words. */
export const OVERLAP_CLASSES = ['equal to', 'inside', 'containing'] as const;
export type OverlapClass = (typeof OVERLAP_CLASSES)[number];

export function parseOverlap(words: string): OverlapClass {
  const found = OVERLAP_CLASSES.find((c) => c === words);
  if (!found) throw new Error(`unknown overlap ${JSON.stringify(words)}; use one of ${OVERLAP_CLASSES.join(', ')}`);
  return found;
}

/** The root of class `relation` to `repo`: the root itself, its subdirectory m1nd-ui, or its parent folder. */
export function overlappingRoot(s: Scenario, repo: string, relation: OverlapClass): string {
  const root = s.repo(repo);
  if (relation === 'equal to') return root;
  if (relation === 'inside') return join(root, 'm1nd-ui');
  return dirname(root);
}

/** Starts the ceremony for `root`; the steps that follow judge it. */
export async function runCeremony(s: Scenario, root: string): Promise<void> {
  await startCeremony(s, root);
}

/** The ceremony for the subdirectory `sub` of the repository `repo`. */
export function runCeremonyInside(s: Scenario, sub: string, repo: string): Promise<void> {
  return runCeremony(s, join(s.repo(repo), sub));
}

/** Remembers the runtime's files (journal aside), the development snapshot and the sources, in the kit's layout. */
export async function rememberRuntime(s: Scenario): Promise<void> {
  await takeBaseline(s);
}

export function runCeremonyFor(s: Scenario, repo: string): Promise<void> {
  return runCeremony(s, s.repo(repo));
}

/** The ceremony for a root `relation` the repository `repo` (equal to it, inside it, containing it). */
export function runCeremonyOverlapping(s: Scenario, relation: OverlapClass, repo: string): Promise<void> {
  return runCeremony(s, overlappingRoot(s, repo, relation));
}

/** A Given: the ceremony ran for `repo`, exited 0 and printed its receipt. */
export async function bearBrainFor(s: Scenario, repo: string): Promise<void> {
  await runCeremonyFor(s, repo);
  await expectBorn(s, latestCeremony(s), s.repo(repo));
}

/**
 * What any implementation shows of a birth: exit 0 and one receipt on stdout naming the canonical root, the
 * origin (which can only be the ceremony's own), a brain id and a positive node count.
 */
export async function expectLatestReceipt(s: Scenario, repo: string, origin: string): Promise<void> {
  if (origin !== HUMAN_CLI) throw new Error(`only the ceremony's own origin "${HUMAN_CLI}" can be stamped; the feature names "${origin}"`);
  await expectBorn(s, latestCeremony(s), s.repo(repo));
}

export async function expectLatestBorn(s: Scenario, repo: string, symbol: string): Promise<void> {
  const receipt = await expectBorn(s, latestCeremony(s), s.repo(repo));
  await expectOneBornBrain(s, s.repo(repo), symbol, receipt.node_count as number);
  await expectNoStaging(s);
}

/** The ceremony bore the brain stamped with `origin`, which can only be the ceremony's own origin. */
export async function expectLatestBornStamped(s: Scenario, repo: string, symbol: string, origin: string): Promise<void> {
  if (origin !== HUMAN_CLI) throw new Error(`only the ceremony's own origin "${HUMAN_CLI}" can be stamped; the feature names "${origin}"`);
  await expectLatestBorn(s, repo, symbol);
}

export async function expectLatestRefused(s: Scenario, code: string): Promise<void> {
  await expectCeremonyRefused(s, latestCeremony(s), code);
}

/** Refused with either code: where two guards both apply and the seed orders none, either refusal is right. */
export async function expectLatestRefusedEither(s: Scenario, code: string, other: string): Promise<void> {
  await expectCeremonyRefused(s, latestCeremony(s), [code, other]);
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

/** A ceremony for `root` parks at `seam` (counted once the marker carries its pid); it is "the held ceremony". */
export async function startCeremonyHeldAt(s: Scenario, repo: string, seam: string): Promise<void> {
  await s.prepareHome();
  birthArea(s).held = await startHeldAtSeam(s, seam, () => startCeremony(s, s.repo(repo), 'held birth ceremony'));
}

/** The held ceremony, once released, exited 0 with its receipt for `repo`. */
export async function expectHeldCeremonyBorn(s: Scenario, repo: string): Promise<void> {
  await expectBorn(s, heldCeremony(s), s.repo(repo));
}

/** The ceremony a step held at a seam. */
export function heldCeremony(s: Scenario): CeremonyRun {
  const held = birthArea(s).held;
  if (!held) throw new Error('no birth ceremony was held at a seam in this scenario; hold one first');
  return held;
}

/** The ceremony held at a seam, for the shared process sentences (signals, exits). */
export const HELD_CEREMONY: ProcessRole = {
  name: 'the held ceremony',
  latest: (s) => heldCeremony(s),
};

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
 * `brain_birth` for `repo` over a new MCP session and over REST (caller root `caller`), claiming each origin in
 * turn: every answer is the verb's own refusal `human_gesture_required` (an ordinary `refused` result, or a tool
 * error naming it), never the gate's generic refusal, and all are the same bytes, canonically. What a caller at
 * `repo`'s root sees (health's counts and roots, the granted trees) is as before: no brain was born for it.
 */
export async function expectBirthRefusedAlike(s: Scenario, repo: string, caller: string): Promise<void> {
  const HUMAN_GESTURE = 'human_gesture_required';
  const atRoot: AskTool = async (tool, args) => (await callRest(s, tool, args, s.repo(repo))).payload as Record<string, unknown>;
  await takeWireBaseline(s, atRoot, []);
  const seen = new Map<string, string>();
  for (const origin of ORIGINS) {
    const args = { root: s.repo(repo), agent_id: 'conformance', ...(origin === null ? {} : { origin }) };
    for (const [transport, result] of [
      ['MCP', await callOnNewSession(s, s.repo(caller), 'brain_birth', args)],
      ['REST', await callRest(s, 'brain_birth', args, s.repo(caller))],
    ] as const) {
      const payload = (result.payload ?? {}) as Record<string, unknown>;
      const text = result.text ?? JSON.stringify(result.payload);
      const honest = result.isError ? text.includes(HUMAN_GESTURE) : payload.ok === false && payload.refused === HUMAN_GESTURE;
      const label = `brain_birth over ${transport} claiming origin ${origin ?? '(none)'}`;
      if (!honest || text.includes('generic_action_authority_required')) throw new Error(`${label} must answer its own refusal ${HUMAN_GESTURE}, not the gate's generic one nor anything else; got isError ${result.isError}: ${result.text ?? JSON.stringify(result.raw)}`);
      seen.set(label, canonicalJson({ isError: result.isError, payload: result.payload }));
    }
  }
  if (new Set(seen.values()).size !== 1) throw new Error(`brain_birth refusals differ:\n${[...seen].map(([l, t]) => `  ${l}: ${t}`).join('\n')}`);
  const changed = await wireChangesSinceBaseline(s, atRoot);
  if (changed.length > 0) throw new Error(`after the refused brain_birth calls, a caller at ${s.repo(repo)} sees a change:\n  ${changed.join('\n  ')}`);
}

/**
 * A caller at the root of `repo`, or at its subdirectory `sub`, finds `symbol` in `file` over a new MCP session
 * and over REST: the brain bound to that root serves it.
 */
export function expectCallerReachesBorn(s: Scenario, repo: string, sub: string | null, symbol: string, file: string): Promise<void> {
  return expectSearchFromCaller(s, sub === null ? s.repo(repo) : join(s.repo(repo), sub), symbol, file);
}
