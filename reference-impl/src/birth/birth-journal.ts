import { join } from 'node:path';
import { appendJsonLine } from '../journal/index.js';
import { BIRTH_JOURNAL, BirthJournalRecordSchema, formatRecordRefusal, readRecordLinesSync, type BirthJournalRecord } from '../records/index.js';

export type BirthJournalEntry = Omit<BirthJournalRecord, 'schema' | 'at_ms' | 'writer'>;

/** Appends one line and fsyncs it before returning (the shared journal appender). */
export function appendBirthJournal(runtime: string, record: BirthJournalRecord): void {
  appendJsonLine(runtime, BIRTH_JOURNAL, record);
}

/**
 * Every record of the ceremony's journal, in order. An absent journal is empty; a line a crash tore,
 * or one that is not a birth record, carries no decision and is left out.
 */
export function readBirthJournal(runtime: string): BirthJournalRecord[] {
  const read = readRecordLinesSync(join(runtime, BIRTH_JOURNAL), BirthJournalRecordSchema);
  if ('code' in read) throw new Error(formatRecordRefusal(read));
  return read.records;
}
