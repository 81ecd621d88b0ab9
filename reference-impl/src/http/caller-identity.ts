import { realpathSync } from 'node:fs';
import { isAbsolute, normalize } from 'node:path';

/** The header a client uses to say which root it works in. */
export const CALLER_ROOT_HEADER = 'm1nd-caller-root';

/**
 * Canonicalises a caller-root header. `undefined`: no header was sent; `null`: a header that names
 * no absolute path (relative, empty, repeated), which is an unknown caller; else the real path. An
 * absolute path that does not resolve is kept as given, so authority checks refuse it as unresolvable
 * (never textually matched) instead of mistaking it for an absent caller.
 * The result is an identity only: it is never added to the root set and never searched.
 */
export function resolveCallerRoot(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return header.length === 0 ? undefined : null;
  const raw = header.trim();
  if (raw === '' || !isAbsolute(raw)) return null;
  try {
    return realpathSync(raw);
  } catch {
    return normalize(raw);
  }
}

/**
 * The identity a session holds after one more request: a header replaces it, no header keeps it.
 * A brand-new session starts from `null`, so a headerless first request stays unknown.
 */
export function nextCallerRoot(current: string | null, header: string | string[] | undefined): string | null {
  const resolved = resolveCallerRoot(header);
  return resolved === undefined ? current : resolved;
}
