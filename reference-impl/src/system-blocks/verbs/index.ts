export { SYSTEM_BLOCK_VERBS } from './verb-table.js';
