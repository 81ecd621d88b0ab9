import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KIT_ROOT } from '../../adapter/index.js';
import { canonicalJson, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';

/** The committed refusal texts this battery compares to (`features/policy/golden/<name>.txt`). */
export const GOLDEN_DIR = join(KIT_ROOT, 'features', 'policy', 'golden');

export async function readGolden(name: string): Promise<string> {
  const path = join(GOLDEN_DIR, `${name}.txt`);
  try {
    return (await readFile(path, 'utf8')).replace(/\n$/, '');
  } catch (cause) {
    throw new Error(`no golden refusal ${path}: commit the refusal text there (one line, no trailing spaces)`, { cause });
  }
}

/** `{repo:name}` in a JSON argument text becomes that repository's path. */
export function expandArguments(s: Scenario, text: string): Record<string, unknown> {
  const expanded = text.replace(/\{repo:([^}]+)\}/g, (_m, name: string) => s.repo(name));
  const parsed: unknown = JSON.parse(expanded);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`tool arguments must be a JSON object: ${text}`);
  return parsed as Record<string, unknown>;
}

/** The call over a new MCP session and over REST, both with `caller` as caller root. */
export async function callBoth(s: Scenario, caller: string, tool: string, args: Record<string, unknown>): Promise<[string, ToolResult][]> {
  return [
    ['MCP', await callOnNewSession(s, s.repo(caller), tool, args)],
    ['REST', await callRest(s, tool, args, s.repo(caller))],
  ];
}

/** Both doors answer the authority gate's refusal whose text is exactly the golden `name`. */
export async function expectGoldenRefusal(s: Scenario, tool: string, argsText: string, caller: string, name: string): Promise<void> {
  const args = expandArguments(s, argsText);
  const golden = await readGolden(name);
  for (const [transport, result] of await callBoth(s, caller, tool, args)) {
    if (!result.isError || result.text !== golden) {
      throw new Error(`${tool} ${JSON.stringify(args)} over ${transport} must answer isError with the golden ${name}:\n  want ${golden}\n  got  isError ${result.isError}: ${result.text ?? JSON.stringify(result.raw)}`);
    }
  }
}

/** Every spelling of the tool answers the same bytes as the bare one, over both doors. */
export async function expectSpellingsAlike(s: Scenario, bare: string, argsText: string, caller: string): Promise<void> {
  const args = expandArguments(s, argsText);
  const seen = new Map<string, string>();
  for (const name of [bare, `m1nd.${bare}`, `m1nd_${bare}`]) {
    for (const [transport, result] of await callBoth(s, caller, name, args)) {
      seen.set(`${name} over ${transport}`, canonicalJson({ isError: result.isError, payload: result.payload }));
    }
  }
  if (new Set(seen.values()).size !== 1) throw new Error(`prefixed spellings of ${bare} answer differently:\n${[...seen].map(([l, t]) => `  ${l}: ${t.slice(0, 300)}`).join('\n')}`);
}

/** A refusal (isError) over both doors whose text names every one of `words`. */
export async function expectRefusedNaming(s: Scenario, tool: string, argsText: string, caller: string, words: string[]): Promise<void> {
  const args = expandArguments(s, argsText);
  for (const [transport, result] of await callBoth(s, caller, tool, args)) {
    const text = result.text ?? JSON.stringify(result.payload);
    const missing = words.filter((w) => !text.includes(w));
    if (!result.isError || missing.length > 0) {
      throw new Error(`${tool} ${JSON.stringify(args)} over ${transport} must be refused (isError) naming ${words.join(', ')}; missing ${missing.join(', ') || 'nothing'}; got isError ${result.isError}: ${text}`);
    }
  }
}

/** Both doors answer the same bytes for `a` and `b` (canonical JSON of isError and payload). */
export async function expectSameAnswer(s: Scenario, tool: string, aText: string, bText: string, caller: string): Promise<void> {
  const [a, b] = [expandArguments(s, aText), expandArguments(s, bText)];
  const [x, y] = [await callBoth(s, caller, tool, a), await callBoth(s, caller, tool, b)];
  const text = (r: ToolResult) => canonicalJson({ isError: r.isError, payload: r.payload });
  for (let i = 0; i < x.length; i += 1) {
    const [transport, ra] = x[i] as [string, ToolResult];
    const rb = (y[i] as [string, ToolResult])[1];
    if (text(ra) !== text(rb)) throw new Error(`${tool} over ${transport} answers ${JSON.stringify(a)} and ${JSON.stringify(b)} differently:\n  ${text(ra)}\n  ${text(rb)}`);
  }
}
