import { canonicalJson, readToolResult, type ToolResult } from '../../clients/index.js';
import { changesSinceBaseline, type Scenario } from '../../scenario/index.js';
import { expectSearchFromCaller } from '../http/index.js';
import { REFRESH_ARGS, askOverBoth, latestAnswers, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';
import { journalSinceBaseline } from './refresh-journal.js';
import { callerRootText, type CallerForm } from './refresh-repos.js';
import { takeRefreshBaselines } from './refresh-wire.js';

/** The scenario's caller root from now on: `words` (a CALLER_FORMS phrase) of `repo`, or none. */
export async function chooseCallerRoot(s: Scenario, repo: string, form: CallerForm): Promise<void> {
  refreshArea(s).callerRoot = await callerRootText(s, repo, form);
}

/** The caller names no caller root from now on. */
export function chooseNoCallerRoot(s: Scenario): void {
  refreshArea(s).callerRoot = null;
}

/** Takes the baselines, then asks a refresh over a new MCP session and over REST with the current caller root. */
export async function askRefreshOverBoth(s: Scenario): Promise<void> {
  await takeRefreshBaselines(s, 'rest');
  await askOverBoth(s, 'ingest', { ...REFRESH_ARGS });
}

/** The same, with `words` (a caller-root phrase) of `repo` named as the refresh's path. */
export async function askRefreshNamingPath(s: Scenario, form: CallerForm, repo: string): Promise<void> {
  const path = await callerRootText(s, repo, form);
  await takeRefreshBaselines(s, 'rest');
  await askOverBoth(s, 'ingest', { ...REFRESH_ARGS, path });
}

/** Every answer of the latest action is the policy refusal `code`, and all are the same bytes (canonical JSON). */
export function expectAllRefused(s: Scenario, code: string): void {
  const answers = latestAnswers(s);
  const texts = new Map<string, string>();
  for (const [label, result] of answers) {
    const payload = payloadOf(result, `the refresh over ${label}`);
    if (payload.ok !== false || payload.refused !== code) {
      throw new Error(`the refresh over ${label} must be refused with ${code} (ok false); got ${JSON.stringify(payload).slice(0, 500)}`);
    }
    texts.set(label, canonicalJson(payload));
  }
  const distinct = new Set(texts.values());
  if (distinct.size > 1) {
    throw new Error(`the refusals differ between transports:\n${[...texts].map(([l, t]) => `  ${l}: ${t}`).join('\n')}`);
  }
}

/** Every answer of the latest action refreshed exactly `repo`, leaving the root set as it was. */
export function expectAllRefreshed(s: Scenario, repo: string): void {
  for (const [label, result] of latestAnswers(s)) requireRefreshOf(s, result, repo, `the refresh over ${label}`);
}

/** The semantic action a refresh performs (seed 001's routing names it). */
const REFRESH_ACTION = 'graph.ingest.refresh_declared_root';

function requireRefreshOf(s: Scenario, result: ToolResult, repo: string, call: string): Record<string, unknown> {
  const payload = payloadOf(result, call);
  const root = s.repo(repo);
  // The receipt names the door's mode and semantic action (seed 001's name for it), as upstream's does.
  if (payload.ok !== true || payload.mode !== 'refresh' || payload.action !== REFRESH_ACTION || payload.refreshed_root !== root || payload.root_set_unchanged !== true) {
    throw new Error(`${call} must succeed with mode refresh, action ${REFRESH_ACTION}, refreshed_root ${root} and root_set_unchanged true; got ${JSON.stringify(payload).slice(0, 500)}`);
  }
  return payload;
}

/** Graph, roots, snapshot, runtime (journal aside) and sources are as before the action. */
export async function expectNothingButJournalChanged(s: Scenario): Promise<void> {
  const problems = await changesSinceBaseline(s);
  if (problems.length > 0) throw new Error(`a refusal changed more than the journal:\n  ${problems.join('\n  ')}`);
}

/** Refusals decided on a built candidate, whose node count the journal keeps. */
const CANDIDATE_REFUSALS: readonly string[] = ['refresh_would_shrink_graph', 'refresh_would_change_roots'];

/** The journal gained exactly one refusal record per answer, each naming the code. */
export async function expectRefusalsJournaled(s: Scenario, code: string): Promise<void> {
  const added = await journalSinceBaseline(s);
  const want = latestAnswers(s).length;
  // A refusal that judged a candidate journals the candidate's node count beside the live one.
  const judgedCandidate = CANDIDATE_REFUSALS.includes(code);
  const bad = added.filter((r) => r.kind !== 'refresh.refusal' || r.code !== code || typeof r.node_count_before !== 'number' || (judgedCandidate && typeof r.node_count !== 'number'));
  if (added.length !== want || bad.length > 0) {
    throw new Error(`the journal must gain ${want} refresh.refusal records with code ${code} and node_count_before${judgedCandidate ? ' and the candidate\'s node_count' : ''}; it gained ${JSON.stringify(added).slice(0, 800)}`);
  }
}

/** What a refresh decided, without what a second success legitimately changes (checkpoint, receipt, counts). */
function decisionOf(result: ToolResult, call: string): string {
  const p = payloadOf(result, call);
  if (p.ok === true) return canonicalJson({ ok: true, mode: p.mode, action: p.action, refreshed_root: p.refreshed_root, root_set_unchanged: p.root_set_unchanged });
  return canonicalJson(p);
}

/** The latest answers equal, transport by transport, the decision for `form` of `repo`, asked now. */
export async function expectSameDecisionAs(s: Scenario, repo: string, form: CallerForm): Promise<void> {
  const aliased = latestAnswers(s);
  const area = refreshArea(s);
  const aliasRoot = area.callerRoot;
  await chooseCallerRoot(s, repo, form);
  await askOverBoth(s, 'ingest', { ...REFRESH_ARGS });
  const real = new Map(latestAnswers(s));
  area.callerRoot = aliasRoot;
  for (const [label, result] of aliased) {
    const a = decisionOf(result, `the refresh from ${aliasRoot} over ${label}`);
    const b = decisionOf(real.get(label) as ToolResult, `the refresh from ${form} over ${label}`);
    if (a !== b) throw new Error(`over ${label} the alias ${aliasRoot} reached another decision than ${form}:\n  alias ${a}\n  real  ${b}`);
  }
}

/** A search from the current caller root finds `label` in `file` over a new MCP session and over REST. */
export function expectCallerSearchFinds(s: Scenario, label: string, file: string): Promise<void> {
  return expectSearchFromCaller(s, refreshArea(s).callerRoot, label, file);
}

/**
 * Over stdio: a refresh (optionally with `path`, optionally with caller-root request metadata) answers
 * `refused` null = success of exactly `repo`, else the policy refusal with that code.
 */
export function expectStdioRefreshOf(s: Scenario, repo: string): Promise<void> {
  return expectStdioRefresh(s, repo, {});
}

/** Caller-root request metadata naming `other` carries no authority over stdio: the grant `repo` is refreshed. */
export function expectStdioRefreshDespiteMetadata(s: Scenario, other: string, repo: string): Promise<void> {
  return expectStdioRefresh(s, repo, { metaRoot: s.repo(other) });
}

/** A refresh over stdio naming another repository's path is the policy refusal `code`. */
export function expectStdioRefreshOfPathRefused(s: Scenario, other: string, code: string): Promise<void> {
  return expectStdioRefresh(s, other, { path: s.repo(other), refused: code });
}

async function expectStdioRefresh(s: Scenario, repo: string, opts: { metaRoot?: string; path?: string; refused?: string }): Promise<void> {
  const args = { ...REFRESH_ARGS, ...(opts.path === undefined ? {} : { path: opts.path }) };
  const meta = opts.metaRoot === undefined ? {} : { _meta: { 'm1nd-caller-root': opts.metaRoot, caller_root: opts.metaRoot } };
  const response = await s.tripwire.race(s.current.client.request('tools/call', { name: 'ingest', arguments: args, ...meta }, s.boundMs));
  const call = `ingest ${JSON.stringify(args)} over stdio${opts.metaRoot === undefined ? '' : ` with caller-root metadata ${opts.metaRoot}`}`;
  if (response.error) throw new Error(`${call} answered JSON-RPC error ${response.error.code}: ${response.error.message}`);
  const result = readToolResult(response.result);
  if (opts.refused === undefined) {
    requireRefreshOf(s, result, repo, call);
    return;
  }
  const payload = payloadOf(result, call);
  if (payload.ok !== false || payload.refused !== opts.refused) throw new Error(`${call} must be refused with ${opts.refused}; got ${JSON.stringify(payload).slice(0, 400)}`);
}
