import { rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readJournalRecords, type SnapshotNode, type SnapshotView } from '../../probes/index.js';
import { requireSnapshot, type Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { latestAnswers, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';
import { FIXED_MTIME, STAMP_AFTER, STAMP_BEFORE, STAMP_FILE } from './refresh-repos.js';

/** Remembers the persisted snapshot as OLD, read independently of the server. */
export async function rememberSnapshotOld(s: Scenario): Promise<void> {
  refreshArea(s).snapshotOld = await requireSnapshot(s);
}

/**
 * One commit's worth of change: a new file, a symbol renamed in place (same size, mtime restored to the
 * fixture's), and a removed file. A refresh must see all three, the middle one included.
 */
export async function editRepository(s: Scenario, repo: string): Promise<void> {
  const root = s.repo(repo);
  const stampPath = join(root, STAMP_FILE);
  const before = await stat(stampPath);
  const text = `export function ${STAMP_AFTER}(): number {\n  return 1;\n}\n`;
  await writeFile(stampPath, text);
  await utimes(stampPath, FIXED_MTIME, FIXED_MTIME);
  const after = await stat(stampPath);
  if (after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
    throw new Error(`the in-place edit of ${stampPath} must keep size and mtime (size ${before.size} -> ${after.size}, mtime ${before.mtimeMs} -> ${after.mtimeMs})`);
  }
  await writeFile(join(root, 'src/fresh.ts'), 'export function freshArrival(): string {\n  return "new";\n}\n');
  await rm(join(root, 'tools/report.py'));
  await s.guard.rebaseline(repo);
  refreshArea(s).edits = {
    repo,
    added: { file: 'src/fresh.ts', symbol: 'freshArrival' },
    changed: { file: STAMP_FILE, before: STAMP_BEFORE, after: STAMP_AFTER },
    removed: { file: 'tools/report.py', symbols: ['render_report', 'ReportWriter'] },
  };
}

const key = (n: SnapshotNode) => JSON.stringify([n.id, n.label, n.type, n.path, n.root]);

/** NEW = OLD with the edited files replaced by what they hold now; nothing else moved, roots included. */
export async function expectSnapshotAbsorbed(s: Scenario): Promise<void> {
  const area = refreshArea(s);
  const old = area.snapshotOld;
  const edits = area.edits;
  if (old === null || edits === null) throw new Error('remember the snapshot and edit the repository before checking what a refresh absorbed');
  const now = await requireSnapshot(s);
  const problems: string[] = [];
  const labels = new Set(now.nodes.map((n) => n.label));
  if (!labels.has(edits.added.symbol)) problems.push(`the new symbol ${edits.added.symbol} (${edits.added.file}) is missing`);
  if (!labels.has(edits.changed.after)) problems.push(`the renamed symbol ${edits.changed.after} is missing although size and mtime stayed the same`);
  if (labels.has(edits.changed.before)) problems.push(`the old symbol ${edits.changed.before} is still there`);
  const stale = now.nodes.filter((n) => n.path === edits.removed.file);
  if (stale.length > 0) problems.push(`nodes of the removed ${edits.removed.file} remain: ${stale.map((n) => n.id).join(', ')}`);
  const touched = new Set([edits.added.file, edits.changed.file, edits.removed.file]);
  const untouched = (v: SnapshotView) => v.nodes.filter((n) => !touched.has(n.path)).map(key).sort();
  if (JSON.stringify(untouched(old)) !== JSON.stringify(untouched(now))) problems.push('nodes of files the edit did not touch changed');
  if (JSON.stringify([...old.roots].sort()) !== JSON.stringify([...now.roots].sort())) problems.push(`the root set moved from ${JSON.stringify(old.roots)} to ${JSON.stringify(now.roots)}`);
  if (problems.length > 0) throw new Error(`the persisted snapshot after the refresh is not OLD -> NEW:\n  ${problems.join('\n  ')}`);
}

/** The answers' counts equal the node counts of OLD and NEW read from the snapshot. */
export async function expectAnswerCountsMatchSnapshots(s: Scenario): Promise<void> {
  const old = refreshArea(s).snapshotOld;
  if (old === null) throw new Error('remember the snapshot before the refresh');
  const now = await requireSnapshot(s);
  const [first] = latestAnswers(s);
  if (!first) throw new Error('no refresh was asked yet');
  const [label, result] = first;
  const p = payloadOf(result, `the refresh over ${label}`);
  if (p.node_count_before !== old.nodes.length || p.node_count !== now.nodes.length) {
    throw new Error(`the refresh over ${label} reports ${p.node_count_before} -> ${p.node_count} nodes; the snapshots hold ${old.nodes.length} -> ${now.nodes.length}`);
  }
}

/** The last refresh journal record is a receipt naming the writer, the root, both counts and two digests. */
export async function expectReceiptJournaled(s: Scenario, repo: string): Promise<void> {
  const old = refreshArea(s).snapshotOld;
  if (old === null || s.runtimeReal === null) throw new Error('remember the snapshot before the refresh');
  const now = await requireSnapshot(s);
  const records = await readJournalRecords(s.runtimeReal, 'refresh.');
  const last = records.at(-1);
  const pids = new Set([...s.runs, ...httpArea(s).owners].map((r) => r.child.pid));
  const writer = (last?.writer ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (!last || last.kind !== 'refresh.receipt') problems.push('the last record is not a refresh.receipt');
  else {
    if (!pids.has(writer.pid as number)) problems.push(`writer.pid ${JSON.stringify(writer.pid)} is none of the servers started (${[...pids].join(', ')})`);
    if (typeof writer.ingress !== 'string' || writer.ingress === '') problems.push('writer.ingress is missing');
    if (last.root !== s.repo(repo)) problems.push(`root is ${JSON.stringify(last.root)}, not ${s.repo(repo)}`);
    if (last.node_count_before !== old.nodes.length || last.node_count !== now.nodes.length) problems.push(`counts ${last.node_count_before} -> ${last.node_count} differ from the snapshots' ${old.nodes.length} -> ${now.nodes.length}`);
    if (typeof last.digest_before !== 'string' || typeof last.digest_after !== 'string' || last.digest_before === last.digest_after) problems.push('digest_before and digest_after must be two different digests');
  }
  if (problems.length > 0) throw new Error(`journal receipt: ${problems.join('; ')}. Record: ${JSON.stringify(last)}`);
}
