import { When } from '@cucumber/cucumber';
import * as blocks from '../harness/areas/system-blocks/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- a second life of the owner, attached read-only -----------------------------------------------
When('the HTTP owner of {string} is restarted on the same runtime with M1ND_READ_ONLY set to {string}', async function (this: BatteryWorld, repo: string, value: string) {
  await blocks.restartReadOnly(this.scenario, repo, { variable: value });
});

When('the HTTP owner of {string} is restarted on the same runtime with the flag --read-only', async function (this: BatteryWorld, repo: string) {
  await blocks.restartReadOnly(this.scenario, repo, 'flag');
});
