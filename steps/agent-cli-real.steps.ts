import { Given, Then, When } from '@cucumber/cucumber';
import * as agent from '../harness/areas/agent-cli/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the real lane: the lane's server and model behind the CLI -----------------------------------
Given("the agent CLI runs the lane's native server with the lane's model", async function (this: BatteryWorld) {
  await agent.useLaneServer(this.scenario);
});

Given('the folder {string} in the home is the command\'s directory', async function (this: BatteryWorld, rel: string) {
  await agent.setCommandDir(this.scenario, rel);
});

Given('M1ND_MCP_ARGS names the runtime {string} relative to the server\'s directory', function (this: BatteryWorld, rel: string) {
  agent.setMcpArgsRuntime(this.scenario, rel);
});

Given('a second worktree {string} of the repository {string}', async function (this: BatteryWorld, name: string, repo: string) {
  await agent.addSecondWorktree(this.scenario, repo, name);
});

Given(/^a (git|non-git) repository "([^"]*)" whose file "([^"]*)" defines "([^"]*)" and whose file "([^"]*)" defines "([^"]*)"$/, async function (this: BatteryWorld, kind: string, repo: string, f1: string, s1: string, f2: string, s2: string) {
  await agent.addTwoFileRepo(this.scenario, kind, repo, f1, s1, f2, s2);
});

When(/^the repository "([^"]*)" moves to a new (HEAD|branch)$/, async function (this: BatteryWorld, repo: string, change: 'HEAD' | 'branch') {
  await agent.changeRevisionOnPurpose(this.scenario, repo, change);
});

When('the file {string} of the repository {string} now defines {string} instead', async function (this: BatteryWorld, rel: string, repo: string, symbol: string) {
  await agent.redefineFile(this.scenario, repo, rel, symbol);
});

When('the file {string} of the repository {string} is removed', async function (this: BatteryWorld, rel: string, repo: string) {
  await agent.removeSourceFile(this.scenario, repo, rel);
});

Given('the file {string} of the repository {string} is written after that', async function (this: BatteryWorld, rel: string, repo: string) {
  await agent.writeLaterFile(this.scenario, rel, repo);
});

// ---- commands ------------------------------------------------------------------------------------
When(/^the agent CLI runs first-minute on the repository "([^"]*)" with (--runtime-dir value|--runtime-dir=value) "([^"]*)"$/, async function (this: BatteryWorld, repo: string, form: string, value: string) {
  await agent.runWithRuntimeForm(this.scenario, repo, form, value);
});

When('the agent CLI asks am-i-stale on the repository {string} about {string}', async function (this: BatteryWorld, repo: string, rel: string) {
  await agent.askStaleThroughCli(this.scenario, repo, rel);
});

When('the agent CLI runs init --birth on the repository {string} with the runtime of the repository {string}', async function (this: BatteryWorld, root: string, repo: string) {
  await agent.birthThroughCli(this.scenario, root, repo);
});

// ---- runtimes and snapshots ----------------------------------------------------------------------
Then('the command prepared its runtime without a refresh', function (this: BatteryWorld) {
  agent.expectPreparedWithoutRefresh(this.scenario);
});

Then('the envelope\'s search finds {string} in {string}', function (this: BatteryWorld, label: string, file: string) {
  agent.expectEnvelopeSearchFinds(this.scenario, label, file);
});

Then('the persisted snapshot of the command\'s runtime holds {string} from the repository {string}', async function (this: BatteryWorld, label: string, repo: string) {
  await agent.expectRuntimeSnapshotHolds(this.scenario, label, repo);
});

Then('the persisted root set of the command\'s runtime is exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await agent.expectRuntimeRootSet(this.scenario, repo);
});

Then('the persisted snapshot of the command\'s runtime holds nothing from the repository {string}', async function (this: BatteryWorld, repo: string) {
  await agent.expectRuntimeNothingFrom(this.scenario, repo);
});

Then('the persisted snapshot of the command\'s runtime holds no {string} and nothing from {string}', async function (this: BatteryWorld, label: string, rel: string) {
  await agent.expectRuntimeWithout(this.scenario, label, rel);
});

Then('the command\'s runtime and its snapshot digest are remembered as {string}', async function (this: BatteryWorld, name: string) {
  await agent.rememberRuntime(this.scenario, name);
});

Then(/^the command refreshed the runtime "([^"]*)" before anything else(, and its snapshot digest is unchanged)?$/, async function (this: BatteryWorld, name: string, unchanged: string | null) {
  await agent.expectRefreshedFirst(this.scenario, name, unchanged);
});

Then('the command\'s runtime is not the runtime {string}', function (this: BatteryWorld, name: string) {
  agent.expectOtherRuntime(this.scenario, name);
});

Then('the runtime {string} still holds its snapshot and nothing from the repository {string}', async function (this: BatteryWorld, name: string, repo: string) {
  await agent.expectRememberedRuntimeIntact(this.scenario, name, repo);
});

Then('the runtime {string} is byte-for-byte as it was', async function (this: BatteryWorld, name: string) {
  await agent.expectRememberedRuntimeBytes(this.scenario, name);
});

Then('the identity manifest of the command\'s runtime names the repository {string} with its current branch and HEAD', async function (this: BatteryWorld, repo: string) {
  await agent.expectIdentityManifest(this.scenario, repo);
});

Then('the runtime the envelope names is {string} in the home', function (this: BatteryWorld, rel: string) {
  agent.expectRuntimeInHome(this.scenario, rel);
});

Then('the runtime the envelope names is the folder {string} beside the repository {string}', function (this: BatteryWorld, name: string, repo: string) {
  agent.expectRuntimeBesideRepo(this.scenario, name, repo);
});

Then('no command changed the branch, HEAD, index or staged entries of any repository', async function (this: BatteryWorld) {
  await agent.checkGitUnchanged(this.scenario);
});

// ---- am-i-stale and birth ------------------------------------------------------------------------
Then('the envelope lists {string} as unknown and nothing as fresh', function (this: BatteryWorld, rel: string) {
  agent.expectStaleUnknownOnly(this.scenario, rel);
});

Then('the envelope\'s staleness summary does not call the answer fresh', function (this: BatteryWorld) {
  agent.expectStaleSummaryNotFresh(this.scenario);
});

Then('the envelope\'s birth receipt names the repository {string} with a brain id and nodes', function (this: BatteryWorld, repo: string) {
  agent.expectBirthReceipt(this.scenario, repo);
});

Then('the envelope\'s birth refusal is {string}', function (this: BatteryWorld, code: string) {
  agent.expectBirthRefusal(this.scenario, code);
});

// ---- concurrent commands -------------------------------------------------------------------------
When(/^command "([^"]*)" starts first-minute on the repository "([^"]*)"(?: with the query "([^"]*)")?(?:, held at "([^"]*)")?(?: and its server at "([^"]*)")?$/, async function (this: BatteryWorld, label: string, repo: string, query: string | null, seam: string | null, serverSeam: string | null) {
  await agent.startNamedCommand(this.scenario, label, repo, query, seam, serverSeam);
});

When(/^command "([^"]*)" starts first-minute on the repository "([^"]*)"(?: with the query "([^"]*)")?, its server held at "([^"]*)"$/, async function (this: BatteryWorld, label: string, repo: string, query: string | null, serverSeam: string) {
  await agent.startNamedCommand(this.scenario, label, repo, query, null, serverSeam);
});

When('the server of command {string} reaches {string}', async function (this: BatteryWorld, label: string, seam: string) {
  await agent.reachServerSeam(this.scenario, label, seam);
});

When('the server of command {string} continues past {string}', function (this: BatteryWorld, label: string, seam: string) {
  agent.continueServer(this.scenario, label, seam);
});

Then('the identity manifest of the runtime exists and is still empty', function (this: BatteryWorld) {
  agent.expectIdentityStillEmpty(this.scenario);
});

Then('command {string} waits as a registered waiter while no server of its own has reached {string}', async function (this: BatteryWorld, label: string, seam: string) {
  await agent.expectWaitingWithoutServer(this.scenario, label, seam);
});

Then('the server of command {string} reaches {string} only after the server of command {string} has exited', async function (this: BatteryWorld, later: string, seam: string, earlier: string) {
  await agent.expectReachedAfterExit(this.scenario, later, earlier, seam);
});

Then('commands {string} and {string} both found {string} in {string} through one runtime', function (this: BatteryWorld, a: string, b: string, label: string, file: string) {
  agent.expectAllFound(this.scenario, [a, b], label, file);
});

Then("command {string}'s envelope fails with {string}", function (this: BatteryWorld, label: string, code: string) {
  agent.expectEnvelopeCode(this.scenario, label, code);
});

Then('command {string} still runs and holds its owner proof unchanged, and its server still runs', function (this: BatteryWorld, label: string) {
  agent.expectStillOwningWithServer(this.scenario, label);
});

When('{int} commands start first-minute on the repository {string} with the query {string}, each server held at {string}', async function (this: BatteryWorld, count: number, repo: string, query: string, seam: string) {
  await agent.startMany(this.scenario, count, repo, query, seam);
});

Then('their servers reach {string} one at a time while every other unfinished command waits for the lease', async function (this: BatteryWorld, seam: string) {
  this.log(await agent.observeOwnersOneAtATime(this.scenario, seam));
});

Then('all {int} commands exit with status 0 and found {string} in {string} through one runtime', async function (this: BatteryWorld, count: number, label: string, file: string) {
  await agent.expectGroupSucceeded(this.scenario, count, label, file);
});

Given(/^the command's runtime now holds (populated state without an identity manifest|a malformed identity manifest|the identity manifest of the repository "[^"]*")$/, async function (this: BatteryWorld, state: string) {
  await agent.plantRuntimeState(this.scenario, state);
});

Given("the agent CLI discovers served owners in the HTTP owner's registry", function (this: BatteryWorld) {
  agent.discoverInFixtureRegistry(this.scenario);
});

Then("the envelope names the HTTP owner's runtime and the cache holds no runtime", function (this: BatteryWorld) {
  agent.expectAttachedToOwner(this.scenario);
});

When("the file {string} of the repository {string} is saved again without a change, so git's stat cache is stale", async function (this: BatteryWorld, rel: string, repo: string) {
  await agent.touchUnchanged(this.scenario, repo, rel);
});
