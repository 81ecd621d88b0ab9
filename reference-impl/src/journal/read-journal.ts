import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_SCHEMA, type JournalRecord } from './journal-record.js';

/**
 * Reads every record of a journal; an absent journal is empty. A fragment torn by a crash mid-append
 * (a line that is not JSON) is skipped; a JSON line of another schema is corruption and throws.
 */
export function readJournal(runtime: string, relPath: string): JournalRecord[] {
  const path = join(runtime, relPath);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const records: JournalRecord[] = [];
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return;
    }
    if ((value as { schema?: unknown })?.schema !== JOURNAL_SCHEMA) {
      throw new Error(`journal ${path} line ${i + 1} lacks schema ${JOURNAL_SCHEMA}`);
    }
    records.push(value as JournalRecord);
  });
  return records;
}
