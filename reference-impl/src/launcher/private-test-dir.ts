import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Test support: a fresh directory whose whole ancestor chain passes the runtime rule. /tmp and often
 * /var/tmp are 1777, which the rule refuses, so the base defaults to the user's cache directory.
 */
export function makePrivateTestDir(prefix: string): string {
  const base = process.env.M1ND_TEST_PRIVATE_BASE ?? join(homedir(), '.cache', 'm1nd-ref-unit');
  mkdirSync(base, { recursive: true, mode: 0o700 });
  chmodSync(base, 0o700);
  for (let dir = base; ; dir = dirname(dir)) {
    const st = statSync(dir);
    if ((st.mode & 0o022) !== 0) {
      throw new Error(`test base ${base} has ancestor ${dir} writable by group or other; set M1ND_TEST_PRIVATE_BASE to a private directory`);
    }
    if (dir === '/') break;
  }
  return mkdtempSync(join(base, prefix));
}
