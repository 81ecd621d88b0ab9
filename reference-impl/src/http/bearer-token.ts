import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BEARER_TOKEN_FILE, BEARER_TOKEN_PATTERN, BearerTokenSchema, readRecordSync, type BearerToken } from '../records/index.js';
import { writeFileAtomic } from '../store/index.js';

export type BearerSource = 'env' | 'env-file' | 'runtime-file';

/** The owner's bearer, where it came from, and the runtime file this start wrote for it. */
export interface BearerCredential {
  token: BearerToken;
  source: BearerSource;
  /** The runtime token file this start created or rewrote, so a failed start can remove it. */
  created: string | null;
}

/** A startup refusal that names the variable or file at fault and never quotes the secret. */
export interface BearerRefusal {
  code: 'http_bearer_token_invalid';
  detail: string;
}

/**
 * Reads the configured credential without side effects. `M1ND_HTTP_BEARER_TOKEN` wins over
 * `M1ND_HTTP_BEARER_TOKEN_FILE`; null means none was configured and the runtime file decides.
 */
export function readConfiguredToken(env: Record<string, string | undefined>, uid: number): BearerCredential | BearerRefusal | null {
  const inline = env.M1ND_HTTP_BEARER_TOKEN;
  if (inline !== undefined && inline !== '') {
    if (!BEARER_TOKEN_PATTERN.test(inline)) {
      return refuse('M1ND_HTTP_BEARER_TOKEN must be exactly 64 hexadecimal characters (32 random bytes); unset it to let the owner generate one');
    }
    return { token: inline, source: 'env', created: null };
  }
  const file = env.M1ND_HTTP_BEARER_TOKEN_FILE;
  if (file === undefined || file === '') return null;
  // A token file others could read leaks the credential; one they could write lets them choose it.
  const read = readRecordSync(file, BearerTokenSchema, { format: 'text', secretOf: uid });
  if ('data' in read) return { token: read.data, source: 'env-file', created: null };
  if (read.code === 'record_not_private') {
    return refuse(`M1ND_HTTP_BEARER_TOKEN_FILE ${file} ${read.detail}; a token file must be private to the user the owner runs as`);
  }
  if (read.code === 'record_malformed') {
    return refuse(`M1ND_HTTP_BEARER_TOKEN_FILE ${file} must hold exactly 64 hexadecimal characters (32 random bytes)`);
  }
  return refuse(`M1ND_HTTP_BEARER_TOKEN_FILE ${file} cannot be read (${read.errno ?? read.code}); point it at a readable file holding 64 hexadecimal characters`);
}

/**
 * Without a configured credential, the owner keeps a private token in the runtime: an existing
 * well-formed 0600 regular file is reused (so a refused start changes nothing), anything else is
 * replaced by 32 fresh random bytes written atomically with mode 0600.
 */
export function ensureRuntimeToken(runtime: string, uid: number): BearerCredential {
  // Clients on the same account read the generated credential from there.
  const path = join(runtime, BEARER_TOKEN_FILE);
  const existing = readPrivateToken(path, uid);
  if (existing !== null) return { token: existing, source: 'runtime-file', created: null };
  const token = randomBytes(32).toString('hex');
  writeFileAtomic(path, token, 0o600);
  return { token, source: 'runtime-file', created: path };
}

/** The runtime's token, if it is a regular file of this user with mode 0600 holding a well-formed token. */
function readPrivateToken(path: string, uid: number): string | null {
  const read = readRecordSync(path, BearerTokenSchema, { format: 'text', follow: false, privateTo: { uid, mode: 0o600 } });
  return 'data' in read ? read.data : null;
}

function refuse(detail: string): BearerRefusal {
  return { code: 'http_bearer_token_invalid', detail };
}
