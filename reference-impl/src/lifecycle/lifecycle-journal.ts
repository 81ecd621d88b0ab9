// Lifecycle records in `<runtime>/journal/lifecycle.jsonl`: quarantined starts and re-stamped identities.
import { appendJsonLine } from '../journal/index.js';
import { JOURNAL_SCHEMA, LIFECYCLE_JOURNAL, LifecycleJournalRecordSchema, readRecordLinesSync, type LifecycleJournalRecord, type RecordLines, type RecordRefusal } from '../records/index.js';
import { join } from 'node:path';

/** One lifecycle line as its writer fills it in; the header (schema, time, writer) is added on appending. */
export type LifecycleRecord = LifecycleJournalRecord extends infer R ? (R extends unknown ? Omit<R, 'schema' | 'at_ms' | 'writer'> : never) : never;

/** Appends one lifecycle line (fsynced). */
export function journalLifecycle(runtime: string, writer: { pid: number; ingress: string }, at_ms: number, record: LifecycleRecord): void {
  appendJsonLine(runtime, LIFECYCLE_JOURNAL, { schema: JOURNAL_SCHEMA, at_ms, writer, ...record });
}

/** Every lifecycle line of a runtime, through the record reader (torn or foreign lines refused by line). */
export function readLifecycleJournal(runtime: string): RecordLines<LifecycleJournalRecord> | RecordRefusal {
  return readRecordLinesSync(join(runtime, LIFECYCLE_JOURNAL), LifecycleJournalRecordSchema);
}
