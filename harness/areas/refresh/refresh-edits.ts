import { rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { readHits, requireHit } from '../../clients/index.js';
import type { SnapshotNode, SnapshotView } from '../../probes/index.js';
import { fixtureGitEnv } from '../../repos/index.js';
import { requireSnapshot, type Scenario } from '../../scenario/index.js';
import { callRest } from '../http/index.js';
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

/** The same change, committed: `git add --all` and `git commit`, so HEAD moves to a new commit. */
export async function commitRepositoryEdits(s: Scenario, repo: string): Promise<void> {
  await editRepository(s, repo);
  const env = fixtureGitEnv({ path: s.harnessEnv.env.PATH, home: s.fixtureHome.home, date: '2024-01-03T00:00:00+0000' });
  for (const args of [['add', '--all'], ['-c', 'commit.gpgsign=false', 'commit', '--quiet', '--message', 'a new file, a rename in place, a removal']]) {
    const r = await execa('git', args, { cwd: s.repo(repo), env, extendEnv: false, reject: false, stdin: 'ignore' });
    if (r.exitCode !== 0) throw new Error(`git ${args.join(' ')} failed in ${s.repo(repo)} (exit ${r.exitCode}): ${String(r.stderr).trim()}`);
  }
  await s.guard.rebaseline(repo);
}

/**
 * Over REST (no caller root), search finds the added and the renamed symbol in their files, and finds
 * neither the symbol renamed away nor those of the removed file: what any client sees of OLD -> NEW.
 */
export async function expectSearchesShowEdits(s: Scenario): Promise<void> {
  const edits = refreshArea(s).edits;
  if (edits === null) throw new Error('edit the repository before checking what a refresh absorbed');
  const ask = async (query: string) => readHits(payloadOf(await callRest(s, 'search', { query }, null), `search "${query}" over REST`), `search "${query}"`);
  requireHit(await ask(edits.added.symbol), edits.added.symbol, edits.added.file, `search "${edits.added.symbol}"`);
  requireHit(await ask(edits.changed.after), edits.changed.after, edits.changed.file, `search "${edits.changed.after}"`);
  for (const gone of [edits.changed.before, ...edits.removed.symbols]) {
    const hits = await ask(gone);
    if (hits.length > 0) throw new Error(`search "${gone}" still finds ${hits.map((h) => `${h.label} (${h.filePath})`).join(', ')}; the refresh must have dropped it`);
  }
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
