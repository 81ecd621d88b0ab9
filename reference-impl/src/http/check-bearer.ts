import { createHash, timingSafeEqual } from 'node:crypto';

export type BearerVerdict = 'ok' | 'authentication_required' | 'authentication_invalid';

/**
 * Checks an `Authorization` header against the owner's token. Both sides are hashed first so the
 * constant-time comparison always sees equal lengths and the token's length does not leak.
 */
export function checkBearer(header: string | undefined, token: string): BearerVerdict {
  if (header === undefined || header.trim() === '') return 'authentication_required';
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match) return 'authentication_required';
  const given = createHash('sha256').update(match[1] as string, 'utf8').digest();
  const expected = createHash('sha256').update(token, 'utf8').digest();
  return timingSafeEqual(given, expected) ? 'ok' : 'authentication_invalid';
}
