import { Given, Then, When } from '@cucumber/cucumber';
import * as sb from '../harness/areas/system-blocks/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the snapshot ------------------------------------------------------------------------------
Then('the system-blocks snapshot answers alike over MCP and REST that no store is present, inventing no version, count or block', async function (this: BatteryWorld) {
  await sb.expectNoStore(this.scenario);
});

Then('the system-blocks snapshot answers alike over MCP and REST: present at store_version {int} with {int} blocks and skeleton coherence ok', async function (this: BatteryWorld, version: number, blocks: number) {
  await sb.expectSnapshotCoherent(this.scenario, version, blocks);
});

Then('the system-blocks snapshot reports a skeleton mismatch expecting the slug of the served repository and finding {string}', async function (this: BatteryWorld, found: string) {
  await sb.expectSkeletonMismatch(this.scenario, found);
});

Then('the system-blocks snapshot holds exactly the blocks of the seed {kit seed} at store_version {int}', async function (this: BatteryWorld, seed: sb.SeedName, version: number) {
  await sb.expectSnapshotHoldsSeed(this.scenario, seed, version);
});

Then('the system-blocks snapshot holds exactly the blocks of the seed {kit seed}', async function (this: BatteryWorld, seed: sb.SeedName) {
  await sb.expectSnapshotHoldsSeed(this.scenario, seed, null);
});

// ---- seed import -------------------------------------------------------------------------------
Given('the seed {kit seed} was imported into the system-blocks store', async function (this: BatteryWorld, seed: sb.SeedName) {
  await sb.seedImported(this.scenario, seed);
});

Given('the repository {string} holds the seed {kit seed} at {string}, and a link design\\/outside.json to a copy outside it', async function (this: BatteryWorld, repo: string, seed: sb.SeedName, path: string) {
  await sb.placeSeedFile(this.scenario, repo, seed, path);
});

When('the seed {kit seed} is imported inline over {door}', async function (this: BatteryWorld, seed: sb.SeedName, door: sb.Door) {
  await sb.importSeed(this.scenario, seed, door);
});

When('the seed {kit seed} is imported inline with force over {door}', async function (this: BatteryWorld, seed: sb.SeedName, door: sb.Door) {
  await sb.importSeed(this.scenario, seed, door, true);
});

When('the seed file {string} is imported over {door}', async function (this: BatteryWorld, path: string, door: sb.Door) {
  await sb.importSeedPath(this.scenario, path, door);
});

Then('the import answered store_version {int} and {int} blocks', function (this: BatteryWorld, version: number, blocks: number) {
  sb.expectImportAnswered(this.scenario, version, blocks);
});

Then('the import answered that the live state was overwritten', function (this: BatteryWorld) {
  sb.expectImportOverwrote(this.scenario);
});

// ---- refusals ----------------------------------------------------------------------------------
Then('{store call} is refused with {string} alike over MCP and REST, and the store is unchanged', async function (this: BatteryWorld, call: string, code: string) {
  await sb.expectCallRefused(this.scenario, call, code);
});

Then('system_blocks_ratify is refused with sovereign_authority_required alike over MCP and REST whatever ratifier it names, {string} and {string} included, and the store is unchanged', async function (this: BatteryWorld, first: string, second: string) {
  await sb.expectRatifyRefused(this.scenario, [null, 'agent', first, second]);
});

// ---- receipts ----------------------------------------------------------------------------------
Then('a good receipt for the block {string} with {origin} is declined human_gesture_required alike over MCP and REST, and the store is unchanged', async function (this: BatteryWorld, block: string, origin: string | null) {
  await sb.expectOriginDeclined(this.scenario, block, origin);
});

When('a good receipt for the block {string} is imported with {origin} over {door}', async function (this: BatteryWorld, block: string, origin: string | null, door: sb.Door) {
  await sb.importReceipt(this.scenario, block, origin, door);
});

Then('the import landed as one write: receipt_count {int}, the store_version one higher, the block holding the receipt', async function (this: BatteryWorld, count: number) {
  await sb.expectReceiptLanded(this.scenario, count);
});

Given('a good receipt for the block {string} expiring {string} was imported with imported_via {string}', async function (this: BatteryWorld, block: string, expires: string, origin: string) {
  await sb.receiptImported(this.scenario, block, origin, expires);
});

Given('the test clock reads {string}', function (this: BatteryWorld, instant: string) {
  sb.setTestClock(this.scenario, instant);
});

When('the test clock moves to {string}', function (this: BatteryWorld, instant: string) {
  sb.setTestClock(this.scenario, instant);
});

Then('receipt_recompute answers alike over MCP and REST that the receipt is fresh, evaluated at {string}', async function (this: BatteryWorld, instant: string) {
  await sb.expectRecompute(this.scenario, 'fresh', instant);
});

Then('receipt_recompute answers alike over MCP and REST that the receipt is stale with a reason, evaluated at {string}', async function (this: BatteryWorld, instant: string) {
  await sb.expectRecompute(this.scenario, 'stale', instant);
});

Then('receipt_recompute for the block {string} judges exactly the receipts {members}, alike over MCP and REST', async function (this: BatteryWorld, block: string, ids: string[]) {
  await sb.expectRecomputeJudges(this.scenario, block, ids, null);
});

Then('receipt_recompute for every block judges {int} receipts, {members} among them, alike over MCP and REST', async function (this: BatteryWorld, total: number, ids: string[]) {
  await sb.expectRecomputeJudges(this.scenario, null, ids, total);
});

Then('the system-blocks snapshot still holds the receipt', async function (this: BatteryWorld) {
  await sb.expectReceiptKept(this.scenario);
});

// ---- optimistic concurrency ------------------------------------------------------------------
Given('the clients {string} and {string} have read the system-blocks snapshot at the same store_version', async function (this: BatteryWorld, first: string, second: string) {
  await sb.clientsRead(this.scenario, [first, second]);
});

When('the client {string} imports a good receipt for the block {string} over {door}, keyed by the version it read', async function (this: BatteryWorld, client: string, block: string, door: sb.Door) {
  await sb.clientImports(this.scenario, client, block, door);
});

Then('the client {string} importing a good receipt for the block {string} over {door}, keyed by the version it read, is refused with {string} and the snapshot read back is the one the first write left', async function (this: BatteryWorld, client: string, block: string, door: sb.Door, code: string) {
  await sb.expectClientRefused(this.scenario, client, block, door, code);
});

// ---- companions that know the reference layout ------------------------------------------------
Given("the runtime's system-blocks store file is replaced by a record of another shape", async function (this: BatteryWorld) {
  await sb.damageStoreFile(this.scenario);
});

Given("the runtime's system-blocks store file is made writable by group and other", async function (this: BatteryWorld) {
  await sb.openStoreFileToOthers(this.scenario);
});

Then('{store call} is refused with {string} alike over MCP and REST, and the store file keeps its bytes', async function (this: BatteryWorld, call: string, code: string) {
  await sb.expectRefusedKeepingStoreFile(this.scenario, call, code);
});

// ---- a crash at the store's commit point -------------------------------------------------------
When('the seed {kit seed} is imported inline with force over {door} and held at the seam {string}', async function (this: BatteryWorld, seed: sb.SeedName, door: sb.Door, seam: string) {
  await sb.importSeedHeldAt(this.scenario, seed, door, seam);
});

Then('the system-blocks snapshot is the one read, or holds exactly the blocks of the seed {kit seed} one version on', async function (this: BatteryWorld, seed: sb.SeedName) {
  await sb.expectSnapshotOldOrSeed(this.scenario, seed);
});

// ---- a crash of any store writer at the store's commit point -------------------------------------
Given('the store a completed {word} {json object} naming {version key} leaves is computed on a copy of the runtime', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, key: sb.VersionKey) {
  await sb.computeCompletedWrite(this.scenario, tool, args, key);
});

Given('the store a completed {word} {json object} leaves is computed on a copy of the runtime', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>) {
  await sb.computeCompletedWrite(this.scenario, tool, args, null);
});

When('{word} {json object} naming {version key} is called over {door} and held at the seam {string}', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, key: sb.VersionKey, door: sb.Door, seam: string) {
  await sb.callHeldAt(this.scenario, tool, args, key, door, seam);
});

When('{word} {json object} is called over {door} and held at the seam {string}', async function (this: BatteryWorld, tool: string, args: Record<string, unknown>, door: sb.Door, seam: string) {
  await sb.callHeldAt(this.scenario, tool, args, null, door, seam);
});

Then('the system-blocks snapshot is the one read, or the one the completed write leaves, never a torn one', async function (this: BatteryWorld) {
  await sb.expectSnapshotOldOrCompleted(this.scenario);
});
