import type { Block } from '../../records/index.js';
import { globMatcher } from './glob-match.js';

type Member = Block['membership'][number];

/** The files of `files` a block's members name: exact paths that exist, and every match of each glob; sorted. */
export function resolveMembers(membership: readonly Member[], files: readonly string[]): string[] {
  const present = new Set(files);
  const out = new Set<string>();
  for (const m of membership) {
    if ('path' in m) {
      if (present.has(m.path)) out.add(m.path);
      continue;
    }
    const match = globMatcher(m.glob);
    for (const f of files) if (match(f)) out.add(f);
  }
  return [...out].sort();
}

/** A member's identity for comparisons: its kind and its text. */
export function memberKey(m: { path: string } | { glob: string }): string {
  return 'path' in m ? `path:${m.path}` : `glob:${m.glob}`;
}
