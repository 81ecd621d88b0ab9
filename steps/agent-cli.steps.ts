import { Given, Then, When } from '@cucumber/cucumber';
import * as agent from '../harness/areas/agent-cli/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the server behind the CLI and the CLI's settings ------------------------------------------
Given('a stand-in server that answers every call and finds nothing', async function (this: BatteryWorld) {
  await agent.installAnsweringFake(this.scenario);
});

Given(/^a stand-in server (?:whose refresh|that) (is refused|fails as a tool error|refuses every start|never answers a search|keeps running after its input ends|exits with status 1 when its input ends|finishes two seconds after its input ends|ignores the end of its input and every signal|never answers initialize and ignores the end of its input and every signal)$/, async function (this: BatteryWorld, behaviour: string) {
  await agent.installFakeBehaving(this.scenario, behaviour);
});

Given('a server binary that fails to execute with {spawn errno}', async function (this: BatteryWorld, errno: agent.SpawnErrno) {
  await agent.installBrokenServer(this.scenario, errno);
});

Given("the agent CLI's budgets are shortened for tests", function (this: BatteryWorld) {
  agent.shortenAgentBudgets(this.scenario);
});

Given('commands wait at most {int} ms for another owner', function (this: BatteryWorld, ms: number) {
  agent.setOwnerWait(this.scenario, ms);
});

Given('commands wait at most {string} ms for another owner', function (this: BatteryWorld, value: string) {
  agent.setOwnerWait(this.scenario, value);
});

// ---- running commands ----------------------------------------------------------------------------
When(/^the agent CLI runs first-minute on the repository "([^"]*)"(?: with the query "([^"]*)")?(?: again)?$/, async function (this: BatteryWorld, repo: string, query: string | null) {
  await agent.runFirstMinuteAsking(this.scenario, repo, query);
});

Given('the agent CLI ran first-minute on the repository {string} once', async function (this: BatteryWorld, repo: string) {
  await agent.prepareWithFirstMinute(this.scenario, repo);
});

When('the agent CLI starts first-minute on the repository {string} with the query {string}', async function (this: BatteryWorld, repo: string, query: string) {
  await agent.startFirstMinute(this.scenario, repo, { query });
});

When(/^command "([^"]*)" reaches "(agent\.[a-z_]+)"$/, async function (this: BatteryWorld, label: string, seam: string) {
  await agent.reachCommandSeam(this.scenario, label, seam);
});

When('command {string} continues past {string}', function (this: BatteryWorld, label: string, seam: string) {
  agent.continueCommand(this.scenario, label, seam);
});

When('the stand-in server is serving the search', async function (this: BatteryWorld) {
  await agent.waitForFakeServing(this.scenario);
});

// ---- envelope and stderr (exits and signals are the shared process sentences) ---------------------
Then('its standard output is exactly one JSON envelope with ok true', function (this: BatteryWorld) {
  agent.expectOneEnvelope(this.scenario, true);
});

Then(/^the envelope says ok false(?: with trust "([^"]*)")?$/, function (this: BatteryWorld, verdict: string | null) {
  agent.expectEnvelopeNotOk(this.scenario, verdict);
});

Then('the envelope fails with {string}', function (this: BatteryWorld, code: string) {
  agent.expectEnvelopeCode(this.scenario, null, code);
});

Then("the envelope's freshness reports isError {boolean}, the action, refused {string} and a reason", function (this: BatteryWorld, isError: boolean, refused: string) {
  agent.expectRefreshFailureNaming(this.scenario, isError, refused);
});

Then('its standard output is empty', function (this: BatteryWorld) {
  agent.expectStdoutEmpty(this.scenario);
});

Then('its standard error names {string}', function (this: BatteryWorld, text: string) {
  agent.expectStderrNames(this.scenario, null, text);
});

// ---- the stand-in's view -------------------------------------------------------------------------
Then('the stand-in server was started once, with the repository {string} granted and a runtime outside it', async function (this: BatteryWorld, repo: string) {
  await agent.expectFakeStartedFor(this.scenario, repo);
});

Then(/^the stand-in server was (never started|started once)$/, async function (this: BatteryWorld, times: string) {
  await agent.expectFakeStartedAs(this.scenario, times);
});

Then('after the refresh the stand-in server was asked nothing but to shut down', async function (this: BatteryWorld) {
  await agent.expectNothingAfterRefresh(this.scenario);
});

Then('the stand-in server saw the end of its input, then SIGTERM, then exited', async function (this: BatteryWorld) {
  await agent.expectFakeEndedAfterEofAndSigterm(this.scenario);
});

Then('the stand-in server saw the end of its input and exited without any signal', async function (this: BatteryWorld) {
  await agent.expectFakeEndedWithoutSignal(this.scenario);
});

Then('the stand-in server received {signal} and exited', async function (this: BatteryWorld, signal: string) {
  await agent.expectFakeEndedBySignal(this.scenario, signal);
});

Then('the stand-in server is still running', async function (this: BatteryWorld) {
  await agent.expectFakeStillRunning(this.scenario);
});

// ---- leases --------------------------------------------------------------------------------------
Then('no lease remains in the runtime the envelope names', function (this: BatteryWorld) {
  agent.expectNoLease(this.scenario, null);
});

Then('no lease remains in the runtime command {string} used', function (this: BatteryWorld, label: string) {
  agent.expectNoLease(this.scenario, label);
});

Then('the owner proof remains in the runtime the envelope names', function (this: BatteryWorld) {
  agent.rememberOwnerProof(this.scenario, null);
});

Then('the owner proof is byte-for-byte as it was', function (this: BatteryWorld) {
  agent.expectOwnerProofUnchanged(this.scenario);
});

Given('that runtime holds an owner proof of a process that has exited', async function (this: BatteryWorld) {
  await agent.plantExitedOwnerProof(this.scenario);
});

Then('no waiter marker of command {string} remains', function (this: BatteryWorld, label: string) {
  agent.expectNoWaiterMarkerOf(this.scenario, label);
});

Then('command {string} still runs and holds its owner proof unchanged', function (this: BatteryWorld, label: string) {
  agent.expectStillOwning(this.scenario, label);
});

// ---- where runtimes live -------------------------------------------------------------------------
Given('the cache variables M1ND_AGENT_CACHE_DIR {string} and XDG_CACHE_HOME {string} in the home', async function (this: BatteryWorld, cacheDir: string, xdg: string) {
  await agent.setCacheVariables(this.scenario, cacheDir, xdg);
});

Given('the cache base {string} is reached through a symbolic link {string} to the folder {string} in the home', async function (this: BatteryWorld, base: string, alias: string, real: string) {
  await agent.aliasCacheBase(this.scenario, base, alias, real);
});

Given(/^the cache base is (a symbolic link to a private folder|writable by its group|writable by everyone|owned by another user)$/, async function (this: BatteryWorld, kind: string) {
  await agent.prepareUnsafeBase(this.scenario, kind);
});

Given(/^the runtime's (runtime directory|owner directory|identity manifest|owner proof) is a symbolic link to a private copy outside the cache$/, async function (this: BatteryWorld, object: string) {
  await agent.linkRuntimeObject(this.scenario, object);
});

Given('the runtime is named by --runtime-dir {string}, M1ND_MCP_ARGS {string} and M1ND_RUNTIME_DIR {string}, in the home', async function (this: BatteryWorld, flag: string, args: string, variable: string) {
  await agent.chooseRuntimes(this.scenario, flag, args, variable);
});

Given(/^the (runtime|cache base) is the folder "([^"]*)" inside the repository "([^"]*)"$/, function (this: BatteryWorld, what: string, rel: string, repo: string) {
  agent.placeInsideRepo(this.scenario, what, rel, repo);
});

Then('the runtime the envelope names lies directly in {string} in the home, a private folder the command created', function (this: BatteryWorld, rel: string) {
  agent.expectRuntimeDirectlyIn(this.scenario, rel);
});

Then('both commands used the same runtime', function (this: BatteryWorld) {
  agent.expectOneRuntimeForAll(this.scenario);
});

Then('the cache base and everything it leads to are byte-for-byte as they were', async function (this: BatteryWorld) {
  await agent.expectHomeUnchanged(this.scenario);
});

Then('the stand-in server and the envelope both used the runtime {string} in the home', async function (this: BatteryWorld, name: string) {
  await agent.expectRuntimeUsed(this.scenario, name);
});

Then('no automatic cache base was created', function (this: BatteryWorld) {
  agent.expectNoCacheBase(this.scenario);
});

// ---- git classification --------------------------------------------------------------------------
Given(/^(a repository outside git|a git repository on its branch|a git repository with a detached HEAD|a git repository on an unborn branch) "([^"]*)"$/, async function (this: BatteryWorld, tree: string, name: string) {
  await agent.addClassifiedRepo(this.scenario, tree, name);
});

Then(/^the identity manifest records the repository "([^"]*)" as kind "([^"]*)", branch (none|"[^"]*"), (its HEAD|no HEAD)$/, async function (this: BatteryWorld, repo: string, kind: string, branch: string, head: string) {
  await agent.expectIdentityRecorded(this.scenario, repo, kind, branch, head);
});

Given(/^(the repository holds a \.git folder that git does not recognise|the folder above the repository holds a \.git folder git does not know|the environment sets GIT_DIR|the environment sets GIT_WORK_TREE|the repository's \.git is a file git cannot read|git is not on the PATH)$/, async function (this: BatteryWorld, why: string) {
  await agent.confuseGit(this.scenario, why, 'app');
});

Then('the envelope fails with {string}, with the teardown failure {string} beside it and the server\'s stderr', function (this: BatteryWorld, code: string, teardown: string) {
  agent.expectBothFailures(this.scenario, code, teardown);
});

// ---- contention through the stand-in: a lease kept busy without any seam of the implementation -----
Given('a stand-in server that holds every search of the repository {string} until released', async function (this: BatteryWorld, repo: string) {
  await agent.installGatedFake(this.scenario, repo);
});

When("the stand-in server's searches are released", async function (this: BatteryWorld) {
  await agent.releaseGate(this.scenario);
});

When('command {string} holds the lease while its server serves the search', async function (this: BatteryWorld, label: string) {
  await agent.expectHoldingLease(this.scenario, label);
});

When('command {string} waits for the lease', async function (this: BatteryWorld, label: string) {
  await agent.expectWaitingForLease(this.scenario, label);
});

Then('command {string} still waits for the lease', function (this: BatteryWorld, label: string) {
  agent.expectStillWaiting(this.scenario, label);
});

When('{int} commands start first-minute on the repository {string} with the query {string} at once', async function (this: BatteryWorld, count: number, repo: string, query: string) {
  await agent.startGroup(this.scenario, count, repo, query);
});

Then("one command's server serves the search while every other command waits for the lease", async function (this: BatteryWorld) {
  await agent.expectOneServingOthersWaiting(this.scenario);
});

Then('every command of the group exits with status 0 through one runtime', async function (this: BatteryWorld) {
  await agent.expectGroupDone(this.scenario);
});

Then('the stand-in server was started {int} times, each only after the previous one exited', async function (this: BatteryWorld, times: number) {
  await agent.expectServersOneAtATime(this.scenario, times);
});

Then('no waiter marker of the agent CLI remains', function (this: BatteryWorld) {
  agent.expectNoWaiterMarkerOf(this.scenario, null);
});

Given("the command's runtime is remembered as {string}", async function (this: BatteryWorld, name: string) {
  await agent.rememberRuntimeTree(this.scenario, name);
});
