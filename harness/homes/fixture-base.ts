import { chmodSync, existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { HarnessEnv } from '../env/index.js';

export type FixtureBaseResult = { path: string } | { unsafe: string };

const SHARED_DEFAULT = '/var/lib/m1nd-conformance/fixtures';

/**
 * The private base for scenario homes. It must pass the runtime rule itself (no group/other-writable
 * ancestor), so it cannot live under /tmp. Order: $M1ND_CONFORMANCE_FIXTURES, $XDG_CACHE_HOME/..., ~/.cache/...
 */
export function fixtureBase(env: HarnessEnv): FixtureBaseResult {
  const e = env.env;
  const chosen = e.M1ND_CONFORMANCE_FIXTURES
    ? { path: e.M1ND_CONFORMANCE_FIXTURES, from: 'M1ND_CONFORMANCE_FIXTURES' }
    : e.XDG_CACHE_HOME
      ? { path: join(e.XDG_CACHE_HOME, 'm1nd-conformance', 'fixtures'), from: 'XDG_CACHE_HOME' }
      : e.HOME
        ? { path: join(e.HOME, '.cache', 'm1nd-conformance', 'fixtures'), from: 'HOME' }
        : null;
  if (!chosen) return { unsafe: 'no fixture base: set M1ND_CONFORMANCE_FIXTURES, XDG_CACHE_HOME or HOME to a private directory' };
  return prepareBase(chosen.path, chosen.from, 0o700, false);
}

/**
 * A root-owned 0755 base outside /root for scenarios that run the implementation as another UID, which
 * must traverse to its fixture. Override with $M1ND_CONFORMANCE_SHARED_FIXTURES.
 */
export function sharedFixtureBase(env: HarnessEnv): FixtureBaseResult {
  const override = env.env.M1ND_CONFORMANCE_SHARED_FIXTURES;
  const path = override || SHARED_DEFAULT;
  return prepareBase(path, override ? 'M1ND_CONFORMANCE_SHARED_FIXTURES' : 'the shared default', 0o755, true);
}

function prepareBase(path: string, from: string, mode: number, shared: boolean): FixtureBaseResult {
  const variable = shared ? 'M1ND_CONFORMANCE_SHARED_FIXTURES' : 'M1ND_CONFORMANCE_FIXTURES';
  if (!isAbsolute(path)) return { unsafe: `fixture base ${path} (from ${from}) is not absolute: give an absolute path in ${variable}` };
  try {
    // The umask may narrow mkdir's mode; set it explicitly on every directory created here.
    const created = missingAncestors(path);
    mkdirSync(path, { recursive: true, mode });
    for (const dir of created) chmodSync(dir, mode);
  } catch (cause) {
    return { unsafe: `cannot create fixture base ${path} (from ${from}): ${(cause as Error).message}; set ${variable} to a directory you can create` };
  }
  const canonical = realpathSync(path);
  const problem = findUnsafeAncestor(canonical) ?? (shared ? findUntraversableAncestor(canonical) : null);
  if (problem) return { unsafe: `fixture base ${canonical} (from ${from}) is unsafe: ${problem}; point ${variable} at a directory whose every ancestor is writable only by its owner${shared ? ' and searchable by others' : ''}` };
  return { path: canonical };
}

function missingAncestors(path: string): string[] {
  const out: string[] = [];
  for (let current = path; !existsSync(current); current = dirname(current)) out.push(current);
  return out;
}

/** Another UID must be able to reach its fixture through every ancestor of a shared base. */
function findUntraversableAncestor(path: string): string | null {
  for (let current = path; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return `ancestor ${current} is not searchable by other UIDs (mode ${(statSync(current).mode & 0o7777).toString(8)})`;
    if (dirname(current) === current) return null;
  }
}

/** Walks the canonical chain from `path` up to `/`; returns why the first bad component is bad. */
export function findUnsafeAncestor(path: string): string | null {
  let current = path;
  for (;;) {
    let st;
    try {
      st = statSync(current);
    } catch (cause) {
      return `ancestor ${current} cannot be inspected (${(cause as Error).message})`;
    }
    if (!st.isDirectory()) return `ancestor ${current} is not a directory`;
    if ((st.mode & 0o022) !== 0) {
      const who = (st.mode & 0o002) !== 0 ? 'other' : 'group';
      return `ancestor ${current} is writable by ${who} (mode ${(st.mode & 0o7777).toString(8)})`;
    }
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}
