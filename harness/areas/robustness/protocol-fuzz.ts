// The robustness sentences over stdio: hostile frames and schema-breaking tool arguments, each run from a
// reported seed, with the graph's answer to a search compared before and after.
import { fuzzHttp, fuzzPlan, fuzzStdio, fuzzToolArguments, replayHint, type FuzzPlan } from '../../fuzz/index.js';
import { callRest, httpArea } from '../http/index.js';
import type { Scenario } from '../../scenario/index.js';

function planFor(s: Scenario, log: (line: string) => void): FuzzPlan {
  const plan = fuzzPlan(s.harnessEnv.env);
  log(`fuzz plan: ${replayHint(plan)}`);
  return plan;
}

async function searchText(s: Scenario, query: string): Promise<string> {
  const answer = await s.current.client.callTool('search', { query }, s.boundMs);
  return JSON.stringify(answer);
}

function withReplay<T>(plan: FuzzPlan, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw new Error(`${(error as Error).message} (replay with ${replayHint(plan)})`, { cause: error });
  });
}

export async function sendHostileFrames(s: Scenario, log: (line: string) => void): Promise<void> {
  const plan = planFor(s, log);
  const before = await searchText(s, 'greetVisitor');
  const report = await withReplay(plan, fuzzStdio(s.current, plan, s.boundMs));
  log(`sent ${report.frames} hostile frames (${Object.entries(report.kinds).map(([k, n]) => `${k} ${n}`).join(', ')}); peak RSS ${report.peakRss === null ? 'unknown' : `${Math.round(report.peakRss / 2 ** 20)} MiB`}`);
  await expectSameSearch(s, before, plan);
}

export async function callToolsWithBrokenArguments(s: Scenario, log: (line: string) => void): Promise<void> {
  const plan = planFor(s, log);
  const before = await searchText(s, 'greetVisitor');
  const report = await withReplay(plan, fuzzToolArguments(s.current, plan, s.boundMs));
  log(`${report.calls} schema-breaking calls over ${report.tools} advertised tools, each refused`);
  await expectSameSearch(s, before, plan);
}

async function expectSameSearch(s: Scenario, before: string, plan: FuzzPlan): Promise<void> {
  const after = await searchText(s, 'greetVisitor');
  if (after !== before) throw new Error(`a search for greetVisitor answers differently after the hostile input (replay with ${replayHint(plan)}): before ${before.slice(0, 200)}, after ${after.slice(0, 200)}`);
}

export async function sendHostileRequests(s: Scenario, log: (line: string) => void): Promise<void> {
  const plan = planFor(s, log);
  const owner = httpArea(s).current;
  const base = new URL(await owner.baseUrl());
  const target = { host: base.hostname.replace(/^\[|\]$/g, ''), port: Number(base.port), bearer: await owner.bearer(), pid: owner.child.pid };
  const before = JSON.stringify(await callRest(s, 'search', { query: 'greetVisitor' }, null));
  const report = await withReplay(plan, fuzzHttp(target, plan, s.boundMs));
  log(`sent ${report.requests} hostile requests (HTTP ${Object.entries(report.statuses).map(([k, n]) => `${k}×${n}`).join(', ')}); peak RSS ${report.peakRss === null ? 'unknown' : `${Math.round(report.peakRss / 2 ** 20)} MiB`}`);
  const after = JSON.stringify(await callRest(s, 'search', { query: 'greetVisitor' }, null));
  if (after !== before) throw new Error(`a REST search for greetVisitor answers differently after the hostile requests (replay with ${replayHint(plan)})`);
}
