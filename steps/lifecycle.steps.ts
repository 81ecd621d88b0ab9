import { Given, Then, When } from '@cucumber/cucumber';
import * as lifecycle from '../harness/areas/lifecycle/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- signals during cold bootstrap (seed 000, direct stdio) -------------------------------------
When(/^the server starts (?:again )?with the repository "([^"]*)" granted and is held at the seam "([^"]*)"$/, async function (this: BatteryWorld, repo: string, seam: string) {
  await lifecycle.startHeldAt(this.scenario, repo, seam);
});

Then('the server notes the signal during cold bootstrap', async function (this: BatteryWorld) {
  await lifecycle.expectSignalNoted(this.scenario);
});

Then('the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize', async function (this: BatteryWorld) {
  await lifecycle.expectAckEnding(this.scenario);
});

Then('the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize', async function (this: BatteryWorld) {
  await lifecycle.expectCancelledEnding(this.scenario);
});

Then('the checkpoint pointer names a complete checkpoint holding {string} from the repository {string}', async function (this: BatteryWorld, label: string, repo: string) {
  await lifecycle.expectCommittedCheckpoint(this.scenario, label, repo);
});

Then('no co-change graph or embedding cache was written', async function (this: BatteryWorld) {
  await lifecycle.expectNoDerivedFiles(this.scenario);
});

Then('the runtime is byte-identical to before the start apart from its journal', async function (this: BatteryWorld) {
  await lifecycle.expectRuntimeAsBefore(this.scenario);
});

Then('the lifecycle journal gained one quarantine record of the start for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await lifecycle.expectQuarantineJournaled(this.scenario, repo);
});

Then('the lifecycle journal gained one quarantine record of the start for the repository {string}, at the phase {string}', async function (this: BatteryWorld, repo: string, phase: string) {
  await lifecycle.expectQuarantineJournaled(this.scenario, repo, phase);
});

Then("the owner lock is whole and names that server's process", async function (this: BatteryWorld) {
  await lifecycle.expectLockNamesCurrent(this.scenario);
});

Then('no owner lock remains', async function (this: BatteryWorld) {
  await lifecycle.expectNoOwnerLock(this.scenario);
});

Given('the embedding cache file is replaced by a pipe that never delivers a byte', async function (this: BatteryWorld) {
  await lifecycle.replaceCacheByPipe(this.scenario);
});

When(/^the server starts (?:again )?with the repository "([^"]*)" granted and blocks reading the embedding cache$/, async function (this: BatteryWorld, repo: string) {
  await lifecycle.startBlockedOnCache(this.scenario, repo);
});

When('the embedding cache file is put back', async function (this: BatteryWorld) {
  await lifecycle.restoreCacheFile(this.scenario);
});

// ---- failed final checkpoint ------------------------------------------------------------------
When('the final checkpoint of the server is made to fail', async function (this: BatteryWorld) {
  await lifecycle.failFinalCheckpoint(this.scenario);
});

When('the server is stopped by {ending}', function (this: BatteryWorld, ending: lifecycle.Ending) {
  lifecycle.stopServerBy(this.scenario, ending);
});

Then('the server exits with status 1 saying its final checkpoint failed and that the owner is retained, without an ACK', async function (this: BatteryWorld) {
  await lifecycle.expectFailedCheckpointExit(this.scenario);
});

Then("the owner lock and the instance record still name that server's process", async function (this: BatteryWorld) {
  await lifecycle.expectOwnerRetained(this.scenario);
});

// ---- legacy spellings and unknown identities ------------------------------------------------------
Given('a runtime whose checkpoint spells the repository {string} {legacy spelling}', async function (this: BatteryWorld, repo: string, spelling: lifecycle.LegacySpelling) {
  await lifecycle.seedLegacyRuntime(this.scenario, repo, spelling);
});

Then('the persisted root set, workspace root and every node name the repository {string} by its canonical path', async function (this: BatteryWorld, repo: string) {
  await lifecycle.expectCanonicalIdentity(this.scenario, repo);
});

Then('the checkpoint pointer names a new checkpoint that keeps the seeded one as its fallback', async function (this: BatteryWorld) {
  await lifecycle.expectNewCheckpointFallingBack(this.scenario);
});

Then('the lifecycle journal records one re-stamp of the seeded checkpoint of the repository {string} from that legacy spelling', async function (this: BatteryWorld, repo: string) {
  await lifecycle.expectOneRestamp(this.scenario, repo);
});

Then('the lifecycle journal records no re-stamp', async function (this: BatteryWorld) {
  await lifecycle.expectNoRestamp(this.scenario);
});

Then('the checkpoint pointer still names the seeded checkpoint', async function (this: BatteryWorld) {
  await lifecycle.expectSeededCheckpoint(this.scenario);
});

// ---- crash matrix (kill -9 at a seam) -------------------------------------------------------------
Given('the runtime is set up for {crash path} of the repository {string}', async function (this: BatteryWorld, path: lifecycle.CrashPath, repo: string) {
  await lifecycle.setUpCrashPath(this.scenario, path, repo);
});

Given('the graph that {crash path} of the repository {string} leaves when it runs to completion is computed on a copy of the runtime', async function (this: BatteryWorld, path: lifecycle.CrashPath, repo: string) {
  await lifecycle.computeCompletedPath(this.scenario, path, repo);
});

When('{crash path} of the repository {string} is killed with SIGKILL once it reached the seam {string}', async function (this: BatteryWorld, path: lifecycle.CrashPath, repo: string, seam: string) {
  await lifecycle.killPathAt(this.scenario, path, repo, seam);
});

Then('the persisted graph is the one before the start or the completed one, whole', async function (this: BatteryWorld) {
  await lifecycle.expectCrashLeftBeforeOrCompleted(this.scenario);
});

// ---- the embedding model --------------------------------------------------------------------------
Given('the server runs with {model choice}', function (this: BatteryWorld, choice: lifecycle.ModelChoice) {
  lifecycle.useModel(this.scenario, choice);
});

Given("the server runs with a copy of the lane's embedding model with {model damage}", async function (this: BatteryWorld, damage: lifecycle.ModelDamage) {
  await lifecycle.useDamagedModel(this.scenario, damage);
});

Given('the server runs with the kit\'s fixture model, in which "salutation" and "greet" share a direction', async function (this: BatteryWorld) {
  await lifecycle.useFixtureModel(this.scenario);
});

Given('a model load would be caught at the seam {string}', async function (this: BatteryWorld, seam: string) {
  await lifecycle.catchModelLoad(this.scenario, seam);
});

Then('the server said nothing about the embedding model', function (this: BatteryWorld) {
  lifecycle.expectModelUntouched(this.scenario);
});

Then('the server warns that the embedding model is unavailable, naming the damaged file', async function (this: BatteryWorld) {
  await lifecycle.expectModelWarning(this.scenario);
});

Then('seeking {string} answers in lexical mode with a model error naming the damaged file', async function (this: BatteryWorld, query: string) {
  await lifecycle.expectSeekLexicalNamingFile(this.scenario, query);
});

Then('seeking {string} answers without a model error', async function (this: BatteryWorld, query: string) {
  await lifecycle.expectSeekWithoutModelError(this.scenario, query);
});

Then('seeking {string} in semantic mode ranks {string} first', async function (this: BatteryWorld, query: string, label: string) {
  await lifecycle.expectSeekSemanticRanks(this.scenario, query, label, 1);
});

Then('seeking {string} in semantic mode ranks {string} among the first {int} hits', async function (this: BatteryWorld, query: string, label: string, within: number) {
  await lifecycle.expectSeekSemanticRanks(this.scenario, query, label, within);
});

Then('seeking {string} answers in semantic mode', async function (this: BatteryWorld, query: string) {
  await lifecycle.expectSeekSemantic(this.scenario, query);
});

Then('the runtime holds one embedding cache file for the model', async function (this: BatteryWorld) {
  await lifecycle.expectOneCacheFile(this.scenario);
});

Then('the server says every node of the persisted snapshot came from the embedding cache and none was embedded', async function (this: BatteryWorld) {
  await lifecycle.expectWarmIndex(this.scenario);
});

// ---- co-change ------------------------------------------------------------------------------------
Given('a git repository {string} whose {string} and {string} changed together twice and {string} alone', async function (this: BatteryWorld, name: string, a: string, b: string, lone: string) {
  await lifecycle.addCochangeRepo(this.scenario, name, [a, b], lone);
});

Then('seeking {string} reports co-change edges and lists {string} as the partner of {string}, not {string}', async function (this: BatteryWorld, query: string, partner: string, file: string, lone: string) {
  await lifecycle.expectCochangePartner(this.scenario, query, partner, file, lone);
});

// ---- what any implementation shows: answers before and after, a blocked model read ------------------
Given('the server has prepared the repository {string} and serves it', async function (this: BatteryWorld, repo: string) {
  await lifecycle.startServing(this.scenario, repo);
});

Given("the server's answers about {string} and {string} are remembered", async function (this: BatteryWorld, first: string, second: string) {
  await lifecycle.rememberAnswers(this.scenario, [first, second]);
});

Given('the server has ended cleanly', async function (this: BatteryWorld) {
  await lifecycle.endCleanly(this.scenario);
});

Given('the answers a start of the repository {string} gives when it runs to completion are remembered from a copy of the runtime, about {string} and {string}', async function (this: BatteryWorld, repo: string, first: string, second: string) {
  await lifecycle.rememberCompletedAnswers(this.scenario, repo, [first, second]);
});

Then('the server answers as remembered', async function (this: BatteryWorld) {
  await lifecycle.expectAnswersAsRemembered(this.scenario);
});

When('the server starts (again )with the repository {string} granted, spelled {legacy spelling}', async function (this: BatteryWorld, repo: string, spelling: lifecycle.LegacySpelling) {
  await lifecycle.startWithSpelledGrant(this.scenario, repo, spelling);
});

Given('the server runs with a model whose weights never arrive', async function (this: BatteryWorld) {
  await lifecycle.useModelWithSilentWeights(this.scenario);
});

When(/^the server starts (?:again )?with the repository "([^"]*)" granted and blocks reading the model's weights$/, async function (this: BatteryWorld, repo: string) {
  await lifecycle.startBlockedOnWeights(this.scenario, repo);
});

When("the model's weights arrive in place", async function (this: BatteryWorld) {
  await lifecycle.putWeightsInPlace(this.scenario);
});

Then("the server never opened the model's weights", function (this: BatteryWorld) {
  lifecycle.expectWeightsNeverOpened(this.scenario);
});
