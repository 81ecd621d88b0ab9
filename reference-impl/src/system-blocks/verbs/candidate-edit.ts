import { z } from 'zod';
import { parseInput, refuse, type SystemBlockVerb } from '../store-api/index.js';
import { applyOp, bumpMovedBoundaries, EditOpSchema, type Seat } from './edit-ops.js';

const TOOL = 'candidate_edit';

const CandidateEditInput = z.strictObject({
  expected_store_version: z.number().int().min(1),
  ops: z.array(EditOpSchema).min(1, 'give at least one edit op'),
  by: z.enum(['owner', 'runner']).optional(),
  agent_id: z.string().optional(),
});

/**
 * `candidate_edit` (write, OCC): the whole batch runs on a working copy first; only if every op applies does
 * the result land, in one write and one version bump. The first op that cannot apply is refused `invalid_edit`
 * with its index, and nothing lands. A ratified skeleton refuses every op `skeleton_not_candidate`. The seat
 * (`by`: owner, the default, or runner) is stamped as the naming provenance of what the batch names.
 */
export const candidateEditVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Apply a typed batch of edits (rename, merge, split, move_member, resolve_seam, assign_unmapped) to the candidate skeleton, all or nothing, in one OCC write; by: owner|runner stamps the provenance.',
  input: CandidateEditInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, CandidateEditInput, args);
    if ('refused' in input) return input;
    const { ops } = input.data;
    const seat: Seat = input.data.by ?? 'owner';
    let changed: string[] = [];
    const written = await ctx.store.write(input.data.expected_store_version, (current) => {
      if (current === null) return refuse('unknown_block', 'there is no store, so there is no candidate to edit; import a seed or run a scan first');
      if (current.skeleton.state !== 'candidate') return refuse('skeleton_not_candidate', `skeleton ${current.skeleton.skeleton_id} is ${current.skeleton.state}; candidate_edit edits only a candidate skeleton; nothing was applied`);
      let working = current.blocks;
      for (const [index, op] of ops.entries()) {
        const applied = applyOp(working, op, seat);
        if ('why' in applied) return refuse('invalid_edit', `ops[${index}] (${op.op}) cannot apply: ${applied.why}; nothing of the batch was applied; fix that op and send the batch again`);
        working = applied.blocks;
      }
      const next = bumpMovedBoundaries(current.blocks, working);
      changed = next.filter((b) => JSON.stringify(b) !== JSON.stringify(current.blocks.find((x) => x.block_id === b.block_id))).map((b) => b.block_id);
      return { next: { ...current, blocks: next } };
    });
    if ('refused' in written) return written;
    return { answer: { ok: true, store_version: written.store.store_version, ops_applied: ops.length, by: seat, changed_block_ids: changed } };
  },
};
