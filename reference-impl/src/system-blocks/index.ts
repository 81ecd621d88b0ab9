// The system-blocks store of seed 003: one file per verb (verbs/) over a small shared store API (store-api/).
import type { SeamHook } from '../seams/index.js';
import type { ScanDeps } from './scan/index.js';
import { SystemBlocksStoreFile, type SystemBlocksContext } from './store-api/index.js';

export { SYSTEM_BLOCK_VERBS } from './verbs/index.js';
export { ScanEventBus, type ScanDeps, type ScanPhaseEvent } from './scan/index.js';
export { readRunnerAnnouncement, type RunnerAnnouncement } from './naming/index.js';
export { formatStoreRefusal, STORE_COMMIT_SEAM, STORE_REFUSAL_CODES, type StoreRefusal, type StoreRefusalCode, type SystemBlocksContext, type SystemBlockVerb, type VerbOutcome } from './store-api/index.js';

/** The system-blocks context of one brain: its store beside the brain's other runtime files, its root, its clock. */
export function openSystemBlocks(opts: { runtime: string; grant: string | null; seams: SeamHook; now(): number; scan?: ScanDeps }): SystemBlocksContext {
  return { store: new SystemBlocksStoreFile({ runtime: opts.runtime, seams: opts.seams, now: opts.now }), grant: opts.grant, now: opts.now, ...(opts.scan ? { scan: opts.scan } : {}) };
}
