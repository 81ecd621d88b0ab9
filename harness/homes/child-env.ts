import type { HarnessEnv } from '../env/index.js';
import type { FixtureHome } from './fixture-home.js';

// The mutation-testing variables pass through so mutated reference code runs mutated in the children too,
// and reports what it reached while Stryker measures coverage.
const PASSED_THROUGH = ['PATH', 'LANG', 'LC_ALL', 'NODE_V8_COVERAGE', '__STRYKER_ACTIVE_MUTANT__', 'M1ND_MUTATION_COVERAGE_DIR'] as const;
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * The child environment, built from scratch: a short allow-list from the harness env, home and temp from
 * the fixture, then `extra` (the only way a scrubbed variable such as M1ND_WORKSPACE_ROOT reaches a child).
 */
export function childEnv(h: FixtureHome, env: HarnessEnv, extra: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = env.env[name];
    if (value !== undefined) out[name] = value;
  }
  out.PATH ??= DEFAULT_PATH;
  out.LANG ??= 'C.UTF-8';
  out.HOME = h.home;
  out.TMPDIR = h.tmp;
  out.TMP = h.tmp;
  out.TEMP = h.tmp;
  out.XDG_CACHE_HOME = h.xdgCache;
  out.XDG_CONFIG_HOME = h.xdgConfig;
  return { ...out, ...extra };
}
