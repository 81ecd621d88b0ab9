import { realpathSync } from 'node:fs';
import { isAbsolute } from 'node:path';

export type CanonicalKey = { key: string } | { unresolvable: string };

/**
 * The canonical key of a path: its real path (symlinks and aliases resolved). There is no textual
 * fallback: a relative or nonexistent path has no key, so two equal unresolvable strings never match.
 */
export function canonicalKey(raw: string): CanonicalKey {
  if (raw.trim() === '') return { unresolvable: 'it is empty' };
  if (!isAbsolute(raw)) return { unresolvable: 'it is relative; pass an absolute path' };
  try {
    return { key: realpathSync(raw) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
    return { unresolvable: `it does not resolve to an existing path (${code})` };
  }
}
