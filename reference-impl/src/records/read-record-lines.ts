import type { z } from 'zod';
import { checkRecord } from './parse-record.js';
import { readRecordBytesSync } from './read-record.js';
import { refuseRecord, type RecordRefusal } from './record-refusal.js';

export interface RecordLines<T> {
  records: T[];
  /** Lines that are not records of this schema, each named with its line number. */
  refused: RecordRefusal[];
}

/**
 * An append-only JSON-lines journal. An absent journal is empty. A line that is not JSON (the tail a crash
 * tore mid-append) or not a record of this schema is refused by line, and the other lines still count.
 */
export function readRecordLinesSync<S extends z.ZodType>(path: string, schema: S): RecordLines<z.infer<S>> | RecordRefusal {
  const bytes = readRecordBytesSync(path);
  if (!Buffer.isBuffer(bytes)) return bytes.code === 'record_missing' ? { records: [], refused: [] } : bytes;
  const out: RecordLines<z.infer<S>> = { records: [], refused: [] };
  bytes.toString('utf8').split('\n').forEach((line, i) => {
    if (line === '') return;
    const where = `${path} line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      out.refused.push(refuseRecord('record_not_json', where, 'not valid JSON (a torn append)'));
      return;
    }
    const checked = checkRecord(value, where, schema);
    if ('data' in checked) out.records.push(checked.data);
    else out.refused.push(checked);
  });
  return out;
}
