import { Given, Then } from '@cucumber/cucumber';
import * as agent from '../harness/areas/agent-cli/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- a listener posing as a served owner, in a registry the scenario plants ------------------------
Given('a recording listener poses as a served owner of the repository {string}, with {string}', async function (this: BatteryWorld, repo: string, defect: string) {
  if (!(agent.PLANT_DEFECTS as readonly string[]).includes(defect)) throw new Error(`no planted-owner defect "${defect}"; use one of: ${agent.PLANT_DEFECTS.join(', ')}`);
  await agent.plantOwner(this.scenario, repo, defect as agent.PlantDefect);
});

Then('the listener received no credential', function (this: BatteryWorld) {
  agent.expectNoCredentialSent(this.scenario);
});

Then("the listener received the bearer of the runtime its entry names", function (this: BatteryWorld) {
  agent.expectRuntimeTokenSent(this.scenario);
});
