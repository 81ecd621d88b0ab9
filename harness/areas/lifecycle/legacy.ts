import { lstat, mkdir, symlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CURRENT_POINTER, SEEDED_CHECKPOINT_ID } from '../../probes/index.js';
import { rememberCheckpoint, requireRuntime, requireSnapshot, type Scenario } from '../../scenario/index.js';
import { SEEDED_ONLY_SYMBOL, seedRuntime, seededNodes } from '../bootstrap/index.js';
import { lifecycleArea } from './lifecycle-area.js';
import { readLifecycleJournal, readRuntimeJson } from './runtime-reads.js';

/** Spellings of the same canonical root an older writer may have recorded. */
export type LegacySpelling = 'trailing-slash' | 'dot-component' | 'symlinked-alias';

export const LEGACY_SPELLINGS: Readonly<Record<string, LegacySpelling>> = Object.freeze({
  'with a trailing slash': 'trailing-slash',
  'with a "/./" component': 'dot-component',
  'through a symlinked alias': 'symlinked-alias',
});

export function parseLegacySpelling(words: string): LegacySpelling {
  const found = LEGACY_SPELLINGS[words];
  if (!found) throw new Error(`unknown legacy spelling ${JSON.stringify(words)}; use one of ${Object.keys(LEGACY_SPELLINGS).join(', ')}`);
  return found;
}

/** The spelling as text; a symlinked alias is a link beside the fixture's repositories, outside any source tree. */
export function spellRoot(root: string, kind: Exclude<LegacySpelling, 'symlinked-alias'>): string {
  return kind === 'trailing-slash' ? `${root}/` : `${dirname(root)}/./${basename(root)}`;
}

async function spell(s: Scenario, repo: string, kind: LegacySpelling): Promise<string> {
  const root = s.repo(repo);
  if (kind !== 'symlinked-alias') return spellRoot(root, kind);
  const aliases = join(s.fixtureHome.root, 'aliases');
  await mkdir(aliases, { recursive: true, mode: 0o700 });
  const alias = join(aliases, `${repo}-alias`);
  if (!(await lstat(alias).catch(() => null))?.isSymbolicLink()) await symlink(root, alias);
  return alias;
}

/** A runtime whose checkpoint (roots, workspace root, node roots) spells `repo` the legacy way, holding a seeded-only symbol. */
export async function seedLegacyRuntime(s: Scenario, repo: string, kind: LegacySpelling): Promise<void> {
  await s.prepareHome();
  const spelled = await spell(s, repo, kind);
  lifecycleArea(s).legacySpelling = spelled;
  await seedRuntime(s, { workspaceRoot: spelled, roots: [spelled], nodes: seededNodes(spelled, SEEDED_ONLY_SYMBOL.file, SEEDED_ONLY_SYMBOL.label) });
}

/**
 * Starts a server whose grant spells `repo` the legacy way (the launcher's text, not the canonical path): a
 * runtime it prepares or recovers must be the canonical root's, whatever spelling wrote it.
 */
export async function startWithSpelledGrant(s: Scenario, repo: string, kind: LegacySpelling): Promise<void> {
  await s.prepareHome();
  const spelled = await spell(s, repo, kind);
  lifecycleArea(s).legacySpelling = spelled;
  await s.start(spelled, `server granted ${JSON.stringify(spelled)}`);
}

/** Read independently: roots, workspace root and every node's root are the canonical path of `repo`. */
export async function expectCanonicalIdentity(s: Scenario, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  const root = s.repo(repo);
  const stray = snap.nodes.filter((n) => n.root !== root).map((n) => `${n.id} (${n.root})`);
  if (snap.roots.length !== 1 || snap.roots[0] !== root || snap.workspaceRoot !== root || stray.length > 0) {
    throw new Error(`the re-stamped checkpoint must name ${root} only: roots ${JSON.stringify(snap.roots)}, workspace root ${JSON.stringify(snap.workspaceRoot)}, nodes with other roots: ${stray.slice(0, 5).join(', ') || 'none'}`);
  }
}

/** CURRENT moved to a new checkpoint whose fallback is the seeded one; remembered for the restart. */
export async function expectNewCheckpointFallingBack(s: Scenario): Promise<void> {
  const current = await readRuntimeJson(requireRuntime(s), CURRENT_POINTER);
  if (!current || current.current === SEEDED_CHECKPOINT_ID || current.fallback !== SEEDED_CHECKPOINT_ID) {
    throw new Error(`CURRENT is ${JSON.stringify(current)}; the re-stamp commits a new checkpoint and keeps ${SEEDED_CHECKPOINT_ID} as its fallback`);
  }
  await rememberCheckpoint(s);
}

/** Exactly one `lifecycle.identity_restamped` record: seeded checkpoint -> CURRENT, naming the legacy spelling. */
export async function expectOneRestamp(s: Scenario, repo: string): Promise<void> {
  const runtime = requireRuntime(s);
  const restamps = (await readLifecycleJournal(runtime)).filter((r) => r.kind === 'lifecycle.identity_restamped');
  const spelled = lifecycleArea(s).legacySpelling;
  const current = await readRuntimeJson(runtime, CURRENT_POINTER);
  const record = restamps[0];
  const spellings = Array.isArray(record?.legacy_spellings) ? record.legacy_spellings : [];
  if (restamps.length !== 1 || !record || record.root !== s.repo(repo) || record.checkpoint_before !== SEEDED_CHECKPOINT_ID
    || record.checkpoint !== current?.current || !spellings.includes(spelled)) {
    throw new Error(`the lifecycle journal must hold one re-stamp of ${SEEDED_CHECKPOINT_ID} -> ${String(current?.current)} for ${s.repo(repo)} naming ${JSON.stringify(spelled)}; it holds ${JSON.stringify(restamps)}`);
  }
}

export async function expectNoRestamp(s: Scenario): Promise<void> {
  const restamps = (await readLifecycleJournal(requireRuntime(s))).filter((r) => r.kind === 'lifecycle.identity_restamped');
  if (restamps.length > 0) throw new Error(`the lifecycle journal records a re-stamp although the identity was the grant's own: ${JSON.stringify(restamps)}`);
}

/** CURRENT still names the seeded checkpoint: the refused start before did not alter it. */
export async function expectSeededCheckpoint(s: Scenario): Promise<void> {
  const snap = await requireSnapshot(s);
  if (snap.currentId !== SEEDED_CHECKPOINT_ID) throw new Error(`CURRENT names ${snap.currentId}; a recovery of the seeded runtime keeps ${SEEDED_CHECKPOINT_ID}`);
}
