import { canonicalJson } from '../../clients/index.js';
import { listTree } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { candidateBlocks, sameStrings } from './scan-answer.js';
import { readStoreSnapshot } from './scan-calls.js';
import { MODULAR_FILES } from './scan-fixtures.js';
import { scanArea, type ScanAnswer } from './scan-area.js';

/** The path of one `listTree` line (it starts with the JSON-quoted relative path). */
function listedPath(line: string): string {
  const end = line.indexOf('" ');
  return JSON.parse(line.slice(0, end + 1)) as string;
}

function landed(s: Scenario): ScanAnswer {
  const a = scanArea(s).latest;
  if (a.isError) throw new Error(`the scan over ${a.door} was refused: ${a.text}`);
  return a;
}

/** The latest scan landed with this transaction at this store_version. */
export function expectScanAnswered(s: Scenario, transaction: string, version: number): void {
  const p = landed(s).payload as Record<string, unknown>;
  if (p.transaction_state !== transaction || p.store_version !== version) {
    throw new Error(`the scan answered transaction_state ${JSON.stringify(p.transaction_state)} at store_version ${JSON.stringify(p.store_version)}; expected "${transaction}" at ${version}`);
  }
  const revision = transaction === 'candidate_revision';
  if (p.candidate_revision_written !== revision) throw new Error(`the scan answered candidate_revision_written ${JSON.stringify(p.candidate_revision_written)}; expected ${revision}`);
}

/**
 * The candidate's members are exactly the repository's files, each in one block, and none names a file the
 * runtime directory holds: the scan read the code root, never the runtime.
 */
export async function expectMembersFromCodeRoot(s: Scenario): Promise<void> {
  const blocks = candidateBlocks(landed(s).payload);
  const members = blocks.flatMap((b) => b.members);
  const problems: string[] = [];
  if (!sameStrings(members, MODULAR_FILES)) problems.push(`the members are ${JSON.stringify([...members].sort())}; the repository's files are ${JSON.stringify(MODULAR_FILES)}, each in exactly one block`);
  const runtime = s.runtimeReal ?? s.fixtureHome.runtime;
  const runtimeFiles = (await listTree(runtime)).filter((line) => / file \d{4} /.test(line)).map(listedPath);
  const baseOf = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const leaked = members.filter((m) => runtimeFiles.some((f) => f === m || baseOf(f) === baseOf(m)));
  if (leaked.length > 0) problems.push(`members ${JSON.stringify(leaked)} name files of the runtime directory`);
  if (problems.length > 0) throw new Error(`the skeleton candidate was not scanned from the code root: ${problems.join('; ')}`);
}

/** The snapshot holds exactly the candidate's blocks at `version`. */
export async function expectSnapshotHoldsCandidate(s: Scenario, version: number): Promise<void> {
  const blocks = candidateBlocks(landed(s).payload);
  const snap = await readStoreSnapshot(s);
  const store = snap.store as { blocks?: { block_id?: unknown }[] } | undefined;
  const held = (store?.blocks ?? []).map((b) => String(b.block_id));
  if (snap.present !== true || snap.store_version !== version || !sameStrings(held, blocks.map((b) => b.block_id))) {
    throw new Error(`the snapshot holds blocks ${JSON.stringify(held)} at store_version ${JSON.stringify(snap.store_version)}; expected the candidate's ${JSON.stringify(blocks.map((b) => b.block_id))} at ${version}`);
  }
}

/** The latest scan was refused with a tool error carrying `code`, and the snapshot is as it was before it. */
export async function expectScanRefused(s: Scenario, code: string): Promise<void> {
  const area = scanArea(s);
  const a = area.latest;
  if (!a.isError || !new RegExp(`\\b${code}\\b`).test(a.text)) throw new Error(`the scan over ${a.door} answered ${a.text.slice(0, 400)}; expected a tool error carrying ${code}`);
  const now = canonicalJson(await readStoreSnapshot(s));
  if (now !== area.snapshotBefore) throw new Error(`a refused scan changed the store: before ${area.snapshotBefore?.slice(0, 400)}, after ${now.slice(0, 400)}`);
}

/** The two latest scans (MCP, then REST) were refused with the same canonical bytes. */
export function expectRefusalSameOnBothDoors(s: Scenario): void {
  const [mcp, rest] = scanArea(s).answers.slice(-2);
  if (!mcp || !rest || mcp.door !== 'MCP' || rest.door !== 'REST') throw new Error('this check needs a scan over MCP followed by one over REST');
  if (!mcp.isError || mcp.canonical !== rest.canonical) throw new Error(`the refusal differs between the doors:\n  MCP  ${mcp.canonical}\n  REST ${rest.canonical}`);
}

/** The ratified blocks are exactly as they were, and the store holds the candidate's blocks as a candidate revision. */
export async function expectRatifiedKeptWithRevision(s: Scenario): Promise<void> {
  const blocks = candidateBlocks(landed(s).payload);
  const snap = await readStoreSnapshot(s);
  const before = JSON.parse(scanArea(s).snapshotBefore ?? 'null') as { store?: { blocks?: unknown; skeleton?: unknown } } | null;
  const store = snap.store as { blocks?: unknown; skeleton?: unknown; candidate_revision?: { blocks?: { block_id?: unknown }[] } | null };
  const problems: string[] = [];
  if (canonicalJson(store.blocks) !== canonicalJson(before?.store?.blocks)) problems.push(`the ratified blocks changed: ${JSON.stringify(store.blocks).slice(0, 400)}`);
  if (canonicalJson(store.skeleton) !== canonicalJson(before?.store?.skeleton)) problems.push(`the ratified skeleton changed: ${JSON.stringify(store.skeleton)}`);
  const revision = (store.candidate_revision?.blocks ?? []).map((b) => String(b.block_id));
  if (!sameStrings(revision, blocks.map((b) => b.block_id))) problems.push(`the candidate revision holds ${JSON.stringify(revision)}; expected the candidate's ${JSON.stringify(blocks.map((b) => b.block_id))}`);
  if (problems.length > 0) throw new Error(`a scan over a ratified store: ${problems.join('; ')}`);
}

/** The candidate seed and naming report equal those of the scan nobody listened to. */
export function expectSameAsUnlistened(s: Scenario): void {
  const area = scanArea(s);
  const quiet = area.unlistened;
  if (!quiet) throw new Error('no scan was made while nobody listened');
  const pick = (a: ScanAnswer) => { const p = a.payload as Record<string, unknown>; return canonicalJson({ candidate_seed: p.candidate_seed, report: p.report, block_count: p.block_count }); };
  const heard = pick(landed(s));
  if (heard !== pick(quiet)) throw new Error(`a scan someone listened to answered otherwise:\n  listened   ${heard.slice(0, 600)}\n  unlistened ${pick(quiet).slice(0, 600)}`);
}

/** The owner's `/api/health` node and edge counts (what the clustering phase must count). */
export async function graphSize(s: Scenario): Promise<{ nodes: number; edges: number }> {
  const res = await (await httpArea(s).current.client(true)).request({ path: '/api/health', boundMs: s.boundMs });
  const json = (res.json ?? {}) as { node_count?: unknown; edge_count?: unknown };
  if (res.status !== 200 || typeof json.node_count !== 'number' || typeof json.edge_count !== 'number') throw new Error(`GET /api/health answered ${res.status} ${res.text.slice(0, 300)}`);
  return { nodes: json.node_count, edges: json.edge_count };
}

/**
 * The latest scan echoed `limit` as its review limit and still emitted every block: its block_count counts every
 * block of the candidate seed, and the candidate holds more than `atLeast` blocks (so a limit could have trimmed it).
 */
export function expectReviewLimitEchoed(s: Scenario, limit: number, atLeast: number): void {
  const p = landed(s).payload as Record<string, unknown>;
  const blocks = candidateBlocks(p);
  const problems: string[] = [];
  if (p.review_limit !== limit) problems.push(`review_limit is ${JSON.stringify(p.review_limit)}, not ${limit}`);
  if (p.block_count !== blocks.length) problems.push(`block_count is ${JSON.stringify(p.block_count)} while the candidate seed holds ${blocks.length} blocks`);
  if (blocks.length <= atLeast) problems.push(`the candidate holds ${blocks.length} blocks, not more than ${atLeast}`);
  if (problems.length > 0) throw new Error(`the scan's review limit: ${problems.join('; ')}`);
}

