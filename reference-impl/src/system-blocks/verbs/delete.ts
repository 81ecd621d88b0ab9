import { z } from 'zod';
import { parseInput, refuse, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'system_blocks_delete';

const DeleteInput = z.strictObject({
  expected_store_version: z.number().int().min(1),
  block_id: z.string().min(1),
  force: z.boolean().optional(),
  agent_id: z.string().optional(),
});

/**
 * `system_blocks_delete` (write, OCC): removes one block and every receipt it holds, for good. Without
 * `force: true` it is refused `force_required` and points at archive, which keeps the history.
 */
export const deleteVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Delete one block and its receipts permanently (OCC on expected_store_version). force:true is mandatory; without it the call is refused and system_blocks_archive is the way to retire a block.',
  input: DeleteInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, DeleteInput, args);
    if ('refused' in input) return input;
    const { block_id: blockId } = input.data;
    if (input.data.force !== true) return refuse('force_required', `deleting block ${JSON.stringify(blockId)} drops it and its receipts for good, so it needs force:true; nothing was applied; to retire a block and keep its history, call system_blocks_archive with mode "archive"`);
    let removed = 0;
    const written = await ctx.store.write(input.data.expected_store_version, (current) => {
      const blocks = current?.blocks ?? [];
      const block = blocks.find((b) => b.block_id === blockId);
      if (!current || !block) return refuse('unknown_block', `block ${JSON.stringify(blockId)} is not in the store (blocks: ${blocks.map((b) => b.block_id).join(', ') || 'none'}); nothing was applied; name one of them`);
      removed = block.receipts.length;
      return { next: { ...current, blocks: blocks.filter((b) => b !== block) } };
    });
    if ('refused' in written) return written;
    return {
      answer: {
        ok: true,
        store_version: written.store.store_version,
        deleted_block_id: blockId,
        receipts_removed: removed,
        warning: `block ${blockId} and its ${removed} receipt(s) were deleted permanently`,
      },
    };
  },
};
