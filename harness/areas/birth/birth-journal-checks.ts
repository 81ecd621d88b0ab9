import { readJournalRecords } from '../../probes/index.js';
import { requireRuntime, type Scenario } from '../../scenario/index.js';
import { expectBorn, latestCeremony } from './ceremony.js';

// The birth journal in the kit's documented layout (`<runtime>/journal/birth.jsonl`): the reference's own record
// of a prepare and its commit or rollback. Only scenarios that claim that layout read it.

/** The birth journal's records for `root`, in order, as `kind` (recovered ones marked). */
async function journalFor(s: Scenario, root: string): Promise<Record<string, unknown>[]> {
  return (await readJournalRecords(requireRuntime(s), 'birth.')).filter((r) => r.root === root);
}

function shown(records: Record<string, unknown>[]): string {
  return records.map((r) => `${String(r.kind)}${r.recovered === true ? ' (recovered)' : ''}`).join(', ') || '(none)';
}

function expectKinds(records: Record<string, unknown>[], kinds: readonly string[], what: string): void {
  const seen = records.map((r) => `${String(r.kind)}${r.recovered === true ? ' (recovered)' : ''}`);
  if (seen.join('|') !== kinds.join('|')) throw new Error(`the birth journal must record ${what}: ${kinds.join(', ')}; it records ${shown(records)}`);
}

/** The commit names what the receipt printed: the node count and the checkpoint. */
function expectCommitMatchesReceipt(commit: Record<string, unknown> | undefined, receipt: Record<string, unknown>): void {
  const problems: string[] = [];
  if (commit?.node_count !== receipt.node_count) problems.push(`node_count ${JSON.stringify(commit?.node_count)}, the receipt ${JSON.stringify(receipt.node_count)}`);
  if (commit?.checkpoint !== receipt.checkpoint) problems.push(`checkpoint ${JSON.stringify(commit?.checkpoint)}, the receipt ${JSON.stringify(receipt.checkpoint)}`);
  if (commit?.brain_id !== receipt.brain_id) problems.push(`brain_id ${JSON.stringify(commit?.brain_id)}, the receipt ${JSON.stringify(receipt.brain_id)}`);
  if (problems.length > 0) throw new Error(`the journal's commit disagrees with the receipt: ${problems.join('; ')}`);
}

/** A clean birth of `repo`: exactly a prepare and then a commit naming the receipt's count and checkpoint. */
export async function expectPrepareThenCommit(s: Scenario, repo: string): Promise<void> {
  const receipt = await expectBorn(s, latestCeremony(s), s.repo(repo));
  const records = await journalFor(s, s.repo(repo));
  expectKinds(records, ['birth.prepare', 'birth.commit'], `one prepare and then one commit for ${s.repo(repo)}`);
  expectCommitMatchesReceipt(records[1], receipt);
}

/** An interrupted birth of `repo`: its prepare is the last record, and nothing committed it. */
export async function expectPrepareWithoutCommit(s: Scenario, repo: string): Promise<void> {
  expectKinds(await journalFor(s, s.repo(repo)), ['birth.prepare'], `the interrupted prepare for ${s.repo(repo)} and no commit`);
}

/** After an interrupted birth, the next ceremony: the old prepare rolled back by recovery, then a prepare and its commit. */
export async function expectRecoveredThenCommitted(s: Scenario, repo: string): Promise<void> {
  const receipt = await expectBorn(s, latestCeremony(s), s.repo(repo));
  const records = await journalFor(s, s.repo(repo));
  expectKinds(records, ['birth.prepare', 'birth.rollback (recovered)', 'birth.prepare', 'birth.commit'], `the interrupted prepare rolled back by recovery, then a new prepare and its commit for ${s.repo(repo)}`);
  expectCommitMatchesReceipt(records[3], receipt);
}
