import { appendJsonLine, readJsonLines } from '../journal/index.js';

/** The ceremony's journal, relative to the runtime directory. */
export const BIRTH_JOURNAL = 'journal/birth.jsonl';
export const BIRTH_JOURNAL_SCHEMA = 'm1nd-birth-journal-v1';

export type BirthJournalKind = 'birth.prepare' | 'birth.commit' | 'birth.rollback' | 'birth.refusal';

export interface BirthJournalRecord {
  schema: typeof BIRTH_JOURNAL_SCHEMA;
  kind: BirthJournalKind;
  at_ms: number;
  writer: { pid: number; ingress: 'human-cli' | 'recovery' };
  brain_id: string | null;
  root: string | null;
  code?: string;
  detail?: string;
  node_count?: number;
  digest?: string;
  checkpoint?: string;
  /** true when recovery, not the ceremony itself, wrote the outcome. */
  recovered?: boolean;
}

export type BirthJournalEntry = Omit<BirthJournalRecord, 'schema' | 'at_ms' | 'writer'>;

/** Appends one line and fsyncs it before returning (the shared journal appender). */
export function appendBirthJournal(runtime: string, record: BirthJournalRecord): void {
  appendJsonLine(runtime, BIRTH_JOURNAL, record);
}

/** Every readable record of this schema, in order; an absent journal is empty and torn lines are skipped. */
export function readBirthJournal(runtime: string): BirthJournalRecord[] {
  return readJsonLines(runtime, BIRTH_JOURNAL)
    .map(({ value }) => value as BirthJournalRecord)
    .filter((value) => value?.schema === BIRTH_JOURNAL_SCHEMA);
}
