import { z } from 'zod';
import type { Block, StoredReceipt } from '../../records/index.js';
import { instantOf, msOf, parseInput, refuse, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'receipt_recompute';

const RecomputeInput = z.strictObject({ block_id: z.string().min(1).optional(), agent_id: z.string().optional() });

/** One receipt judged now: fresh, or stale because its scope no longer binds the block or it expired. */
function judge(block: Block, r: StoredReceipt, now: number): Record<string, unknown> {
  const base = { block_id: block.block_id, receipt_id: r.receipt_id };
  if (r.scope.boundary_version !== block.boundary_version || r.scope.contract_version !== block.contract_version) {
    return { ...base, status: 'stale', reason: 'scope_moved', earned_at: { boundary_version: r.scope.boundary_version, contract_version: r.scope.contract_version }, current: { boundary_version: block.boundary_version, contract_version: block.contract_version } };
  }
  if (r.expires_on !== null && msOf(r.expires_on) <= now) return { ...base, status: 'stale', reason: 'expired', expires_on: r.expires_on };
  return { ...base, status: 'fresh' };
}

/**
 * `receipt_recompute` (read): every receipt (of one block, or all) judged against its block's current versions
 * and its expiry at `evaluated_at`. A pure read: receipts are never deleted, the report is the verdict.
 */
export const receiptRecomputeVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Judge each receipt fresh or stale{reason} against its block\'s current versions and its expiry, with evaluated_at; never deletes a receipt.',
  input: RecomputeInput,
  readOnly: true,
  async run(ctx, args) {
    const input = parseInput(TOOL, RecomputeInput, args);
    if ('refused' in input) return input;
    const now = ctx.now();
    const read = await ctx.store.read();
    if ('refused' in read) return read;
    const store = read.store;
    if (store === null) return { answer: { present: false, evaluated_at: instantOf(now), receipts: [], honest: 'no store yet, so no receipt to judge' } };
    const wanted = input.data.block_id;
    if (wanted !== undefined && !store.blocks.some((b) => b.block_id === wanted)) {
      return refuse('unknown_block', `block ${JSON.stringify(wanted)} is not in the store (blocks: ${store.blocks.map((b) => b.block_id).join(', ') || 'none'}); name one of them or omit block_id`);
    }
    const receipts = store.blocks.filter((b) => wanted === undefined || b.block_id === wanted).flatMap((b) => b.receipts.map((r) => judge(b, r, now)));
    return {
      answer: {
        present: true,
        store_version: store.store_version,
        evaluated_at: instantOf(now),
        fresh_count: receipts.filter((r) => r.status === 'fresh').length,
        stale_count: receipts.filter((r) => r.status === 'stale').length,
        receipts,
      },
    };
  },
};
