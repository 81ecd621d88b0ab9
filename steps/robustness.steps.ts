import { When } from '@cucumber/cucumber';
import * as robustness from '../harness/areas/robustness/index.js';
import type { BatteryWorld } from './support/world.js';

// Each sentence runs a generated campaign from a reported seed and fails naming the input and the replay.
When('generated hostile frames are written to the server, a ping after each batch', async function (this: BatteryWorld) {
  await robustness.sendHostileFrames(this.scenario, (line) => this.log(line));
});

When('every advertised tool is called with arguments that break its own input schema', async function (this: BatteryWorld) {
  await robustness.callToolsWithBrokenArguments(this.scenario, (line) => this.log(line));
});

When('generated hostile HTTP requests are sent to the HTTP owner, an authorized health request after each batch', async function (this: BatteryWorld) {
  await robustness.sendHostileRequests(this.scenario, (line) => this.log(line));
});
