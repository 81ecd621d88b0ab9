import { readRefusalText } from '../../adapter/index.js';
import { canonicalJson, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';
import { parseArguments } from './policy-words.js';
import { GATE_CODE } from './wire-answer.js';

/**
 * The text an adapter gives for refusal `name`; null when the adapter has no folder of refusal texts (the
 * portable rule then holds alone). A folder without that text is an error naming the file to add.
 */
export function adapterRefusalText(s: Scenario, name: string): string | null {
  const folder = s.lane.adapter.refusal_texts;
  if (folder === undefined) return null;
  const text = readRefusalText(folder, name);
  if (text === null) throw new Error(`the adapter's refusal_texts folder ${folder} has no ${name}.txt; add the implementation's exact refusal text there (one line)`);
  return text;
}

/** The call over a new MCP session and over REST, both with `caller` as caller root. */
export async function callBoth(s: Scenario, caller: string, tool: string, args: Record<string, unknown>): Promise<[string, ToolResult][]> {
  return [
    ['MCP', await callOnNewSession(s, s.repo(caller), tool, args)],
    ['REST', await callRest(s, tool, args, s.repo(caller))],
  ];
}

/**
 * Both doors, twice each, answer the authority gate's refusal (isError, naming its code) with one and the same
 * text; when the adapter brings its refusal texts, that text is exactly its text `name`.
 */
export async function expectGoldenRefusal(s: Scenario, tool: string, argsText: string, caller: string, name: string): Promise<void> {
  const args = parseArguments(s, argsText);
  const golden = adapterRefusalText(s, name);
  const answers = [...(await callBoth(s, caller, tool, args)), ...(await callBoth(s, caller, tool, args))];
  const shown = answers.map(([door, r]) => `  ${door}: isError ${r.isError}: ${r.text ?? JSON.stringify(r.raw)}`).join('\n');
  const first = answers[0]?.[1].text;
  for (const [door, r] of answers) {
    if (!r.isError || !(r.text ?? '').includes(GATE_CODE)) throw new Error(`${tool} ${JSON.stringify(args)} over ${door} must be the gate's refusal (isError, naming ${GATE_CODE}):\n${shown}`);
    if (r.text !== first) throw new Error(`${tool} ${JSON.stringify(args)} must answer the same refusal text on both doors and on every call:\n${shown}`);
    if (golden !== null && r.text !== golden) throw new Error(`${tool} ${JSON.stringify(args)} over ${door} must answer the adapter's refusal text ${name}:\n  want ${golden}\n${shown}`);
  }
}

/** Every spelling of the tool answers the same bytes as the bare one, over both doors. */
export async function expectSpellingsAlike(s: Scenario, bare: string, argsText: string, caller: string): Promise<void> {
  const args = parseArguments(s, argsText);
  const seen = new Map<string, string>();
  for (const name of [bare, `m1nd.${bare}`, `m1nd_${bare}`]) {
    for (const [transport, result] of await callBoth(s, caller, name, args)) {
      seen.set(`${name} over ${transport}`, canonicalJson({ isError: result.isError, payload: result.payload }));
    }
  }
  if (new Set(seen.values()).size !== 1) throw new Error(`prefixed spellings of ${bare} answer differently:\n${[...seen].map(([l, t]) => `  ${l}: ${t.slice(0, 300)}`).join('\n')}`);
}

/** Both doors answer the same bytes for `a` and `b` (canonical JSON of isError and payload). */
export async function expectSameAnswer(s: Scenario, tool: string, aText: string, bText: string, caller: string): Promise<void> {
  const [a, b] = [parseArguments(s, aText), parseArguments(s, bText)];
  const [x, y] = [await callBoth(s, caller, tool, a), await callBoth(s, caller, tool, b)];
  const text = (r: ToolResult) => canonicalJson({ isError: r.isError, payload: r.payload });
  for (let i = 0; i < x.length; i += 1) {
    const [transport, ra] = x[i] as [string, ToolResult];
    const rb = (y[i] as [string, ToolResult])[1];
    if (text(ra) !== text(rb)) throw new Error(`${tool} over ${transport} answers ${JSON.stringify(a)} and ${JSON.stringify(b)} differently:\n  ${text(ra)}\n  ${text(rb)}`);
  }
}
