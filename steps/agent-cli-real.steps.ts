import { Given, Then, When } from '@cucumber/cucumber';
import * as h from '../harness/scenario/index.js';
import type { BatteryWorld } from './support/world.js';

// ---- the real lane: the lane's server and model behind the CLI -----------------------------------
Given("the agent CLI runs the lane's native server with the lane's model", async function (this: BatteryWorld) {
  await h.useLaneServer(this.scenario);
});

Given('the folder {string} in the home is the command\'s directory', async function (this: BatteryWorld, rel: string) {
  await h.setCommandDir(this.scenario, rel);
});

Given('M1ND_MCP_ARGS names the runtime {string} relative to the server\'s directory', function (this: BatteryWorld, rel: string) {
  h.setMcpArgsRuntime(this.scenario, rel);
});

Given('a second worktree {string} of the repository {string}', async function (this: BatteryWorld, name: string, repo: string) {
  await h.addSecondWorktree(this.scenario, repo, name);
});

Given(/^a (git|non-git) repository "([^"]*)" whose file "([^"]*)" defines "([^"]*)" and whose file "([^"]*)" defines "([^"]*)"$/, async function (this: BatteryWorld, kind: string, repo: string, f1: string, s1: string, f2: string, s2: string) {
  await h.addEditableRepo(this.scenario, kind, repo, { [f1]: s1, [f2]: s2 });
});

When(/^the repository "([^"]*)" moves to a new (HEAD|branch)$/, async function (this: BatteryWorld, repo: string, change: 'HEAD' | 'branch') {
  await h.changeRevisionOnPurpose(this.scenario, repo, change);
});

When('the file {string} of the repository {string} now defines {string} instead', async function (this: BatteryWorld, rel: string, repo: string, symbol: string) {
  await h.redefineFile(this.scenario, repo, rel, symbol);
});

When('the file {string} of the repository {string} is removed', async function (this: BatteryWorld, rel: string, repo: string) {
  await h.removeSourceFile(this.scenario, repo, rel);
});

Given('the file {string} of the repository {string} is written after that', async function (this: BatteryWorld, rel: string, repo: string) {
  await h.writeSourceFile(this.scenario, repo, rel, 'export function addedLaterSymbol(): number {\n  return 3;\n}\n');
});

// ---- commands ------------------------------------------------------------------------------------
When(/^the agent CLI runs first-minute on the repository "([^"]*)" with (--runtime-dir value|--runtime-dir=value) "([^"]*)"$/, async function (this: BatteryWorld, repo: string, form: string, value: string) {
  await h.runWithRuntimeForm(this.scenario, repo, form, value);
});

When('the agent CLI asks am-i-stale on the repository {string} about {string}', async function (this: BatteryWorld, repo: string, rel: string) {
  await h.askStaleThroughCli(this.scenario, repo, rel);
});

When('the agent CLI runs init --birth on the repository {string} with the runtime of the repository {string}', async function (this: BatteryWorld, root: string, repo: string) {
  await h.birthThroughCli(this.scenario, root, repo);
});

// ---- runtimes and snapshots ----------------------------------------------------------------------
Then('the command prepared its runtime without a refresh', function (this: BatteryWorld) {
  h.expectPreparedWithoutRefresh(this.scenario);
});

Then('the envelope\'s search finds {string} in {string}', function (this: BatteryWorld, label: string, file: string) {
  h.expectEnvelopeSearchFinds(this.scenario, label, file);
});

Then('the persisted snapshot of the command\'s runtime holds {string} from the repository {string}', async function (this: BatteryWorld, label: string, repo: string) {
  await h.expectRuntimeSnapshotHolds(this.scenario, label, repo);
});

Then('the persisted root set of the command\'s runtime is exactly the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectRuntimeRootSet(this.scenario, repo);
});

Then('the persisted snapshot of the command\'s runtime holds nothing from the repository {string}', async function (this: BatteryWorld, repo: string) {
  await h.expectRuntimeNothingFrom(this.scenario, repo);
});

Then('the persisted snapshot of the command\'s runtime holds no {string} and nothing from {string}', async function (this: BatteryWorld, label: string, rel: string) {
  await h.expectRuntimeWithout(this.scenario, label, rel);
});

Then('the command\'s runtime and its snapshot digest are remembered as {string}', async function (this: BatteryWorld, name: string) {
  await h.rememberRuntime(this.scenario, name);
});

Then(/^the command refreshed the runtime "([^"]*)" before anything else(, and its snapshot digest is unchanged)?$/, async function (this: BatteryWorld, name: string, unchanged: string | undefined) {
  await h.expectRefreshedFirst(this.scenario, name, Boolean(unchanged));
});

Then('the command\'s runtime is not the runtime {string}', function (this: BatteryWorld, name: string) {
  h.expectOtherRuntime(this.scenario, name);
});

Then('the runtime {string} still holds its snapshot and nothing from the repository {string}', async function (this: BatteryWorld, name: string, repo: string) {
  await h.expectRememberedRuntimeIntact(this.scenario, name, repo);
});

Then('the runtime {string} is byte-for-byte as it was', async function (this: BatteryWorld, name: string) {
  await h.expectRememberedRuntimeBytes(this.scenario, name);
});

Then('the identity manifest of the command\'s runtime names the repository {string} with its current branch and HEAD', async function (this: BatteryWorld, repo: string) {
  await h.expectIdentityManifest(this.scenario, repo);
});

Then('the runtime the envelope names is {string} in the home', function (this: BatteryWorld, rel: string) {
  h.expectRuntimeAt(this.scenario, h.homePath(this.scenario, rel));
});

Then('the runtime the envelope names is the folder {string} beside the repository {string}', function (this: BatteryWorld, name: string, repo: string) {
  h.expectRuntimeAt(this.scenario, h.besideRepo(this.scenario, repo, name));
});

Then('no command changed the branch, HEAD, index or staged entries of any repository', async function (this: BatteryWorld) {
  await h.checkGitUnchanged(this.scenario);
});

// ---- am-i-stale and birth ------------------------------------------------------------------------
Then('the envelope lists {string} as unknown and nothing as fresh', function (this: BatteryWorld, rel: string) {
  h.expectStaleUnknownOnly(this.scenario, rel);
});

Then('the envelope\'s staleness summary does not call the answer fresh', function (this: BatteryWorld) {
  h.expectStaleSummaryNotFresh(this.scenario);
});

Then('the envelope\'s birth receipt names the repository {string} with a brain id and nodes', function (this: BatteryWorld, repo: string) {
  h.expectBirthReceipt(this.scenario, repo);
});

Then('the envelope\'s birth refusal is {string}', function (this: BatteryWorld, code: string) {
  h.expectBirthRefusal(this.scenario, code);
});
