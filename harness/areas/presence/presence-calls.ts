import type { HttpMcpSession, ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callRest, httpArea } from '../http/index.js';
import type { PresenceDoor } from './presence-words.js';

/** The name of an agent's own MCP session on the HTTP owner. */
function sessionName(agent: string): string {
  return `agent:${agent}`;
}

/** Opens `agent`'s MCP session naming `callerRepo` (a repository of the scenario, or none) as its caller root. */
export async function openAgentSession(s: Scenario, agent: string, callerRepo: string | null): Promise<HttpMcpSession> {
  return httpArea(s).openSession(sessionName(agent), callerRepo === null ? null : s.repo(callerRepo));
}

/** `agent`'s MCP session, opened (naming no caller root) on first use. */
async function sessionOf(s: Scenario, agent: string | null): Promise<HttpMcpSession> {
  const area = httpArea(s);
  if (agent !== null && area.sessions.has(sessionName(agent))) return area.session(sessionName(agent));
  return area.openSession(agent === null ? `anonymous-${area.sessions.size + 1}` : sessionName(agent), null);
}

/**
 * One call by `agent` (null: a call naming no agent) through `door`, `agent_id` added to the arguments. MCP uses
 * the agent's own session; REST names `callerRepo` in the caller-root header; stdio is the scenario's server.
 */
export async function callAs(s: Scenario, agent: string | null, door: PresenceDoor, tool: string, args: Record<string, unknown>, callerRepo: string | null = null): Promise<ToolResult> {
  const full = agent === null ? args : { ...args, agent_id: agent };
  if (door === 'MCP') return (await sessionOf(s, agent)).callTool(tool, full, s.boundMs);
  if (door === 'REST') return callRest(s, tool, full, callerRepo === null ? null : s.repo(callerRepo));
  return s.call(tool, full);
}

/** A call that must answer without a tool error. */
export async function callPositive(s: Scenario, agent: string | null, door: PresenceDoor, tool: string, args: Record<string, unknown>, callerRepo: string | null = null): Promise<Record<string, unknown>> {
  const r = await callAs(s, agent, door, tool, args, callerRepo);
  if (r.isError || typeof r.payload !== 'object' || r.payload === null) throw new Error(`${tool} ${JSON.stringify(args)} by ${agent ?? 'no agent'} over ${door} answered ${r.text ?? JSON.stringify(r.payload)}; expected an answer`);
  return r.payload as Record<string, unknown>;
}
