import { join } from 'node:path';
import { goodReceipt, SEED_NAMES, seedDocument, type SeedName } from './fixtures.js';

/** What a store call needs to know of its scenario: the repository's root and the version the store is at. */
export interface CallContext {
  root: string;
  /** the store_version the snapshot reports, null when no store is present */
  version: number | null;
}

export interface StoreCall {
  tool: string;
  args: Record<string, unknown>;
}

const SEED = 'system_blocks_seed_import';
const RECEIPT = 'receipt_import';

function seedJson(c: CallContext, edit: (seed: Record<string, unknown>) => void = () => {}): string {
  const seed = seedDocument('two blocks', c.root);
  edit(seed);
  return JSON.stringify(seed);
}

/** A receipt_import with a human origin at the current version, the receipt edited by `edit`. */
function receiptCall(c: CallContext, blockId: string, edit: (r: Record<string, unknown>) => void = () => {}, version: number | string = c.version ?? 1): StoreCall {
  const receipt = goodReceipt(blockId);
  edit(receipt);
  return { tool: RECEIPT, args: { expected_store_version: version, block_id: blockId, receipt, imported_via: 'human-ui', agent_id: 'conformance' } };
}

function firstMember(seed: Record<string, unknown>, path: string): void {
  (seed.blocks as { membership: unknown[] }[])[0]!.membership = [{ path }];
}

/**
 * The calls the store must refuse, by the words features use for them. Each is built against the scenario (its
 * repository, the version the store is at), so "stale" means stale now.
 */
export const STORE_CALLS: Readonly<Record<string, (c: CallContext) => StoreCall>> = Object.freeze({
  'seed_import with both seed_json and seed_path': (c) => ({ tool: SEED, args: { seed_json: seedJson(c), seed_path: 'design/blocks.json' } }),
  'seed_import with neither seed_json nor seed_path': () => ({ tool: SEED, args: { force: true } }),
  'seed_import with a seed_json that is not a string': () => ({ tool: SEED, args: { seed_json: 5 } }),
  'seed_import with a seed_json that is not JSON': () => ({ tool: SEED, args: { seed_json: '{"schema":' } }),
  'seed_import of a seed with an unknown field': (c) => ({ tool: SEED, args: { seed_json: seedJson(c, (s) => (s.surprise = true)) } }),
  'seed_import of a seed whose member path climbs out of the repository': (c) => ({ tool: SEED, args: { seed_json: seedJson(c, (s) => firstMember(s, 'src/../../outside.ts')) } }),
  'seed_import of a seed whose member path is absolute': (c) => ({ tool: SEED, args: { seed_json: seedJson(c, (s) => firstMember(s, join(c.root, 'src', 'greeter.ts'))) } }),
  'seed_import with seed_path the absolute path of the seed file': (c) => ({ tool: SEED, args: { seed_path: join(c.root, 'design', 'blocks.json') } }),
  'seed_import with seed_path climbing out of the repository': () => ({ tool: SEED, args: { seed_path: 'design/../../outside/blocks.json' } }),
  'seed_import with seed_path a link leaving the repository': () => ({ tool: SEED, args: { seed_path: 'design/outside.json' } }),
  'seed_import with seed_path naming no file': () => ({ tool: SEED, args: { seed_path: 'design/missing.json' } }),
  'seed_import with seed_path below a missing folder': () => ({ tool: SEED, args: { seed_path: 'missing/../design/blocks.json' } }),
  'seed_import of the same seed again without force': (c) => ({ tool: SEED, args: { seed_json: seedJson(c) } }),
  'receipt_import at a stale store_version': (c) => receiptCall(c, 'greeter', () => {}, c.version !== null && c.version > 1 ? c.version - 1 : (c.version ?? 0) + 1),
  'receipt_import for an unknown block': (c) => receiptCall(c, 'nowhere'),
  'receipt_import whose scope names another block': (c) => receiptCall(c, 'greeter', (r) => ((r.scope as Record<string, unknown>).block_id = 'book')),
  'receipt_import whose scope names a boundary_version the block is not at': (c) => receiptCall(c, 'greeter', (r) => ((r.scope as Record<string, unknown>).boundary_version = 2)),
  'receipt_import whose command evidence exited 1': (c) => receiptCall(c, 'greeter', (r) => ((r.evidence as Record<string, unknown>).exit_code = 1)),
  'receipt_import whose command evidence names no command': (c) => receiptCall(c, 'greeter', (r) => delete (r.evidence as Record<string, unknown>).command),
  'receipt_import whose review evidence names no reviewer': (c) => receiptCall(c, 'greeter', (r) => (r.evidence = { kind: 'review', summary: 'looked fine' })),
  'receipt_import whose window finishes before it starts': (c) => receiptCall(c, 'greeter', (r) => (r.execution_window = { started_at: '2024-01-01T10:05:00Z', finished_at: '2024-01-01T10:00:00Z' })),
  'receipt_import whose receipt expires before it was captured': (c) => receiptCall(c, 'greeter', (r) => (r.expires_on = '2023-12-31T00:00:00Z')),
  'receipt_import of another receipt under an id the block already holds': (c) => receiptCall(c, 'greeter', (r) => ((r.evidence as Record<string, unknown>).summary = 'a second run claims the same receipt id')),
  'receipt_import with an unknown receipt field': (c) => receiptCall(c, 'greeter', (r) => (r.signed_by = 'someone')),
  'receipt_import with a store_version written as text': (c) => receiptCall(c, 'greeter', () => {}, String(c.version ?? 1)),
  'system_blocks_snapshot with an unknown field': () => ({ tool: 'system_blocks_snapshot', args: { surprise: true } }),
  'system_blocks_snapshot': () => ({ tool: 'system_blocks_snapshot', args: {} }),
  'receipt_recompute for an unknown block': () => ({ tool: 'receipt_recompute', args: { block_id: 'nowhere' } }),
});

export type StoreCallName = keyof typeof STORE_CALLS;

export function parseStoreCall(words: string): string {
  if (!Object.hasOwn(STORE_CALLS, words)) throw new Error(`"${words}" is not a store call the kit knows; use one of: ${Object.keys(STORE_CALLS).join('; ')}`);
  return words;
}

/** The origins a receipt import may claim, as features write them: `no imported_via`, or `imported_via "<x>"`. */
export const ORIGIN_PATTERN = /no imported_via|imported_via "[^"]*"/;

/** null for the phrase without an origin, else the quoted value. */
export function parseOrigin(words: string): string | null {
  if (words === 'no imported_via') return null;
  const m = /^imported_via "([^"]*)"$/.exec(words);
  if (!m) throw new Error(`"${words}" names no origin; write no imported_via or imported_via "<origin>"`);
  return m[1]!;
}

export const DOORS = ['MCP', 'REST'] as const;
export type Door = (typeof DOORS)[number];

export function parseDoor(words: string): Door {
  const door = DOORS.find((d) => d === words);
  if (!door) throw new Error(`"${words}" is not a door; write MCP or REST`);
  return door;
}

export function parseSeedName(words: string): SeedName {
  const name = SEED_NAMES.find((n) => n === words);
  if (!name) throw new Error(`"${words}" is not a kit seed; use one of: ${SEED_NAMES.join(', ')}`);
  return name;
}

/** The kit seeds as features quote them: `"two blocks"`, ... */
export const SEED_PHRASES: readonly string[] = SEED_NAMES.map((n) => `"${n}"`);

/** A quoted seed phrase to its seed. */
export function parseSeedPhrase(words: string): SeedName {
  const m = /^"([^"]*)"$/.exec(words);
  if (!m) throw new Error(`${words} is not a quoted seed name; write the seed as "two blocks"`);
  return parseSeedName(m[1]!);
}
