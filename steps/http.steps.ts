import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as http from '../harness/areas/http/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- starting the owner (its start, readiness, refusal and signals are the shared process sentences) ----
When('the HTTP owner starts with the repository {string} granted on a dynamically chosen loopback port', async function (this: BatteryWorld, repo: string) {
  await http.startOwnerOf(this.scenario, repo);
});

When('the HTTP owner starts with the repository {string} granted on the address {string}', async function (this: BatteryWorld, repo: string, bind: string) {
  await http.startOwnerBoundTo(this.scenario, repo, bind);
});

When('the HTTP owner starts with the repository {string} granted and no token from its launcher', async function (this: BatteryWorld, repo: string) {
  await http.startOwnerWithoutToken(this.scenario, repo);
});

When(/^the HTTP owner starts with the repository "([^"]*)" granted, its launcher's token in a file of mode (0[0-7]{3})$/, async function (this: BatteryWorld, repo: string, mode: string) {
  await http.startOwnerWithTokenFile(this.scenario, repo, parseInt(mode, 8));
});

Given('the HTTP owner serves the repository {string}', async function (this: BatteryWorld, repo: string) {
  await http.serveRepository(this.scenario, repo);
});

When('the HTTP owner starts again with the repository {string} granted and no fault injected', async function (this: BatteryWorld, repo: string) {
  await http.startAgainWithoutFaults(this.scenario, repo);
});

When('the HTTP owner starts with the repository {string} granted on a loopback port chosen for it', async function (this: BatteryWorld, repo: string) {
  await http.startOwnerOnChosenPort(this.scenario, repo);
});

Given('the HTTP owner has prepared the repository {string} and stopped cleanly', async function (this: BatteryWorld, repo: string) {
  await http.prepareOverHttpAndStop(this.scenario, repo);
});

Then('the HTTP owner exits with status 0 after its checkpoint ACK', async function (this: BatteryWorld) {
  await http.expectCleanStop(this.scenario);
});

// ---- address, discovery and preparation order --------------------------------------------------
Then('the one socket it listens on is a loopback port that its registry record and its serving line both name', async function (this: BatteryWorld) {
  await http.expectAddressAgrees(this.scenario);
});

Then('the HTTP owner pauses at {string} while already listening on loopback', async function (this: BatteryWorld, seam: string) {
  await http.expectPausedAt(this.scenario, seam);
});

Then('the instance registry holds no instance', async function (this: BatteryWorld) {
  await http.expectNoInstance(this.scenario);
});

Then('the listener refuses requests without the bearer and admits none with it', async function (this: BatteryWorld) {
  await http.expectNotAdmitted(this.scenario);
});

Then('the registry publishes exactly the address the owner was listening on', async function (this: BatteryWorld) {
  await http.expectExactlyEffectiveAddress(this.scenario);
});

Then("nothing listens on the owner's port any more", async function (this: BatteryWorld) {
  await http.expectPortReleased(this.scenario);
});

Then('the persisted snapshot and root set are as they were before the start', async function (this: BatteryWorld) {
  await http.expectSnapshotAsBefore(this.scenario);
});

Given('a repository {string} of {int} source files, the last one defining {string}', async function (this: BatteryWorld, name: string, count: number, needle: string) {
  await http.addWideRepo(this.scenario, name, count, needle);
});

When("a client keeps asking the owner's loopback listener for health until the owner's registry record appears", async function (this: BatteryWorld) {
  await http.watchUntilDiscoverable(this.scenario);
});

Then('every answer before the record appeared refused the request or came from the whole prepared graph', async function (this: BatteryWorld) {
  await http.expectNoPartialAnswerBeforeDiscovery(this.scenario);
});

Then('the first answer at the published address came from the whole prepared graph of the repository {string}', async function (this: BatteryWorld, repo: string) {
  await http.expectWholeGraphAtDiscovery(this.scenario, repo);
});

// ---- the bearer and loopback boundary ----------------------------------------------------------
Then('every request below {credential} is answered 401 {string}:', async function (this: BatteryWorld, credential: http.Credential, code: string, table: DataTable) {
  await http.expectRoutesRejected(this.scenario, table.hashes(), credential, code);
});

Then('the unknown route {string} is answered 404 once the bearer is presented', async function (this: BatteryWorld, path: string) {
  await http.expectUnknownRouteNotFound(this.scenario, path);
});

Then('a request with the {boundary header} {string} is answered 403 {string}', async function (this: BatteryWorld, header: http.BoundaryHeader, value: string, code: string) {
  await http.expectHeaderRejected(this.scenario, header, value, code);
});

Then('a request with the {boundary header} {string} is served', async function (this: BatteryWorld, header: http.BoundaryHeader, value: string) {
  await http.expectHeaderAccepted(this.scenario, header, value);
});

Then('the runtime keeps the bearer token in a file that only its owner may read or write', async function (this: BatteryWorld) {
  await http.expectTokenFilePrivate(this.scenario);
});

Then('the runtime holds no bearer token file', async function (this: BatteryWorld) {
  await http.expectNoTokenFile(this.scenario);
});

Then('the bearer token appears in no captured output and in no file but the token file', async function (this: BatteryWorld) {
  await http.expectTokenNowhereElse(this.scenario);
});

// ---- tools over MCP and REST -------------------------------------------------------------------
Then('MCP over HTTP mints a session on initialize and answers requests by that session only', async function (this: BatteryWorld) {
  await http.expectSessionProtocol(this.scenario);
});

Then('the first tool call of a new MCP session finds {string} in {string}', async function (this: BatteryWorld, label: string, file: string) {
  await http.expectFirstMcpCallFinds(this.scenario, 'first', label, file);
});

Then('the REST door answers a search for {string} exactly as an MCP session does', async function (this: BatteryWorld, query: string) {
  await http.expectRestSearchEqualsMcp(this.scenario, query);
});

Then('every persisted node belongs to the repository {string}', async function (this: BatteryWorld, repo: string) {
  await http.expectSnapshotOnlyFrom(this.scenario, repo);
});

Then('health over HTTP reports the root set exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await http.expectRestHealthRoots(this.scenario, repo);
});

Then('searching {string} with the repository {string} as caller root, scope and path finds nothing over MCP or REST', async function (this: BatteryWorld, symbol: string, repo: string) {
  await http.expectSiblingSearchFindsNothing(this.scenario, repo, symbol);
});

Then('a refresh of the repository {string} asked with it as caller root is not granted', async function (this: BatteryWorld, repo: string) {
  await http.expectSiblingRefreshRefused(this.scenario, repo);
});

Then('a refresh of the repository {string} asked with it as caller root succeeds', async function (this: BatteryWorld, repo: string) {
  await http.expectOwnRefreshGranted(this.scenario, repo);
});

Then('searching {string} with the repository {string} as caller root, scope and path finds it in {string} over MCP and REST', async function (this: BatteryWorld, symbol: string, repo: string, file: string) {
  await http.expectCallerSearchFinds(this.scenario, repo, symbol, file);
});

// ---- caller identity per session ---------------------------------------------------------------
Given('an MCP session {string} that names the repository {string} as its caller root', async function (this: BatteryWorld, name: string, repo: string) {
  await http.openCallerSession(this.scenario, name, repo);
});

Given('an MCP session {string} that sends no caller root', async function (this: BatteryWorld, name: string) {
  await http.openCallerSession(this.scenario, name, null);
});

When('the session {string} stops sending its caller root', function (this: BatteryWorld, name: string) {
  http.omitCallerRoot(this.scenario, name);
});

Then('health on the session {string} names the repository {string} as its caller', async function (this: BatteryWorld, name: string, repo: string) {
  await http.expectCallerRoot(this.scenario, name, repo);
});

Then('health on the session {string} reports an unknown caller', async function (this: BatteryWorld, name: string) {
  await http.expectCallerRoot(this.scenario, name, null);
});

Then('a REST request without a caller root reports an unknown caller', async function (this: BatteryWorld) {
  await http.expectRestCallerUnknown(this.scenario);
});

Then('a refresh asked on the session {string} succeeds', async function (this: BatteryWorld, name: string) {
  await http.expectSessionRefresh(this.scenario, name, null);
});

Then('a refresh asked on the session {string} is refused with {string}', async function (this: BatteryWorld, name: string, code: string) {
  await http.expectSessionRefresh(this.scenario, name, code);
});
