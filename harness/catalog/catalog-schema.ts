import { z } from 'zod';

/** One catalogued clause: our paraphrase of a normative (or informative) statement of a seed. */
export const ClauseSchema = z.strictObject({
  id: z.string().regex(/^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*-\d+$/, 'ids look like BOOT-GRANT-1'),
  seed: z.string().min(1),
  section: z.string().min(1),
  level: z.enum(['MUST', 'SHOULD', 'MAY', 'INFO']),
  kind: z.enum(['wire', 'internal', 'informative']),
  summary: z.string().min(1),
  interpretation: z.string().min(1).optional(),
  platform: z.enum(['posix', 'linux', 'macos', 'windows']).optional(),
  refusal_code: z.string().min(1).optional(),
  /** `needs-<capability>`: no scenario can observe this clause without that capability; `observable_reason` says why */
  observable: z.string().regex(/^needs-[a-z0-9-]+$/, 'observable reads needs-<capability>, e.g. needs-seams').optional(),
  observable_reason: z.string().min(1).optional(),
}).refine((c) => (c.observable === undefined) === (c.observable_reason === undefined), {
  message: 'observable and observable_reason go together: name the capability and say in a sentence why nothing else can observe the clause',
  path: ['observable_reason'],
});
export type Clause = z.infer<typeof ClauseSchema>;

/** Who named a refusal code's spelling: a seed, the upstream runtime (no seed names it), or the kit itself. */
export const REFUSAL_NAMERS = ['seed', 'upstream', 'kit'] as const;
export type RefusalNamer = (typeof REFUSAL_NAMERS)[number];

/** One registered refusal code: what it means, and whose spelling it is (a seed-named one says which seed). */
export const RefusalCodeSchema = z.strictObject({
  named_by: z.enum(REFUSAL_NAMERS, 'named_by reads seed, upstream or kit'),
  seed: z.string().min(1).optional(),
  meaning: z.string().min(1),
}, 'a refusal code reads {named_by: seed|upstream|kit, seed: <seed file, only when seed-named>, meaning: <text>}').refine((c) => (c.named_by === 'seed') === (c.seed !== undefined), {
  message: 'a seed-named code says which seed names it (seed: <file>); an upstream- or kit-named one has no seed field',
  path: ['seed'],
});
export type RefusalCode = z.infer<typeof RefusalCodeSchema>;

/** One seed file of the spec: what it covers, and, while none of its clauses is catalogued yet, why. */
export const SeedEntrySchema = z.strictObject({
  scope: z.string().min(1),
  pending: z.string().min(1).optional(),
}, 'a seed entry reads {scope: <what the seed covers>, pending: <why it has no clause yet, only while it has none>}');
export type SeedEntry = z.infer<typeof SeedEntrySchema>;

/** A seam name as the seam protocol allows it (harness/README.md, the seam protocol): `<area>.<step>`. */
export const SEAM_NAME = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/**
 * The whole catalog file: a refusal-code registry (meaning and who named each spelling), the seam registry (every name the implementation's
 * `--list-seams` prints, with what holding or failing it guards) and the clause list.
 */
export const CatalogSchema = z.strictObject({
  seeds: z.record(z.string().regex(/^\d{3}_[0-9a-f]+\.txt$/, 'seed files look like 003_e4f796d56cc73dd7.txt'), SeedEntrySchema).optional(),
  // Server and door codes are snake_case; the agent CLI's envelope codes keep upstream's M1ND_AGENT_* spelling.
  refusal_codes: z.record(z.string().regex(/^([a-z][a-z0-9_]*|M1ND_AGENT_[A-Z0-9_]+)$/), RefusalCodeSchema),
  seams: z.record(z.string().regex(SEAM_NAME, 'seam names look like refresh.scan'), z.string().min(1)).optional(),
  clauses: z.array(ClauseSchema).min(1),
});
export type Catalog = z.infer<typeof CatalogSchema>;

/** Levels whose wire clauses must be proven by at least one scenario. */
export const NORMATIVE_LEVELS: readonly Clause['level'][] = ['MUST', 'SHOULD'];

/** One lint finding, located where the fix belongs. */
export interface LintProblem {
  where: string;
  message: string;
}
