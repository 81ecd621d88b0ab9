import { defineArea, type Scenario } from './scenario.js';

/** How an armed seam stops the implementation: park until released, or fail as an injected fault. */
export type SeamArm = 'hold' | 'fail';

const ARMS = defineArea('seam-arms', () => ({ armed: new Set<string>() }));

/** Arms `seam` for the next process that reaches it; markers of an earlier use are cleared first. */
export async function armSeam(s: Scenario, seam: string, arm: SeamArm): Promise<void> {
  await s.prepareHome();
  s.seams.reset(seam);
  if (arm === 'hold') s.seams.hold(seam);
  else s.seams.fail(seam);
  s.area(ARMS).armed.add(seam);
}

/** Lets whatever is parked at `seam` go on. */
export function releaseSeam(s: Scenario, seam: string): void {
  s.seams.release(seam);
}

/** Clears every seam the scenario armed (a killed or ended process left them), so the next start meets none. */
export function disarmSeams(s: Scenario): void {
  const { armed } = s.area(ARMS);
  for (const seam of armed) s.seams.reset(seam);
  armed.clear();
}

/** Holds a seam from now on as a tripwire: reaching it fails the waiting step at once with `why`. */
export async function holdSeamAsTripwire(s: Scenario, seam: string, why: string): Promise<void> {
  await armSeam(s, seam, 'hold');
  s.tripwire.arm(seam, why);
}

/** Arms `seam` to hold, runs `start`, and returns once the process it started wrote the reached marker. */
export async function startHeldAtSeam<T extends { child: { pid: number } }>(s: Scenario, seam: string, start: () => Promise<T>): Promise<T> {
  await armSeam(s, seam, 'hold');
  const run = await start();
  await s.seams.waitReached(seam, run.child.pid, s.boundMs);
  return run;
}
