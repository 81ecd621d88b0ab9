// The scan scenarios' fixtures: a repository of several modules whose files carry a body marker, and stores in
// the kit-defined shapes (reference-impl/README.md, "The system-blocks store").
import type { RepoSpec } from '../../repos/index.js';

/** A string every file body of the modular repository holds and no path does: a packet holding it holds a body. */
export const BODY_MARKER = 'ledger-body-marker-5e1f0c';

function moduleFile(name: string, fn: string): string {
  return [`// ${BODY_MARKER}: the ${name} module`, `export function ${fn}(input: string): string {`, `  return \`${name}:\${input}\`;`, '}', ''].join('\n');
}

/** Six modules in six folders (root included), so a folder-per-block heuristic makes more than four blocks. */
export const MODULAR_REPO: RepoSpec = {
  git: true,
  files: {
    'README.md': `# Shop\n\n${BODY_MARKER}\n`,
    'src/billing/invoice.ts': moduleFile('billing', 'issueInvoice'),
    'src/catalog/item.ts': moduleFile('catalog', 'describeItem'),
    'src/checkout/cart.ts': moduleFile('checkout', 'fillCart'),
    'src/shipping/parcel.ts': moduleFile('shipping', 'sendParcel'),
    'src/users/account.ts': moduleFile('users', 'openAccount'),
  },
};

/** The repository's files, repo-relative: exactly what a scan of its code root may list. */
export const MODULAR_FILES: readonly string[] = Object.freeze(Object.keys(MODULAR_REPO.files).sort());

/** An inline seed of one block the scan knows nothing of: a replaced store must not keep it. */
export function legacySeed(skeletonId: string): Record<string, unknown> {
  return { schema: 'm1nd-system-blocks-seed-v0', skeleton_id: skeletonId, blocks: [{ block_id: 'legacy', name: 'Legacy', membership: [{ path: 'README.md' }] }] };
}

/**
 * A ratified store of one block in the reference layout: no wire verb can ratify (ratify is disabled for every
 * caller, and a seed import always makes a candidate), so only the documented layout can put one in place.
 */
export function ratifiedStore(skeletonId: string, at: string): Record<string, unknown> {
  return {
    schema: 'm1nd-system-blocks-store-v0',
    store_version: 1,
    updated_at: at,
    skeleton: { skeleton_id: skeletonId, state: 'ratified', source: 'seed_import', ratification: { method: 'fixture', by: 'owner', at } },
    blocks: [{
      block_id: 'legacy', name: 'Legacy', purpose: 'ratified by its owner', state: 'ratified', prior_state: null,
      membership: [{ path: 'README.md', state: 'ratified' }], boundary_version: 1, contract_version: 1, receipts: [], candidate_meta: null,
    }],
    lease: null,
  };
}

/** Where the reference layout keeps the store in a runtime directory. */
export const STORE_FILE = 'system_blocks.json';
