// `brains/.birth.lock`: single flight for the birth ceremonies of one runtime.
import type { z } from 'zod';
import { pidLockSchema } from './pid-lock-record.js';
import { serializeRecordLine } from './serialize-record.js';

export const BIRTH_LOCK_SCHEMA = 'm1nd-birth-lock-v1';
export const BIRTH_LOCK_FILE = '.birth.lock';

export const BirthLockSchema = pidLockSchema(BIRTH_LOCK_SCHEMA);
export type BirthLockRecord = z.infer<typeof BirthLockSchema>;

/** One compact line (the writer lock, by contrast, is pretty-printed). */
export function serializeBirthLock(record: BirthLockRecord): string {
  return serializeRecordLine(record);
}
