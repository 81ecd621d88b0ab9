// Lifecycle records in `<runtime>/journal/lifecycle.jsonl`: quarantined starts and re-stamped identities.
import { appendJsonLine, JOURNAL_SCHEMA } from '../journal/index.js';

export const LIFECYCLE_JOURNAL = 'journal/lifecycle.jsonl';

export type LifecycleRecord =
  | {
      kind: 'lifecycle.startup_quarantined';
      root: string;
      /** The bootstrap step that was running or next when the signal arrived. */
      phase: string;
      signal: string;
      /** The checkpoint CURRENT names, left authoritative and untouched. */
      current: string | null;
    }
  | {
      kind: 'lifecycle.identity_restamped';
      root: string;
      /** The spellings the checkpoint used that canonicalise to `root`. */
      legacy_spellings: string[];
      checkpoint_before: string;
      checkpoint: string;
    };

/** Appends one lifecycle line (fsynced). */
export function journalLifecycle(runtime: string, writer: { pid: number; ingress: string }, at_ms: number, record: LifecycleRecord): void {
  appendJsonLine(runtime, LIFECYCLE_JOURNAL, { schema: JOURNAL_SCHEMA, at_ms, writer, ...record });
}
