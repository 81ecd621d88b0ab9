import { z } from 'zod';
import { Pid } from './shared-fields.js';

/**
 * The record every pid lock holds (the writer lock, the birth lock): its holder's pid, a random token
 * that proves a lock is one's own, and the holder's start time, which tells a reused pid apart.
 */
export function pidLockSchema<const T extends string>(tag: T) {
  return z.object({
    schema: z.literal(tag),
    pid: Pid,
    token: z.string().min(1),
    /** Field 22 of /proc/<pid>/stat; null where /proc is unavailable. */
    proc_start: z.number().nullable(),
  });
}

export type PidLockRecord = z.infer<ReturnType<typeof pidLockSchema<string>>>;
