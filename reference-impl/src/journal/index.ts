export { JOURNAL_SCHEMA, REFRESH_JOURNAL, type JournalKind, type JournalRecord } from './journal-record.js';
export { appendJournal, appendJsonLine } from './append-journal.js';
export { readJournal, readJsonLines } from './read-journal.js';
