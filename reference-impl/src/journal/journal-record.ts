/** Schema tag of every journal line. */
export const JOURNAL_SCHEMA = 'm1nd-journal-v1';

/** The refresh door's journal, relative to the runtime directory. */
export const REFRESH_JOURNAL = 'journal/ingest-refresh.jsonl';

export type JournalKind = 'refresh.receipt' | 'refresh.refusal';

/** One journal line: who wrote what, against which root, with the graph digests before and after. */
export interface JournalRecord {
  schema: typeof JOURNAL_SCHEMA;
  kind: JournalKind;
  at_ms: number;
  writer: { pid: number; ingress: string };
  /** The canonical root the refresh targeted; null when no declared root was matched. */
  root: string | null;
  /** The caller root as the ingress presented it; null when unknown. */
  caller_root: string | null;
  code?: string;
  node_count_before: number;
  node_count?: number;
  digest_before: string;
  digest_after?: string;
  checkpoint?: string;
}
