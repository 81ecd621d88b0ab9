import type { Mutant } from './mutant.js';

/** Mutants of the system-blocks store (seed 003): each must be killed by the scenarios its tags select. */
export const SYSTEM_BLOCKS_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'occ-key-unchecked-once-a-store-exists',
    file: 'system-blocks/store-api/store-file.js',
    find: 'if (expected !== null && current?.store_version !== expected) {',
    replace: 'if (expected !== null && current === null) {',
    tags: '@clause:SB-OCC-2',
    breaks: 'a write keyed by a version another writer already moved on still lands (lost update)',
  },
  {
    name: 'version-bumps-twice',
    file: 'system-blocks/store-api/store-file.js',
    find: '(decided.bump === false && current !== null ? 0 : 1)',
    replace: '(decided.bump === false && current !== null ? 0 : current === null ? 1 : 2)',
    tags: '@clause:SB-RECEIPT-2',
    breaks: 'a landed write moves store_version by two, not exactly one',
  },
  {
    name: 'off-list-origin-as-tool-error',
    file: 'system-blocks/verbs/receipt-import.js',
    find: 'return { answer: humanGestureRequired() };',
    replace: "return { refused: { code: 'human_gesture_required', detail: 'imported_via is not a human origin' } };",
    tags: '@clause:SB-RECEIPT-1',
    breaks: 'an off-list origin is answered as a tool error instead of the ordinary ok:false result seed 003 shapes',
  },
  {
    name: 'seed-path-contained-as-text',
    file: 'system-blocks/store-api/repo-path.js',
    find: 'if (!target.path.startsWith(root.path + sep))',
    replace: 'if (!join(root.path, rel).startsWith(root.path + sep))',
    tags: '@clause:SB-SEED-6',
    breaks: 'a seed_path is judged inside the repository by its text, so a link leaving it is read',
  },
  {
    name: 'receipt-scope-unchecked',
    file: 'system-blocks/verbs/receipt-import.js',
    find: 'const problem = scopeProblem(blockId, block, receipt) ?? evidenceProblem(receipt)',
    replace: 'const problem = evidenceProblem(receipt)',
    tags: '@clause:SB-RECEIPT-4',
    breaks: 'a receipt earned against another block or other versions lands (no stale_scope)',
  },
  {
    name: 'ratify-left-to-the-generic-gate',
    file: 'policy/fixed-refusals.js',
    find: "'system_blocks.ratify': Object.freeze({",
    replace: "'system_blocks.ratify.direct': Object.freeze({",
    tags: '@clause:SB-RATIFY-1',
    breaks: 'direct ratify is refused by the generic gate with its own code instead of sovereign_authority_required',
  },
  {
    name: 'absent-store-invents-a-version',
    file: 'system-blocks/verbs/snapshot.js',
    find: 'answer: { present: false, skeleton_coherence: null,',
    replace: 'answer: { present: false, store_version: 0, block_count: 0, skeleton_coherence: null,',
    tags: '@clause:SB-SNAPSHOT-2',
    breaks: 'a brain without a store answers a version and a count it does not have',
  },
  {
    name: 'read-only-lets-runtime-writes-through',
    file: 'policy/read-only.js',
    find: "const READ_EFFECTS = new Set(['read']);",
    replace: "const READ_EFFECTS = new Set(['read', 'runtime_state_write']);",
    tags: '@clause:SB-READONLY-1',
    breaks: 'a read-only attach lets every write confined to the runtime through, the system-blocks store writers and a checkpoint included',
  },
]);
