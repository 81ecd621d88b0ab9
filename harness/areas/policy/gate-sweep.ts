import { readRootSet, type HttpMcpSession } from '../../clients/index.js';
import { listTree } from '../../probes/index.js';
import { defineArea, takeWireBaseline, wireChangesSinceBaseline, type AskTool, type Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { expandRepos } from './policy-words.js';
import { bareName } from './tool-names.js';
import { expectedAnswer, loadRoutingTable, writesWhenAdmitted, type ExpectedAnswer, type RoutingCall, type RoutingTable } from './routing-table.js';
import { callOverMcp, callOverRest, showAnswer, type WireAnswer } from './wire-answer.js';

/** One call of the routing table as the sweep made it: what it expects, whether its tool is advertised, the answers. */
export interface SweptCall {
  call: RoutingCall;
  expected: ExpectedAnswer;
  advertised: boolean;
  /** refused calls: MCP, REST, then MCP again; others: MCP, REST */
  answers: WireAnswer[];
  /** what any implementation shows that changed after a refused call (sources, health, searches) */
  changes: string[];
}

/** An advertised tool the table does not know, called bare: its answers and what changed in the trees or roots. */
export interface UnlistedCall {
  tool: string;
  answers: WireAnswer[];
  changes: string[];
}

export interface Sweep {
  caller: string;
  /** made on a server attached read-only: a call that passes the gate and writes is expected refused too */
  readOnly: boolean;
  table: RoutingTable;
  advertised: { name: string; description: string; meta?: Record<string, unknown> }[];
  calls: SweptCall[];
  unlisted: UnlistedCall[];
  session: HttpMcpSession;
}

const SWEEP = defineArea<{ done: Sweep | null }>('policy-sweep', () => ({ done: null }));

/** The sweep a When step made; a Then step without one is a feature bug. */
export function requireSweep(s: Scenario): Sweep {
  const done = s.area(SWEEP).done;
  if (done === null) throw new Error('no gate sweep was made in this scenario; a When step makes it');
  return done;
}

/** The payload of a tool result over the sweep's MCP session (what the wire baseline compares). */
function askOver(s: Scenario, session: HttpMcpSession): AskTool {
  return async (tool, args) => {
    const a = await callOverMcp(session, tool, args, s.boundMs);
    if (a.kind !== 'result' || a.isError || typeof a.payload !== 'object' || a.payload === null) throw new Error(`${tool} must answer a positive result to observe the implementation: ${showAnswer(a)}`);
    return a.payload as Record<string, unknown>;
  };
}

/** Whether the sweep expects the call refused: by the gate, by its own fixed refusal, or as a write on a read-only attach. */
export function expectedRefused(c: { call: RoutingCall; expected: ExpectedAnswer }, readOnly: boolean): boolean {
  return c.expected.kind !== 'passes' || (readOnly && writesWhenAdmitted(c.call));
}

async function callBothDoors(s: Scenario, sweep: Pick<Sweep, 'session' | 'caller'>, tool: string, args: Record<string, unknown>, again: boolean): Promise<WireAnswer[]> {
  const answers = [await callOverMcp(sweep.session, tool, args, s.boundMs), await callOverRest(s, tool, args, sweep.caller)];
  if (again) answers.push(await callOverMcp(sweep.session, tool, args, s.boundMs));
  return answers;
}

/** The granted trees and the root set: what no call of an unknown tool may change. */
async function treesAndRoots(s: Scenario, ask: AskTool): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, path] of s.repos) lines.push(...(await listTree(path)).map((l) => `repository "${name}": ${l}`));
  lines.push(`roots: ${JSON.stringify(readRootSet(await ask('health', {}), 'health'))}`);
  return lines;
}

/**
 * Makes every call of the kit's routing table over one MCP session and over REST, caller root `callerRepo`:
 * first the calls the table expects refused (each twice over MCP), each followed by the wire baseline's check
 * that nothing changed; then the calls that pass the gate; then every advertised tool the table does not know,
 * called bare, each followed by a check of the granted trees and the root set. `readOnly`: the server is
 * attached read-only, so the writes among the calls that pass the gate are expected refused as well.
 */
export async function sweepRoutingTable(s: Scenario, callerRepo: string, queries: readonly string[], readOnly = false): Promise<void> {
  const caller = s.repo(callerRepo);
  const table = loadRoutingTable();
  const session = await httpArea(s).openSession('gate sweep', caller);
  const advertised = (await session.listTools()).map((t) => ({ name: t.name, description: t.description ?? '', ...(t.meta ? { meta: t.meta } : {}) }));
  const names = new Set(advertised.map((t) => bareName(t.name)));
  const sweep: Sweep = { caller, readOnly, table, advertised, calls: [], unlisted: [], session };
  const ask = askOver(s, session);
  const planned = table.calls.map((call) => ({ call, expected: expectedAnswer(call, table), advertised: names.has(call.tool) }));
  const refusedFirst = [...planned.filter((p) => expectedRefused(p, readOnly)), ...planned.filter((p) => !expectedRefused(p, readOnly))];
  await takeWireBaseline(s, ask, queries);
  for (const p of refusedFirst) {
    const refused = expectedRefused(p, readOnly);
    const answers = await callBothDoors(s, sweep, p.call.tool, expandRepos(s, p.call.arguments) as Record<string, unknown>, refused);
    const changes = refused ? await wireChangesSinceBaseline(s, ask) : [];
    if (changes.length > 0) await takeWireBaseline(s, ask, queries);
    sweep.calls.push({ ...p, answers, changes });
  }
  const known = new Set(table.calls.map((c) => c.tool));
  for (const tool of [...names].filter((n) => !known.has(n)).sort()) {
    const before = await treesAndRoots(s, ask);
    const answers = await callBothDoors(s, sweep, tool, { agent_id: 'conformance' }, false);
    const after = await treesAndRoots(s, ask);
    const changes = [...before.filter((l) => !after.includes(l)).map((l) => `- ${l}`), ...after.filter((l) => !before.includes(l)).map((l) => `+ ${l}`)];
    sweep.unlisted.push({ tool, answers, changes });
  }
  s.area(SWEEP).done = sweep;
}

/** A swept call in one line, with its answers, for failure messages. */
export function showSwept(c: { call?: RoutingCall; tool?: string; answers: WireAnswer[] }): string {
  const head = c.call ? `${c.call.tool} ${JSON.stringify(c.call.arguments)}` : `${c.tool ?? '?'} (bare)`;
  return `${head}\n      ${c.answers.map(showAnswer).join('\n      ')}`;
}
