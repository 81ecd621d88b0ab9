import { Then } from '@cucumber/cucumber';
import * as policy from '../harness/areas/policy/index.js';
import type { BatteryWorld } from './support/world.js';

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST with the golden "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, golden: string) {
  await policy.expectGoldenRefusal(this.scenario, caller, tool, policy.expandArguments(this.scenario, args), golden);
});

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST naming "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, word: string) {
  await policy.expectRefusedNaming(this.scenario, caller, tool, policy.expandArguments(this.scenario, args), [word]);
});

Then(/^(\S+) answers (\{.*\}) and (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, a: string, b: string, caller: string) {
  await policy.expectSameAnswer(this.scenario, caller, tool, policy.expandArguments(this.scenario, a), policy.expandArguments(this.scenario, b));
});

Then(/^the spellings "([^"]*)", "m1nd\.\1" and "m1nd_\1" answer (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, args: string, caller: string) {
  await policy.expectSpellingsAlike(this.scenario, caller, tool, policy.expandArguments(this.scenario, args));
});

Then('the live tool list and the printed routing inventory name exactly the same tools', async function (this: BatteryWorld) {
  await policy.expectRouteParity(this.scenario);
});

Then('the printed routes admit no action above Ordinary except {string}', async function (this: BatteryWorld, action: string) {
  policy.expectAllowlistExact(await policy.expectRouteParity(this.scenario), action);
});

Then(/^the tools ((?:"[a-z_]+"(?:, | and )?)+) are refused on every route yet advertised with their floor$/, async function (this: BatteryWorld, list: string) {
  const tools = [...list.matchAll(/"([a-z_]+)"/g)].map((m) => m[1] ?? '');
  await policy.expectRefusedToolsAdvertised(this.scenario, await policy.expectRouteParity(this.scenario), tools);
});
