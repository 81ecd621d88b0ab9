import { Given, Then, When } from '@cucumber/cucumber';
import * as h from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

Given('the sample repository {string}', async function (this: BatteryWorld, name: string) {
  await h.addSampleRepo(this.scenario, name);
});

Given('another repository {string} defining the symbol {string}', async function (this: BatteryWorld, name: string, symbol: string) {
  await h.addRepoWithSymbol(this.scenario, name, symbol);
});

Given('an empty repository {string}', async function (this: BatteryWorld, name: string) {
  await h.addEmptyRepo(this.scenario, name);
});

When(/^the server starts (?:again )?with the repository "([^"]*)" granted$/, async function (this: BatteryWorld, repo: string) {
  await this.scenario.start(this.scenario.repo(repo));
});

Then('the server is ready', async function (this: BatteryWorld) {
  await h.expectReady(this.scenario);
});

Then('startup is refused with {string}', async function (this: BatteryWorld, code: string) {
  await h.expectRefused(this.scenario, code);
});

Then('nothing was created or changed', async function (this: BatteryWorld) {
  await h.expectNothingChanged(this.scenario);
});

Then('the search for {string} finds it in {string}', async function (this: BatteryWorld, label: string, file: string) {
  await h.expectSearchFinds(this.scenario, label, file);
});

Then('the search for {string} finds nothing', async function (this: BatteryWorld, query: string) {
  await h.expectSearchFindsNothing(this.scenario, query);
});

Then('seeking {string} finds {string}', async function (this: BatteryWorld, query: string, label: string) {
  await h.expectSeekFinds(this.scenario, query, label);
});

Then('north reports a populated graph rooted at the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectNorthRoots(this.scenario, repo);
});

Then('health reports the root set exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectHealthRoots(this.scenario, repo);
});

When("the server's input ends", function (this: BatteryWorld) {
  h.endInput(this.scenario);
});

Then('the server exits with status {int}', async function (this: BatteryWorld, code: number) {
  await h.expectExitStatus(this.scenario, code);
});

Given(/^the seam "([^"]*)" is held from now on$/, async function (this: BatteryWorld, seam: string) {
  await h.holdSeam(this.scenario, seam, 'the graph was already prepared, so no scan may happen');
});

Then('the seam {string} was never reached', function (this: BatteryWorld, seam: string) {
  h.expectSeamNeverReached(this.scenario, seam);
});

Then('the persisted snapshot holds {string} from the repository {string}', async function (this: BatteryWorld, label: string, repo: string) {
  await h.expectSnapshotHolds(this.scenario, label, repo);
});

Then('the persisted root set is exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectSnapshotRoots(this.scenario, repo);
});

Then('the persisted snapshot holds nothing from the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectSnapshotNothingFrom(this.scenario, repo);
});

Then('health reports graph and plasticity paths inside the runtime directory', async function (this: BatteryWorld) {
  await h.expectHealthPathsInsideRuntime(this.scenario);
});
