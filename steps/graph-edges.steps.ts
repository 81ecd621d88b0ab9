import { Given, Then } from '@cucumber/cucumber';
import * as tools from '../harness/areas/graph-tools/index.js';
import type { BatteryWorld } from './support/world.js';

// Calls and references between symbols (seed 000's resolver): known answers on REFERENCES_REPO.

Given('a repository {string} whose calls cross files through each language\'s imports', async function (this: BatteryWorld, name: string) {
  await tools.addReferencesRepo(this.scenario, name);
});

Then('the {word} of the symbol {string} reaches exactly {string}', async function (this: BatteryWorld, tool: string, start: string, reached: string) {
  if (tool !== 'impact' && tool !== 'trace') throw new Error(`"${tool}" is neither impact nor trace`);
  await tools.expectReachSymbols(this.scenario, tool, start, reached);
});

Then('missing lists among the unresolved uses {string}', async function (this: BatteryWorld, expected: string) {
  await tools.expectUnresolved(this.scenario, expected);
});
