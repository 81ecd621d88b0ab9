import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffTreeListings, listTree } from '../probes/index.js';
import { doorArea, type DoorBaseline } from './door-area.js';
import type { Scenario } from './scenario.js';

/** The folder of the documented journals (`<runtime>/journal/*.jsonl`). */
export const JOURNAL_DIR = 'journal';

/**
 * Every record of every journal of `runtime` whose kind starts with `prefix` ("refresh." or "birth."),
 * in file then line order. A torn last line (a crash mid-append) is skipped.
 */
export async function readJournalRecords(runtime: string, prefix: string): Promise<Record<string, unknown>[]> {
  const dir = join(runtime, JOURNAL_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.jsonl')).sort();
  const out: Record<string, unknown>[] = [];
  for (const name of names) {
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      if (line.trim() === '') continue;
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof record === 'object' && record !== null && String((record as { kind?: unknown }).kind ?? '').startsWith(prefix)) {
        out.push(record as Record<string, unknown>);
      }
    }
  }
  return out;
}

/** The runtime listing without the journal folder: what a refusal must leave as it was. */
export async function listRuntimeButJournal(runtime: string): Promise<string[]> {
  return (await listTree(runtime)).filter((line) => !line.startsWith(`"${JOURNAL_DIR}"`) && !line.startsWith(`"${JOURNAL_DIR}/`));
}

/** A repository's listing; one that a scenario moved away lists as absent instead of failing. */
async function listSource(path: string): Promise<string[]> {
  return listTree(path).catch(() => ['(absent)']);
}

function requireRuntime(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return s.runtimeReal;
}

/** Takes the state a refusal must leave unchanged: runtime (journal aside), sources, snapshot, journal length. */
export async function takeBaseline(s: Scenario): Promise<DoorBaseline> {
  const runtime = requireRuntime(s);
  const sources = new Map<string, string[]>();
  for (const [name, path] of s.repos) sources.set(name, await listSource(path));
  const baseline: DoorBaseline = {
    runtime: await listRuntimeButJournal(runtime),
    sources,
    snapshotDigest: (await s.readSnapshot())?.digest ?? null,
    journalRecords: (await readJournalRecords(runtime, 'refresh.')).length,
  };
  doorArea(s).baseline = baseline;
  return baseline;
}

/** The refresh journal records appended since the baseline. */
export async function journalSinceBaseline(s: Scenario): Promise<Record<string, unknown>[]> {
  const baseline = requireBaseline(s);
  return (await readJournalRecords(requireRuntime(s), 'refresh.')).slice(baseline.journalRecords);
}

export function requireBaseline(s: Scenario): DoorBaseline {
  const baseline = doorArea(s).baseline;
  if (baseline === null) throw new Error('no baseline was taken before the action; the When step takes it');
  return baseline;
}

/** Problems with the state since the baseline: anything in the runtime but the journal, a source, the snapshot. */
export async function changesSinceBaseline(s: Scenario): Promise<string[]> {
  const baseline = requireBaseline(s);
  const problems: string[] = [];
  const runtimeNow = await listRuntimeButJournal(requireRuntime(s));
  const moved = diffTreeListings(baseline.runtime, runtimeNow);
  if (moved.length > 0) problems.push(`the runtime changed outside its journal:\n    ${moved.slice(0, 12).join('\n    ')}`);
  for (const [name, listing] of baseline.sources) {
    const changed = diffTreeListings(listing, await listSource(s.repo(name)));
    if (changed.length > 0) problems.push(`the repository "${name}" changed:\n    ${changed.slice(0, 12).join('\n    ')}`);
  }
  const digest = (await s.readSnapshot())?.digest ?? null;
  if (digest !== baseline.snapshotDigest) problems.push(`the persisted snapshot digest moved from ${baseline.snapshotDigest} to ${digest}`);
  return problems;
}

