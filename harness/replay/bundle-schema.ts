import { z } from 'zod';
import { AdapterSchema } from '../adapter/index.js';

/** bundle.json: enough to re-run one failed scenario against the same adapter with the same lane variables. */
export const ReplayBundleSchema = z.strictObject({
  schema: z.literal('m1nd-replay-bundle-v1'),
  scenario: z.strictObject({
    name: z.string(),
    uri: z.string(),
    line: z.number().int().positive().nullable(),
    tags: z.array(z.string()),
  }),
  /** the adapter exactly as the run resolved it (absolute commands, lane overrides applied) */
  adapter: AdapterSchema,
  /** the lane variables of the battery (M1ND_*, DOCKER_HOST, ...) */
  env: z.record(z.string(), z.string()),
  /** what else the bundle folder holds */
  contents: z.array(z.string()),
});

export type ReplayBundle = z.infer<typeof ReplayBundleSchema>;

export const BUNDLE_FILE = 'bundle.json';
