import { Given, Then, When } from '@cucumber/cucumber';
import * as birth from '../harness/areas/birth/index.js';
import type { BatteryWorld } from './support/world.js';

Then('brain_birth for the repository {string} from the repository {string} answers human_gesture_required over MCP and REST with the same bytes whatever origin it claims, and a caller at that root sees nothing change', async function (this: BatteryWorld, repo: string, caller: string) {
  await birth.expectBirthRefusedAlike(this.scenario, repo, caller);
});

When('the birth ceremony runs for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.runCeremonyFor(this.scenario, repo);
});

When('the birth ceremony runs for a root {overlap} the repository {string}', async function (this: BatteryWorld, relation: birth.OverlapClass, repo: string) {
  await birth.runCeremonyOverlapping(this.scenario, relation, repo);
});

When('the birth ceremony runs for its subdirectory {string} of the repository {string}', async function (this: BatteryWorld, sub: string, repo: string) {
  await birth.runCeremonyInside(this.scenario, sub, repo);
});

// ---- the development brain, judged by what it answers ---------------------------------------------
Given('the development brain of the repository {string} is prepared', async function (this: BatteryWorld, repo: string) {
  await birth.prepareDevelopmentBrain(this.scenario, repo);
});

Given('the development brain of the repository {string} is prepared, remembering its health and its answers to searches for {string} and {string}', async function (this: BatteryWorld, repo: string, first: string, second: string) {
  await birth.prepareDevelopmentBrainRemembering(this.scenario, repo, [first, second]);
});

Then('the development brain of the repository {string} answers health and those searches as before, and no repository changed', async function (this: BatteryWorld, repo: string) {
  await birth.expectDevelopmentAnswersAsBefore(this.scenario, repo);
});

// ---- what the ceremony shows: exit status, receipt, stderr code ----------------------------------
Given('the birth ceremony has borne a brain for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.bearBrainFor(this.scenario, repo);
});

Then('the ceremony exits 0 and prints one receipt: the repository {string}, origin {string}, a brain id and a node count', async function (this: BatteryWorld, repo: string, origin: string) {
  await birth.expectLatestReceipt(this.scenario, repo, origin);
});

Then('the ceremony is refused with {string}', async function (this: BatteryWorld, code: string) {
  await birth.expectLatestRefused(this.scenario, code);
});

Then('the ceremony is refused with {string} or {string}', async function (this: BatteryWorld, code: string, other: string) {
  await birth.expectLatestRefusedEither(this.scenario, code, other);
});

When('a birth ceremony for the repository {string} is held at the seam {string}', async function (this: BatteryWorld, repo: string, seam: string) {
  await birth.startCeremonyHeldAt(this.scenario, repo, seam);
});

Then('the held ceremony exits 0 and prints its receipt for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.expectHeldCeremonyBorn(this.scenario, repo);
});

// ---- callers of the served brains -------------------------------------------------------------------
Then('a search for {string} from the root of the repository {string} as caller root finds it in {string} over MCP and over REST', async function (this: BatteryWorld, symbol: string, repo: string, file: string) {
  await birth.expectCallerReachesBorn(this.scenario, repo, null, symbol, file);
});

Then('a search for {string} from its subdirectory {string} of the repository {string} as caller root finds it in {string} over MCP and over REST', async function (this: BatteryWorld, symbol: string, sub: string, repo: string, file: string) {
  await birth.expectCallerReachesBorn(this.scenario, repo, sub, symbol, file);
});

Then('a search for {string} from the root of the repository {string} as caller root finds nothing over MCP or REST', async function (this: BatteryWorld, symbol: string, repo: string) {
  await birth.expectCallerFindsNothing(this.scenario, repo, symbol);
});

// ---- an overlap allowance from a wire client ------------------------------------------------------
Given('a caller at a root {overlap} the repository {string} has asked health and a search for {string}', async function (this: BatteryWorld, relation: birth.OverlapClass, repo: string, query: string) {
  await birth.observeAsCallerAt(this.scenario, relation, repo, query);
});

When('that caller asks brain_birth for its root over MCP and REST, without an overlap allowance and with allow_overlap', async function (this: BatteryWorld) {
  await birth.askBirthWithAllowances(this.scenario);
});

Then('every answer is the same refusal, byte for byte', function (this: BatteryWorld) {
  birth.expectSameRefusal(this.scenario);
});

Then('that caller sees health and the search as before, and no repository changed', async function (this: BatteryWorld) {
  await birth.expectCallerSeesAsBefore(this.scenario);
});

// ---- the kit's documented layout (@needs:snapshot-layout) ------------------------------------------
Given('the runtime, the development snapshot and the sources are remembered', async function (this: BatteryWorld) {
  await birth.rememberRuntime(this.scenario);
});

Then('the ceremony bore a brain for the repository {string} holding {string}, stamped with origin {string}', async function (this: BatteryWorld, repo: string, symbol: string, origin: string) {
  await birth.expectLatestBornStamped(this.scenario, repo, symbol, origin);
});

Then('the development graph, its runtime files and the sources are as before the ceremony', async function (this: BatteryWorld) {
  await birth.expectDevelopmentUntouched(this.scenario);
});

Then('the runtime is as before the ceremony apart from its journal', async function (this: BatteryWorld) {
  await birth.expectNoBrainCreated(this.scenario);
});

Given('the destination of a brain for the repository {string} already holds a file', async function (this: BatteryWorld, repo: string) {
  await birth.occupyBirthDestination(this.scenario, repo);
});

Then('every brain in the runtime is complete, and none belongs to a root other than the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.expectCompleteOrAbsent(this.scenario, repo);
});

Then('the runtime holds no born brain', async function (this: BatteryWorld) {
  await birth.expectNoBrains(this.scenario);
});

Then("the birth journal records a prepare and then a commit for the repository {string}, naming the receipt's node count and checkpoint", async function (this: BatteryWorld, repo: string) {
  await birth.expectPrepareThenCommit(this.scenario, repo);
});

Then('the birth journal records a prepare for the repository {string} and no commit', async function (this: BatteryWorld, repo: string) {
  await birth.expectPrepareWithoutCommit(this.scenario, repo);
});

Then('the birth journal records that prepare rolled back by recovery, then a prepare and a commit for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.expectRecoveredThenCommitted(this.scenario, repo);
});
