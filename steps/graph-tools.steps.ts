import { Given, Then, When } from '@cucumber/cucumber';
import * as tools from '../harness/areas/graph-tools/index.js';
import type { BatteryWorld } from './support/world.js';

// The read tools a code graph exists for (seed 001 lists them): known answers on CHAIN_REPO.

Given('a repository {string} whose imports form known chains', async function (this: BatteryWorld, name: string) {
  await tools.addChainRepo(this.scenario, name);
});

Given('the repository {string} holds a link {string} to the file {string} of the repository {string}', async function (this: BatteryWorld, repo: string, rel: string, otherRel: string, other: string) {
  await tools.linkOutOfRepo(this.scenario, repo, rel, other, otherRel);
});

When('in the repository {string} the file {string} is edited, {string} deleted and {string} added', async function (this: BatteryWorld, repo: string, edited: string, deleted: string, added: string) {
  await tools.driftRepo(this.scenario, repo, edited, deleted, added);
});

Then('glob {string} lists exactly {string}', async function (this: BatteryWorld, pattern: string, files: string) {
  await tools.expectGlob(this.scenario, pattern, files);
});

Then('viewing {string} lines {int} to {int} shows {string}', async function (this: BatteryWorld, file: string, from: number, to: number, texts: string) {
  await tools.expectView(this.scenario, file, from, to, texts);
});

Then('orient names the root {string}, the top-level folders {string} and the languages {string}', async function (this: BatteryWorld, repo: string, folders: string, languages: string) {
  await tools.expectOrient(this.scenario, repo, folders, languages);
});

Then('the impact of {string} reaches exactly {string}', async function (this: BatteryWorld, start: string, reached: string) {
  await tools.expectReach(this.scenario, 'impact', start, null, reached);
});

Then('the impact of {string} to depth {int} reaches exactly {string}', async function (this: BatteryWorld, start: string, depth: number, reached: string) {
  await tools.expectReach(this.scenario, 'impact', start, depth, reached);
});

Then('the trace of {string} reaches exactly {string}', async function (this: BatteryWorld, start: string, reached: string) {
  await tools.expectReach(this.scenario, 'trace', start, null, reached);
});

Then('tracing the error text {string} names exactly {string}', async function (this: BatteryWorld, text: string, labels: string) {
  await tools.expectTraceNames(this.scenario, text, labels);
});

Then('why {string} leads to {string} through {string}', async function (this: BatteryWorld, source: string, target: string, labels: string) {
  await tools.expectWhyPath(this.scenario, source, target, labels);
});

Then('why {string} leads to {string} answers that no path joins them', async function (this: BatteryWorld, source: string, target: string) {
  await tools.expectWhyNone(this.scenario, source, target);
});

Then('missing lists exactly {string}', async function (this: BatteryWorld, expected: string) {
  await tools.expectMissing(this.scenario, expected);
});

Then('drift reports changed {string}, deleted {string} and new {string}', async function (this: BatteryWorld, changed: string, deleted: string, added: string) {
  await tools.expectDrift(this.scenario, changed, deleted, added);
});

Then('activating {string} ranks {string} first and reaches its file {string}', async function (this: BatteryWorld, query: string, first: string, file: string) {
  await tools.expectActivate(this.scenario, query, first, file);
});

Then('the tool {word} called with {string} is refused naming {string}', async function (this: BatteryWorld, tool: string, args: string, word: string) {
  await tools.expectToolRefused(this.scenario, tool, tools.parseToolArgs(this.scenario, args), word);
});

// ---- the small runtime tools of the same list ----------------------------------------------------
Then('boot memory keeps {string} as {string} until it is deleted', async function (this: BatteryWorld, key: string, value: string) {
  await tools.expectBootMemoryRoundTrip(this.scenario, key, value);
});

Then('boot memory set to {string} as {string} over REST from the repository {string} is read back there and not from the repository {string}', async function (this: BatteryWorld, key: string, value: string, here: string, other: string) {
  await tools.expectBootMemoryPerBrain(this.scenario, key, value, here, other);
});

Then('memorizing {string} and then {string} keeps both', async function (this: BatteryWorld, first: string, second: string) {
  await tools.expectMemorizeKeeps(this.scenario, first, second);
});

Then('the background ingest tools say that nothing runs and nothing was stopped', async function (this: BatteryWorld) {
  await tools.expectNoBackgroundIngest(this.scenario);
});

Then('previewing {string} rewritten as {string} answers a diff removing {string} and adding {string}', async function (this: BatteryWorld, file: string, content: string, removed: string, added: string) {
  await tools.expectEditPreview(this.scenario, file, content, removed, added);
});

Then('a dry run of xray_apply tagging {string} files with {string} plans {int} files and applies none', async function (this: BatteryWorld, extension: string, tag: string, count: number) {
  await tools.expectXrayDryRun(this.scenario, tag, extension, count);
});
