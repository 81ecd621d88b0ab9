import { canonicalJson, requirePositive } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callRest } from '../http/index.js';
import { storeEditArea } from './edit-area.js';
import { latestAnswer, readStoreSnapshot } from './edit-calls.js';
import { seedInstant } from './edit-words.js';

interface BlockView {
  block_id: string;
  name: string;
  state: string;
  prior_state?: string | null;
  boundary_version: number;
  membership: ({ path: string } | { glob: string })[];
  receipts: { receipt_id: string }[];
  candidate_meta?: { named_by?: string } | null;
}

async function blocksNow(s: Scenario): Promise<{ version: number; blocks: BlockView[] }> {
  const snapshot = await readStoreSnapshot(s);
  const store = snapshot.store as { blocks?: BlockView[] } | undefined;
  if (snapshot.present !== true || typeof snapshot.store_version !== 'number' || !Array.isArray(store?.blocks)) throw new Error(`the snapshot shows no store: ${JSON.stringify(snapshot).slice(0, 400)}`);
  return { version: snapshot.store_version, blocks: store.blocks };
}

async function blockNow(s: Scenario, id: string): Promise<BlockView> {
  const { blocks } = await blocksNow(s);
  const block = blocks.find((b) => b.block_id === id);
  if (!block) throw new Error(`the snapshot holds no block ${id}; it holds ${blocks.map((b) => b.block_id).join(', ') || 'none'}`);
  return block;
}

function versionRead(s: Scenario): number {
  const read = storeEditArea(s).versionRead;
  if (read === null) throw new Error('no store version was read yet; a step that reads the system-blocks snapshot comes first');
  return read;
}

/** The snapshot's block_count is `count` (the whole block list), and exactly `archived` of its blocks are archived. */
export async function expectCountedWithArchived(s: Scenario, count: number, archived: number): Promise<void> {
  const snapshot = await readStoreSnapshot(s);
  const blocks = ((snapshot.store as { blocks?: BlockView[] } | undefined)?.blocks ?? []);
  const marked = blocks.filter((b) => b.state === 'archived').length;
  if (snapshot.block_count !== count || blocks.length !== count || marked !== archived) {
    throw new Error(`the snapshot's block_count is ${JSON.stringify(snapshot.block_count)} over ${blocks.length} listed blocks, ${marked} archived; expected ${count} counted and listed, ${archived} of them archived`);
  }
}

/** The store version a client reads now is the version read plus `delta` (0: unchanged, 1: one write). */
export async function expectVersionMoved(s: Scenario, delta: number): Promise<void> {
  const { version } = await blocksNow(s);
  if (version !== versionRead(s) + delta) throw new Error(`the store is at version ${version}; expected ${versionRead(s) + delta} (the version read, ${versionRead(s)}, plus ${delta})`);
}

/** The snapshot a client reads now is byte-for-byte the one read before (canonical JSON). */
export async function expectSnapshotAsRead(s: Scenario): Promise<void> {
  const before = storeEditArea(s).snapshot;
  if (before === null) throw new Error('no snapshot was read before; a step that reads it comes first');
  const now = await readStoreSnapshot(s);
  if (canonicalJson(now) !== canonicalJson(before)) throw new Error(`the snapshot moved:\n  before: ${canonicalJson(before).slice(0, 800)}\n  now:    ${canonicalJson(now).slice(0, 800)}`);
}

export async function expectBlockState(s: Scenario, id: string, state: string): Promise<void> {
  const block = await blockNow(s, id);
  if (block.state !== state) throw new Error(`block ${id} is ${block.state}; expected ${state}`);
}

/** Archive keeps everything but the state: members and receipts as they were read. */
export async function expectBlockKeptItsHistory(s: Scenario, id: string): Promise<void> {
  const read = (storeEditArea(s).snapshot?.store as { blocks?: BlockView[] } | undefined)?.blocks?.find((b) => b.block_id === id);
  if (!read) throw new Error(`block ${id} was not in the snapshot read before`);
  const now = await blockNow(s, id);
  const keep = (b: BlockView) => canonicalJson({ membership: b.membership, receipts: b.receipts, boundary_version: b.boundary_version });
  if (keep(now) !== keep(read)) throw new Error(`block ${id} lost or changed members, receipts or boundary:\n  before: ${keep(read)}\n  now:    ${keep(now)}`);
}

export async function expectBlockAbsent(s: Scenario, id: string): Promise<void> {
  const { blocks } = await blocksNow(s);
  if (blocks.some((b) => b.block_id === id)) throw new Error(`block ${id} is still in the snapshot`);
}

export async function expectBlockIds(s: Scenario, ids: string[]): Promise<void> {
  const { blocks } = await blocksNow(s);
  const now = blocks.map((b) => b.block_id).sort();
  if (canonicalJson(now) !== canonicalJson([...ids].sort())) throw new Error(`the snapshot holds blocks ${now.join(', ')}; expected exactly ${[...ids].sort().join(', ')}`);
}

const memberText = (m: { path: string } | { glob: string }) => ('path' in m ? m.path : m.glob);

/** The block's members (exact paths and globs, as written) are exactly `members`, in any order. */
export async function expectBlockMembers(s: Scenario, id: string, members: string[]): Promise<void> {
  const block = await blockNow(s, id);
  const now = block.membership.map(memberText).sort();
  if (canonicalJson(now) !== canonicalJson([...members].sort())) throw new Error(`block ${id} has members ${now.join(', ') || 'none'}; expected exactly ${[...members].sort().join(', ')}`);
}

/** The block carries `name`, and its naming provenance names the seat that gave it. */
export async function expectBlockNamedBy(s: Scenario, id: string, name: string, seat: string): Promise<void> {
  const block = await blockNow(s, id);
  const by = block.candidate_meta?.named_by;
  if (block.name !== name || by !== seat) throw new Error(`block ${id} is named ${JSON.stringify(block.name)} by ${JSON.stringify(by)}; expected ${JSON.stringify(name)} by ${seat}`);
}

export async function expectBoundaryVersion(s: Scenario, id: string, version: number): Promise<void> {
  const block = await blockNow(s, id);
  if (block.boundary_version !== version) throw new Error(`block ${id} is at boundary_version ${block.boundary_version}; expected ${version}`);
}

/** receipt_recompute (over REST) judges the receipt `status`, and a stale one stale by `reason`. */
export async function expectReceiptJudged(s: Scenario, receiptId: string, status: string, reason: string | null): Promise<void> {
  const answer = requirePositive(await callRest(s, 'receipt_recompute', {}, null), 'receipt_recompute over REST');
  const receipts = (answer.receipts ?? []) as { receipt_id?: string; status?: string; reason?: string }[];
  const judged = receipts.find((r) => r.receipt_id === receiptId);
  if (!judged) throw new Error(`receipt_recompute did not judge receipt ${receiptId}: ${JSON.stringify(answer).slice(0, 400)}`);
  if (judged.status !== status || (reason !== null && judged.reason !== reason)) throw new Error(`receipt ${receiptId} is judged ${JSON.stringify(judged)}; expected ${status}${reason === null ? '' : ` by ${reason}`}`);
}

/** The latest answer's field equals the JSON value written in the feature. */
export function expectAnswerField(s: Scenario, field: string, value: unknown): void {
  const { call, payload } = latestAnswer(s);
  const want = canonicalJson(value);
  const got = canonicalJson(payload[field]);
  if (got !== want) throw new Error(`${call} answered ${field} ${got}; expected ${want}`);
}

/** The latest reconcile answer names exactly `ids` as the blocks whose boundary moved. */
export function expectMovedBlocks(s: Scenario, ids: string[]): void {
  const { call, payload } = latestAnswer(s);
  const moved = Array.isArray(payload.moved_blocks) ? (payload.moved_blocks as { block_id?: unknown }[]).map((m) => String(m.block_id)).sort() : null;
  if (canonicalJson(moved) !== canonicalJson([...ids].sort())) throw new Error(`${call} named moved blocks ${JSON.stringify(moved)}; expected exactly ${JSON.stringify([...ids].sort())}`);
}

/** The latest reconcile answer lists `file` as unmapped, and nothing below the ignored folder `ignored`. */
export function expectUnmapped(s: Scenario, file: string, ignored: string): void {
  const { call, payload } = latestAnswer(s);
  const unmapped = Array.isArray(payload.unmapped) ? payload.unmapped.map(String) : null;
  if (unmapped === null) throw new Error(`${call} answered no unmapped list: ${JSON.stringify(payload).slice(0, 400)}`);
  if (!unmapped.includes(file)) throw new Error(`${call} did not surface ${file} as unmapped: ${JSON.stringify(unmapped)}`);
  const leaked = unmapped.filter((f) => f.startsWith(ignored.replace(/\/?$/, '/')));
  if (leaked.length > 0) throw new Error(`${call} surfaced ignored files as unmapped: ${JSON.stringify(leaked)}`);
}

/** The latest lease answer: held by `holder` until `untilMs`, or free when `holder` is null. */
export function expectLease(s: Scenario, holder: string | null, untilMs: number | null): void {
  const { call, payload } = latestAnswer(s);
  const until = untilMs === null ? null : seedInstant(untilMs);
  const ok = holder === null ? payload.state === 'free' && payload.curating_by === null : payload.state === 'held' && payload.curating_by === holder && payload.curating_until === until;
  if (!ok) throw new Error(`${call} answered the lease ${JSON.stringify({ state: payload.state, curating_by: payload.curating_by, curating_until: payload.curating_until })}; expected ${holder === null ? 'free' : `held by ${holder} until ${until} (the seed's instant form)`}`);
}

/** The last answer says the lease is held by `holder` until an instant strictly after `afterMs` (a bounded, live lease). */
export function expectLeaseHeldAfter(s: Scenario, holder: string, afterMs: number): void {
  const { call, payload } = latestAnswer(s);
  const until = typeof payload.curating_until === 'string' ? Date.parse(payload.curating_until) : Number.NaN;
  if (payload.state !== 'held' || payload.curating_by !== holder || !(until > afterMs)) {
    throw new Error(`${call} answered the lease ${JSON.stringify({ state: payload.state, curating_by: payload.curating_by, curating_until: payload.curating_until })}; expected held by ${holder} until an instant after ${new Date(afterMs).toISOString()}`);
  }
}

/** The last answer says the lease is held by `holder`, with an expiry instant, whatever clock the server keeps. */
export function expectLeaseHeldBy(s: Scenario, holder: string): void {
  const { call, payload } = latestAnswer(s);
  const until = typeof payload.curating_until === 'string' ? Date.parse(payload.curating_until) : Number.NaN;
  if (payload.state !== 'held' || payload.curating_by !== holder || Number.isNaN(until)) {
    throw new Error(`${call} answered the lease ${JSON.stringify({ state: payload.state, curating_by: payload.curating_by, curating_until: payload.curating_until })}; expected held by ${holder} with an expiry instant`);
  }
}
