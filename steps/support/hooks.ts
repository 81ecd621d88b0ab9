import { After, Before, BeforeAll, Status, setDefaultTimeout, setParallelCanAssign } from '@cucumber/cucumber';
import { foldChildCoverage, processHarnessEnv } from '../../harness/env/index.js';
import { loadLane, skipLine } from '../../harness/lanes/index.js';
import { settleScenario } from '../../harness/replay/index.js';
import type { BatteryWorld } from './world.js';

// An upper bound for one step, never an ordering device: steps wait on exits, frames and seams.
setDefaultTimeout(60_000);

// Under parallel workers, a scenario that acts as another user or in its own mount namespace, or that holds
// the whole machine's attention (@serial: soak-like concurrency with timing budgets), runs with no other
// scenario beside it; every other scenario has its own fixture home and runs alongside.
const ALONE = new Set(['@needs:root', '@needs:mount-namespace', '@serial']);
setParallelCanAssign((candidate, running) => {
  const alone = (p: { tags: readonly { name: string }[] }) => p.tags.some((t) => ALONE.has(t.name));
  if (running.length === 0) return true;
  return !alone(candidate) && !running.some(alone);
});

BeforeAll(async function () {
  await loadLane(processHarnessEnv());
});

Before(async function (this: BatteryWorld, { pickle }) {
  this.lane = await loadLane(processHarnessEnv());
  this.scenarioName = pickle.name;
  const line = skipLine(pickle.tags.map((t) => t.name), this.lane);
  if (line !== null) {
    this.log(line);
    return 'skipped';
  }
  return undefined;
});

After(async function (this: BatteryWorld, { result, pickle }) {
  const scenario = this.started;
  if (!scenario) return;
  const failed = result?.status === Status.FAILED;
  if (failed) this.attach(scenario.transcript(), 'text/plain');
  // A failure keeps its fixture home and leaves a replay bundle; a pass removes the home.
  const { problems, replayLine } = await settleScenario(scenario, pickle, processHarnessEnv(), failed);
  // Under `npm run mutation` only: what this scenario's stopped children covered becomes the scenario's coverage.
  foldChildCoverage();
  if (problems.length > 0 && !failed) this.attach(scenario.transcript(), 'text/plain');
  if (replayLine) this.log(replayLine);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
