import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from '../../clients/index.js';
import { writeSourceFile, type Scenario } from '../../scenario/index.js';
import { seedBlockIds, seedDocument, slugOfRepo, type SeedName } from './fixtures.js';
import { systemBlocksArea, type StoreAnswer } from './sb-area.js';
import { STORE_CALLS, type Door } from './store-calls.js';
import { askBothDoors, askStore, readSnapshot, servedRoot, snapshotBytes, versionOf } from './store-wire.js';

const GATE_CODE = 'generic_action_authority_required';

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

function show(a: StoreAnswer): string {
  return `${a.door}: isError ${a.isError}: ${a.text.slice(0, 400)}`;
}

/** Why `a` is not a store refusal carrying `code`: a tool error whose text names it, never the gate's code. */
export function storeRefusalProblems(a: StoreAnswer, code: string): string[] {
  const problems: string[] = [];
  if (!a.isError) problems.push(`${a.door} answered no tool error (isError is not true)`);
  if (!a.text.includes(code)) problems.push(`${a.door}'s text does not carry ${code}`);
  if (a.text.includes(GATE_CODE)) problems.push(`${a.door} answered the gate's ${GATE_CODE} instead of the store's own refusal`);
  return problems;
}

/** Answers of one call over several doors are the same bytes (canonical isError and payload). */
function sameBytesProblems(answers: StoreAnswer[]): string[] {
  return new Set(answers.map((a) => a.canonical)).size === 1 ? [] : [`the doors answered different bytes:\n    ${answers.map(show).join('\n    ')}`];
}

/** The snapshot answers, alike over MCP and REST, that no store is present, and invents nothing of one. */
export async function expectNoStore(s: Scenario): Promise<void> {
  const answers = await askBothDoors(s, 'system_blocks_snapshot', {});
  const problems = sameBytesProblems(answers);
  for (const a of answers) {
    const p = (a.payload ?? {}) as Record<string, unknown>;
    if (a.isError) problems.push(`${show(a)}: an absent store is an honest answer, not an error`);
    if (p.present !== false) problems.push(`${a.door} did not answer present: false`);
    if (p.skeleton_coherence !== null) problems.push(`${a.door} answered skeleton_coherence ${JSON.stringify(p.skeleton_coherence)}; with no store there is no skeleton to judge (null)`);
    const invented = ['store_version', 'block_count', 'blocks', 'store'].filter((k) => p[k] !== undefined && p[k] !== null);
    if (invented.length > 0) problems.push(`${a.door} invented ${invented.join(', ')} for a store that does not exist`);
    const sentence = Object.values(p).some((v) => typeof v === 'string' && v.trim().split(/\s+/).length >= 3);
    if (!sentence) problems.push(`${a.door} gave no sentence saying why there is nothing: ${a.text}`);
  }
  fail('the snapshot of a brain without a store is not an honest absence', problems);
}

/** Imports the kit seed `name` inline through `door`, remembering the answer and the version before. */
export async function importSeed(s: Scenario, name: SeedName, door: Door, force = false): Promise<void> {
  const area = systemBlocksArea(s);
  area.versionBefore = versionOf(await readSnapshot(s));
  const args = { seed_json: JSON.stringify(seedDocument(name, servedRoot(s))), agent_id: 'conformance', ...(force ? { force: true } : {}) };
  area.latest = await askStore(s, door, 'system_blocks_seed_import', args);
}

/** Imports the seed at the repo-relative `path` through `door`. */
export async function importSeedPath(s: Scenario, path: string, door: Door): Promise<void> {
  const area = systemBlocksArea(s);
  area.versionBefore = versionOf(await readSnapshot(s));
  area.latest = await askStore(s, door, 'system_blocks_seed_import', { seed_path: path, agent_id: 'conformance' });
}

/** A Given: the seed was imported and the import succeeded. */
export async function seedImported(s: Scenario, name: SeedName): Promise<void> {
  await importSeed(s, name, 'MCP');
  expectImportAnswered(s, 1, seedBlockIds(name).length);
}

function requireLatest(s: Scenario): StoreAnswer {
  const latest = systemBlocksArea(s).latest;
  if (!latest) throw new Error('no write was made in this scenario; add a When step that writes the store');
  return latest;
}

/** The latest import answered this store_version and block count, and overwritten: false. */
export function expectImportAnswered(s: Scenario, version: number, blocks: number): void {
  const a = requireLatest(s);
  const p = (a.payload ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (a.isError) problems.push(`the import failed: ${show(a)}`);
  if (p.store_version !== version) problems.push(`store_version is ${JSON.stringify(p.store_version)}, not ${version}`);
  if (p.block_count !== blocks) problems.push(`block_count is ${JSON.stringify(p.block_count)}, not ${blocks}`);
  if (p.overwritten !== false) problems.push(`overwritten is ${JSON.stringify(p.overwritten)}; a fresh import answers overwritten: false`);
  fail('the seed import did not answer a fresh store', problems);
}

/** The latest import answered success and said the live state was overwritten. */
export function expectImportOverwrote(s: Scenario): void {
  const a = requireLatest(s);
  const p = (a.payload ?? {}) as Record<string, unknown>;
  const says = p.overwritten === true || (typeof p.warning === 'string' && /overwr/i.test(p.warning));
  fail('the forced import did not say the live state was overwritten', [...(a.isError ? [`it failed: ${show(a)}`] : []), ...(says ? [] : [`its answer says nothing of an overwrite: ${a.text}`])]);
}

/** The snapshot holds exactly the blocks of seed `name` (ids, in any order), at `version` when given. */
export async function expectSnapshotHoldsSeed(s: Scenario, name: SeedName, version: number | null): Promise<void> {
  const problems: string[] = [];
  for (const door of ['MCP', 'REST'] as const) {
    const snap = await readSnapshot(s, door);
    const store = (snap.store ?? {}) as { blocks?: { block_id?: unknown }[] };
    const ids = (store.blocks ?? []).map((b) => String(b.block_id)).sort();
    const want = seedBlockIds(name).sort();
    if (snap.present !== true) problems.push(`${door}: the snapshot says no store is present`);
    if (JSON.stringify(ids) !== JSON.stringify(want)) problems.push(`${door}: the store's blocks are [${ids.join(', ')}], not the seed's [${want.join(', ')}]`);
    if (snap.block_count !== want.length) problems.push(`${door}: block_count is ${JSON.stringify(snap.block_count)}, not ${want.length}`);
    if (version !== null && snap.store_version !== version) problems.push(`${door}: store_version is ${JSON.stringify(snap.store_version)}, not ${version}`);
  }
  fail(`the snapshot does not hold the seed "${name}"`, problems);
}

/** The snapshot is present at `version` with `blocks` blocks and the coherence `ok`, the same bytes on both doors. */
export async function expectSnapshotCoherent(s: Scenario, version: number, blocks: number): Promise<void> {
  const answers = await askBothDoors(s, 'system_blocks_snapshot', {});
  const problems = sameBytesProblems(answers);
  const p = (answers[0]?.payload ?? {}) as Record<string, unknown>;
  const c = (p.skeleton_coherence ?? {}) as Record<string, unknown>;
  if (p.present !== true || p.store_version !== version || p.block_count !== blocks) problems.push(`expected present at store_version ${version} with ${blocks} blocks: ${answers[0]?.text.slice(0, 300)}`);
  if (c.status !== 'ok') problems.push(`skeleton_coherence is ${JSON.stringify(p.skeleton_coherence)}, not ok`);
  fail('the snapshot does not report the store', problems);
}

/** The snapshot reports a mismatch naming the slug the served repository expects and the one found. */
export async function expectSkeletonMismatch(s: Scenario, found: string): Promise<void> {
  const snap = await readSnapshot(s);
  const c = (snap.skeleton_coherence ?? {}) as Record<string, unknown>;
  const expected = slugOfRepo(servedRoot(s));
  const problems: string[] = [];
  if (c.status !== 'mismatch') problems.push(`status is ${JSON.stringify(c.status)}, not mismatch`);
  if (c.expected_slug !== expected) problems.push(`expected_slug is ${JSON.stringify(c.expected_slug)}, not ${expected}`);
  if (c.found_slug !== found) problems.push(`found_slug is ${JSON.stringify(c.found_slug)}, not ${found}`);
  fail(`the snapshot's skeleton_coherence is not the mismatch ${expected} / ${found}: ${JSON.stringify(snap.skeleton_coherence)}`, problems);
}

/**
 * The named call is refused with `code` over MCP and over REST: a tool error carrying the code, the same bytes on
 * both doors, and the snapshot read back byte-identical before and after.
 */
export async function expectCallRefused(s: Scenario, callName: string, code: string): Promise<void> {
  const before = await readSnapshot(s);
  const call = STORE_CALLS[callName]!({ root: servedRoot(s), version: versionOf(before) });
  const answers = await askBothDoors(s, call.tool, call.args);
  const problems = [...answers.flatMap((a) => storeRefusalProblems(a, code).map((p) => `${p}: ${a.text.slice(0, 300)}`)), ...sameBytesProblems(answers)];
  const after = await snapshotBytes(s);
  if (after !== canonicalJson(before)) problems.push('the snapshot changed');
  fail(`${callName} was not refused with ${code} alike on both doors with the store unchanged`, problems);
}

/**
 * The seed `name` lies in the repository `repo` at `path`, and `design/outside.json` in it links to a copy outside
 * the repository (the scenario's own edit: the source baseline moves with it).
 */
export async function placeSeedFile(s: Scenario, repo: string, name: SeedName, path: string): Promise<void> {
  const root = s.repo(repo);
  const text = JSON.stringify(seedDocument(name, root));
  const outside = join(s.fixtureHome.root, 'outside-seed.json');
  await writeFile(outside, text);
  await writeSourceFile(s, repo, path, text);
  await symlink(outside, join(root, 'design', 'outside.json'));
  await s.guard.rebaseline(repo);
}
