import { Then } from '@cucumber/cucumber';
import * as policy from '../harness/areas/policy/index.js';
import type { BatteryWorld } from './support/world.js';

// Tool arguments are written as JSON in the feature; `{repo:name}` stands for that repository's path.

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST with the golden "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, golden: string) {
  await policy.expectGoldenRefusal(this.scenario, tool, args, caller, golden);
});

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST naming "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, word: string) {
  await policy.expectRefusedNaming(this.scenario, tool, args, caller, [word]);
});

Then(/^(\S+) answers (\{.*\}) and (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, a: string, b: string, caller: string) {
  await policy.expectSameAnswer(this.scenario, tool, a, b, caller);
});

Then(/^the spellings "([^"]*)", "m1nd\.\1" and "m1nd_\1" answer (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, args: string, caller: string) {
  await policy.expectSpellingsAlike(this.scenario, tool, args, caller);
});

Then('the live tool list and the printed routing inventory name exactly the same tools', async function (this: BatteryWorld) {
  await policy.expectRouteParity(this.scenario);
});

Then('the printed routes admit no action above Ordinary except {string}', async function (this: BatteryWorld, action: string) {
  await policy.expectOnlyAllowlisted(this.scenario, action);
});

Then('the tools {names} are refused on every route yet advertised with their floor', async function (this: BatteryWorld, tools: string[]) {
  await policy.expectToolsRefusedButAdvertised(this.scenario, tools);
});
