import type { ScanDeps } from '../scan/index.js';
import type { StoreRefusal } from './refusal.js';
import type { SystemBlocksStoreFile } from './store-file.js';

/** What every verb sees: the store file, the granted root (for repo-relative paths), and the clock. */
export interface SystemBlocksContext {
  store: SystemBlocksStoreFile;
  /** The canonical granted root, or null when this brain has none. */
  grant: string | null;
  /** Epoch milliseconds (the test clock under the seam protocol). */
  now(): number;
  /** What a skeleton scan reads of the brain (its code graph, narration, naming runner); absent: no scan. */
  scan?: ScanDeps;
}

/**
 * A verb's answer as data: a payload the transport returns as an ordinary result (an `ok: false` human-gesture
 * refusal included), or a store refusal it returns as a tool error.
 */
export type VerbOutcome = { answer: Record<string, unknown> } | { refused: StoreRefusal };

/** One system-blocks verb: its wire name, what `tools/list` says of it, and how it runs on raw arguments. */
export interface SystemBlockVerb {
  name: string;
  description: string;
  /** Advertised only; `run` checks the raw arguments itself so its errors name the field and the fix. */
  input: import('zod').ZodType;
  readOnly: boolean;
  run(ctx: SystemBlocksContext, args: unknown): Promise<VerbOutcome>;
}
