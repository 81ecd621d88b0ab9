import { diffTreeListings, listTree } from '../probes/index.js';
import type { Scenario } from './scenario.js';
import type { ServerRun } from './server-run.js';

/** The server answered `initialize` (a held seam reached first fails at once). */
export async function expectReady(s: Scenario, run: ServerRun = s.current): Promise<void> {
  try {
    await s.tripwire.race(run.ready());
  } catch (cause) {
    const tail = run.child.stderrLines.slice(-5).join(' | ') || '(no stderr)';
    throw new Error(`${run.label} did not become ready: ${(cause as Error).message}; stderr: ${tail}`, { cause });
  }
}

/** A startup refusal: non-zero exit, the code on stderr, and `initialize` never answered. */
export async function expectRefused(s: Scenario, code: string, run: ServerRun = s.current): Promise<void> {
  const where = `${run.label} (${run.plan.argv.join(' ')})`;
  // A server that answers initialize is not refusing: say so now instead of waiting for an exit that never comes.
  const answered = run.ready().then(
    () => { throw new Error(`${where} was expected to refuse with ${code}, but it answered initialize and serves; stderr: ${run.child.stderrLines.join(' | ') || '(none)'}`); },
    () => new Promise<never>(() => undefined),
  );
  const out = await Promise.race([run.outcome(s.boundMs), answered]);
  const problems: string[] = [];
  if (out.status.code === 0) problems.push('it exited with status 0; a refusal must exit non-zero');
  if (out.status.code === null) problems.push(`it ended by signal ${out.status.signal}, not by refusing`);
  if (!out.stderr.some((line) => line.includes(code))) problems.push(`stderr does not name ${code}`);
  if (out.answeredInitialize) problems.push('it answered initialize; a startup refusal never answers');
  if (problems.length > 0) {
    throw new Error(`${where} was expected to refuse with ${code}, but ${problems.join('; ')}. stderr: ${out.stderr.join(' | ') || '(none)'}`);
  }
}

/** The whole scenario directory (runtime, repositories, home, temp) is as it was before the start. */
export async function expectNothingChanged(s: Scenario): Promise<void> {
  const before = s.listingBeforeStart;
  if (!before) throw new Error('no server was started, so there is no before-state to compare with');
  const diff = diffTreeListings(before, await listTree(s.fixtureHome.root));
  if (diff.length > 0) throw new Error(`the refused start created or changed:\n  ${diff.slice(0, 20).join('\n  ')}`);
}

/** Ends the server's stdin (normal EOF). */
export function endInput(s: Scenario): void {
  s.current.child.closeStdin();
}

export function expectSeamNeverReached(s: Scenario, seam: string): void {
  if (s.seams.wasReached(seam)) throw new Error(`the implementation reached the seam "${seam}"; the prepared graph had to be reused`);
}
