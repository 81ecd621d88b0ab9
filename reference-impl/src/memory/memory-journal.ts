// memorize: notes appended one JSON line each to a journal in the brain's runtime directory.
import { closeSync, fstatSync, fsyncSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const MEMORY_JOURNAL_FILE = 'memories.jsonl';

export interface Memory {
  agent_id: string | null;
  text: string;
  at: string;
}

/** Appends one memory durably (O_APPEND, fsync) and answers how many the journal holds now. */
export function appendMemory(runtime: string, memory: Memory): number {
  const file = join(runtime, MEMORY_JOURNAL_FILE);
  const fd = openSync(file, 'a+', 0o600);
  try {
    // A torn last line (a crash mid-append) is closed first, so it cannot swallow this memory.
    const size = fstatSync(fd).size;
    const last = Buffer.alloc(1);
    const torn = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
    writeSync(fd, `${torn ? '\n' : ''}${JSON.stringify(memory)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return readMemories(runtime).length;
}

/** Every whole line of the journal; a torn last line (a crash mid-append) is not a memory. */
export function readMemories(runtime: string): Memory[] {
  let text: string;
  try {
    text = readFileSync(join(runtime, MEMORY_JOURNAL_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: Memory[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      out.push(JSON.parse(line) as Memory);
    } catch {
      // skipped: not a whole record
    }
  }
  return out;
}
