import { Given, Then, When } from '@cucumber/cucumber';
import * as blocks from '../harness/areas/system-blocks/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the store and the tree it maps ---------------------------------------------------------------
Given('the system-blocks store holds the four-block edit seed', async function (this: BatteryWorld) {
  await blocks.importEditSeed(this.scenario);
});

Given('the sample repository {string} as a plain folder outside git', async function (this: BatteryWorld, name: string) {
  await blocks.addPlainSampleRepo(this.scenario, name);
});

Given('the block {string} holds the receipt {string} earned at its current boundary', async function (this: BatteryWorld, block: string, receipt: string) {
  await blocks.landReceipt(this.scenario, block, receipt);
});

Given('a client reads the system-blocks snapshot', async function (this: BatteryWorld) {
  await blocks.readAndRememberSnapshot(this.scenario);
});

When('the file {string} of the repository {string} is moved to {string}', async function (this: BatteryWorld, from: string, repo: string, to: string) {
  await blocks.moveRepoFile(this.scenario, repo, from, to, false);
});

When('the file {string} of the repository {string} is moved to {string} and the move committed', async function (this: BatteryWorld, from: string, repo: string, to: string) {
  await blocks.moveRepoFile(this.scenario, repo, from, to, true);
});

// ---- calling the verbs ------------------------------------------------------------------------------
When('{word} {json object} is called over {door} naming {version key}', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, door: blocks.Door, key: blocks.VersionKey) {
  await blocks.callVerb(this.scenario, door, tool, args, key);
});

When('{word} {json object} is called over {door}', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, door: blocks.Door) {
  await blocks.callVerb(this.scenario, door, tool, args, null);
});

Then('{word} {json object} naming {version key} is refused over MCP and REST with {string} naming {string}, alike on both doors and changing nothing', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, key: blocks.VersionKey, code: string, named: string) {
  await blocks.expectRefusedAlike(this.scenario, tool, args, key, code, named);
});

Then('{word} {json object} is refused over MCP and REST with {string} naming {string}, alike on both doors and changing nothing', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, code: string, named: string) {
  await blocks.expectRefusedAlike(this.scenario, tool, args, null, code, named);
});

// ---- what a client reads afterwards ------------------------------------------------------------------
Then('the store version is the version read plus one', async function (this: BatteryWorld) {
  await blocks.expectVersionMoved(this.scenario, 1);
});

Then('the store version is still the version read', async function (this: BatteryWorld) {
  await blocks.expectVersionMoved(this.scenario, 0);
});

Then('the snapshot is exactly the one read', async function (this: BatteryWorld) {
  await blocks.expectSnapshotAsRead(this.scenario);
});

Then('the block {string} is {word}', async function (this: BatteryWorld, block: string, state: string) {
  await blocks.expectBlockState(this.scenario, block, state);
});

Then('the snapshot counts {int} blocks, {int} of them archived', async function (this: BatteryWorld, count: number, archived: number) {
  await blocks.expectCountedWithArchived(this.scenario, count, archived);
});

Then('the block {string} kept its members, boundary and receipts', async function (this: BatteryWorld, block: string) {
  await blocks.expectBlockKeptItsHistory(this.scenario, block);
});

Then('the block {string} is gone from the snapshot', async function (this: BatteryWorld, block: string) {
  await blocks.expectBlockAbsent(this.scenario, block);
});

Then('the snapshot holds exactly the blocks {members}', async function (this: BatteryWorld, ids: string[]) {
  await blocks.expectBlockIds(this.scenario, ids);
});

Then('the block {string} has exactly the members {members}', async function (this: BatteryWorld, block: string, members: string[]) {
  await blocks.expectBlockMembers(this.scenario, block, members);
});

Then('the block {string} is named {string} by the seat {string}', async function (this: BatteryWorld, block: string, name: string, seat: string) {
  await blocks.expectBlockNamedBy(this.scenario, block, name, seat);
});

Then('the block {string} is at boundary version {int}', async function (this: BatteryWorld, block: string, version: number) {
  await blocks.expectBoundaryVersion(this.scenario, block, version);
});

Then('receipt_recompute judges the receipt {string} fresh', async function (this: BatteryWorld, receipt: string) {
  await blocks.expectReceiptJudged(this.scenario, receipt, 'fresh', null);
});

Then('receipt_recompute judges the receipt {string} stale by {string}', async function (this: BatteryWorld, receipt: string, reason: string) {
  await blocks.expectReceiptJudged(this.scenario, receipt, 'stale', reason);
});

Then("the answer's {string} is {json value}", function (this: BatteryWorld, field: string, value: unknown) {
  blocks.expectAnswerField(this.scenario, field, value);
});

Then('the reconcile names exactly {members} as moved', function (this: BatteryWorld, ids: string[]) {
  blocks.expectMovedBlocks(this.scenario, ids);
});

Then('the reconcile names no block as moved', function (this: BatteryWorld) {
  blocks.expectMovedBlocks(this.scenario, []);
});

Then('the reconcile surfaces {string} as unmapped and nothing under {string}', function (this: BatteryWorld, file: string, ignored: string) {
  blocks.expectUnmapped(this.scenario, file, ignored);
});

Then('the lease is held by {string} until {instant}', function (this: BatteryWorld, agent: string, until: number) {
  blocks.expectLease(this.scenario, agent, until);
});

Then('the lease is held by {string} until an instant after {instant}', function (this: BatteryWorld, agent: string, after: number) {
  blocks.expectLeaseHeldAfter(this.scenario, agent, after);
});

Then('the lease is held by {string}', function (this: BatteryWorld, agent: string) {
  blocks.expectLeaseHeldBy(this.scenario, agent);
});

Then('the lease is free', function (this: BatteryWorld) {
  blocks.expectLease(this.scenario, null, null);
});
