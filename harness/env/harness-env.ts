import { randomBytes } from 'node:crypto';
import { COVERAGE_DIR_VARIABLE, coverageDirOfCurrentTest } from './mutation-coverage.js';

/** The injected environment: the only view of process-wide state the harness uses. */
export interface HarnessEnv {
  env: Readonly<Record<string, string | undefined>>;
  now(): number;
  newId(prefix: string): string;
  uid: number;
  gid: number;
  platform: NodeJS.Platform;
}

/** The variable a mutation-testing run activates one mutant by, in every process that loads mutated code. */
export const ACTIVE_MUTANT_VARIABLE = '__STRYKER_ACTIVE_MUTANT__';

/**
 * Under `npm run mutation` the test runner selects the active mutant in this process only; the mutated code
 * runs in server children, so the selection is handed on as the variable the instrumented code reads.
 */
function activeMutant(): Record<string, string> {
  const id = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__?.activeMutant;
  if (id !== undefined && id !== null) return { [ACTIVE_MUTANT_VARIABLE]: String(id) };
  // Stryker's coverage run: the children report what they reached, scenario by scenario (mutation-coverage.ts).
  const dir = coverageDirOfCurrentTest();
  return dir === null ? {} : { [COVERAGE_DIR_VARIABLE]: dir };
}

/** The ONE place that reads process.env, Date.now and the process credentials. */
export function processHarnessEnv(): HarnessEnv {
  let counter = 0;
  return {
    env: Object.freeze({ ...process.env, ...activeMutant() }),
    now: () => Date.now(),
    newId: (prefix: string) => `${prefix}-${process.pid}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}`,
    uid: typeof process.getuid === 'function' ? process.getuid() : -1,
    gid: typeof process.getgid === 'function' ? process.getgid() : -1,
    platform: process.platform,
  };
}

/** A deterministic environment for tests: fixed clock, counter ids. */
export function fakeHarnessEnv(overrides: Partial<HarnessEnv> = {}): HarnessEnv {
  let counter = 0;
  return {
    env: {},
    now: () => 1_700_000_000_000,
    newId: (prefix: string) => `${prefix}-${counter++}`,
    uid: 0,
    gid: 0,
    platform: 'linux',
    ...overrides,
  };
}
