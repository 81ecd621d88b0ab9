import { Given, Then, When } from '@cucumber/cucumber';
import * as shared from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

// The sentences every area shares about the processes it starts ({server}: the server, the second server, the
// HTTP owner; {process}: those, the held ceremony, the agent CLI, command "name") and the seams that order them.

// ---- starting, readiness, refusal --------------------------------------------------------------
When('{server} starts (again )with the repository {string} granted', async function (this: BatteryWorld, role: shared.ServerRole, repo: string) {
  await shared.startProcess(this.scenario, role, repo);
});

Then('{server} is ready', async function (this: BatteryWorld, role: shared.ServerRole) {
  await shared.expectProcessReady(this.scenario, role);
});

Then("{server}'s startup is refused with {string}", async function (this: BatteryWorld, role: shared.ServerRole, code: string) {
  await shared.expectStartupRefused(this.scenario, role, code);
});

// ---- input, signals, exits ------------------------------------------------------------------------
When("the server's input ends", function (this: BatteryWorld) {
  shared.endInput(this.scenario);
});

When('{process} receives {signal}', async function (this: BatteryWorld, role: shared.ProcessRole, signal: shared.TerminatingSignal) {
  await shared.signalProcess(this.scenario, role, signal);
});

When('{process} is killed with SIGKILL', async function (this: BatteryWorld, role: shared.ProcessRole) {
  await shared.killProcess(this.scenario, role);
});

Then('{process} exits with status {int}', async function (this: BatteryWorld, role: shared.ProcessRole, code: number) {
  await shared.expectProcessExit(this.scenario, role, code);
});

Then('{process} exits with a non-zero status', async function (this: BatteryWorld, role: shared.ProcessRole) {
  await shared.expectProcessExitNonZero(this.scenario, role);
});

// ---- seams ------------------------------------------------------------------------------------------
Given('the seam {string} will hold whoever reaches it', async function (this: BatteryWorld, seam: string) {
  await shared.armSeam(this.scenario, seam, 'hold');
});

Given('the seam {string} will fail whoever reaches it', async function (this: BatteryWorld, seam: string) {
  await shared.armSeam(this.scenario, seam, 'fail');
});

When('the seam {string} is released', function (this: BatteryWorld, seam: string) {
  shared.releaseSeam(this.scenario, seam);
});

Given('the seam {string} is held from now on', async function (this: BatteryWorld, seam: string) {
  await shared.holdSeamAsTripwire(this.scenario, seam, 'the graph was already prepared, so no scan may happen');
});

Then('the seam {string} was never reached', function (this: BatteryWorld, seam: string) {
  shared.expectSeamNeverReached(this.scenario, seam);
});
