import { callRestTool, canonicalJson, JsonRpcError, type HttpMcpSession } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';

export type Door = 'MCP' | 'REST';

/** What one door answered a tool call, whatever it was: a tool result, a JSON-RPC error, or an HTTP status. */
export type WireAnswer =
  | { door: Door; kind: 'result'; isError: boolean; text: string | null; payload: unknown }
  | { door: Door; kind: 'protocol-error'; code: number; message: string }
  | { door: Door; kind: 'http-status'; status: number; body: string };

/** The authority gate's refusal code (harness/README.md, refusal shapes). */
export const GATE_CODE = 'generic_action_authority_required';

/** A tools/call on an open MCP session; a JSON-RPC error answer is data, not a throw. */
export async function callOverMcp(session: HttpMcpSession, tool: string, args: Record<string, unknown>, boundMs: number): Promise<WireAnswer> {
  try {
    const r = await session.callTool(tool, args, boundMs);
    return { door: 'MCP', kind: 'result', isError: r.isError, text: r.text, payload: r.payload };
  } catch (error) {
    if (error instanceof JsonRpcError) return { door: 'MCP', kind: 'protocol-error', code: error.code, message: error.rpcMessage };
    throw error;
  }
}

/** `POST /api/tools/<tool>` on the current HTTP owner with `callerRoot`; any status is data. */
export async function callOverRest(s: Scenario, tool: string, args: Record<string, unknown>, callerRoot: string): Promise<WireAnswer> {
  const answer = await callRestTool(await httpArea(s).current.client(true), tool, args, { callerRoot, boundMs: s.boundMs });
  if (answer.response.status === 200 && answer.result !== null) {
    const r = answer.result;
    return { door: 'REST', kind: 'result', isError: r.isError, text: r.text, payload: r.payload };
  }
  return { door: 'REST', kind: 'http-status', status: answer.response.status, body: answer.response.text };
}

/** The answer's readable text: a result's first text (else its payload as JSON), an error's message, a body. */
export function answerText(a: WireAnswer): string {
  if (a.kind === 'result') return a.text ?? JSON.stringify(a.payload) ?? '';
  return a.kind === 'protocol-error' ? a.message : a.body;
}

/** The bytes two doors must share: a result's isError and payload, serialised canonically (sorted keys). */
export function answerBytes(a: WireAnswer): string {
  if (a.kind === 'result') return canonicalJson({ isError: a.isError, payload: a.payload });
  return a.kind === 'protocol-error' ? canonicalJson({ jsonrpc_error: a.code, message: a.message }) : canonicalJson({ status: a.status, body: a.body });
}

/** The answer in one line, for messages. */
export function showAnswer(a: WireAnswer): string {
  const what = a.kind === 'result' ? `isError ${a.isError}: ${answerText(a)}` : a.kind === 'protocol-error' ? `JSON-RPC error ${a.code}: ${a.message}` : `HTTP ${a.status}: ${a.body}`;
  return `${a.door} ${what.slice(0, 400)}`;
}

/**
 * Whether the door refused the name as an unknown tool: a JSON-RPC error or a tool error saying the tool is
 * unknown, unrouted or not found, or (REST) a 404. A refusal of arguments is not one.
 */
export function isUnknownToolAnswer(a: WireAnswer): boolean {
  if (a.kind === 'http-status') return a.status === 404;
  if (a.kind === 'protocol-error') return /unknown|unrouted|not found/i.test(a.message);
  return a.isError && /\b(unknown|unrouted)\b[^\n]*\btool\b|\btool\b[^\n]*\b(not found|unknown)\b/i.test(answerText(a));
}

/** Why the answer is not the gate's refusal naming every one of `names` (or one of `anyOf`, when given) and `floor`. */
export function gateRefusalProblems(a: WireAnswer, floor: string, names: readonly string[], anyOf: readonly string[] = []): string[] {
  if (a.kind !== 'result') return ['is not a tool result'];
  const text = answerText(a);
  const problems: string[] = [];
  if (!a.isError) problems.push('is not isError: true');
  for (const word of [GATE_CODE, floor, ...names]) if (!text.includes(word)) problems.push(`does not name ${word}`);
  if (anyOf.length > 0 && !anyOf.some((w) => text.includes(w))) problems.push(`names none of ${anyOf.join(', ')}`);
  return problems;
}

/** Why the answer is not the verb's own refusal `code` (an ordinary `refused: <code>` result, or a tool error naming it). */
export function fixedRefusalProblems(a: WireAnswer, code: string): string[] {
  if (a.kind !== 'result') return ['is not a tool result'];
  const payload = a.payload as { refused?: unknown; ok?: unknown } | null;
  const carried = a.isError ? answerText(a).includes(code) : typeof payload === 'object' && payload !== null && payload.refused === code && payload.ok !== true;
  const problems: string[] = [];
  if (!carried) problems.push(`does not carry the refusal ${code}`);
  if (answerText(a).includes(GATE_CODE)) problems.push(`answers the gate's ${GATE_CODE} instead of its own refusal`);
  return problems;
}

/** The router's own refusal (a selector or route it does not know; kit-named, see POLICY-SELECTOR-1). */
export const ROUTE_REFUSAL_CODE = 'policy_route_refused';

/**
 * Why the answer shows the call did not pass the gate: the gate's refusal, the router's refusal of a route it
 * cannot pick (an admitted call's action must be known), or an unknown-tool refusal.
 */
export function gatePassProblems(a: WireAnswer): string[] {
  if (isUnknownToolAnswer(a)) return ['was refused as an unknown tool'];
  const text = answerText(a);
  if (text.includes(GATE_CODE)) return [`was refused by the gate (${GATE_CODE})`];
  return text.includes(ROUTE_REFUSAL_CODE) ? [`was refused by the router (${ROUTE_REFUSAL_CODE})`] : [];
}
