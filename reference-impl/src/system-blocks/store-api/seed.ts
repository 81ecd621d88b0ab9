import { z } from 'zod';
import { RepoRelativePathSchema, SlugSchema } from '../../records/index.js';
import type { StoreBody } from './store-file.js';

export const SEED_SCHEMA = 'm1nd-system-blocks-seed-v0';

const SeedMember = z.union([z.strictObject({ path: RepoRelativePathSchema }), z.strictObject({ glob: RepoRelativePathSchema })]);

/** What a seed declares (the kit's shape): a skeleton id and its blocks with their members. */
export const SeedSchema = z
  .strictObject({
    schema: z.literal(SEED_SCHEMA),
    skeleton_id: SlugSchema,
    blocks: z
      .array(
        z.strictObject({
          block_id: SlugSchema,
          name: z.string().min(1),
          purpose: z.string().optional(),
          contract_version: z.number().int().min(1).optional(),
          membership: z.array(SeedMember),
        }),
      )
      .min(1, 'a seed declares at least one block'),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.blocks.forEach((b, i) => {
      if (seen.has(b.block_id)) ctx.addIssue({ code: 'custom', path: ['blocks', i, 'block_id'], message: `block_id ${b.block_id} appears twice; give every block its own id` });
      seen.add(b.block_id);
    });
  });
export type Seed = z.infer<typeof SeedSchema>;

/** A seed as a fresh candidate store: every block a candidate, every member proposed, no receipt, no lease. */
export function storeBodyFromSeed(seed: Seed): StoreBody {
  return {
    skeleton: { skeleton_id: seed.skeleton_id, state: 'candidate', source: 'seed_import', ratification: null },
    blocks: seed.blocks.map((b) => ({
      block_id: b.block_id,
      name: b.name,
      purpose: b.purpose ?? '',
      state: 'candidate',
      prior_state: null,
      membership: b.membership.map((m) => ('path' in m ? { path: m.path, state: 'proposed' as const } : { glob: m.glob, state: 'proposed' as const })),
      boundary_version: 1,
      contract_version: b.contract_version ?? 1,
      receipts: [],
      candidate_meta: { named_by: 'seed', needs_owner_naming: false },
    })),
    lease: null,
  };
}
