import { Then } from '@cucumber/cucumber';
import * as h from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST with the golden "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, golden: string) {
  await h.expectGoldenRefusal(this.scenario, caller, tool, h.expandArguments(this.scenario, args), golden);
});

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST naming "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, word: string) {
  await h.expectRefusedNaming(this.scenario, caller, tool, h.expandArguments(this.scenario, args), [word]);
});

Then(/^(\S+) answers (\{.*\}) and (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, a: string, b: string, caller: string) {
  await h.expectSameAnswer(this.scenario, caller, tool, h.expandArguments(this.scenario, a), h.expandArguments(this.scenario, b));
});

Then(/^the spellings "([^"]*)", "m1nd\.\1" and "m1nd_\1" answer (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, args: string, caller: string) {
  await h.expectSpellingsAlike(this.scenario, caller, tool, h.expandArguments(this.scenario, args));
});

Then('the live tool list and the printed routing inventory name exactly the same tools', async function (this: BatteryWorld) {
  await h.expectRouteParity(this.scenario);
});

Then('the printed routes admit no action above Ordinary except {string}', async function (this: BatteryWorld, action: string) {
  h.expectAllowlistExact(await h.expectRouteParity(this.scenario), action);
});

Then(/^the tools ((?:"[a-z_]+"(?:, | and )?)+) are refused on every route yet advertised with their floor$/, async function (this: BatteryWorld, list: string) {
  const tools = [...list.matchAll(/"([a-z_]+)"/g)].map((m) => m[1] ?? '');
  await h.expectRefusedToolsAdvertised(this.scenario, await h.expectRouteParity(this.scenario), tools);
});
