import { Given, Then, When } from '@cucumber/cucumber';
import * as refresh from '../harness/areas/refresh/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- repositories and callers -------------------------------------------------------------------
Given('the sample repository {string} with caller subdirectories and a renamable file', async function (this: BatteryWorld, name: string) {
  await refresh.addRefreshRepo(this.scenario, name);
});

Given('a repository {string} of {int} text notes and {int} one-function source files', async function (this: BatteryWorld, name: string, units: number, symbols: number) {
  await refresh.addWideRepo(this.scenario, name, units, symbols);
});

Given('the caller root is {caller form} of the repository {string}', async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.chooseCallerRoot(this.scenario, repo, form);
});

Given('the caller names no caller root', function (this: BatteryWorld) {
  refresh.chooseNoCallerRoot(this.scenario);
});

Given('an MCP session {string} that names {caller form} of the repository {string} as its caller root', async function (this: BatteryWorld, name: string, form: refresh.CallerForm, repo: string) {
  await refresh.openSessionAt(this.scenario, name, repo, form);
});

Given("the server's current directory is {caller form} of the repository {string}", async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.setCwdToForm(this.scenario, repo, form);
});

// ---- asking ---------------------------------------------------------------------------------------
When("a refresh of the caller's own root is asked over MCP and over REST", async function (this: BatteryWorld) {
  await refresh.askRefreshOverBoth(this.scenario);
});

When("a refresh of the caller's own root is asked over MCP", async function (this: BatteryWorld) {
  await refresh.askRefreshOverMcp(this.scenario);
});

When('a refresh naming {caller form} of the repository {string} as its path is asked over MCP and over REST', async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.askRefreshNamingPath(this.scenario, form, repo);
});

When('a refresh is asked over MCP, and over REST with the selector naming the repository {string}', async function (this: BatteryWorld, repo: string) {
  await refresh.askRefreshWithBrainSelector(this.scenario, repo);
});

// ---- answers --------------------------------------------------------------------------------------
Then('every answer is refused with {string} and the refusals are byte-identical', function (this: BatteryWorld, code: string) {
  refresh.expectAllRefused(this.scenario, code);
});

Then('every answer refreshed exactly the repository {string}', function (this: BatteryWorld, repo: string) {
  refresh.expectAllRefreshed(this.scenario, repo);
});

Then('the graph, the root set, the runtime apart from its journal and the sources are unchanged', async function (this: BatteryWorld) {
  await refresh.expectNothingButJournalChanged(this.scenario);
});

Then('the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them', async function (this: BatteryWorld) {
  await refresh.expectWireUnchanged(this.scenario);
});

Then('the journal gained one refusal with {string} per answer', async function (this: BatteryWorld, code: string) {
  await refresh.expectRefusalsJournaled(this.scenario, code);
});

Then('each transport reached the same decision as for {caller form} of the repository {string}', async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.expectSameDecisionAs(this.scenario, repo, form);
});

Then('a search for {string} from the caller finds it in {string} over MCP and over REST', async function (this: BatteryWorld, label: string, file: string) {
  await refresh.expectCallerSearchFinds(this.scenario, label, file);
});

// ---- stdio: the grant is the caller ----------------------------------------------------------------
Then('a refresh over stdio refreshes exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await refresh.expectStdioRefreshOf(this.scenario, repo);
});

Then('a refresh over stdio with caller-root metadata naming the repository {string} refreshes exactly the repository {string}', async function (this: BatteryWorld, other: string, repo: string) {
  await refresh.expectStdioRefreshDespiteMetadata(this.scenario, other, repo);
});

Then('a refresh over stdio naming the path of the repository {string} is refused with {string}', async function (this: BatteryWorld, other: string, code: string) {
  await refresh.expectStdioRefreshOfPathRefused(this.scenario, other, code);
});

// ---- success: OLD -> NEW ---------------------------------------------------------------------------
Given('the persisted snapshot is remembered as the old graph', async function (this: BatteryWorld) {
  await refresh.rememberSnapshotOld(this.scenario);
});

Given('the repository {string} gains a new file, an in-place rename that keeps size and mtime, and loses a file', async function (this: BatteryWorld, repo: string) {
  await refresh.editRepository(this.scenario, repo);
});

Then('the persisted snapshot is the old graph with exactly those changes, its root set unchanged', async function (this: BatteryWorld) {
  await refresh.expectSnapshotAbsorbed(this.scenario);
});

Then('the refresh reported the node counts of the old and the new snapshot', async function (this: BatteryWorld) {
  await refresh.expectAnswerCountsMatchSnapshots(this.scenario);
});

Given('the repository {string} commits a new file, an in-place rename that keeps size and mtime, and the loss of a file', async function (this: BatteryWorld, repo: string) {
  await refresh.commitRepositoryEdits(this.scenario, repo);
});

Then('a search finds what the change added and renamed, and nothing it removed or renamed away', async function (this: BatteryWorld) {
  await refresh.expectSearchesShowEdits(this.scenario);
});

// ---- receipts: written only after the commit -------------------------------------------------------
When('a refresh over stdio is asked', async function (this: BatteryWorld) {
  await refresh.askRefreshOverStdio(this.scenario);
});

Then('every answer failed with {string}', function (this: BatteryWorld, code: string) {
  refresh.expectAllFailed(this.scenario, code);
});

Then('the journal holds no refresh receipt', async function (this: BatteryWorld) {
  await refresh.expectNoReceipt(this.scenario);
});

Then('the journal holds a refresh receipt only if the persisted graph is the completed one', async function (this: BatteryWorld) {
  await refresh.expectReceiptOnlyIfCompleted(this.scenario);
});

Then('the journal gained exactly one refresh record: a receipt naming the writer, the repository {string}, both node counts and both digests', async function (this: BatteryWorld, repo: string) {
  await refresh.expectOneReceiptGained(this.scenario, repo);
});

Then('the journal gained exactly one refresh record: a receipt for the repository {string} and the graph the runtime now holds', async function (this: BatteryWorld, repo: string) {
  await refresh.expectOneReceiptForHeldGraph(this.scenario, repo);
});

// ---- faults after the commit point -----------------------------------------------------------------
Given("a plain file stands where the runtime's journal folder belongs", async function (this: BatteryWorld) {
  await refresh.blockJournalFolder(this.scenario);
});

Then('every answer failed as a tool error, neither a receipt nor a refusal', function (this: BatteryWorld) {
  refresh.expectAllFaulted(this.scenario);
});

// ---- guards ---------------------------------------------------------------------------------------
When("a refresh of the caller's own root starts and is held at the seam {string}", async function (this: BatteryWorld, seam: string) {
  await refresh.startRefreshHeldAt(this.scenario, seam);
});

Then('the held refresh refreshed exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await refresh.expectHeldRefreshRefreshed(this.scenario, repo);
});

When('the repository {string} is replaced by a symbolic link to the repository {string} while the owner serves', async function (this: BatteryWorld, repo: string, other: string) {
  await refresh.replaceRootBySymlink(this.scenario, repo, other);
});

When('the repository {string} is moved away while the owner serves', async function (this: BatteryWorld, repo: string) {
  await refresh.moveRootAway(this.scenario, repo);
});

When('the repository is put back in place', async function (this: BatteryWorld) {
  await refresh.putRootBack(this.scenario);
});

When('whole files of the repository {string} are deleted until a rescan holds the {floor side} 60% of the live graph', async function (this: BatteryWorld, repo: string, side: refresh.FloorSide) {
  await refresh.deleteFilesToFloor(this.scenario, repo, side);
});

Then('the refusal names the live and the candidate node counts the persisted snapshot gives', function (this: BatteryWorld) {
  refresh.expectShrinkCountsNamed(this.scenario);
});

Then("the persisted snapshot holds exactly the candidate's node count", async function (this: BatteryWorld) {
  await refresh.expectSnapshotHoldsCandidate(this.scenario);
});

// ---- every ingress canonicalises the same way ------------------------------------------------------
When('the server starts with the grant spelled as {caller form} of the repository {string}', async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.startWithGrantForm(this.scenario, form, repo);
});

When('a health call over REST names {caller form} of the repository {string} as its brain selector', async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.askHealthWithSelector(this.scenario, form, repo);
});

Then('the REST answer is 404, naming no brain', function (this: BatteryWorld) {
  refresh.expectSelectorNamesNoBrain(this.scenario);
});

Then('the REST answer is the health of the repository {string}', function (this: BatteryWorld, repo: string) {
  refresh.expectSelectorServes(this.scenario, repo);
});

// ---- crash recovery and the seam registry ------------------------------------------------------------
Given('the graph a completed refresh of the repository {string} gives is computed on a copy of the runtime', async function (this: BatteryWorld, repo: string) {
  await refresh.computeCompletedRefresh(this.scenario, repo);
});

When('a refresh over stdio is held at the seam {string}', async function (this: BatteryWorld, seam: string) {
  await refresh.startStdioRefreshHeldAt(this.scenario, seam);
});

Then('the persisted graph is the old one or the completed one, never a mix', async function (this: BatteryWorld) {
  await refresh.expectOldOrCompleted(this.scenario);
});

Then("the seams the implementation lists are exactly the catalogue's seam registry, every seam on a path that writes durable state with a crash row", async function (this: BatteryWorld) {
  await refresh.expectSeamRegistryCurrent(this.scenario);
});

When("a refresh of the caller's own root is asked over REST with {caller form} of the repository {string} as its brain selector", async function (this: BatteryWorld, form: refresh.CallerForm, repo: string) {
  await refresh.askRefreshWithSelectorForm(this.scenario, form, repo);
});
