import { join } from 'node:path';
import { formatRecordRefusal, readRecordLinesSync, RefreshJournalRecordSchema, type RefreshJournalRecord } from '../records/index.js';

/**
 * Reads every record of a refresh journal; an absent journal is empty. A fragment torn by a crash
 * mid-append (a line that is not JSON) is skipped; a JSON line that is not a journal record is
 * corruption and throws, naming the line.
 */
export function readJournal(runtime: string, relPath: string): RefreshJournalRecord[] {
  const read = readRecordLinesSync(join(runtime, relPath), RefreshJournalRecordSchema);
  if ('code' in read) throw new Error(formatRecordRefusal(read));
  const corrupt = read.refused.find((r) => r.code !== 'record_not_json');
  if (corrupt) throw new Error(formatRecordRefusal(corrupt));
  return read.records;
}
