import { z } from 'zod';

/** A lower-case hex SHA-256. */
export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');

/** A process id as written by its owner. */
export const Pid = z.number().int().positive();

/** Epoch milliseconds from the writer's clock. */
export const EpochMs = z.number().int().min(0);
