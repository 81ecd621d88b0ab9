import { z } from 'zod';
import { parseInput, slugOfRoot, type SystemBlockVerb } from '../store-api/index.js';

const SnapshotInput = z.strictObject({ agent_id: z.string().optional() });

/** The skeleton's slug against the one the granted root's name gives; null when the brain has no root. */
function coherence(skeletonId: string, grant: string | null): Record<string, unknown> | null {
  if (grant === null) return null;
  const expected = slugOfRoot(grant);
  return expected === skeletonId ? { status: 'ok' } : { status: 'mismatch', expected_slug: expected, found_slug: skeletonId };
}

/** `system_blocks_snapshot` (read): the whole store, or an honest absence that invents no version or block. */
export const snapshotVerb: SystemBlockVerb = {
  name: 'system_blocks_snapshot',
  description: 'Read the system-blocks store whole: present, store_version, block_count, skeleton_coherence and the store; present:false when there is none.',
  input: SnapshotInput,
  readOnly: true,
  async run(ctx, args) {
    const input = parseInput('system_blocks_snapshot', SnapshotInput, args);
    if ('refused' in input) return input;
    const read = await ctx.store.read();
    if ('refused' in read) return read;
    const store = read.store;
    if (store === null) {
      return { answer: { present: false, skeleton_coherence: null, honest: 'no skeleton yet: import a seed (system_blocks_seed_import) or run a scan' } };
    }
    return {
      answer: {
        present: true,
        store_version: store.store_version,
        block_count: store.blocks.length,
        skeleton_coherence: coherence(store.skeleton.skeleton_id, ctx.grant),
        store,
      },
    };
  },
};
