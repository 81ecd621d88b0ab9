import { z } from 'zod';
import { describeIssue, parseInput, readRepoRelative, refuse, SEED_SCHEMA, SeedSchema, storeBodyFromSeed, type Seed, type StoreRefusal, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'system_blocks_seed_import';

const SeedImportInput = z.strictObject({
  seed_json: z.string().optional(),
  seed_path: z.string().optional(),
  force: z.boolean().optional(),
  expected_store_version: z.number().int().min(1).optional(),
  agent_id: z.string().optional(),
});

/** The seed's text from exactly one source, parsed and checked against the seed schema. */
async function readSeed(grant: string | null, input: z.infer<typeof SeedImportInput>): Promise<{ seed: Seed } | { refused: StoreRefusal }> {
  if (input.seed_json !== undefined && input.seed_path !== undefined) return refuse('invalid_input', `${TOOL}: seed_json and seed_path were both given; pass exactly one of them`);
  if (input.seed_json === undefined && input.seed_path === undefined) return refuse('invalid_input', `${TOOL}: neither seed_json nor seed_path was given; pass the seed inline as seed_json or a repo-relative seed_path`);
  const field = input.seed_json !== undefined ? 'seed_json' : 'seed_path';
  let text: string;
  if (input.seed_json !== undefined) text = input.seed_json;
  else {
    const read = await readRepoRelative(grant, input.seed_path ?? '', 'seed_path');
    if ('refused' in read) return read;
    text = read.text;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('invalid_input', `${TOOL}: the seed given by ${field} is not JSON (${error instanceof Error ? error.message : String(error)}); pass a JSON document of schema ${SEED_SCHEMA}`);
  }
  const parsed = SeedSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('invalid_input', `${TOOL}: the seed given by ${field} is not a ${SEED_SCHEMA} document: ${issue ? describeIssue(issue, ['seed']) : 'invalid'}`);
  }
  return { seed: parsed.data };
}

/**
 * `system_blocks_seed_import` (write): a seed, inline or repo-relative, becomes a fresh candidate store at
 * version 1. An existing store is refused `already_present` unless `force`, whose answer says the live state was
 * overwritten; a forced import continues the version so every key read before it is stale.
 */
export const seedImportVerb: SystemBlockVerb = {
  name: TOOL,
  description: `Import a seed (${SEED_SCHEMA}) as a fresh store at store_version 1: exactly one of seed_json (inline) or seed_path (repo-relative). An existing store is refused already_present unless force:true, which overwrites it.`,
  input: SeedImportInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, SeedImportInput, args);
    if ('refused' in input) return input;
    const seed = await readSeed(ctx.grant, input.data);
    if ('refused' in seed) return seed;
    const force = input.data.force === true;
    const written = await ctx.store.write(input.data.expected_store_version ?? null, (current) => {
      if (current !== null && !force) return refuse('already_present', `a store already exists at version ${current.store_version}; nothing was applied; pass force:true to overwrite it (its live state, receipts included, is lost)`);
      return { next: storeBodyFromSeed(seed.seed) };
    });
    if ('refused' in written) return written;
    const overwritten = written.previous !== null;
    return {
      answer: {
        store_version: written.store.store_version,
        block_count: written.store.blocks.length,
        overwritten,
        ...(overwritten ? { warning: `an existing store (version ${written.previous?.store_version}) was overwritten (force:true): its live state is gone` } : {}),
      },
    };
  },
};
