// `checkpoint-store/WRITER.lock`: the single-writer proof of a runtime's owner process.
import type { z } from 'zod';
import { pidLockSchema } from './pid-lock-record.js';
import { serializeRecord } from './serialize-record.js';

export const WRITER_LOCK_SCHEMA = 'm1nd-writer-lock-v1';
export const WRITER_LOCK_FILE = 'WRITER.lock';

export const WriterLockSchema = pidLockSchema(WRITER_LOCK_SCHEMA);
export type WriterLockRecord = z.infer<typeof WriterLockSchema>;

export function serializeWriterLock(record: WriterLockRecord): string {
  return serializeRecord(record);
}
