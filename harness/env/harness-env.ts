import { randomBytes } from 'node:crypto';

/** The injected environment: the only view of process-wide state the harness uses. */
export interface HarnessEnv {
  env: Readonly<Record<string, string | undefined>>;
  now(): number;
  newId(prefix: string): string;
  uid: number;
  gid: number;
  platform: NodeJS.Platform;
}

/** The ONE place that reads process.env, Date.now and the process credentials. */
export function processHarnessEnv(): HarnessEnv {
  let counter = 0;
  return {
    env: Object.freeze({ ...process.env }),
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
