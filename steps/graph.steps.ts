import { Given, Then } from '@cucumber/cucumber';
import * as shared from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

// The sentences every area shares about repositories, the served graph and the persisted snapshot.

// ---- repositories -------------------------------------------------------------------------------
Given('the sample repository {string}', async function (this: BatteryWorld, name: string) {
  await shared.addSampleRepo(this.scenario, name);
});

Given('another repository {string} defining the symbol {string}', async function (this: BatteryWorld, name: string, symbol: string) {
  await shared.addRepoWithSymbol(this.scenario, name, symbol);
});

Given('an empty repository {string}', async function (this: BatteryWorld, name: string) {
  await shared.addEmptyRepo(this.scenario, name);
});

Then('nothing was created or changed', async function (this: BatteryWorld) {
  await shared.expectNothingChanged(this.scenario);
});

// ---- answers of the served graph ------------------------------------------------------------------
Then('the search for {string} finds it in {string}', async function (this: BatteryWorld, label: string, file: string) {
  await shared.expectSearchFinds(this.scenario, label, file);
});

Then('the search for {string} finds nothing', async function (this: BatteryWorld, query: string) {
  await shared.expectSearchFindsNothing(this.scenario, query);
});

Then('seeking {string} finds {string}', async function (this: BatteryWorld, query: string, label: string) {
  await shared.expectSeekFinds(this.scenario, query, label);
});

Then('north reports a populated graph rooted at the repository {string}', async function (this: BatteryWorld, repo: string) {
  await shared.expectNorthRoots(this.scenario, repo);
});

Then('health reports the root set exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await shared.expectHealthRoots(this.scenario, repo);
});

Then('health reports graph and plasticity paths inside the runtime directory', async function (this: BatteryWorld) {
  await shared.expectHealthPathsInsideRuntime(this.scenario);
});

// ---- the persisted snapshot -----------------------------------------------------------------------
Then('the persisted snapshot holds {string} from the repository {string}', async function (this: BatteryWorld, label: string, repo: string) {
  await shared.expectSnapshotHolds(this.scenario, label, repo);
});

Then('the persisted root set is exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await shared.expectSnapshotRoots(this.scenario, repo);
});

Then('the persisted snapshot holds nothing from the repository {string}', async function (this: BatteryWorld, repo: string) {
  await shared.expectSnapshotNothingFrom(this.scenario, repo);
});

Then('the runtime directory holds the persisted snapshot', async function (this: BatteryWorld) {
  await shared.requireSnapshot(this.scenario);
});
