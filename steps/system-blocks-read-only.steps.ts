import { Given, Then, When } from '@cucumber/cucumber';
import * as blocks from '../harness/areas/system-blocks/index.js';
import type { ServerRole } from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- a second life of the owner, attached read-only -----------------------------------------------
When('the HTTP owner of {string} is restarted on the same runtime with M1ND_READ_ONLY set to {string}', async function (this: BatteryWorld, repo: string, value: string) {
  await blocks.restartReadOnly(this.scenario, repo, { variable: value });
});

When('the HTTP owner of {string} is restarted on the same runtime with the flag --read-only', async function (this: BatteryWorld, repo: string) {
  await blocks.restartReadOnly(this.scenario, repo, 'flag');
});

// ---- the same runtime served over stdio, attached read-only ------------------------------------------
When('the HTTP owner of {string} stops and a stdio server starts on the same runtime with M1ND_READ_ONLY set to {string}', async function (this: BatteryWorld, repo: string, value: string) {
  await blocks.attachReadOnlyOverStdio(this.scenario, repo, [{ variable: value }]);
});

When('the HTTP owner of {string} stops and a stdio server starts on the same runtime with the flag --read-only and M1ND_READ_ONLY set to {string}', async function (this: BatteryWorld, repo: string, value: string) {
  await blocks.attachReadOnlyOverStdio(this.scenario, repo, ['flag', { variable: value }]);
});

Then('over stdio, {word} {json object} naming {version key} is refused with {string} naming {string} and changes nothing', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, key: blocks.VersionKey, code: string, named: string) {
  await blocks.expectRefusedOverStdio(this.scenario, tool, args, key, code, named);
});

Then('over stdio, {word} {json object} is refused with {string} naming {string} and changes nothing', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, code: string, named: string) {
  await blocks.expectRefusedOverStdio(this.scenario, tool, args, null, code, named);
});

Then('over stdio, the snapshot is exactly the one read', async function (this: BatteryWorld) {
  await blocks.expectStdioSnapshotAsRead(this.scenario);
});

Then('over stdio, receipt_recompute judges the receipt {string} fresh', async function (this: BatteryWorld, receipt: string) {
  await blocks.expectStdioReceiptFresh(this.scenario, receipt);
});

// ---- a read-only switch that is neither on nor off --------------------------------------------------
Given('the launcher sets M1ND_READ_ONLY to {string}', function (this: BatteryWorld, value: string) {
  blocks.setReadOnlyVariable(this.scenario, value);
});

Then("{server}'s standard error names M1ND_READ_ONLY, the value {string} and the values it accepts", function (this: BatteryWorld, role: ServerRole, value: string) {
  blocks.expectStderrNamesReadOnlySwitch(this.scenario, role, value);
});
