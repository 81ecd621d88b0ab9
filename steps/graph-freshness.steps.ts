import { Given, Then, When } from '@cucumber/cucumber';
import * as tools from '../harness/areas/graph-tools/index.js';
import type { BatteryWorld } from './support/world.js';

// search serves what was ingested; am_i_stale and drift judge the bytes on disk.

Given('the file {string} of the repository {string} was last modified at {string}', async function (this: BatteryWorld, file: string, repo: string, iso: string) {
  await tools.setModifiedAt(this.scenario, repo, file, iso);
});

When('in the repository {string} the file {string} gains the word {string}', async function (this: BatteryWorld, repo: string, file: string, word: string) {
  await tools.addWordAfterIngest(this.scenario, repo, file, word);
});

When('in the repository {string} the file {string} is rewritten keeping its size and modification time', async function (this: BatteryWorld, repo: string, file: string) {
  await tools.rewriteKeepingSizeAndMtime(this.scenario, repo, file);
});

Then('searching {string} finds it in {string}', async function (this: BatteryWorld, query: string, file: string) {
  await tools.expectSearchFindsIn(this.scenario, query, file);
});

Then('searching {string} finds nothing in {string}', async function (this: BatteryWorld, query: string, file: string) {
  await tools.expectSearchFindsNothingIn(this.scenario, query, file);
});
