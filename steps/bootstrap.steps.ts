import { Given, Then, When } from '@cucumber/cucumber';
import * as bootstrap from '../harness/areas/bootstrap/index.js';
import * as refresh from '../harness/areas/refresh/index.js';
import * as shared from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- runtime directory classes (seed 000, runtime validation) -----------------------------------
Given('{runtime class}', async function (this: BatteryWorld, variant: bootstrap.RuntimeVariant) {
  await bootstrap.useRuntimeVariant(this.scenario, variant);
});

Given('a private runtime directory inside the repository {string}', async function (this: BatteryWorld, repo: string) {
  await bootstrap.useRuntimeVariant(this.scenario, 'inside-source', repo);
});

Then('the runtime directory still does not exist', async function (this: BatteryWorld) {
  await bootstrap.expectRuntimeAbsent(this.scenario);
});

Given('{windows runtime class}', async function (this: BatteryWorld, variant: bootstrap.WindowsVariant) {
  await bootstrap.useWindowsVariant(this.scenario, variant);
});

// ---- persisted identity (seeded runtimes) --------------------------------------------------------
Given('a runtime bound to the repository {string} holding its symbols', async function (this: BatteryWorld, repo: string) {
  await bootstrap.seedBoundRuntime(this.scenario, 'holding-symbols', repo);
});

Given('a runtime bound to the repository {string} holding no nodes', async function (this: BatteryWorld, repo: string) {
  await bootstrap.seedBoundRuntime(this.scenario, 'zero-nodes', repo);
});

Given('a runtime bound to the repository {string} that also declares the repository {string}', async function (this: BatteryWorld, repo: string, other: string) {
  await bootstrap.seedBoundRuntime(this.scenario, 'extra-root', repo, other);
});

Given('a runtime bound to the repository {string} that also declares a root that no longer exists', async function (this: BatteryWorld, repo: string) {
  await bootstrap.seedBoundRuntime(this.scenario, 'vanished-root', repo);
});

Given('a runtime whose persisted identity records no root', async function (this: BatteryWorld) {
  await bootstrap.seedBoundRuntime(this.scenario, 'no-root', null);
});

Given('a runtime bound to the repository {string} that declares it twice', async function (this: BatteryWorld, repo: string) {
  await bootstrap.seedBoundRuntime(this.scenario, 'declared-twice', repo);
});

Given('a disposable repository {string} defining the symbol {string}', async function (this: BatteryWorld, name: string, symbol: string) {
  await bootstrap.addDisposableRepo(this.scenario, name, symbol);
});

Given('the repository {string} has been deleted', async function (this: BatteryWorld, name: string) {
  await bootstrap.deleteDisposableRepo(this.scenario, name);
});

When('the server starts with a grant naming a directory that does not exist', async function (this: BatteryWorld) {
  await bootstrap.startWithVanishedGrant(this.scenario);
});

// ---- preparation, reuse, ownership ------------------------------------------------------------------
Then('no ingest or birth request was sent', function (this: BatteryWorld) {
  bootstrap.expectNoIngestSent(this.scenario);
});

Then('the persisted snapshot holds nothing ignored by the repository', async function (this: BatteryWorld) {
  await bootstrap.expectSnapshotNothingIgnored(this.scenario);
});

Then('health reports as many nodes as the persisted snapshot holds, and some edges', async function (this: BatteryWorld) {
  await bootstrap.expectHealthCountsMatchSnapshot(this.scenario);
});

Given('the server has prepared the repository {string} and ended cleanly', async function (this: BatteryWorld, repo: string) {
  await bootstrap.prepareAndEnd(this.scenario, repo);
});

Then('the checkpoint pointer is remembered', async function (this: BatteryWorld) {
  await shared.rememberCheckpoint(this.scenario);
});

Then('the checkpoint pointer names the same checkpoint as before', async function (this: BatteryWorld) {
  await bootstrap.expectSameCheckpoint(this.scenario);
});

When('a source file {string} defining {string} appears in the repository {string} while the server serves', async function (this: BatteryWorld, file: string, symbol: string, repo: string) {
  await bootstrap.defineSymbolWhileServing(this.scenario, repo, file, symbol);
});

Then('health still reports the node and edge counts it reported before the file appeared', async function (this: BatteryWorld) {
  await bootstrap.expectCountsUnchanged(this.scenario);
});

Given('a repository {string} whose files import one another', async function (this: BatteryWorld, name: string) {
  await bootstrap.addLinkedRepo(this.scenario, name);
});

Then('the persisted graph has an edge from {string} to {string}', async function (this: BatteryWorld, from: string, to: string) {
  await bootstrap.expectEdge(this.scenario, from, to);
});

Then('the persisted graph has no edge from {string} to {string}', async function (this: BatteryWorld, from: string, to: string) {
  await bootstrap.expectNoEdge(this.scenario, from, to);
});

Then("the runtime's instance registry lists the server as a stdio owner", async function (this: BatteryWorld) {
  await bootstrap.expectStdioInstanceListed(this.scenario);
});

Then("the runtime's instance registry lists no owner that has ended", async function (this: BatteryWorld) {
  await bootstrap.expectNoEndedInstance(this.scenario);
});

Given('the repository {string} is mounted read-only for the server', async function (this: BatteryWorld, repo: string) {
  await bootstrap.mountReadOnly(this.scenario, repo);
});

When('a second server starts on the same runtime with the repository {string} granted', async function (this: BatteryWorld, repo: string) {
  await shared.startProcess(this.scenario, shared.SECOND_STDIO_SERVER, repo);
});

Then('the first server still answers health for the repository {string}', async function (this: BatteryWorld, repo: string) {
  await bootstrap.expectFirstServerStillServes(this.scenario, repo);
});

Then('the home, temporary, cache and configuration directories are untouched', async function (this: BatteryWorld) {
  await bootstrap.expectPrivateDirsUntouched(this.scenario);
});

// ---- persistence destinations and the configuration file ---------------------------------------
Given('graph, plasticity and registry destinations outside the runtime given by {override channel}', async function (this: BatteryWorld, channel: bootstrap.OverrideChannel) {
  await bootstrap.routeOverridesOutside(this.scenario, channel);
});

Then('nothing exists at any of those destinations', async function (this: BatteryWorld) {
  await bootstrap.expectOverrideDirEmpty(this.scenario);
});

Given('a server configuration file granting the repository {string}', async function (this: BatteryWorld, repo: string) {
  await bootstrap.writeServerConfig(this.scenario, repo);
});

Given('a server configuration file without a grant', async function (this: BatteryWorld) {
  await bootstrap.writeServerConfig(this.scenario, null);
});

When('the server starts with no grant in its environment', async function (this: BatteryWorld) {
  await bootstrap.startWithoutGrant(this.scenario);
});

// ---- authority boundary -------------------------------------------------------------------------
Then('a search for {string} scoped to the repository {string} finds nothing', async function (this: BatteryWorld, query: string, repo: string) {
  await bootstrap.expectScopedSearchFindsNothing(this.scenario, query, repo);
});

Then('a search for {string} scoped to the repository {string} finds it in {string}', async function (this: BatteryWorld, label: string, repo: string, file: string) {
  await bootstrap.expectScopedSearchFinds(this.scenario, label, repo, file);
});

Then("the agent's search and seek text asks to index the repository {string} for {string}", async function (this: BatteryWorld, repo: string, symbol: string) {
  await bootstrap.sendTextNamingRepo(this.scenario, repo, symbol);
});

Then('north asked to work in the repository {string} still reports the root set exactly the repository {string}', async function (this: BatteryWorld, other: string, repo: string) {
  await bootstrap.expectNorthIgnoresRedirect(this.scenario, other, repo);
});

Given('the repository {string} has a README that sends readers to the repository {string}', async function (this: BatteryWorld, repo: string, other: string) {
  await bootstrap.pointReadmeAt(this.scenario, repo, other);
});

Given("the server's current directory is the repository {string}", async function (this: BatteryWorld, repo: string) {
  await bootstrap.setCwdToRepo(this.scenario, repo);
});

Given('the variable {string} names the repository {string}', function (this: BatteryWorld, name: string, repo: string) {
  bootstrap.nameRepoInVariable(this.scenario, name, repo);
});

Then('a search for {string} sent with the repository {string} as caller root finds nothing', async function (this: BatteryWorld, query: string, repo: string) {
  await bootstrap.expectCallerRootSearchFindsNothing(this.scenario, query, repo);
});

Then('a search for {string} sent with the repository {string} as caller root finds it in {string}', async function (this: BatteryWorld, label: string, repo: string, file: string) {
  await bootstrap.expectCallerRootSearchFinds(this.scenario, label, repo, file);
});

Then('the runtime directory holds no birth or human-origin record', async function (this: BatteryWorld) {
  await bootstrap.expectNoBirthRecord(this.scenario);
});

Then('a birth request for the repository {string} is not accepted', async function (this: BatteryWorld, repo: string) {
  await bootstrap.expectBirthNotAccepted(this.scenario, repo);
});

Then('a generic ingest replace of the repository {string} is refused by the authority gate', async function (this: BatteryWorld, repo: string) {
  await bootstrap.expectGenericIngestRefused(this.scenario, 'replace', repo);
});

Then('a generic ingest merge of the repository {string} is refused before it can change the roots', async function (this: BatteryWorld, repo: string) {
  await bootstrap.expectGenericMergeRefused(this.scenario, repo);
});

// ---- empty scan and freshness -------------------------------------------------------------------
Then('no persisted state claims the repository {string}', async function (this: BatteryWorld, repo: string) {
  await bootstrap.expectNoStateClaims(this.scenario, repo);
});

When('a source file {string} defining {string} appears in the repository {string}', async function (this: BatteryWorld, file: string, symbol: string, repo: string) {
  await bootstrap.defineSymbolIn(this.scenario, repo, file, symbol);
});

When('the agent asks whether {string} is stale', async function (this: BatteryWorld, file: string) {
  await bootstrap.askStale(this.scenario, file);
});

Then('the answer lists {string} as {word} only', function (this: BatteryWorld, file: string, verdict: string) {
  bootstrap.expectListedOnly(this.scenario, file, verdict);
});

Then("the answer's summary does not call it fresh", function (this: BatteryWorld) {
  bootstrap.expectSummaryNotFresh(this.scenario);
});

When('the file {string} in the repository {string} changes', async function (this: BatteryWorld, file: string, repo: string) {
  await bootstrap.editAfterScan(this.scenario, repo, file);
});

// ---- battery hygiene ----------------------------------------------------------------------------
Given('the battery itself runs with workspace, graph, plasticity, read-only, home and temporary overrides naming the repository {string}', async function (this: BatteryWorld, repo: string) {
  await bootstrap.inheritOverridesNaming(this.scenario, repo);
});

Then("the server's environment holds none of the inherited overrides", async function (this: BatteryWorld) {
  await bootstrap.expectProcessEnvClean(this.scenario);
});

Then("the server's home and temporary directories are the fixture's own", async function (this: BatteryWorld) {
  await bootstrap.expectProcessDirsFixture(this.scenario);
});

Then('the tools {names} all answer without isError', async function (this: BatteryWorld, tools: string[]) {
  await bootstrap.expectToolsPositive(this.scenario, tools);
});

// ---- path attacks: one table of spellings, every channel and both transports -----------------------
When('each server starts in turn with the grant spelled as {caller form} of the repository {string}, through each channel that can carry it', async function (this: BatteryWorld, form: refresh.PathForm, repo: string) {
  await bootstrap.startThroughEveryChannel(this.scenario, 'grant', form, repo);
});

When('each server starts in turn with the repository {string} granted and the runtime directory spelled as {caller form}, through each channel that can carry it', async function (this: BatteryWorld, repo: string, form: refresh.PathForm) {
  await bootstrap.startThroughEveryChannel(this.scenario, 'runtime', form, repo);
});

Then('every start is refused with {string}, the granted tree and the runtime unchanged', function (this: BatteryWorld, code: string) {
  bootstrap.expectEveryStartRefused(this.scenario, code);
});

Then('every start serves exactly {granted place} of the repository {string}, its state in the runtime directory', function (this: BatteryWorld, place: bootstrap.GrantedPlace, repo: string) {
  bootstrap.expectEveryStartServed(this.scenario, place, repo);
});

When('the runtime directory is replaced by a symbolic link to it before the next boot', async function (this: BatteryWorld) {
  await bootstrap.replaceRuntimeBySymlink(this.scenario);
});

When('the repository {string} is replaced by a symbolic link to the repository {string} before the next boot', async function (this: BatteryWorld, repo: string, other: string) {
  await refresh.replaceRootBySymlink(this.scenario, repo, other);
});
