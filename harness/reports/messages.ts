import { identitiesOfDocument, type IdentityDocument } from './scenario-identity.js';

interface Timestamp { seconds: number; nanos: number }

/** The few Cucumber message envelopes the report needs (the NDJSON `message` format). */
export interface PickleMsg { id: string; name: string; uri: string; location?: { line: number }; tags: { name: string }[]; astNodeIds: string[] }
export interface Envelope {
  gherkinDocument?: IdentityDocument & { uri: string };
  pickle?: PickleMsg;
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string; timestamp?: Timestamp };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string; message?: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean; timestamp?: Timestamp };
  attachment?: { testCaseStartedId?: string; body: string; mediaType: string };
}

export type ScenarioStatus = 'passed' | 'failed' | 'not provisioned' | 'not claimed' | 'skipped' | 'expected-fail';

export interface ScenarioOutcome {
  name: string;
  uri: string;
  /** the scenario's (or outline row's) line in its feature file */
  line: number | null;
  /** the spec area: the folder below features/ */
  area: string;
  tags: string[];
  clauses: string[];
  status: ScenarioStatus;
  reason: string | null;
  messages: string[];
  /** the one command that replays this scenario, when it failed and a bundle was left */
  replay: string | null;
  /** the stable identity (path, name as written, example row) shards partition by; see scenario-identity.ts */
  id?: string;
  /** wall time of the test case, hooks included, as the message timestamps tell it */
  seconds?: number;
  /** how long the implementation's processes were alive during it; null when the run did not record it */
  implementation_seconds?: number | null;
}

/** One finished test case as the message stream tells it (last attempt wins). */
export interface FinishedCase {
  pickle: PickleMsg;
  /** the stable identity, when the stream carries the pickle's Gherkin document */
  id: string | null;
  /** wall time of the last attempt, when the stream carries timestamps */
  seconds: number | null;
  /** the worst step status (PASSED, SKIPPED, FAILED, ...) */
  status: string;
  messages: string[];
  /** `this.log(...)` lines */
  logs: string[];
  /** other text attachments (transcripts) */
  texts: string[];
}

const RANK: Record<string, number> = { PASSED: 0, SKIPPED: 1, PENDING: 3, UNDEFINED: 3, AMBIGUOUS: 3, FAILED: 4, UNKNOWN: 3 };
const LOG_MEDIA = 'text/x.cucumber.log+plain';

/** Folds the message stream into one record per executed test case. */
export function readFinishedCases(ndjson: string): FinishedCase[] {
  const pickles = new Map<string, PickleMsg>();
  const identities = new Map<string, Map<string, { id: string }>>();
  const startedAt = new Map<string, number>();
  const seconds = new Map<string, number>();
  const cases = new Map<string, string>();
  const started = new Map<string, string>();
  const worst = new Map<string, { rank: number; status: string; messages: string[] }>();
  const attached = new Map<string, { logs: string[]; texts: string[] }>();
  const finished: string[] = [];
  for (const line of ndjson.split('\n')) {
    if (line.trim() === '') continue;
    const env = JSON.parse(line) as Envelope;
    if (env.gherkinDocument) identities.set(env.gherkinDocument.uri, identitiesOfDocument(env.gherkinDocument.uri, env.gherkinDocument));
    if (env.pickle) pickles.set(env.pickle.id, env.pickle);
    if (env.testCase) cases.set(env.testCase.id, env.testCase.pickleId);
    if (env.testCaseStarted) {
      started.set(env.testCaseStarted.id, env.testCaseStarted.testCaseId);
      if (env.testCaseStarted.timestamp) startedAt.set(env.testCaseStarted.id, toSeconds(env.testCaseStarted.timestamp));
    }
    if (env.testStepFinished) {
      const { testCaseStartedId: id, testStepResult: r } = env.testStepFinished;
      const prev = worst.get(id) ?? { rank: -1, status: 'PASSED', messages: [] };
      const rank = RANK[r.status] ?? 3;
      if (r.message) prev.messages.push(r.message);
      if (rank > prev.rank) Object.assign(prev, { rank, status: r.status });
      worst.set(id, prev);
    }
    const a = env.attachment;
    if (a?.testCaseStartedId && a.mediaType.startsWith('text/')) {
      const entry = attached.get(a.testCaseStartedId) ?? { logs: [], texts: [] };
      (a.mediaType === LOG_MEDIA ? entry.logs : entry.texts).push(a.body);
      attached.set(a.testCaseStartedId, entry);
    }
    const end = env.testCaseFinished;
    if (end && !end.willBeRetried) finished.push(end.testCaseStartedId);
    const begun = end ? startedAt.get(end.testCaseStartedId) : undefined;
    if (end?.timestamp && begun !== undefined) seconds.set(end.testCaseStartedId, Math.max(0, toSeconds(end.timestamp) - begun));
  }
  return finished.map((startedId) => {
    const pickle = pickles.get(cases.get(started.get(startedId) ?? '') ?? '');
    if (!pickle) throw new Error(`messages: test case ${startedId} has no pickle; is the NDJSON file complete?`);
    const result = worst.get(startedId) ?? { rank: 0, status: 'PASSED', messages: [] };
    const { logs, texts } = attached.get(startedId) ?? { logs: [], texts: [] };
    const id = identities.get(pickle.uri)?.get(pickle.astNodeIds.at(-1) ?? '')?.id ?? null;
    return { pickle, id, seconds: seconds.get(startedId) ?? null, status: result.status, messages: result.messages, logs, texts };
  });
}

function toSeconds(t: Timestamp): number {
  return t.seconds + t.nanos / 1e9;
}

/** One outcome per executed scenario, with skip reasons and replay commands read from the logged lines. */
export function outcomesFromMessages(ndjson: string): ScenarioOutcome[] {
  return readFinishedCases(ndjson).map(({ pickle, id, seconds, status, messages, logs }) => {
    const tags = pickle.tags.map((t) => t.name);
    const skip = logs.map(parseSkip).find((s) => s !== null) ?? null;
    return {
      name: pickle.name,
      uri: pickle.uri,
      line: pickle.location?.line ?? null,
      area: areaOf(pickle.uri),
      tags,
      clauses: tags.filter((t) => t.startsWith('@clause:')).map((t) => t.slice('@clause:'.length)),
      status: statusOf(status, skip),
      reason: skip?.reason ?? (messages[0]?.split('\n')[0] ?? null),
      messages,
      replay: logs.map(parseReplay).find((r) => r !== null) ?? null,
      ...(id !== null ? { id } : {}),
      ...(seconds !== null ? { seconds: Math.round(seconds * 1000) / 1000 } : {}),
    };
  });
}

/** `features/<area>/x.feature` -> `<area>`; files directly under features/ belong to `(top level)`. */
export function areaOf(uri: string): string {
  const parts = uri.split('/');
  const at = parts.indexOf('features');
  return at >= 0 && parts.length > at + 2 ? parts[at + 1]! : '(top level)';
}

function statusOf(status: string, skip: { status: ScenarioStatus } | null): ScenarioStatus {
  if (status === 'PASSED') return 'passed';
  if (status === 'SKIPPED') return skip ? skip.status : 'skipped';
  return 'failed';
}

/** Skip reasons are logged by the Before hook as `skip: <not provisioned|not claimed>: <reason>`. */
export function parseSkip(body: string): { status: ScenarioStatus; reason: string } | null {
  const m = /^skip: (not provisioned|not claimed): (.+)$/s.exec(body.trim());
  return m ? { status: m[1] as ScenarioStatus, reason: m[2]!.trim() } : null;
}

/** A failing scenario's After hook logs `replay: <command>` once it left a replay bundle. */
export function parseReplay(body: string): string | null {
  const m = /^replay: (.+)$/.exec(body.trim());
  return m ? m[1]!.trim() : null;
}
