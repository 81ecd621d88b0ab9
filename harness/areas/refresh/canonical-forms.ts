import { callRestTool, readRootSet, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { REFRESH_ARGS, payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';
import { callerRootText, type CallerForm } from './refresh-repos.js';
import { takeRefreshBaselines } from './refresh-wire.js';

/** Starts the stdio server with the grant spelled as `form` of `repo`; the text reaches it unresolved. */
export async function startWithGrantForm(s: Scenario, form: CallerForm, repo: string): Promise<void> {
  await s.start(await callerRootText(s, repo, form));
}

/** `POST /api/tools/health?brain=<form of repo>` with no caller root; the answer is kept whatever its status. */
export async function askHealthWithSelector(s: Scenario, form: CallerForm, repo: string): Promise<void> {
  const brain = await callerRootText(s, repo, form);
  const answer = await callRestTool(await httpArea(s).current.client(true), 'health', {}, { brain, boundMs: s.boundMs });
  refreshArea(s).selectorAnswer = { status: answer.response.status, json: answer.response.json, brain, result: answer.result };
}

/**
 * A refresh over REST with the current caller root and `?brain=<form of repo>`, after the wire baseline; the
 * answer is kept whatever its status (a selector that names no brain answers 404 before any tool runs).
 */
export async function askRefreshWithSelectorForm(s: Scenario, form: CallerForm, repo: string): Promise<void> {
  const brain = await callerRootText(s, repo, form);
  await takeRefreshBaselines(s, 'rest');
  const area = refreshArea(s);
  const answer = await callRestTool(await httpArea(s).current.client(true), 'ingest', { ...REFRESH_ARGS }, { ...(area.callerRoot === null ? {} : { callerRoot: area.callerRoot }), brain, boundMs: s.boundMs });
  area.selectorAnswer = { status: answer.response.status, json: answer.response.json, brain, result: answer.result };
  area.answers = answer.result === null ? new Map() : new Map([[`REST ?brain=${JSON.stringify(brain)}`, answer.result]]);
}

function requireSelectorAnswer(s: Scenario): { status: number; json: unknown; brain: string; result: ToolResult | null } {
  const answer = refreshArea(s).selectorAnswer;
  if (answer === null) throw new Error('no REST call with a brain selector was made yet; the When step makes it');
  return answer;
}

/** The selector named no brain: 404 with the code `brain_not_found`. */
export function expectSelectorNamesNoBrain(s: Scenario): void {
  const { status, json, brain } = requireSelectorAnswer(s);
  const code = (json as { code?: unknown } | undefined)?.code;
  if (status !== 404 || code !== 'brain_not_found') {
    throw new Error(`?brain=${brain} must name no brain (404, code brain_not_found); it answered ${status} ${JSON.stringify(json).slice(0, 300)}`);
  }
}

/** The selector named the brain of `repo`: 200 with health's root set exactly that repository. */
export function expectSelectorServes(s: Scenario, repo: string): void {
  const { status, result, brain } = requireSelectorAnswer(s);
  if (status !== 200 || result === null) throw new Error(`?brain=${brain} must select the brain of ${s.repo(repo)}; it answered ${status}`);
  const roots = readRootSet(payloadOf(result, `health ?brain=${brain}`), 'health');
  if (roots.length !== 1 || roots[0] !== s.repo(repo)) throw new Error(`health ?brain=${brain} reports the root set ${JSON.stringify(roots)}; expected exactly ["${s.repo(repo)}"]`);
}
