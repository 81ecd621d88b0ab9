// Agent memory kept in a brain's runtime directory: boot_memory's key-value store and memorize's journal.
export { BootMemoryStore, BOOT_MEMORY_FILE, BOOT_MEMORY_SCHEMA } from './boot-memory-store.js';
export { appendMemory, readMemories, MEMORY_JOURNAL_FILE, type Memory } from './memory-journal.js';
