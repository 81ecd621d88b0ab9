import { join } from 'node:path';
import {
  formatRecordRefusal,
  readRecord,
  serializeSystemBlocksStore,
  SYSTEM_BLOCKS_STORE_FILE,
  SYSTEM_BLOCKS_STORE_SCHEMA,
  SystemBlocksStoreSchema,
  type SystemBlocksStore,
} from '../../records/index.js';
import type { SeamHook } from '../../seams/index.js';
import { writeFileAtomicStaged } from '../../store/index.js';
import { instantOf } from './instants.js';
import { refuse, type StoreRefusal } from './refusal.js';

/** The seam between the new store's durable temp file and the rename that publishes it. */
export const STORE_COMMIT_SEAM = 'system_blocks.commit';

export type StoreRead = { store: SystemBlocksStore | null } | { refused: StoreRefusal };

/** The store a change produces, without the fields the store file owns (schema, version, update instant). */
export type StoreBody = Omit<SystemBlocksStore, 'schema' | 'store_version' | 'updated_at'>;

/** What a change decides: the next body (bumping the version unless `bump: false`), or a refusal. */
export type StoreChange = { next: StoreBody; bump?: boolean } | { refused: StoreRefusal };

export type StoreWrite = { store: SystemBlocksStore; previous: SystemBlocksStore | null } | { refused: StoreRefusal };

export interface StoreFileOptions {
  runtime: string;
  seams: SeamHook;
  now(): number;
  /** The only owner of a store file this brain trusts (default: the user this process runs as). */
  uid?: number;
}

/**
 * The system-blocks store of one brain: `<runtime>/system_blocks.json`, read whole through its schema and
 * replaced whole (temp file, fsync, rename, directory fsync), so a reader meets the old store or the new one.
 * Writes run one at a time and are keyed by OCC: a write naming a version other than the current one is
 * refused `conflict` before its change is computed, and a write that lands bumps the version exactly once.
 */
export class SystemBlocksStoreFile {
  readonly path: string;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: StoreFileOptions) {
    this.path = join(opts.runtime, SYSTEM_BLOCKS_STORE_FILE);
  }

  /** The store, null when none exists, or why the file on disk cannot be used (never an empty store). */
  async read(): Promise<StoreRead> {
    // A store someone else could have written is not this brain's: it is refused like a damaged one.
    const read = await readRecord(this.path, SystemBlocksStoreSchema, { follow: false, ownedBy: this.opts.uid ?? process.getuid?.() ?? 0 });
    if ('data' in read) return { store: read.data };
    if (read.code === 'record_missing') return { store: null };
    return refuse('store_corrupt', `the system-blocks store cannot be used (${formatRecordRefusal(read)}); nothing was changed; restore the file or re-import a seed with force`);
  }

  /**
   * One OCC write. `expected` is the version the caller read (null: the caller named none, which `change` must
   * judge itself). Stale keys are refused before `change` runs; the written store is validated before a byte
   * is written; a failure at any point leaves the old store.
   */
  write(expected: number | null, change: (current: SystemBlocksStore | null) => StoreChange | Promise<StoreChange>): Promise<StoreWrite> {
    const run = this.tail.then(() => this.writeNow(expected, change));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async writeNow(expected: number | null, change: (current: SystemBlocksStore | null) => StoreChange | Promise<StoreChange>): Promise<StoreWrite> {
    const read = await this.read();
    if ('refused' in read) return read;
    const current = read.store;
    if (expected !== null && current?.store_version !== expected) {
      const found = current === null ? 'no store exists' : `the store is at version ${current.store_version}`;
      return refuse('conflict', `expected_store_version ${expected} is stale: ${found}; nothing was applied; read the snapshot again and retry`);
    }
    const decided = await change(current);
    if ('refused' in decided) return decided;
    const version = (current?.store_version ?? 0) + (decided.bump === false && current !== null ? 0 : 1);
    // Named field by field: a change that spread the current store cannot carry its old version along.
    const { skeleton, blocks, lease, candidate_revision } = decided.next;
    const store: SystemBlocksStore = { schema: SYSTEM_BLOCKS_STORE_SCHEMA, store_version: version, updated_at: instantOf(this.opts.now()), skeleton, blocks, lease, ...(candidate_revision ? { candidate_revision } : {}) };
    let bytes: string;
    try {
      bytes = serializeSystemBlocksStore(store);
    } catch (error) {
      return refuse('internal_error', `the store a write produced does not validate (${error instanceof Error ? error.message : String(error)}); nothing was applied`);
    }
    try {
      await writeFileAtomicStaged(this.path, bytes, () => this.opts.seams(STORE_COMMIT_SEAM));
    } catch (error) {
      const code = (error as { code?: unknown }).code === 'injected_fault' ? 'injected_fault' : 'store_write_failed';
      return refuse(code, `the store was not written (${error instanceof Error ? error.message : String(error)}); the previous store stands`);
    }
    return { store, previous: current };
  }
}
