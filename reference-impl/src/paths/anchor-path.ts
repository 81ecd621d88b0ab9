import { isAbsolute } from 'node:path';

/**
 * A spelling read against `base` when it is relative, WITHOUT folding its `.` and `..` as text (which
 * `path.resolve` would): the canonicaliser then walks every component on the disk, so `missing/..` stays
 * unresolvable instead of becoming `base`.
 */
export function anchorPath(raw: string, base: string): string {
  if (raw === '' || isAbsolute(raw)) return raw;
  return `${base.replace(/\/+$/, '')}/${raw}`;
}
