import { z } from 'zod';
import { RECEIPT_HUMAN_ORIGINS, ReceiptInputSchema, type Block, type ReceiptInput } from '../../records/index.js';
import { instantOf, msOf, parseInput, refuse, type StoreRefusal, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'receipt_import';

const ReceiptImportInput = z.strictObject({
  expected_store_version: z.number().int().min(1),
  block_id: z.string().min(1),
  receipt: ReceiptInputSchema,
  imported_via: z.string().optional(),
  agent_id: z.string().optional(),
});

/** The origin gate's answer: an ordinary `ok: false` result, since the call was understood and declined. */
function humanGestureRequired(): Record<string, unknown> {
  return {
    ok: false,
    schema: 'm1nd-system-block-write-v0',
    refused: 'human_gesture_required',
    tool: TOOL,
    field: 'imported_via',
    allowed_origins: [...RECEIPT_HUMAN_ORIGINS],
    lesson: 'landing a receipt is a human gesture: the owner\'s screen sends it, an agent never does',
  };
}

function allowedOrigin(args: unknown): (typeof RECEIPT_HUMAN_ORIGINS)[number] | null {
  const via = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>).imported_via : undefined;
  return RECEIPT_HUMAN_ORIGINS.find((o) => o === via) ?? null;
}

/** The receipt's scope must bind the block as it is now (id, boundary and contract versions). */
function scopeProblem(blockId: string, block: Block, r: ReceiptInput): StoreRefusal | null {
  const s = r.scope;
  if (s.block_id !== blockId) return { code: 'stale_scope', detail: `the receipt's scope names block ${s.block_id}, not ${blockId}; a receipt is evidence for the block its scope names` };
  if (s.boundary_version !== block.boundary_version || s.contract_version !== block.contract_version) {
    return { code: 'stale_scope', detail: `the receipt was earned at boundary_version ${s.boundary_version} / contract_version ${s.contract_version}, but block ${blockId} is now at ${block.boundary_version} / ${block.contract_version}; earn the evidence again against the current block` };
  }
  return null;
}

/** The evidence contract: a summary always; a command run names its command and exited 0; a review names its reviewer. */
function evidenceProblem(r: ReceiptInput): StoreRefusal | null {
  const e = r.evidence;
  const bad = (why: string): StoreRefusal => ({ code: 'bad_evidence', detail: `receipt.evidence ${why}` });
  if (e.summary.trim() === '') return bad('has an empty summary; say what the evidence shows');
  if (e.kind === 'command' && (e.command === undefined || e.command.trim() === '')) return bad('of kind command names no command; give the command that was run');
  if (e.kind === 'command' && e.exit_code !== 0) return bad(`of kind command has exit_code ${e.exit_code ?? '(none)'}; only a run that exited 0 is evidence`);
  if (e.kind === 'review' && (e.reviewer === undefined || e.reviewer.trim() === '')) return bad('of kind review names no reviewer; give who reviewed');
  return null;
}

/** The captured execution window must be coherent: started ≤ finished ≤ captured ≤ now, and expiry after capture. */
function windowProblem(r: ReceiptInput, now: number): StoreRefusal | null {
  const started = msOf(r.execution_window.started_at);
  const finished = msOf(r.execution_window.finished_at);
  const captured = msOf(r.captured_at);
  const bad = (why: string): StoreRefusal => ({ code: 'incoherent_window', detail: `receipt ${why}; capture the run's real window` });
  if (finished < started) return bad('execution_window.finished_at is before started_at');
  if (captured < finished) return bad('captured_at is before the execution window finished');
  if (captured > now) return bad(`captured_at ${r.captured_at} is in the future (now is ${instantOf(now)})`);
  if (r.expires_on !== null && msOf(r.expires_on) <= captured) return bad('expires_on is not after captured_at');
  return null;
}

/**
 * `receipt_import` (write): the closed human-origin allowlist first, as an ordinary `ok: false` answer; then
 * OCC, the block, the scope bound to the block's current versions, the evidence contract and the execution
 * window. A landed receipt bumps the version once and the answer gives the block's receipt count.
 */
export const receiptImportVerb: SystemBlockVerb = {
  name: TOOL,
  description: `Attach a receipt to a block (OCC on expected_store_version). imported_via must be a human origin (${RECEIPT_HUMAN_ORIGINS.join(', ')}); anything else is refused human_gesture_required.`,
  input: ReceiptImportInput,
  readOnly: false,
  async run(ctx, args) {
    const origin = allowedOrigin(args);
    if (origin === null) return { answer: humanGestureRequired() };
    const input = parseInput(TOOL, ReceiptImportInput, args);
    if ('refused' in input) return input;
    const { block_id: blockId, receipt } = input.data;
    const written = await ctx.store.write(input.data.expected_store_version, (current) => {
      const blocks = current?.blocks ?? [];
      const block = blocks.find((b) => b.block_id === blockId);
      if (!current || !block) return refuse('unknown_block', `block ${JSON.stringify(blockId)} is not in the store (blocks: ${blocks.map((b) => b.block_id).join(', ') || 'none'}); name one of them`);
      const problem = scopeProblem(blockId, block, receipt) ?? evidenceProblem(receipt) ?? windowProblem(receipt, ctx.now());
      if (problem) return { refused: problem };
      if (block.receipts.some((r) => r.receipt_id === receipt.receipt_id)) return refuse('duplicate_receipt', `block ${blockId} already holds receipt ${receipt.receipt_id}; receipts are never replaced, give a new receipt_id`);
      const landed = { ...receipt, imported_via: origin, imported_at: instantOf(ctx.now()) };
      return { next: { ...current, blocks: blocks.map((b) => (b === block ? { ...b, receipts: [...b.receipts, landed] } : b)) } };
    });
    if ('refused' in written) return written;
    const count = written.store.blocks.find((b) => b.block_id === blockId)?.receipts.length ?? 0;
    return { answer: { ok: true, block_id: blockId, receipt_count: count, store_version: written.store.store_version } };
  },
};
