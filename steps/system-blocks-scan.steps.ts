import { Given, Then, When } from '@cucumber/cucumber';
import type { BoundaryHeader } from '../harness/areas/http/index.js';
import * as scan from '../harness/areas/system-blocks/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the repository, the store before the scan, the daemon and the listener ------------------------
Given('the modular repository {string}, whose files carry a body marker', async function (this: BatteryWorld, name: string) {
  await scan.addModularRepo(this.scenario, name);
});

Given('the store holds the imported candidate seed of one block "legacy"', async function (this: BatteryWorld) {
  await scan.importLegacySeed(this.scenario);
});

Given('the runtime holds a ratified store of one block "legacy" in the reference layout', async function (this: BatteryWorld) {
  await scan.placeRatifiedStore(this.scenario);
});

Given('a naming daemon on loopback that {daemon behaviour}', async function (this: BatteryWorld, behaviour: scan.DaemonBehaviour) {
  await scan.startNamingDaemon(this.scenario, behaviour);
});

Given("a client listens on the owner's event stream", async function (this: BatteryWorld) {
  await scan.listenToEvents(this.scenario);
});

Given('a skeleton candidate was scanned with heuristic naming', async function (this: BatteryWorld) {
  await scan.scanLanded(this.scenario);
});

Given('a skeleton candidate was scanned with heuristic naming while nobody listened', async function (this: BatteryWorld) {
  await scan.scanNobodyListening(this.scenario);
});

// ---- the scan ---------------------------------------------------------------------------------------
When('a skeleton candidate is scanned over {scan door} with {naming mode} and {expected version}', async function (this: BatteryWorld, door: scan.ScanDoor, naming: scan.NamingMode, expected: scan.ExpectedVersion) {
  await scan.scanCandidate(this.scenario, door, naming, expected);
});

When('a skeleton candidate is scanned over {scan door} with {naming mode}, {expected version} and a review limit of {int}', async function (this: BatteryWorld, door: scan.ScanDoor, naming: scan.NamingMode, expected: scan.ExpectedVersion, limit: number) {
  await scan.scanCandidate(this.scenario, door, naming, expected, limit);
});

When('a skeleton candidate is scanned over MCP and over REST naming {expected version}', async function (this: BatteryWorld, expected: scan.ExpectedVersion) {
  await scan.scanThroughBothDoors(this.scenario, expected);
});

// ---- the answer and the store -------------------------------------------------------------------------
Then('the scan answered the transaction {string} at store_version {int}', function (this: BatteryWorld, transaction: string, version: number) {
  scan.expectScanAnswered(this.scenario, transaction, version);
});

Then('the scan answered the review limit {int} with every block of a candidate of more than {int} blocks', function (this: BatteryWorld, limit: number, atLeast: number) {
  scan.expectReviewLimitEchoed(this.scenario, limit, atLeast);
});

Then("the candidate's members are exactly the repository's files, none of them a file of the runtime directory", async function (this: BatteryWorld) {
  await scan.expectMembersFromCodeRoot(this.scenario);
});

Then("the system-blocks snapshot holds the candidate's blocks at store_version {int}", async function (this: BatteryWorld, version: number) {
  await scan.expectSnapshotHoldsCandidate(this.scenario, version);
});

Then('the scan is refused {string} and the store is as it was', async function (this: BatteryWorld, code: string) {
  await scan.expectScanRefused(this.scenario, code);
});

Then('the refusal is the same on both doors', function (this: BatteryWorld) {
  scan.expectRefusalSameOnBothDoors(this.scenario);
});

Then("the ratified blocks are unchanged and the store holds the candidate's blocks as its candidate revision", async function (this: BatteryWorld) {
  await scan.expectRatifiedKeptWithRevision(this.scenario);
});

Then('its candidate seed and report are those of the scan nobody listened to', function (this: BatteryWorld) {
  scan.expectSameAsUnlistened(this.scenario);
});

// ---- the phases on the event stream ---------------------------------------------------------------
Then('the event stream narrated the phases {names}', async function (this: BatteryWorld, names: string[]) {
  await scan.expectPhases(this.scenario, names);
});

Then("the phases counted the repository's files, the graph's nodes and edges, and the candidate's blocks", async function (this: BatteryWorld) {
  await scan.expectPhaseCounts(this.scenario);
});

Then("the naming phase counted the candidate's blocks and their waves of four", async function (this: BatteryWorld) {
  await scan.expectNamingPhaseCounts(this.scenario);
});

Then('the failed phase carries its error', async function (this: BatteryWorld) {
  await scan.expectFailedWithError(this.scenario);
});

Then('no phase event carries a percent, pct, progress, fraction or ratio field', async function (this: BatteryWorld) {
  await scan.expectNoFractionFields(this.scenario);
});

Then('a subscription to the event stream with the {boundary header} {string} is answered 403 {string}', async function (this: BatteryWorld, header: BoundaryHeader, value: string, code: string) {
  await scan.expectEventsHeaderRejected(this.scenario, header, value, code);
});

Then('a subscription to the event stream with the bearer is served as an event stream', async function (this: BatteryWorld) {
  await scan.expectEventsServed(this.scenario);
});

// ---- naming ---------------------------------------------------------------------------------------
Then("the scan's naming was applied by {naming outcome}", function (this: BatteryWorld, applied: scan.NamingApplied) {
  scan.expectNamingApplied(this.scenario, applied);
});

Then("the scan's report says the naming runner {runner availability}", function (this: BatteryWorld, available: boolean) {
  scan.expectRunnerAvailability(this.scenario, available);
});

Then('every block of the candidate was named {naming split}', function (this: BatteryWorld, split: scan.NamedBySplit) {
  scan.expectNamedBy(this.scenario, split);
});

Then('every block the runner named needs no owner naming, and every block the heuristic named needs it', function (this: BatteryWorld) {
  scan.expectOwnerNamingFollowsNamedBy(this.scenario);
});

Then("no control character reached the scan's answer or the store", async function (this: BatteryWorld) {
  await scan.expectNoControlCharacters(this.scenario);
});

Then('the runner named exactly the blocks the daemon answered before it died', function (this: BatteryWorld) {
  scan.expectRunnerNamedAnswered(this.scenario);
});

Then('the naming daemon received one packet per block, signed with the shared secret and naming its member paths', function (this: BatteryWorld) {
  scan.expectOnePacketPerBlock(this.scenario);
});

Then('no packet the naming daemon received holds a file body', function (this: BatteryWorld) {
  scan.expectNoFileBodyInPackets(this.scenario);
});

Then('the naming daemon received no packet', function (this: BatteryWorld) {
  scan.expectNoPacket(this.scenario);
});

Then('every packet the naming daemon received was signed with a secret it does not expect', function (this: BatteryWorld) {
  scan.expectEveryPacketUnsigned(this.scenario);
});
