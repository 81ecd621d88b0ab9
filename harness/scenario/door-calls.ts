import { callRestTool, type ToolResult } from '../clients/index.js';
import { doorArea } from './door-area.js';
import { httpArea } from './http-area.js';
import type { Scenario } from './scenario.js';

/** The arguments of a refresh of the caller's own root (no path: the caller root is the target). */
export const REFRESH_ARGS: Readonly<Record<string, unknown>> = Object.freeze({ mode: 'refresh', agent_id: 'conformance' });

let sessions = 0;

/** A tool call on a brand-new MCP session that names `callerRoot` (null: no header at all). */
export async function callOnNewSession(s: Scenario, callerRoot: string | null, tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  const session = await httpArea(s).openSession(`door-${(sessions += 1)}`, callerRoot);
  return session.callTool(tool, args, s.boundMs);
}

/** `POST /api/tools/<tool>[?brain=]` with the caller-root header when given; anything but 200 fails. */
export async function callRest(s: Scenario, tool: string, args: Record<string, unknown>, callerRoot: string | null, brain?: string): Promise<ToolResult> {
  const owner = httpArea(s).current;
  const answer = await callRestTool(await owner.client(true), tool, args, {
    ...(callerRoot === null ? {} : { callerRoot }),
    ...(brain === undefined ? {} : { brain }),
    boundMs: s.boundMs,
  });
  if (answer.response.status !== 200 || answer.result === null) {
    const where = `POST /api/tools/${tool}${brain === undefined ? '' : `?brain=${brain}`}`;
    throw new Error(`${where} ${JSON.stringify(args)} answered ${answer.response.status} ${answer.response.text.slice(0, 300)}; expected 200 with a tool result`);
  }
  return answer.result;
}

/**
 * The same call over a new MCP session and over REST, both naming the scenario's current caller root;
 * the answers are kept under "MCP" and "REST" for the Then steps.
 */
export async function askOverBoth(s: Scenario, tool: string, args: Record<string, unknown>): Promise<void> {
  const area = doorArea(s);
  area.answers = new Map([
    ['MCP', await callOnNewSession(s, area.callerRoot, tool, args)],
    ['REST', await callRest(s, tool, args, area.callerRoot)],
  ]);
}

/** The payload of a result that must be an ordinary (non-error) JSON object. */
export function payloadOf(result: ToolResult, call: string): Record<string, unknown> {
  if (result.isError || typeof result.payload !== 'object' || result.payload === null || Array.isArray(result.payload)) {
    throw new Error(`${call} must answer an ordinary result (isError false) with a JSON object; got isError ${result.isError}: ${result.text ?? JSON.stringify(result.raw)}`);
  }
  return result.payload as Record<string, unknown>;
}

/** The answers of the latest action; fails when the scenario asked nothing yet. */
export function latestAnswers(s: Scenario): [string, ToolResult][] {
  const answers = [...doorArea(s).answers];
  if (answers.length === 0) throw new Error('no call was made yet in this scenario; a When step asks first');
  return answers;
}
