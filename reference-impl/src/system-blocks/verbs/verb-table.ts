import type { SystemBlockVerb } from '../store-api/index.js';
import { receiptImportVerb } from './receipt-import.js';
import { receiptRecomputeVerb } from './receipt-recompute.js';
import { seedImportVerb } from './seed-import.js';
import { skeletonCandidateVerb } from './skeleton-candidate.js';
import { snapshotVerb } from './snapshot.js';
import { reconcileVerb } from './reconcile.js';
import { archiveVerb } from './archive.js';
import { deleteVerb } from './delete.js';
import { candidateEditVerb } from './candidate-edit.js';
import { candidateLeaseVerb } from './candidate-lease.js';

/**
 * The system-blocks verbs this implementation runs, by wire name. A routed verb the gate admits must have a
 * handler (the server refuses to build otherwise); adding one is a new file beside these and a line here.
 */
export const SYSTEM_BLOCK_VERBS: readonly SystemBlockVerb[] = Object.freeze([
  snapshotVerb, seedImportVerb, receiptImportVerb, receiptRecomputeVerb,
  reconcileVerb,
  archiveVerb,
  deleteVerb,
  candidateEditVerb,
  candidateLeaseVerb,
  skeletonCandidateVerb,
]);
