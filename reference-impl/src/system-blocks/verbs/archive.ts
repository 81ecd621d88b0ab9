import { z } from 'zod';
import type { Block } from '../../records/index.js';
import { parseInput, readAtVersion, refuse, type StoreRefusal, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'system_blocks_archive';

const ArchiveInput = z.strictObject({
  expected_store_version: z.number().int().min(1),
  block_ids: z.array(z.string().min(1)).min(1, 'name at least one block to archive or restore'),
  mode: z.enum(['archive', 'restore']),
  agent_id: z.string().optional(),
});

/** A block archived (its live state remembered) or restored (back to that state); null when it is already so. */
function flip(block: Block, mode: 'archive' | 'restore'): Block | null {
  if (mode === 'archive') return block.state === 'archived' ? null : { ...block, state: 'archived', prior_state: block.state };
  if (block.state !== 'archived') return null;
  return { ...block, state: block.prior_state ?? 'candidate', prior_state: null };
}

/** The blocks after flipping `ids`, and which of them changed; an id the store lacks refuses the whole call. */
function planFlips(blocks: readonly Block[], ids: readonly string[], mode: 'archive' | 'restore'): { blocks: Block[]; changed: string[] } | { refused: StoreRefusal } {
  const unknown = ids.filter((id) => !blocks.some((b) => b.block_id === id));
  if (unknown.length > 0) return refuse('unknown_block', `block(s) ${unknown.map((id) => JSON.stringify(id)).join(', ')} are not in the store (blocks: ${blocks.map((b) => b.block_id).join(', ') || 'none'}); nothing was applied; name blocks of the store`);
  const changed: string[] = [];
  const next = blocks.map((b) => {
    const flipped = ids.includes(b.block_id) ? flip(b, mode) : null;
    if (flipped === null) return b;
    changed.push(b.block_id);
    return flipped;
  });
  return { blocks: next, changed };
}

/**
 * `system_blocks_archive` (write, OCC): `mode` archive retires blocks, remembering the state each had; restore
 * returns them to it. Only the state moves: members, versions and receipts stay. A block already in the asked
 * state is left alone, and a call that changes no block writes nothing and keeps the version.
 */
export const archiveVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Archive blocks (mode "archive", remembering their state) or restore them to it (mode "restore"); OCC on expected_store_version; nothing is deleted.',
  input: ArchiveInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, ArchiveInput, args);
    if ('refused' in input) return input;
    const { block_ids: ids, mode } = input.data;
    const expected = input.data.expected_store_version;
    const seen = await readAtVersion(ctx.store, expected);
    if ('refused' in seen) return seen;
    let plan = planFlips(seen.store?.blocks ?? [], ids, mode);
    if ('refused' in plan) return plan;
    if (plan.changed.length === 0) return { answer: { ok: true, mode, store_version: expected, changed_block_ids: [] } };
    const written = await ctx.store.write(expected, (current) => {
      plan = planFlips(current?.blocks ?? [], ids, mode);
      if ('refused' in plan) return plan;
      return current === null ? refuse('unknown_block', 'there is no store to archive in') : { next: { ...current, blocks: plan.blocks } };
    });
    if ('refused' in written) return written;
    return { answer: { ok: true, mode, store_version: written.store.store_version, changed_block_ids: 'changed' in plan ? plan.changed : [] } };
  },
};
