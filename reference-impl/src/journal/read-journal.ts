import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_SCHEMA, type JournalRecord } from './journal-record.js';

/**
 * Reads every record of a journal; an absent journal is empty. A fragment torn by a crash mid-append
 * (a line that is not JSON) is skipped; a JSON line of another schema is corruption and throws.
 */
export function readJournal(runtime: string, relPath: string): JournalRecord[] {
  return readJsonLines(runtime, relPath).map(({ value, line }) => {
    if ((value as { schema?: unknown })?.schema !== JOURNAL_SCHEMA) {
      throw new Error(`journal ${join(runtime, relPath)} line ${line} lacks schema ${JOURNAL_SCHEMA}`);
    }
    return value as JournalRecord;
  });
}

/** Every parseable JSON line with its line number; an absent file is empty and torn lines are skipped. */
export function readJsonLines(runtime: string, relPath: string): { value: unknown; line: number }[] {
  let text: string;
  try {
    text = readFileSync(join(runtime, relPath), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: { value: unknown; line: number }[] = [];
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    try {
      out.push({ value: JSON.parse(line), line: i + 1 });
    } catch {
      // A fragment torn by a crash mid-append carries no decision.
    }
  });
  return out;
}
