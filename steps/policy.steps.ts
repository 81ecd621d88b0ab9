import { Then, When, type DataTable } from '@cucumber/cucumber';
import * as policy from '../harness/areas/policy/index.js';
import type { BatteryWorld } from './support/world.js';

// Tool arguments are written as JSON in the feature; `{repo:name}` stands for that repository's path.

Then(/^(\S+) (\{.*\}) from the repository "([^"]*)" is refused over MCP and REST with the golden "([^"]*)"$/, async function (this: BatteryWorld, tool: string, args: string, caller: string, golden: string) {
  await policy.expectGoldenRefusal(this.scenario, tool, args, caller, golden);
});

Then(/^(\S+) answers (\{.*\}) and (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, a: string, b: string, caller: string) {
  await policy.expectSameAnswer(this.scenario, tool, a, b, caller);
});

Then(/^the spellings "([^"]*)", "m1nd\.\1" and "m1nd_\1" answer (\{.*\}) from the repository "([^"]*)" alike over MCP and REST$/, async function (this: BatteryWorld, tool: string, args: string, caller: string) {
  await policy.expectSpellingsAlike(this.scenario, tool, args, caller);
});

Then('these calls from the repository {string} are refused over MCP and REST, each naming what its route does not know, alike on both doors and changing nothing:', async function (this: BatteryWorld, caller: string, table: DataTable) {
  await policy.expectSelectorsRefused(this.scenario, caller, table.raw());
});

Then('the tools {quoted words} from the repository {string} are refused over MCP and REST as unknown tools, changing nothing', async function (this: BatteryWorld, tools: string[], caller: string) {
  await policy.expectUnknownToolsRefused(this.scenario, caller, tools);
});

// ---- the gate sweep: every call of the kit's routing table (features/policy/routing-table.yaml) ---------------

When('every call of the kit\'s routing table is made over MCP and REST from the repository {string}, watching searches for {quoted words}', async function (this: BatteryWorld, caller: string, queries: string[]) {
  await policy.sweepRoutingTable(this.scenario, caller, queries);
});

When('every call of the kit\'s routing table is made over MCP and REST on the read-only attach from the repository {string}, watching searches for {quoted words}', async function (this: BatteryWorld, caller: string, queries: string[]) {
  await policy.sweepRoutingTable(this.scenario, caller, queries, true);
});

Then('every call that passes the gate and writes answered {string} naming its action, alike on both doors, and every read was not refused', function (this: BatteryWorld, code: string) {
  if (code !== policy.READ_ONLY_CODE) throw new Error(`the read-only refusal code is ${policy.READ_ONLY_CODE}; the feature names ${code}`);
  policy.expectReadOnlyWritesRefused(this.scenario);
});

Then('every call above the ordinary floor answered its refusal with the same bytes on both doors, on a second call and for every call of the same action', function (this: BatteryWorld) {
  policy.expectAboveFloorRefused(this.scenario);
});

Then('no refused call changed the granted trees, the graph\'s counts and roots, or a watched search', function (this: BatteryWorld) {
  policy.expectRefusedChangedNothing(this.scenario);
});

Then('every call at or below the ordinary floor, and the allowlisted refresh, passed the gate on both doors', function (this: BatteryWorld) {
  policy.expectOrdinaryPassed(this.scenario);
});

Then('the advertised tools are exactly the routed ones: no tool twice, none unknown when called, and every other name of the table, like {quoted words}, unknown on both doors', async function (this: BatteryWorld, probes: string[]) {
  await policy.expectAdvertisedEqualsRouted(this.scenario, probes);
});

Then('every advertised tool the routing table does not know, called bare, changed neither the granted trees nor the root set', function (this: BatteryWorld) {
  policy.expectUnlistedToolsHarmless(this.scenario);
});

Then('the tools {quoted words} are advertised, each naming the floor the routing table gives it', function (this: BatteryWorld, tools: string[]) {
  policy.expectAdvertisedWithFloor(this.scenario, tools);
});

Then('the printed routes agree with the routing table and with what the gate answered on the wire', async function (this: BatteryWorld) {
  await policy.expectRoutesAgreeWithSweep(this.scenario);
});

// ---- the implementation's own report (`--print-routes`, the introspection capability) ---------------------

Then('the live tool list and the printed routing inventory name exactly the same tools', async function (this: BatteryWorld) {
  await policy.expectRouteParity(this.scenario);
});

Then('the printed routes admit no action above Ordinary except {string}', async function (this: BatteryWorld, action: string) {
  await policy.expectOnlyAllowlisted(this.scenario, action);
});

Then('the tools {names} are refused on every route yet advertised with their floor', async function (this: BatteryWorld, tools: string[]) {
  await policy.expectToolsRefusedButAdvertised(this.scenario, tools);
});
