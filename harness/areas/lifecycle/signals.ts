import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { COCHANGE_FILE, EMBEDDING_CACHE_DIR, WRITER_LOCK, diffTreeListings } from '../../probes/index.js';
import { ACK_LINE, CANCELLED_LINE, SIGNAL_NOTICE, disarmSeams, listRuntimeButJournal, rememberCheckpoint, requireRuntime, requireSnapshot, startHeldAtSeam, type Scenario, type ServerRun } from '../../scenario/index.js';
import { requireRuntimeBaseline, takeRuntimeBaseline } from './runtime-baseline.js';
import { readLifecycleJournal, readRuntimeJson } from './runtime-reads.js';

/** Seed 000: the stdio fixture requires exit within 10 s of SIGTERM (an upper bound, not a latency claim). */
export const SIGNAL_EXIT_BOUND_MS = 10_000;

/** Holds `seam`, starts with `repo` granted and returns once this very process wrote the reached marker. */
export async function startHeldAt(s: Scenario, repo: string, seam: string): Promise<ServerRun> {
  await s.prepareHome();
  await takeRuntimeBaseline(s);
  return startHeldAtSeam(s, seam, () => s.start(s.repo(repo)));
}

/** The server printed that it received the signal before serving (the order marker before a release). */
export async function expectSignalNoted(s: Scenario): Promise<void> {
  await s.current.child.waitForStderr(SIGNAL_NOTICE, s.boundMs);
}

/** Waits for the exit within the signal bound and checks status, last line and that nothing was served. */
async function expectSignalExit(s: Scenario, code: number, last: RegExp, absent: RegExp[]): Promise<void> {
  const run = s.current;
  const status = await run.child.waitExit(SIGNAL_EXIT_BOUND_MS);
  disarmSeams(s);
  const lines = run.child.stderrLines.filter((l) => l.trim() !== '');
  const problems: string[] = [];
  if (status.code !== code) problems.push(`it exited with code ${status.code} (signal ${status.signal}), expected ${code}`);
  if (!last.test(lines.at(-1) ?? '')) problems.push(`its last stderr line is ${JSON.stringify(lines.at(-1) ?? '(none)')}, expected one matching ${last}`);
  for (const re of absent) if (lines.some((l) => re.test(l))) problems.push(`stderr has a line matching ${re}, which this ending must not print`);
  if (run.client.sawResultFrame()) problems.push('it answered initialize; a start cancelled before serving never answers');
  if (problems.length > 0) throw new Error(`${run.label}: ${problems.join('; ')}. stderr: ${lines.join(' | ') || '(none)'}`);
}

/** The new-runtime ending: status 0 with the ACK line last, nothing served. */
export function expectAckEnding(s: Scenario): Promise<void> {
  return expectSignalExit(s, 0, ACK_LINE, [CANCELLED_LINE]);
}

/** The recovery ending: status 143 with the cancelled line last, no ACK, nothing served. */
export function expectCancelledEnding(s: Scenario): Promise<void> {
  return expectSignalExit(s, 143, CANCELLED_LINE, [ACK_LINE]);
}

/** CURRENT names a whole checkpoint (digests verified by the reader) that holds `label` from `repo`; remembered for the restart. */
export async function expectCommittedCheckpoint(s: Scenario, label: string, repo: string): Promise<void> {
  const snap = await requireSnapshot(s);
  if (!snap.nodes.some((n) => n.label === label && n.root === s.repo(repo))) {
    throw new Error(`the checkpoint CURRENT names (${snap.currentId}) holds no ${label} from ${s.repo(repo)} (${snap.nodes.length} nodes); the joined first checkpoint must complete`);
  }
  await rememberCheckpoint(s);
}

/** The optional phases were cut short: none of their files exists. */
export async function expectNoDerivedFiles(s: Scenario): Promise<void> {
  const runtime = requireRuntime(s);
  const found: string[] = [];
  if ((await readRuntimeJson(runtime, COCHANGE_FILE)) !== null) found.push(COCHANGE_FILE);
  const cache = await readdir(join(runtime, EMBEDDING_CACHE_DIR)).catch(() => [] as string[]);
  found.push(...cache.map((name) => join(EMBEDDING_CACHE_DIR, name)));
  if (found.length > 0) throw new Error(`the cancelled optional phases still wrote ${found.join(', ')}; a phase cut short by the signal writes nothing`);
}

/** Everything but the journal is as it was before the start: CURRENT, checkpoints, mirrors, caches, and no lock. */
export async function expectRuntimeAsBefore(s: Scenario): Promise<void> {
  const before = requireRuntimeBaseline(s);
  const diff = diffTreeListings(before.listing, await listRuntimeButJournal(requireRuntime(s)));
  if (diff.length > 0) throw new Error(`the interrupted start changed the runtime outside its journal:\n  ${diff.slice(0, 20).join('\n  ')}`);
}

/**
 * One new `lifecycle.startup_quarantined` line for the grant, naming the phase when given. `current` may be
 * null when the signal came before the pointer was read, but never another checkpoint than CURRENT.
 */
export async function expectQuarantineJournaled(s: Scenario, repo: string, phase?: string): Promise<void> {
  const before = requireRuntimeBaseline(s);
  const records = await readLifecycleJournal(requireRuntime(s));
  const added = records.slice(before.journalLines);
  const shown = JSON.stringify(added);
  if (added.length !== 1 || added[0]?.kind !== 'lifecycle.startup_quarantined') {
    throw new Error(`the lifecycle journal gained ${added.length} records, expected exactly one lifecycle.startup_quarantined: ${shown}`);
  }
  const record = added[0];
  const problems: string[] = [];
  if (record.root !== s.repo(repo)) problems.push(`root is ${JSON.stringify(record.root)}, the grant is ${s.repo(repo)}`);
  if (record.current !== null && record.current !== before.currentId) problems.push(`current is ${JSON.stringify(record.current)}, CURRENT named ${before.currentId}`);
  if (record.signal !== 'SIGTERM') problems.push(`signal is ${JSON.stringify(record.signal)}, expected "SIGTERM"`);
  if (phase !== undefined && record.phase !== phase) problems.push(`phase is ${JSON.stringify(record.phase)}, the start was held at ${phase}`);
  if (problems.length > 0) throw new Error(`the quarantine record is wrong: ${problems.join('; ')}: ${shown}`);
}

/** While held inside ownership, the lock file is whole JSON naming this process. */
export async function expectLockNamesCurrent(s: Scenario): Promise<void> {
  const lock = await readRuntimeJson(requireRuntime(s), WRITER_LOCK);
  if (lock === null) throw new Error(`${WRITER_LOCK} does not exist while ${s.current.label} is held inside ownership`);
  if (lock.pid !== s.current.child.pid) throw new Error(`${WRITER_LOCK} names pid ${JSON.stringify(lock.pid)}, the held server is ${s.current.child.pid}`);
}
