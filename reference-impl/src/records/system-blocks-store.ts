// `system_blocks.json`: the brain's system-blocks store (seed 003), a sidecar of the runtime directory. The seed
// shows this record only in fragments; the complete shape is the kit's (reference-impl/README.md, "System blocks").
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';

export const SYSTEM_BLOCKS_STORE_SCHEMA = 'm1nd-system-blocks-store-v0';
export const SYSTEM_BLOCKS_STORE_FILE = 'system_blocks.json';

/** The closed allowlist of human origins a receipt import may name (seed 003); a new origin is a code change. */
export const RECEIPT_HUMAN_ORIGINS = ['human-ui', 'human-touchid'] as const;

/** A block or skeleton id: lowercase words joined by `-` or `_`. */
export const SlugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'expected a slug: lowercase letters, digits, - and _, at most 64 characters');

/**
 * Why `path` breaks the repo-relative law (seed 003: seed member paths and `seed_path`), or null when it obeys:
 * non-empty, `/`-separated, not absolute on any platform, no `.`/`..`/empty component, no NUL.
 */
export function repoRelativeViolation(path: string): string | null {
  if (path === '') return 'is empty';
  if (path.includes('\0')) return 'contains a NUL byte';
  if (path.includes('\\')) return 'uses a backslash; separate components with /';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute; give it relative to the repository root';
  const parts = path.split('/');
  if (parts.includes('..')) return 'has a .. component, which would climb out of the repository';
  if (parts.some((p) => p === '' || p === '.')) return 'has an empty or . component; spell it without // or ./';
  return null;
}

export const RepoRelativePathSchema = z.string().superRefine((p, ctx) => {
  const why = repoRelativeViolation(p);
  if (why !== null) ctx.addIssue({ code: 'custom', message: `must be repo-relative: ${JSON.stringify(p)} ${why}` });
});

/** An instant as RFC 3339 UTC text (`2030-01-01T00:00:00Z`, fractions allowed). */
export const InstantSchema = z.iso.datetime({ message: 'expected an RFC 3339 UTC instant such as 2030-01-01T00:00:00Z' });

/** A member of a block: an exact repo-relative file, or a glob over repo-relative paths. */
export const MemberSchema = z.union([
  z.strictObject({ path: RepoRelativePathSchema, state: z.enum(['proposed', 'ratified']) }),
  z.strictObject({ glob: RepoRelativePathSchema, state: z.enum(['proposed', 'ratified']) }),
]);

/** What a receipt's evidence says; the evidence contract (receipt_import) decides which fields each kind needs. */
export const EvidenceSchema = z.strictObject({
  kind: z.enum(['command', 'review']),
  summary: z.string(),
  command: z.string().optional(),
  exit_code: z.number().int().optional(),
  reviewer: z.string().optional(),
});

/** A receipt as a client submits it: evidence for one block, bound to the block's versions it was earned at. */
export const ReceiptInputSchema = z.strictObject({
  receipt_id: z.string().min(1).max(128),
  scope: z.strictObject({ block_id: SlugSchema, boundary_version: z.number().int().min(1), contract_version: z.number().int().min(1) }),
  evidence: EvidenceSchema,
  execution_window: z.strictObject({ started_at: InstantSchema, finished_at: InstantSchema }),
  captured_at: InstantSchema,
  expires_on: InstantSchema.nullable(),
});
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

/** A landed receipt: the submitted one plus the origin and instant of its import. Receipts are never deleted. */
export const StoredReceiptSchema = ReceiptInputSchema.extend({
  imported_via: z.enum(RECEIPT_HUMAN_ORIGINS),
  imported_at: InstantSchema,
});
export type StoredReceipt = z.infer<typeof StoredReceiptSchema>;

export const BLOCK_STATES = ['candidate', 'ratified', 'archived'] as const;

export const BlockSchema = z.strictObject({
  block_id: SlugSchema,
  name: z.string().min(1),
  purpose: z.string(),
  state: z.enum(BLOCK_STATES),
  /** The state an archived block returns to on restore; null unless archived. */
  prior_state: z.enum(['candidate', 'ratified']).nullable(),
  membership: z.array(MemberSchema),
  boundary_version: z.number().int().min(1),
  contract_version: z.number().int().min(1),
  receipts: z.array(StoredReceiptSchema),
  candidate_meta: z.strictObject({ named_by: z.enum(['seed', 'heuristic', 'runner', 'owner']), needs_owner_naming: z.boolean() }).nullable(),
  /** The files the membership resolved to at the last reconcile (sorted); absent until a block is first reconciled. */
  resolved_files: z.array(RepoRelativePathSchema).optional(),
});
export type Block = z.infer<typeof BlockSchema>;

export const SkeletonSchema = z.strictObject({
  skeleton_id: SlugSchema,
  state: z.enum(['candidate', 'ratified']),
  source: z.enum(['seed_import', 'scan']),
  ratification: z.strictObject({ method: z.string().min(1), by: z.string().min(1), at: InstantSchema }).nullable(),
});

/** A scan's candidate beside a ratified skeleton: the ratified blocks stay, the candidate waits here. */
export const CandidateRevisionSchema = z.strictObject({ revised_at: InstantSchema, source: z.literal('scan'), blocks: z.array(BlockSchema) });

/** The advisory curation lease; it never bumps the store version. */
export const LeaseSchema = z.strictObject({ curating_by: z.string().min(1), curating_until: InstantSchema });

export const SystemBlocksStoreSchema = z
  .strictObject({
    schema: z.literal(SYSTEM_BLOCKS_STORE_SCHEMA),
    store_version: z.number().int().min(1),
    updated_at: InstantSchema,
    skeleton: SkeletonSchema,
    blocks: z.array(BlockSchema),
    lease: LeaseSchema.nullable(),
    candidate_revision: CandidateRevisionSchema.nullable().optional(),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.blocks.forEach((b, i) => {
      if (seen.has(b.block_id)) ctx.addIssue({ code: 'custom', path: ['blocks', i, 'block_id'], message: `block_id ${b.block_id} appears twice` });
      seen.add(b.block_id);
    });
  });
export type SystemBlocksStore = z.infer<typeof SystemBlocksStoreSchema>;

/** The store's bytes; a store that would not read back whole is a bug, so it throws. */
export function serializeSystemBlocksStore(store: SystemBlocksStore): string {
  return serializeRecord(SystemBlocksStoreSchema.parse(store));
}
