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

Given('the birth ceremony has borne a brain for the repository {string} holding {string}', async function (this: BatteryWorld, repo: string, symbol: string) {
  await birth.bearBrainFor(this.scenario, repo, symbol);
});

Then('the ceremony bore a brain for the repository {string} holding {string}, stamped with origin {string}', async function (this: BatteryWorld, repo: string, symbol: string, origin: string) {
  await birth.expectLatestBornStamped(this.scenario, repo, symbol, origin);
});

Then('the ceremony is refused with {string}', async function (this: BatteryWorld, code: string) {
  await birth.expectLatestRefused(this.scenario, code);
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

When('a birth ceremony for the repository {string} is held at the seam {string}', async function (this: BatteryWorld, repo: string, seam: string) {
  await birth.startCeremonyHeldAt(this.scenario, repo, seam);
});

Then('the held ceremony bore a brain for the repository {string} holding {string}', async function (this: BatteryWorld, repo: string, symbol: string) {
  await birth.expectHeldCeremonyBorn(this.scenario, repo, symbol);
});

Then('every brain in the runtime is complete, and none belongs to a root other than the repository {string}', async function (this: BatteryWorld, repo: string) {
  await birth.expectCompleteOrAbsent(this.scenario, repo);
});

Then('the runtime holds no born brain', async function (this: BatteryWorld) {
  await birth.expectNoBrains(this.scenario);
});

Then('a search for {string} from the root of the repository {string} as caller root finds it in {string} over MCP and over REST', async function (this: BatteryWorld, symbol: string, repo: string, file: string) {
  await birth.expectCallerReachesBorn(this.scenario, repo, null, symbol, file);
});

Then('a search for {string} from its subdirectory {string} of the repository {string} as caller root finds it in {string} over MCP and over REST', async function (this: BatteryWorld, symbol: string, sub: string, repo: string, file: string) {
  await birth.expectCallerReachesBorn(this.scenario, repo, sub, symbol, file);
});
