import { diffTreeListings, listTree, readJournalRecords } from '../probes/index.js';
import { listRuntimeButJournal, requireRuntime } from './runtime-files.js';
import { defineArea, type Scenario } from './scenario.js';

/** The runtime and sources before an action that may change nothing but the journal. */
export interface Baseline {
  /** the runtime listing without the journal, the one write a refusal may make */
  runtime: string[];
  sources: Map<string, string[]>;
  snapshotDigest: string | null;
  journalRecords: number;
}

const BASELINE = defineArea<{ taken: Baseline | null }>('baseline', () => ({ taken: null }));

/** A repository's listing; one that a scenario moved away lists as absent instead of failing. */
async function listSource(path: string): Promise<string[]> {
  return listTree(path).catch(() => ['(absent)']);
}

/** Takes the state a refusal must leave unchanged: runtime (journal aside), sources, snapshot, refresh journal length. */
export async function takeBaseline(s: Scenario): Promise<Baseline> {
  const runtime = requireRuntime(s);
  const sources = new Map<string, string[]>();
  for (const [name, path] of s.repos) sources.set(name, await listSource(path));
  const baseline: Baseline = {
    runtime: await listRuntimeButJournal(runtime),
    sources,
    snapshotDigest: (await s.readSnapshot())?.digest ?? null,
    journalRecords: (await readJournalRecords(runtime, 'refresh.')).length,
  };
  s.area(BASELINE).taken = baseline;
  return baseline;
}

export function requireBaseline(s: Scenario): Baseline {
  const baseline = s.area(BASELINE).taken;
  if (baseline === null) throw new Error('no baseline was taken before the action; the When step takes it');
  return baseline;
}

/** Problems with the state since the baseline: anything in the runtime but the journal, a source, the snapshot. */
export async function changesSinceBaseline(s: Scenario): Promise<string[]> {
  const baseline = requireBaseline(s);
  const problems: string[] = [];
  const moved = diffTreeListings(baseline.runtime, await listRuntimeButJournal(requireRuntime(s)));
  if (moved.length > 0) problems.push(`the runtime changed outside its journal:\n    ${moved.slice(0, 12).join('\n    ')}`);
  for (const [name, listing] of baseline.sources) {
    const changed = diffTreeListings(listing, await listSource(s.repo(name)));
    if (changed.length > 0) problems.push(`the repository "${name}" changed:\n    ${changed.slice(0, 12).join('\n    ')}`);
  }
  const digest = (await s.readSnapshot())?.digest ?? null;
  if (digest !== baseline.snapshotDigest) problems.push(`the persisted snapshot digest moved from ${baseline.snapshotDigest} to ${digest}`);
  return problems;
}
