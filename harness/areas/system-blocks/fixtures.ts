// The kit's system-blocks fixtures: seeds and receipts in the kit-defined shapes (reference-impl/README.md).
import { basename } from 'node:path';

export const SEED_SCHEMA = 'm1nd-system-blocks-seed-v0';

/** The seeds scenarios import, by the name features give them. */
export const SEED_NAMES = ['two blocks', 'three blocks', 'foreign skeleton'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

/** The skeleton slug the kit expects of a repository: its folder name lowercased, other runs `-`. */
export function slugOfRepo(root: string): string {
  const slug = basename(root).toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return slug === '' ? 'repo' : slug.slice(0, 64);
}

interface SeedBlock {
  block_id: string;
  name: string;
  purpose?: string;
  membership: ({ path: string } | { glob: string })[];
}

const BLOCKS: Record<SeedName, SeedBlock[]> = {
  'two blocks': [
    { block_id: 'greeter', name: 'Greeter', purpose: 'greets visitors', membership: [{ path: 'src/greeter.ts' }] },
    { block_id: 'book', name: 'Greeting book', membership: [{ glob: 'src/**/book*.ts' }] },
  ],
  'three blocks': [
    { block_id: 'entry', name: 'Entry', membership: [{ path: 'src/index.ts' }] },
    { block_id: 'greeter', name: 'Greeter', membership: [{ path: 'src/greeter.ts' }] },
    { block_id: 'archive', name: 'Archive', membership: [{ glob: 'docs/**' }] },
  ],
  'foreign skeleton': [{ block_id: 'greeter', name: 'Greeter', membership: [{ path: 'src/greeter.ts' }] }],
};

/** A fresh copy of the seed document `name` for the repository at `root` (the foreign one names another skeleton). */
export function seedDocument(name: SeedName, root: string): Record<string, unknown> {
  const skeleton = name === 'foreign skeleton' ? 'elsewhere' : slugOfRepo(root);
  return { schema: SEED_SCHEMA, skeleton_id: skeleton, blocks: structuredClone(BLOCKS[name]) };
}

/** The block ids a seed declares, in order. */
export function seedBlockIds(name: SeedName): string[] {
  return BLOCKS[name].map((b) => b.block_id);
}

export interface ReceiptOptions {
  receiptId?: string;
  expiresOn?: string | null;
  boundaryVersion?: number;
  contractVersion?: number;
}

/**
 * A receipt the evidence contract accepts for `blockId` at versions 1/1: a command run that exited 0, its window
 * coherent and captured in 2024 (before any clock a scenario sets), expiring in 2099 unless told otherwise.
 */
export function goodReceipt(blockId: string, o: ReceiptOptions = {}): Record<string, unknown> {
  return {
    receipt_id: o.receiptId ?? `conformance-${blockId}-1`,
    scope: { block_id: blockId, boundary_version: o.boundaryVersion ?? 1, contract_version: o.contractVersion ?? 1 },
    evidence: { kind: 'command', summary: 'the block\'s tests pass', command: 'npm test', exit_code: 0 },
    execution_window: { started_at: '2024-01-01T10:00:00Z', finished_at: '2024-01-01T10:05:00Z' },
    captured_at: '2024-01-01T10:06:00Z',
    expires_on: o.expiresOn === undefined ? '2099-01-01T00:00:00Z' : o.expiresOn,
  };
}
