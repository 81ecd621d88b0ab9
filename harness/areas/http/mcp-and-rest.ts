import { callRestTool, readHits, requireHit, requirePositive, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';

/** A tool call on a brand-new MCP session that names `callerRoot` (null: no header at all). */
export async function callOnNewSession(s: Scenario, callerRoot: string | null, tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  const session = await httpArea(s).openSession(`call-${httpArea(s).sessions.size + 1}`, callerRoot);
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

/** A search for `label` from `callerRoot` (null: none) finds it in `file` over a new MCP session and over REST. */
export async function expectSearchFromCaller(s: Scenario, callerRoot: string | null, label: string, file: string): Promise<void> {
  for (const [transport, result] of [
    ['MCP', await callOnNewSession(s, callerRoot, 'search', { query: label })],
    ['REST', await callRest(s, 'search', { query: label }, callerRoot)],
  ] as const) {
    const call = `search "${label}" over ${transport} with caller root ${callerRoot}`;
    requireHit(readHits(requirePositive(result, call), call), label, file, call);
  }
}
