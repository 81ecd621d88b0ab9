// The persisted co-change graph: `<runtime>/cochange.json` (its schema lives in records/).
import { join } from 'node:path';
import { COCHANGE_FILE, readRecordBytesSync, serializeCochange, type CochangeRecord } from '../records/index.js';
import { writeFileAtomic } from '../store/index.js';

/** Writes `<runtime>/cochange.json` unless it already holds these bytes; returns whether it wrote. */
export function writeCochange(runtime: string, record: CochangeRecord): boolean {
  const path = join(runtime, COCHANGE_FILE);
  const bytes = serializeCochange(record);
  const existing = readRecordBytesSync(path);
  // Absent, unreadable or different: write it.
  if (Buffer.isBuffer(existing) && existing.toString('utf8') === bytes) return false;
  writeFileAtomic(path, bytes);
  return true;
}
