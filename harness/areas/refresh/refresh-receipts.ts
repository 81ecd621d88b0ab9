import { readJournalRecords } from '../../probes/index.js';
import { requireBaseline, requireRuntime, requireSnapshot, type Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { REFRESH_ARGS, latestAnswers, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';
import { journalSinceBaseline } from './refresh-journal.js';
import { takeRefreshBaselines } from './refresh-wire.js';

/** A refresh over the latest stdio server (the grant is the caller), after both baselines. */
export async function askRefreshOverStdio(s: Scenario): Promise<void> {
  await takeRefreshBaselines(s, 'stdio');
  refreshArea(s).answers = new Map([['stdio', await s.call('ingest', { ...REFRESH_ARGS })]]);
}

/** Every answer of the latest action is a tool error naming `code`: a fault, not a policy refusal. */
export function expectAllFailed(s: Scenario, code: string): void {
  for (const [label, result] of latestAnswers(s)) {
    const text = result.text ?? JSON.stringify(result.raw);
    if (!result.isError || !text.includes(code)) {
      throw new Error(`the refresh over ${label} must fail as a tool error naming ${code}; got isError ${result.isError}: ${text.slice(0, 400)}`);
    }
  }
}

async function receipts(s: Scenario): Promise<Record<string, unknown>[]> {
  return (await readJournalRecords(requireRuntime(s), 'refresh.')).filter((r) => r.kind === 'refresh.receipt');
}

/** The whole journal holds no refresh receipt. */
export async function expectNoReceipt(s: Scenario): Promise<void> {
  const found = await receipts(s);
  if (found.length > 0) throw new Error(`the journal holds ${found.length} refresh receipt(s) although no refresh committed: ${JSON.stringify(found).slice(0, 600)}`);
}

/** After a crash: no receipt unless the runtime holds the completed graph, and then one at most. */
export async function expectReceiptOnlyIfCompleted(s: Scenario): Promise<void> {
  const crash = refreshArea(s).crash;
  if (crash === null) throw new Error('compute the completed refresh on a copy before the crash');
  const completed = (await requireSnapshot(s)).digest === crash.completed;
  const found = await receipts(s);
  if (found.length > (completed ? 1 : 0)) {
    const holds = completed ? 'the completed graph, which one receipt may state' : 'the old graph, which no receipt may claim was replaced';
    throw new Error(`after the crash the runtime holds ${holds}, but the journal holds ${found.length} refresh receipt(s): ${JSON.stringify(found).slice(0, 600)}`);
  }
}

/**
 * Since the latest action the journal gained exactly one refresh record: a receipt naming a writer that is
 * one of the servers started, its ingress, the root, the answer's node counts (the new one the snapshot's),
 * and two digests that differ exactly when the persisted snapshot moved.
 */
export async function expectOneReceiptGained(s: Scenario, repo: string): Promise<void> {
  const [first] = latestAnswers(s);
  if (!first) throw new Error('no refresh was asked yet');
  const answer = payloadOf(first[1], `the refresh over ${first[0]}`);
  await expectOneReceipt(s, repo, { before: answer.node_count_before, after: answer.node_count });
}

/**
 * The same receipt for a refresh that answered a fault after its commit point: no answer names the counts, so
 * the new one is the persisted snapshot's, and the snapshot must have moved.
 */
export async function expectOneReceiptForHeldGraph(s: Scenario, repo: string): Promise<void> {
  await expectOneReceipt(s, repo, null);
}

async function expectOneReceipt(s: Scenario, repo: string, answered: { before: unknown; after: unknown } | null): Promise<void> {
  const added = await journalSinceBaseline(s);
  const now = await requireSnapshot(s);
  const moved = now.digest !== requireBaseline(s).snapshotDigest;
  const record = added[0];
  const problems: string[] = [];
  if (added.length !== 1 || record === undefined || record.kind !== 'refresh.receipt') problems.push(`it gained ${added.length} records, not exactly one refresh.receipt`);
  else {
    const pids = new Set([...s.runs, ...httpArea(s).owners].map((r) => r.child.pid));
    const writer = (record.writer ?? {}) as Record<string, unknown>;
    if (!pids.has(writer.pid as number)) problems.push(`writer.pid ${JSON.stringify(writer.pid)} is none of the servers started (${[...pids].join(', ')})`);
    if (typeof writer.ingress !== 'string' || writer.ingress === '') problems.push('writer.ingress is missing');
    if (record.root !== s.repo(repo)) problems.push(`root is ${JSON.stringify(record.root)}, not ${s.repo(repo)}`);
    if (typeof record.node_count_before !== 'number' || record.node_count !== now.nodes.length) {
      problems.push(`counts ${record.node_count_before} -> ${record.node_count} name no live count or differ from the snapshot's ${now.nodes.length}`);
    }
    if (answered !== null && (record.node_count_before !== answered.before || record.node_count !== answered.after)) {
      problems.push(`counts ${record.node_count_before} -> ${record.node_count} differ from the answer's ${answered.before} -> ${answered.after}`);
    }
    if (answered === null && !moved) problems.push('the persisted snapshot did not move, so no refresh landed for this receipt to state');
    if (typeof record.digest_before !== 'string' || typeof record.digest_after !== 'string') problems.push('digest_before and digest_after must both be digests');
    else if ((record.digest_before !== record.digest_after) !== moved) problems.push(`the digests ${moved ? 'must differ: the snapshot moved' : 'must be equal: the snapshot did not move'}`);
  }
  if (problems.length > 0) throw new Error(`journal receipt: ${problems.join('; ')}. Records gained: ${JSON.stringify(added).slice(0, 800)}`);
}
