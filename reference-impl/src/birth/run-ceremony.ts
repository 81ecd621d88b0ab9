import { existsSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brainDirOf, brainIdFor, brainsDirOf } from '../brains/index.js';
import { BIRTH_JOURNAL_SCHEMA, errorCode, HUMAN_CLI_ORIGIN } from '../records/index.js';
import { isSameOrInside, validateRuntime } from '../launcher/index.js';
import { InjectedFault, type SeamHook } from '../seams/index.js';
import { fsyncDir } from '../store/index.js';
import { appendBirthJournal, type BirthJournalEntry } from './birth-journal.js';
import { refuseBirth, type BirthRefusal } from './birth-refusal.js';
import { buildStaging } from './build-staging.js';
import { acquireCeremonyLock } from './ceremony-lock.js';
import { checkDestination } from './check-destination.js';
import { passSeam } from './pass-seam.js';
import { recoverUnderLock, STAGING_PREFIX } from './recover-births.js';
import { resolveBirthRoot } from './resolve-birth-root.js';

export interface BirthInput {
  /** The root exactly as typed after `--birth`. */
  rootRaw: string;
  runtimeRaw: string | null;
  /** The workspace grant of this launch as given (the development brain), if any. */
  grantRaw: string | null;
  cwd: string;
  uid: number;
  pid: number;
  now(): number;
  seams: SeamHook;
  signal: AbortSignal;
}

export interface BirthReceipt {
  ok: true;
  brain_id: string;
  root: string;
  origin: typeof HUMAN_CLI_ORIGIN;
  node_count: number;
  checkpoint: string;
}

export type BirthOutcome = { ok: true; receipt: BirthReceipt; dir: string } | { ok: false; refusal: BirthRefusal } | { ok: false; cancelled: true };

/**
 * The birth ceremony: resolve the root, check the runtime by the launcher's rules, refuse an occupied
 * destination or any overlap with a bound root, then under the single-flight lock journal a prepare,
 * build the brain in staging and rename it into place. The origin `human-cli` is stamped here only.
 */
export async function runBirthCeremony(input: BirthInput): Promise<BirthOutcome> {
  const resolved = resolveBirthRoot(input.rootRaw, input.cwd);
  if ('code' in resolved) return { ok: false, refusal: resolved };
  const root = resolved.root;
  // The launcher's runtime rules, with the born root as the tree the runtime must stay out of.
  const checked = validateRuntime(input.runtimeRaw, root, { uid: input.uid });
  if ('code' in checked) return { ok: false, refusal: checked };
  const runtime = checked.runtime;
  const brainId = brainIdFor(root);
  const journal = (entry: BirthJournalEntry) =>
    appendBirthJournal(runtime, { schema: BIRTH_JOURNAL_SCHEMA, at_ms: input.now(), writer: { pid: input.pid, ingress: 'human-cli' }, ...entry });
  const refused = (refusal: BirthRefusal): BirthOutcome => {
    journal({ kind: 'birth.refusal', brain_id: brainId, root, code: refusal.code, detail: refusal.detail });
    return { ok: false, refusal };
  };

  if (isSameOrInside(root, runtime)) {
    return refused(refuseBirth('birth_root_inside_runtime', `${root} lies inside the runtime ${runtime}; a born root must be a source tree outside derived state`));
  }
  const early = checkDestination(runtime, root, brainId, input.grantRaw);
  if (early) return refused(early);

  const brains = brainsDirOf(runtime);
  const brainsExisted = existsSync(brains);
  const attempt = acquireCeremonyLock(brains, input.pid);
  if ('heldBy' in attempt) return refused(refuseBirth('birth_in_flight', `${attempt.detail}; wait for it to finish, then retry`));
  try {
    recoverUnderLock(runtime, input);
    // Checked again under the lock: a birth that finished meanwhile may have bound this root.
    const late = checkDestination(runtime, root, brainId, input.grantRaw);
    if (late) return refused(late);
    return await buildAndCommit(input, { runtime, root, brainId, journal });
  } finally {
    attempt.lock.release();
    if (!brainsExisted) removeIfEmpty(brains);
  }
}

interface Target {
  runtime: string;
  root: string;
  brainId: string;
  journal(entry: BirthJournalEntry): void;
}

async function buildAndCommit(input: BirthInput, t: Target): Promise<BirthOutcome> {
  const brains = brainsDirOf(t.runtime);
  const staging = join(brains, `${STAGING_PREFIX}${t.brainId}`);
  const final = brainDirOf(t.runtime, t.brainId);
  t.journal({ kind: 'birth.prepare', brain_id: t.brainId, root: t.root });
  let built;
  try {
    built = await buildStaging({ staging, root: t.root, brainId: t.brainId, bornAtMs: input.now(), seams: input.seams, signal: input.signal });
    if (built.empty) {
      const refusal = refuseBirth('birth_produced_empty_graph', `scanning ${t.root} produced zero nodes; no brain was created`);
      rollBack(t, staging, refusal.code, refusal.detail);
      return { ok: false, refusal };
    }
    await passSeam(input.seams, 'birth.commit', input.signal);
    // The commit point: a complete staging folder becomes the brain in one rename.
    renameSync(staging, final);
    fsyncDir(brains);
  } catch (err) {
    if (input.signal.aborted) {
      rollBack(t, staging, 'cancelled', 'the ceremony was cancelled before its commit');
      return { ok: false, cancelled: true };
    }
    if (err instanceof InjectedFault) {
      rollBack(t, staging, err.code, err.message);
      return { ok: false, refusal: { code: err.code, detail: `${err.message}; no brain was created` } };
    }
    rollBack(t, staging, 'internal_error', err instanceof Error ? err.message : String(err));
    throw err;
  }
  t.journal({ kind: 'birth.commit', brain_id: t.brainId, root: t.root, node_count: built.nodeCount, digest: built.digest, checkpoint: built.checkpoint });
  const receipt: BirthReceipt = { ok: true, brain_id: t.brainId, root: t.root, origin: HUMAN_CLI_ORIGIN, node_count: built.nodeCount, checkpoint: built.checkpoint };
  return { ok: true, receipt, dir: final };
}

/** A refused birth leaves no brains folder it created; a folder someone else filled meanwhile stays. */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch (err) {
    const code = errorCode(err);
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw err;
  }
}

function rollBack(t: Target, staging: string, code: string, detail: string): void {
  rmSync(staging, { recursive: true, force: true });
  fsyncDir(brainsDirOf(t.runtime));
  t.journal({ kind: 'birth.rollback', brain_id: t.brainId, root: t.root, code, detail });
}
