import { canonicalJson } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { SEED_INSTANT, seedInstant } from './edit-words.js';
import { goodReceipt } from './fixtures.js';
import { systemBlocksArea, type StoreAnswer } from './sb-area.js';
import { storeRefusalProblems } from './store-checks.js';
import type { Door } from './store-calls.js';
import { askBothDoors, askStore, readSnapshot, snapshotBytes, versionOf } from './store-wire.js';

const HUMAN_ORIGINS = ['human-touchid', 'human-ui'];

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

function receiptArgs(blockId: string, version: number | null, origin: string | null, expiresOn?: string): Record<string, unknown> {
  return {
    expected_store_version: version ?? 1,
    block_id: blockId,
    receipt: goodReceipt(blockId, expiresOn === undefined ? {} : { expiresOn }),
    agent_id: 'conformance',
    ...(origin === null ? {} : { imported_via: origin }),
  };
}

/** Why `a` is not the origin gate's ordinary `ok: false` answer (seed 003's exact fields). */
function declinedProblems(a: StoreAnswer): string[] {
  const p = (a.payload ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (a.isError) problems.push(`${a.door} answered a tool error; the origin gate answers an ordinary result`);
  const want: Record<string, unknown> = { ok: false, schema: 'm1nd-system-block-write-v0', refused: 'human_gesture_required', tool: 'receipt_import', field: 'imported_via' };
  for (const [k, v] of Object.entries(want)) if (p[k] !== v) problems.push(`${a.door}: ${k} is ${JSON.stringify(p[k])}, not ${JSON.stringify(v)}`);
  const allowed = Array.isArray(p.allowed_origins) ? [...(p.allowed_origins as unknown[])].map(String).sort() : null;
  if (JSON.stringify(allowed) !== JSON.stringify(HUMAN_ORIGINS)) problems.push(`${a.door}: allowed_origins is ${JSON.stringify(p.allowed_origins)}, not exactly ${HUMAN_ORIGINS.join(' and ')}`);
  return problems;
}

/** A good receipt claiming `origin` is declined human_gesture_required alike on both doors, the store unchanged. */
export async function expectOriginDeclined(s: Scenario, blockId: string, origin: string | null): Promise<void> {
  const before = await readSnapshot(s);
  const answers = await askBothDoors(s, 'receipt_import', receiptArgs(blockId, versionOf(before), origin));
  const problems = answers.flatMap(declinedProblems);
  if (new Set(answers.map((a) => a.canonical)).size !== 1) problems.push('the doors answered different bytes');
  if ((await snapshotBytes(s)) !== canonicalJson(before)) problems.push('the snapshot changed');
  fail(`receipt_import claiming ${origin === null ? 'no origin' : `origin "${origin}"`} was not declined human_gesture_required`, problems);
}

/** Imports a good receipt for `blockId` at the version the snapshot reports, claiming `origin`, through `door`. */
export async function importReceipt(s: Scenario, blockId: string, origin: string | null, door: Door, expiresOn?: string): Promise<void> {
  const area = systemBlocksArea(s);
  area.versionBefore = versionOf(await readSnapshot(s));
  const args = receiptArgs(blockId, area.versionBefore, origin, expiresOn);
  area.latest = await askStore(s, door, 'receipt_import', args);
  area.receipt = { blockId, receiptId: String((args.receipt as Record<string, unknown>).receipt_id) };
}

/** A Given: a good receipt was imported with a human origin and landed. */
export async function receiptImported(s: Scenario, blockId: string, origin: string, expiresOn?: string): Promise<void> {
  await importReceipt(s, blockId, origin, 'MCP', expiresOn);
  await expectReceiptLanded(s, 1);
}

/** The latest import landed: the answer counts `count` receipts, the version moved by exactly one, the block holds it. */
export async function expectReceiptLanded(s: Scenario, count: number): Promise<void> {
  const area = systemBlocksArea(s);
  const a = area.latest;
  if (!a || !area.receipt) throw new Error('no receipt import was made in this scenario; add a step that imports one');
  const p = (a.payload ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (a.isError || p.ok === false) problems.push(`the import did not land: ${a.text.slice(0, 400)}`);
  if (p.receipt_count !== count) problems.push(`receipt_count is ${JSON.stringify(p.receipt_count)}, not ${count}`);
  const snap = await readSnapshot(s);
  const before = area.versionBefore ?? 0;
  if (versionOf(snap) !== before + 1) problems.push(`the store_version moved from ${before} to ${versionOf(snap)}, not by exactly one`);
  if (!holdsReceipt(snap, area.receipt.blockId, area.receipt.receiptId)) problems.push(`the snapshot's block ${area.receipt.blockId} does not hold receipt ${area.receipt.receiptId}`);
  fail('the receipt import did not land as one write', problems);
}

function holdsReceipt(snapshot: Record<string, unknown>, blockId: string, receiptId: string): boolean {
  const blocks = ((snapshot.store ?? {}) as { blocks?: { block_id?: unknown; receipts?: { receipt_id?: unknown }[] }[] }).blocks ?? [];
  return blocks.some((b) => b.block_id === blockId && (b.receipts ?? []).some((r) => r.receipt_id === receiptId));
}

/** The snapshot still holds the remembered receipt on its block (history is never deleted). */
export async function expectReceiptKept(s: Scenario): Promise<void> {
  const r = systemBlocksArea(s).receipt;
  if (!r) throw new Error('no receipt was imported in this scenario');
  if (!holdsReceipt(await readSnapshot(s), r.blockId, r.receiptId)) throw new Error(`the snapshot no longer holds receipt ${r.receiptId} on block ${r.blockId}; a recompute must never delete history`);
}

/** Each named client reads the snapshot (the first over MCP, the others over REST); all must read one version. */
export async function clientsRead(s: Scenario, names: readonly string[]): Promise<void> {
  const area = systemBlocksArea(s);
  for (const [i, name] of names.entries()) {
    const v = versionOf(await readSnapshot(s, i === 0 ? 'MCP' : 'REST'));
    if (v === null) throw new Error(`client ${name} read no store; import a seed first`);
    area.clientVersions.set(name, v);
  }
  if (new Set(area.clientVersions.values()).size !== 1) throw new Error(`the clients read different versions: ${JSON.stringify([...area.clientVersions])}`);
}

function clientVersion(s: Scenario, client: string): number {
  const v = systemBlocksArea(s).clientVersions.get(client);
  if (v === undefined) throw new Error(`client ${client} read nothing in this scenario; add the step in which it reads the snapshot`);
  return v;
}

/** `client` imports a good receipt for `blockId` keyed by the version it read; the snapshot it leaves is remembered. */
export async function clientImports(s: Scenario, client: string, blockId: string, door: Door): Promise<void> {
  const area = systemBlocksArea(s);
  area.latest = await askStore(s, door, 'receipt_import', receiptArgs(blockId, clientVersion(s, client), 'human-ui'));
  if (area.latest.isError) throw new Error(`client ${client}'s import failed: ${area.latest.text.slice(0, 400)}`);
  area.rememberedSnapshot = await snapshotBytes(s);
}

/** `client`'s import keyed by the version it read is refused `code`, and the snapshot is the one remembered. */
export async function expectClientRefused(s: Scenario, client: string, blockId: string, door: Door, code: string): Promise<void> {
  const area = systemBlocksArea(s);
  const a = await askStore(s, door, 'receipt_import', receiptArgs(blockId, clientVersion(s, client), 'human-ui'));
  const problems = storeRefusalProblems(a, code).map((p) => `${p}: ${a.text.slice(0, 300)}`);
  if ((await snapshotBytes(s)) !== area.rememberedSnapshot) problems.push('the snapshot read back differs from the one the first write left');
  fail(`client ${client}'s stale write was not refused with ${code}, changing nothing`, problems);
}

/**
 * receipt_recompute answers alike over MCP and REST: the remembered receipt is `status` (a stale one with a
 * reason), evaluated at `instant` when given.
 */
export async function expectRecompute(s: Scenario, status: 'fresh' | 'stale', instant: string | null): Promise<void> {
  const r = systemBlocksArea(s).receipt;
  if (!r) throw new Error('no receipt was imported in this scenario');
  const answers = await askBothDoors(s, 'receipt_recompute', {});
  const problems: string[] = [];
  if (new Set(answers.map((a) => a.canonical)).size !== 1) problems.push('the doors answered different bytes');
  const a = answers[0]!;
  const p = (a.payload ?? {}) as Record<string, unknown>;
  const entries = Array.isArray(p.receipts) ? (p.receipts as Record<string, unknown>[]) : [];
  const mine = entries.find((e) => e.receipt_id === r.receiptId && (e.block_id === undefined || e.block_id === r.blockId));
  if (a.isError || !mine) problems.push(`the recompute does not judge receipt ${r.receiptId}: ${a.text.slice(0, 400)}`);
  if (mine && mine.status !== status) problems.push(`receipt ${r.receiptId} is ${JSON.stringify(mine.status)}, not ${status}`);
  if (mine && status === 'stale' && (typeof mine.reason !== 'string' || mine.reason === '')) problems.push('a stale receipt names no reason');
  if (!SEED_INSTANT.test(String(p.evaluated_at))) problems.push(`evaluated_at ${JSON.stringify(p.evaluated_at)} is not an instant in the seed's form YYYY-MM-DDTHH:MM:SSZ`);
  else if (instant !== null && p.evaluated_at !== seedInstant(Date.parse(instant))) problems.push(`evaluated_at is ${JSON.stringify(p.evaluated_at)}, not ${seedInstant(Date.parse(instant))}`);
  fail(`receipt_recompute does not report the receipt ${status}`, problems);
}

/**
 * receipt_recompute, narrowed to `blockId` (null: every block), answers alike over MCP and REST and judges exactly
 * the receipts `ids` (`exact`), or `ids` among `total` receipts. Without the test clock each door judges at its
 * own now: the doors must agree on everything but `evaluated_at`, which each states in the seed's instant form.
 */
export async function expectRecomputeJudges(s: Scenario, blockId: string | null, ids: readonly string[], total: number | null): Promise<void> {
  const answers = await askBothDoors(s, 'receipt_recompute', blockId === null ? {} : { block_id: blockId });
  const problems: string[] = [];
  const apartFromNow = answers.map((x) => {
    const { evaluated_at: at, ...rest } = (x.payload ?? {}) as Record<string, unknown>;
    if (!x.isError && !SEED_INSTANT.test(String(at))) problems.push(`${x.door} answered evaluated_at ${JSON.stringify(at)}, not an instant in the seed's form YYYY-MM-DDTHH:MM:SSZ`);
    return canonicalJson({ isError: x.isError, payload: rest });
  });
  if (new Set(apartFromNow).size !== 1) problems.push('the doors answered different bytes (apart from evaluated_at)');
  const a = answers[0]!;
  const entries = Array.isArray((a.payload as Record<string, unknown> | null)?.receipts) ? ((a.payload as { receipts: { receipt_id?: unknown }[] }).receipts) : null;
  if (a.isError || entries === null) problems.push(`it judged no list of receipts: ${a.text.slice(0, 400)}`);
  const judged = (entries ?? []).map((e) => String(e.receipt_id)).sort();
  if (total === null && JSON.stringify(judged) !== JSON.stringify([...ids].sort())) problems.push(`it judged ${JSON.stringify(judged)}, not exactly ${JSON.stringify([...ids].sort())}`);
  if (total !== null && (judged.length !== total || ids.some((id) => !judged.includes(id)))) problems.push(`it judged ${JSON.stringify(judged)}, not ${total} receipts with ${JSON.stringify(ids)} among them`);
  fail(`receipt_recompute ${blockId === null ? 'over every block' : `for the block ${blockId}`}`, problems);
}

/** The test clock reads `instant` (the seam protocol's clock file). */
export function setTestClock(s: Scenario, instant: string): void {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new Error(`"${instant}" is not an instant; write one like 2030-01-01T00:00:00Z`);
  s.seams.setClock(ms);
}

/** system_blocks_ratify is refused sovereign_authority_required for every ratifier, alike on both doors, store unchanged. */
export async function expectRatifyRefused(s: Scenario, ratifiers: readonly (string | null)[]): Promise<void> {
  const before = await readSnapshot(s);
  const problems: string[] = [];
  const bytes = new Set<string>();
  for (const ratifier of ratifiers) {
    const args = { expected_store_version: versionOf(before) ?? 1, block_ids: ['greeter'], ...(ratifier === null ? {} : { ratifier }) };
    for (const a of await askBothDoors(s, 'system_blocks_ratify', args)) {
      problems.push(...storeRefusalProblems(a, 'sovereign_authority_required').map((p) => `ratifier ${ratifier ?? '(none)'}: ${p}: ${a.text.slice(0, 300)}`));
      bytes.add(a.canonical);
    }
  }
  if (bytes.size !== 1) problems.push(`the refusals differ across doors or ratifiers (${bytes.size} distinct answers); a client string must change nothing`);
  if ((await snapshotBytes(s)) !== canonicalJson(before)) problems.push('the snapshot changed');
  fail('system_blocks_ratify was not refused alike for every caller', problems);
}
