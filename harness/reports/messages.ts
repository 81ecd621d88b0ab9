/** The few Cucumber message envelopes the report needs (the NDJSON `message` format). */
export interface PickleMsg { id: string; name: string; uri: string; tags: { name: string }[]; astNodeIds: string[] }
export interface Envelope {
  pickle?: PickleMsg;
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string; message?: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
  attachment?: { testCaseStartedId?: string; body: string; mediaType: string };
}

export type ScenarioStatus = 'passed' | 'failed' | 'not provisioned' | 'not claimed' | 'skipped';

export interface ScenarioOutcome {
  name: string;
  uri: string;
  tags: string[];
  clauses: string[];
  status: ScenarioStatus;
  reason: string | null;
  messages: string[];
}

const RANK: Record<string, number> = { PASSED: 0, SKIPPED: 1, PENDING: 3, UNDEFINED: 3, AMBIGUOUS: 3, FAILED: 4, UNKNOWN: 3 };

/** Folds the message stream into one outcome per executed scenario (last attempt wins). */
export function outcomesFromMessages(ndjson: string): ScenarioOutcome[] {
  const pickles = new Map<string, PickleMsg>();
  const cases = new Map<string, string>();
  const started = new Map<string, string>();
  const worst = new Map<string, { rank: number; status: string; messages: string[] }>();
  const logs = new Map<string, string[]>();
  const finished: string[] = [];
  for (const line of ndjson.split('\n')) {
    if (line.trim() === '') continue;
    const env = JSON.parse(line) as Envelope;
    if (env.pickle) pickles.set(env.pickle.id, env.pickle);
    if (env.testCase) cases.set(env.testCase.id, env.testCase.pickleId);
    if (env.testCaseStarted) started.set(env.testCaseStarted.id, env.testCaseStarted.testCaseId);
    if (env.testStepFinished) {
      const { testCaseStartedId: id, testStepResult: r } = env.testStepFinished;
      const prev = worst.get(id) ?? { rank: -1, status: 'PASSED', messages: [] };
      const rank = RANK[r.status] ?? 3;
      if (r.message) prev.messages.push(r.message);
      if (rank > prev.rank) Object.assign(prev, { rank, status: r.status });
      worst.set(id, prev);
    }
    if (env.attachment?.testCaseStartedId && env.attachment.mediaType.startsWith('text/')) {
      const list = logs.get(env.attachment.testCaseStartedId) ?? [];
      list.push(env.attachment.body);
      logs.set(env.attachment.testCaseStartedId, list);
    }
    if (env.testCaseFinished && !env.testCaseFinished.willBeRetried) finished.push(env.testCaseFinished.testCaseStartedId);
  }
  return finished.map((startedId) => {
    const pickle = pickles.get(cases.get(started.get(startedId) ?? '') ?? '');
    if (!pickle) throw new Error(`messages: test case ${startedId} has no pickle; is the NDJSON file complete?`);
    const tags = pickle.tags.map((t) => t.name);
    const result = worst.get(startedId) ?? { rank: 0, status: 'PASSED', messages: [] };
    const skip = (logs.get(startedId) ?? []).map(parseSkip).find((s) => s !== null) ?? null;
    return {
      name: pickle.name,
      uri: pickle.uri,
      tags,
      clauses: tags.filter((t) => t.startsWith('@clause:')).map((t) => t.slice('@clause:'.length)),
      status: statusOf(result.status, skip),
      reason: skip?.reason ?? (result.messages[0]?.split('\n')[0] ?? null),
      messages: result.messages,
    };
  });
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
