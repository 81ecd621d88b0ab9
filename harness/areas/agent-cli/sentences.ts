// Step-facing forms of the agent CLI checks: each takes a sentence's words as they come and calls the check.
import { writeSourceFile, type ProcessRole, type Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { expectEnvelopeTrust, expectRefreshFailure } from './command-checks.js';
import { fakeModesFor } from './command-setups.js';
import { runFirstMinute } from './commands.js';
import { expectAllFound, expectServerAlive, manyLabels, startLabelled } from './concurrency.js';
import { expectStillOwning } from './lease.js';
import { besideRepo, expectRuntimeAt, homePath } from './real-cache-checks.js';
import { addEditableRepo } from './real-cache.js';
import { expectFakeStarts } from './stand-in-checks.js';
import { installFakeServer } from './stand-ins.js';

/** The latest agent CLI command ("the agent CLI"), or the one started under `label` (command "label"). */
export function agentCommand(label: string | null): ProcessRole {
  return { name: label === null ? 'the agent CLI' : `command "${label}"`, latest: (s) => agentArea(s).run(label) };
}

/** The label of `command "X"` as a feature names a command it started under a name. */
export function parseCommandPhrase(phrase: string): string {
  const label = /^command "([^"]*)"$/.exec(phrase)?.[1];
  if (label === undefined) throw new Error(`"${phrase}" does not name a command; write command "<name>"`);
  return label;
}

export function installAnsweringFake(s: Scenario): Promise<string> {
  return installFakeServer(s, 'answers', []);
}

/** A stand-in server behaving as the feature says, in a folder named after the behaviour. */
export function installFakeBehaving(s: Scenario, behaviour: string): Promise<string> {
  return installFakeServer(s, behaviour.replace(/\W+/g, '-'), fakeModesFor(behaviour));
}

/** An unmatched optional clause of a sentence arrives as null. */
export async function runFirstMinuteAsking(s: Scenario, repo: string, query: string | null): Promise<void> {
  await runFirstMinute(s, repo, { query: query ?? null });
}

export function expectEnvelopeNotOk(s: Scenario, verdict: string | null): void {
  expectEnvelopeTrust(s, false, verdict ?? null);
}

/** `refused` as a feature writes it: empty when the failure names no refusal code. */
export function expectRefreshFailureNaming(s: Scenario, isError: boolean, refused: string): void {
  expectRefreshFailure(s, isError, refused === '' ? null : refused);
}

const START_COUNTS: Readonly<Record<string, number>> = Object.freeze({ 'never started': 0, 'started once': 1 });

export async function expectFakeStartedAs(s: Scenario, words: string): Promise<void> {
  const times = START_COUNTS[words];
  if (times === undefined) throw new Error(`unknown start count ${JSON.stringify(words)}; use ${Object.keys(START_COUNTS).join(' or ')}`);
  await expectFakeStarts(s, times);
}

/** Two files of a new repository, each defining one symbol. */
export function addTwoFileRepo(s: Scenario, kind: string, repo: string, file1: string, symbol1: string, file2: string, symbol2: string): Promise<void> {
  return addEditableRepo(s, kind, repo, { [file1]: symbol1, [file2]: symbol2 });
}

/** A file written after the runtime was prepared, defining a symbol of its own. */
export function writeLaterFile(s: Scenario, rel: string, repo: string): Promise<void> {
  return writeSourceFile(s, repo, rel, 'export function addedLaterSymbol(): number {\n  return 3;\n}\n');
}

export function expectRuntimeInHome(s: Scenario, rel: string): void {
  expectRuntimeAt(s, homePath(s, rel));
}

export function expectRuntimeBesideRepo(s: Scenario, name: string, repo: string): void {
  expectRuntimeAt(s, besideRepo(s, repo, name));
}

/** Starts a named command, optionally asking a query, held at its own seam and/or its server's. */
export async function startNamedCommand(s: Scenario, label: string, repo: string, query: string | null, seam: string | null, serverSeam: string | null): Promise<void> {
  await startLabelled(s, label, repo, query || null, seam || null, serverSeam || null);
}

export function expectStillOwningWithServer(s: Scenario, label: string): void {
  expectStillOwning(s, label);
  expectServerAlive(s, label);
}

/** Every command of the started group exited 0 and found `label` in `file` through one runtime. */
export async function expectGroupSucceeded(s: Scenario, count: number, label: string, file: string): Promise<void> {
  const labels = manyLabels(s);
  if (labels.length !== count) throw new Error(`${labels.length} commands were started, not ${count}`);
  for (const name of labels) {
    const { status } = await agentArea(s).run(name).finish(s.boundMs);
    if (status.code !== 0) throw new Error(`command "${name}" exited with code ${status.code} (signal ${status.signal}); expected 0`);
  }
  expectAllFound(s, labels, label, file);
}
