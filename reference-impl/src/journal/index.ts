export { appendJournal, appendJsonLine } from './append-journal.js';
export { readJournal } from './read-journal.js';
