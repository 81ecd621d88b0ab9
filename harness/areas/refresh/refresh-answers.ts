import type { ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';
import { channelCarries } from './path-forms.js';
import { refreshArea } from './refresh-area.js';

/** The arguments of a refresh of the caller's own root (no path: the caller root is the target). */
export const REFRESH_ARGS: Readonly<Record<string, unknown>> = Object.freeze({ mode: 'refresh', agent_id: 'conformance' });

/**
 * The same call over a new MCP session and over REST, both naming the scenario's current caller root;
 * the answers are kept under "MCP" and "REST" for the Then steps.
 */
export async function askOverBoth(s: Scenario, tool: string, args: Record<string, unknown>): Promise<void> {
  const area = refreshArea(s);
  if (area.callerRoot !== null && !channelCarries('header', area.callerRoot)) {
    throw new Error(`the caller root ${JSON.stringify(area.callerRoot)} cannot travel in an HTTP header; try that form as the refresh's JSON path argument instead`);
  }
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
  const answers = [...refreshArea(s).answers];
  if (answers.length === 0) throw new Error('no call was made yet in this scenario; a When step asks first');
  return answers;
}
