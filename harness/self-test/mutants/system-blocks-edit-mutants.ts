import type { Mutant } from './mutant.js';

/** Mutants of the store-mutating system-blocks verbs: each must be killed by the scenarios its tags select. */
export const SYSTEM_BLOCKS_EDIT_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'lease-bumps-the-version',
    file: 'system-blocks/verbs/candidate-lease.js',
    find: 'return { next: { ...current, lease: next }, bump: false };',
    replace: 'return { next: { ...current, lease: next }, bump: true };',
    tags: '@clause:SB-LEASE-2',
    breaks: 'a lease call moves the store version, so an edit keyed on the version read before it conflicts',
  },
  {
    name: 'edit-batch-applied-op-by-op',
    file: 'system-blocks/verbs/candidate-edit.js',
    find: "if ('why' in applied)\n                    return refuse('invalid_edit',",
    replace: "if ('why' in applied)\n                    return { next: { ...current, blocks: working } };\n                if (applied === null)\n                    return refuse('invalid_edit',",
    tags: '@clause:SB-EDIT-2',
    breaks: 'the ops before the failing one land, so the batch is no longer all or nothing',
  },
  {
    name: 'delete-needs-force-only-when-false',
    file: 'system-blocks/verbs/delete.js',
    find: 'if (input.data.force !== true)',
    replace: 'if (input.data.force === false)',
    tags: '@clause:SB-DELETE-1',
    breaks: 'a delete that names no force removes the block',
  },
  {
    name: 'reconcile-moves-a-block-only-once',
    file: 'system-blocks/verbs/reconcile.js',
    find: 'if (same(b.resolved_files, resolved))',
    replace: 'if (b.resolved_files !== undefined)',
    tags: '@clause:SB-RECONCILE-3',
    breaks: 'a block reconciled once never gets a new boundary again, so receipts earned before a real move stay fresh',
  },
]);
