import type { Scenario } from '../../scenario/index.js';
import { expectCleanStop, httpArea, serveRepository } from '../http/index.js';

/** The upstream variable that attaches a server read-only; the child environment never inherits it. */
export const READ_ONLY_VARIABLE = 'M1ND_READ_ONLY';
export const READ_ONLY_FLAG = '--read-only';

/** How a scenario asks for a read-only attach: the variable with a value, or the flag. */
export type ReadOnlyChannel = { variable: string } | 'flag';

/**
 * Stops the serving owner cleanly, then serves `repo` again on the same runtime attached read-only through
 * `channel`: the store a writable life left behind is what the read-only life must keep.
 */
export async function restartReadOnly(s: Scenario, repo: string, channel: ReadOnlyChannel): Promise<void> {
  httpArea(s).current.child.signal('SIGTERM');
  await expectCleanStop(s);
  if (channel === 'flag') s.launch.extraArgs.push(READ_ONLY_FLAG);
  else s.launch.extraEnv[READ_ONLY_VARIABLE] = channel.variable;
  await serveRepository(s, repo);
}
