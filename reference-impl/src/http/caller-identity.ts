import { canonicalise } from '../paths/index.js';

/** The header a client uses to say which root it works in. */
export const CALLER_ROOT_HEADER = 'm1nd-caller-root';

/**
 * Who a caller says it is: unknown (null), a canonical root, or an absolute root it named that does not
 * resolve. An unresolvable root stays unresolvable: it is never replaced by its text, so no check can
 * match it textually, and it is never mistaken for an absent caller either.
 * An identity is never added to the root set and never searched.
 */
export type CallerIdentity = null | { root: string } | { unresolvable: string };

/**
 * Canonicalises a caller-root header. `undefined`: no header was sent; null: a header that names no
 * absolute path (relative, empty, repeated), which is an unknown caller.
 */
export function resolveCallerRoot(header: string | string[] | undefined): CallerIdentity | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return header.length === 0 ? undefined : null;
  const given = headerPath(header);
  const c = canonicalise(given);
  if ('path' in c) return { root: c.path };
  return c.reason === 'empty' || c.reason === 'not_absolute' ? null : { unresolvable: given };
}

/**
 * The path a header value carries: its octets (Node hands them over one character each) read as UTF-8, and
 * nothing else. HTTP has already removed the blanks around a field value, so no trimming happens here: a
 * no-break space or a tab that reaches the owner is part of the name the disk is asked about.
 */
export function headerPath(value: string): string {
  return Buffer.from(value, 'latin1').toString('utf8');
}

/**
 * The identity a session holds after one more request: a header replaces it, no header keeps it.
 * A brand-new session starts from null, so a headerless first request stays unknown.
 */
export function nextCallerRoot(current: CallerIdentity, header: string | string[] | undefined): CallerIdentity {
  const resolved = resolveCallerRoot(header);
  return resolved === undefined ? current : resolved;
}

/** The caller's canonical root, or null when it has none (unknown or unresolvable). */
export function canonicalCallerRoot(identity: CallerIdentity): string | null {
  return identity !== null && 'root' in identity ? identity.root : null;
}

/**
 * The root as the caller claimed it, for the refresh door, which canonicalises every claim itself: an
 * unresolvable one is refused `refresh_root_unresolvable`, an absent one `refresh_caller_root_unknown`.
 */
export function claimedCallerRoot(identity: CallerIdentity): string | null {
  if (identity === null) return null;
  return 'root' in identity ? identity.root : identity.unresolvable;
}
