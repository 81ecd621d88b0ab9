import type { HttpMcpSession } from '../../clients/index.js';
import { takeWireBaseline, wireChangesSinceBaseline, type AskTool, type Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { showSwept } from './gate-sweep.js';
import { parseArguments } from './policy-words.js';
import { bareName } from './tool-names.js';
import { answerBytes, answerText, callOverMcp, callOverRest, isUnknownToolAnswer, showAnswer, type WireAnswer } from './wire-answer.js';

/** One row of a fail-closed table: a call whose selector the route does not know, and the word its refusal names. */
export interface SelectorCase {
  tool: string;
  arguments: string;
  named: string;
}

/** Reads a `| tool | arguments | named |` table (header first). */
export function parseSelectorCases(rows: readonly (readonly string[])[]): SelectorCase[] {
  const [header, ...body] = rows;
  if (!header || header.join('|') !== 'tool|arguments|named') throw new Error(`the table's header must be | tool | arguments | named |; got ${JSON.stringify(header)}`);
  if (body.length === 0) throw new Error('the table has no calls');
  return body.map(([tool, args, named], i) => {
    if (!tool || !args || !named) throw new Error(`row ${i + 1} of the table needs a tool, its arguments and the word its refusal names`);
    return { tool, arguments: args, named };
  });
}

/** Why the answer is not a refusal naming `word`: a tool error, or a JSON-RPC error or HTTP 4xx, whose text names it. */
export function selectorRefusalProblems(a: WireAnswer, word: string): string[] {
  const refused = a.kind === 'result' ? a.isError : a.kind === 'protocol-error' || (a.status >= 400 && a.status < 500);
  const problems: string[] = [];
  if (!refused) problems.push('was not refused');
  if (!answerText(a).includes(word)) problems.push(`does not name ${word}`);
  return problems;
}

interface Door {
  session: HttpMcpSession;
  caller: string;
  advertised: Set<string>;
  ask: AskTool;
}

async function openDoor(s: Scenario, callerRepo: string): Promise<Door> {
  const caller = s.repo(callerRepo);
  const session = await httpArea(s).openSession(`fail-closed ${httpArea(s).sessions.size + 1}`, caller);
  const advertised = new Set((await session.listTools()).map((t) => bareName(t.name)));
  const ask: AskTool = async (tool, args) => {
    const a = await callOverMcp(session, tool, args, s.boundMs);
    if (a.kind !== 'result' || a.isError || typeof a.payload !== 'object' || a.payload === null) throw new Error(`${tool} must answer a positive result to observe the implementation: ${showAnswer(a)}`);
    return a.payload as Record<string, unknown>;
  };
  await takeWireBaseline(s, ask, []);
  return { session, caller, advertised, ask };
}

async function callThrice(s: Scenario, door: Door, tool: string, args: Record<string, unknown>): Promise<WireAnswer[]> {
  return [await callOverMcp(door.session, tool, args, s.boundMs), await callOverRest(s, tool, args, door.caller), await callOverMcp(door.session, tool, args, s.boundMs)];
}

/**
 * Each call is refused on both doors naming the selector value (or field) it does not know, never run as a
 * weaker action; the bytes agree over MCP and REST and on a second call; nothing any implementation shows
 * changes. A tool the implementation does not advertise may answer as an unknown tool instead.
 */
export async function expectSelectorsRefused(s: Scenario, callerRepo: string, rows: readonly (readonly string[])[]): Promise<void> {
  const door = await openDoor(s, callerRepo);
  const problems: string[] = [];
  for (const c of parseSelectorCases(rows)) {
    const answers = await callThrice(s, door, c.tool, parseArguments(s, c.arguments));
    const shown = showSwept({ tool: `${c.tool} ${c.arguments}`, answers });
    const unknownOk = !door.advertised.has(bareName(c.tool)) && answers.every(isUnknownToolAnswer);
    const wrong = unknownOk ? [] : answers.flatMap((a) => selectorRefusalProblems(a, c.named).map((p) => `${a.door} ${p}`));
    if (wrong.length > 0) problems.push(`${shown}\n      -> ${wrong.join('; ')}`);
    const results = answers.filter((a) => a.kind === 'result');
    if (!unknownOk && results.length === answers.length && new Set(results.map(answerBytes)).size > 1) problems.push(`${shown}\n      -> the doors (or the second call) answered different bytes`);
    const changes = await wireChangesSinceBaseline(s, door.ask);
    if (changes.length > 0) {
      problems.push(`${shown}\n      changed: ${changes.join('\n      ')}`);
      await takeWireBaseline(s, door.ask, []);
    }
  }
  if (problems.length > 0) throw new Error(`calls with a selector the route does not know were not refused as fail-closed routing requires:\n  ${problems.join('\n  ')}`);
}

/** Each name is refused as an unknown tool over MCP and REST, and nothing any implementation shows changes. */
export async function expectUnknownToolsRefused(s: Scenario, callerRepo: string, tools: readonly string[]): Promise<void> {
  const door = await openDoor(s, callerRepo);
  const problems: string[] = [];
  for (const tool of tools) {
    const answers = await callThrice(s, door, tool, { agent_id: 'conformance', mode: 'replace', path: door.caller });
    if (!answers.every(isUnknownToolAnswer)) problems.push(`${showSwept({ tool, answers })}\n      -> not refused as an unknown tool on every door`);
  }
  const changes = await wireChangesSinceBaseline(s, door.ask);
  if (changes.length > 0) problems.push(`calls of unknown tools changed: ${changes.join('\n      ')}`);
  if (problems.length > 0) throw new Error(`unknown tool names were not refused:\n  ${problems.join('\n  ')}`);
}
