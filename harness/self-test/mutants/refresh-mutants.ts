import type { Mutant } from './mutant.js';

/** Mutants of the refresh code: each must be killed by the scenarios its tags select. */
export const REFRESH_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'prefix-instead-of-equality',
    file: 'refresh/admit-refresh.js',
    find: 'const liveRoot = declared.get(caller.key);',
    replace: "const liveRoot = [...declared].find(([key]) => caller.key === key || caller.key.startsWith(`${key}/`))?.[1];",
    tags: '@clause:ACCEPT-2',
    breaks: 'the exact-root predicate admits a caller inside a declared root (covers_root reused for authority)',
  },
  {
    name: 'no-canonicalisation',
    file: 'refresh/admit-refresh.js',
    find: 'const c = canonicalise(raw);',
    replace: 'return { key: raw };',
    tags: '@clause:REFRESH-UNRESOLVABLE-1 or (@clause:REFRESH-PATH-1 and @clause:REFRESH-ALIAS-1)',
    breaks: 'the predicate compares raw strings: aliases differ, nonexistent paths match as text',
  },
  {
    name: 'shrink-guard-off',
    file: 'refresh/refresh-codes.js',
    find: 'return candidate * 100 < live * percent;',
    replace: 'return false;',
    tags: '@clause:ACCEPT-5',
    breaks: 'a candidate below 60% of the live graph replaces it',
  },
]);
