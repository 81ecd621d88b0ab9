export { JOURNAL_SCHEMA, REFRESH_JOURNAL, type JournalKind, type JournalRecord } from './journal-record.js';
export { appendJournal } from './append-journal.js';
export { readJournal } from './read-journal.js';
