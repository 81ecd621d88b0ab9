import { createHash } from 'node:crypto';

/** Lower-case hex SHA-256 of the given bytes (strings are hashed as UTF-8). */
export function sha256Hex(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
