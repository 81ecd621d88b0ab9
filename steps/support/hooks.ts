import { After, Before, BeforeAll, Status, setDefaultTimeout } from '@cucumber/cucumber';
import { processHarnessEnv } from '../../harness/env/index.js';
import { loadLane, skipLine } from '../../harness/scenario/index.js';
import type { BatteryWorld } from './world.js';

// An upper bound for one step, never an ordering device: steps wait on exits, frames and seams.
setDefaultTimeout(60_000);

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

After(async function (this: BatteryWorld, { result }) {
  const scenario = this.started;
  if (!scenario) return;
  const failed = result?.status === Status.FAILED;
  if (failed) this.attach(scenario.transcript(), 'text/plain');
  const keepHome = processHarnessEnv().env.M1ND_CONFORMANCE_KEEP_FIXTURES === '1';
  const problems = await scenario.dispose({ keepHome });
  if (problems.length > 0) {
    if (!failed) this.attach(scenario.transcript(), 'text/plain');
    throw new Error(problems.join('\n'));
  }
});
