// `http-auth-token-v1` (and the file M1ND_HTTP_BEARER_TOKEN_FILE names): the HTTP owner's bearer, plain text.
import { z } from 'zod';

export const BEARER_TOKEN_FILE = 'http-auth-token-v1';

/** 64 hex characters (32 random bytes). */
export const BEARER_TOKEN_PATTERN = /^[0-9a-f]{64}$/i;

/** A token file's text; surrounding whitespace (a final newline) is not part of the token. */
export const BearerTokenSchema = z.string().trim().regex(BEARER_TOKEN_PATTERN, 'expected exactly 64 hexadecimal characters');
export type BearerToken = z.infer<typeof BearerTokenSchema>;
