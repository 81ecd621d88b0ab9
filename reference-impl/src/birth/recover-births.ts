import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brainsDirOf, listBornBrains, loadBornBrain } from '../brains/index.js';
import { fsyncDir } from '../store/index.js';
import { BIRTH_JOURNAL_SCHEMA } from '../records/index.js';
import { appendBirthJournal, readBirthJournal, type BirthJournalEntry } from './birth-journal.js';
import { acquireCeremonyLock } from './ceremony-lock.js';

export const STAGING_PREFIX = '.staging-';

export interface BirthRecovery {
  /** Brain ids whose leftover staging folder was removed whole. */
  removed: string[];
  /** Brain ids whose final folder was complete but whose commit line was missing. */
  completed: string[];
  /** Brain ids journaled as rolled back. */
  rolledBack: string[];
  /** Set when a live ceremony holds the lock: its staging folder is its own, so nothing was touched. */
  skipped: string | null;
}

export interface RecoveryIds {
  pid: number;
  now(): number;
}

/**
 * Finishes what a killed ceremony left: leftover staging folders are removed whole and journaled
 * `birth.rollback`; a complete final folder without its commit line gets one. Writes nothing at all
 * when there is nothing to recover, and touches nothing while a live ceremony holds the lock.
 */
export function recoverBirths(runtime: string, ids: RecoveryIds): BirthRecovery {
  const none: BirthRecovery = { removed: [], completed: [], rolledBack: [], skipped: null };
  if (listStaging(runtime).length === 0 && pendingPrepares(runtime).size === 0) return none;
  const attempt = acquireCeremonyLock(brainsDirOf(runtime), ids.pid);
  if ('heldBy' in attempt) return { ...none, skipped: attempt.detail };
  try {
    return recoverUnderLock(runtime, ids);
  } finally {
    attempt.lock.release();
  }
}

/** The recovery itself; the caller holds the ceremony lock. */
export function recoverUnderLock(runtime: string, ids: RecoveryIds): BirthRecovery {
  const brains = brainsDirOf(runtime);
  const removed = listStaging(runtime);
  for (const id of removed) rmSync(join(brains, `${STAGING_PREFIX}${id}`), { recursive: true, force: true });
  if (removed.length > 0) fsyncDir(brains);

  const pending = pendingPrepares(runtime);
  const complete = new Map(listBornBrains(runtime).map((b) => [b.brainId, b]));
  const result: BirthRecovery = { removed, completed: [], rolledBack: [], skipped: null };
  for (const id of new Set([...removed, ...pending.keys()])) {
    const root = pending.get(id) ?? null;
    const brain = complete.get(id);
    if (brain && pending.has(id)) {
      const loaded = loadBornBrain(brain.dir);
      journal(runtime, ids, { kind: 'birth.commit', brain_id: id, root: brain.root, node_count: loaded.graph.nodes.length, checkpoint: loaded.checkpointId, recovered: true });
      result.completed.push(id);
    } else {
      journal(runtime, ids, { kind: 'birth.rollback', brain_id: id, root, detail: 'an interrupted birth was removed whole', recovered: true });
      result.rolledBack.push(id);
    }
  }
  return result;
}

function journal(runtime: string, ids: RecoveryIds, entry: BirthJournalEntry): void {
  appendBirthJournal(runtime, { schema: BIRTH_JOURNAL_SCHEMA, at_ms: ids.now(), writer: { pid: ids.pid, ingress: 'recovery' }, ...entry });
}

function listStaging(runtime: string): string[] {
  try {
    return readdirSync(brainsDirOf(runtime))
      .filter((name) => name.startsWith(STAGING_PREFIX))
      .map((name) => name.slice(STAGING_PREFIX.length))
      .sort();
  } catch {
    return [];
  }
}

/** Brain id -> root of every prepare line not followed by its commit or rollback. */
function pendingPrepares(runtime: string): Map<string, string | null> {
  const pending = new Map<string, string | null>();
  for (const rec of readBirthJournal(runtime)) {
    if (rec.brain_id === null) continue;
    if (rec.kind === 'birth.prepare') pending.set(rec.brain_id, rec.root);
    else if (rec.kind === 'birth.commit' || rec.kind === 'birth.rollback') pending.delete(rec.brain_id);
  }
  return pending;
}
