import { readRefusalText } from '../../adapter/index.js';
import type { Scenario } from '../../scenario/index.js';
import { requireSweep, showSwept, type SweptCall } from './gate-sweep.js';
import { refusalTextName, writesWhenAdmitted, type ExpectedAnswer } from './routing-table.js';
import { duplicatedTools } from './tool-names.js';
import { answerBytes, callOverMcp, callOverRest, fixedRefusalProblems, gatePassProblems, gateRefusalProblems, isUnknownToolAnswer, type WireAnswer } from './wire-answer.js';

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

/** Why one answer is not what the table expects of a refused call. */
function refusalProblems(a: WireAnswer, expected: ExpectedAnswer): string[] {
  if (expected.kind === 'gate') return gateRefusalProblems(a, expected.floor, [expected.action]);
  if (expected.kind === 'gate-unproven') return gateRefusalProblems(a, expected.floor, [expected.fact], [expected.tool, ...expected.actions]);
  if (expected.kind === 'fixed') return fixedRefusalProblems(a, expected.code);
  return [];
}

/** The action a refused call's bytes are keyed by: calls of one action answer one set of bytes. */
function refusalKey(c: SweptCall): string | null {
  const e = c.expected;
  if (e.kind === 'gate' || e.kind === 'fixed') return e.action;
  return e.kind === 'gate-unproven' ? `${e.tool} waiting on ${e.fact}` : null;
}

/**
 * Every advertised call the table expects refused answered that refusal on every door: the gate's (isError,
 * its code, the action or the tool waiting on a fact, the floor) or the verb's own fixed refusal. The bytes
 * are the same over MCP and REST, on the second call, for every call of the same action, and equal to the
 * adapter's refusal text of that name when its folder has one.
 */
export function expectAboveFloorRefused(s: Scenario): void {
  const sweep = requireSweep(s);
  const folder = s.lane.adapter.refusal_texts;
  const problems: string[] = [];
  const bytesByKey = new Map<string, { bytes: string; first: SweptCall }>();
  for (const c of sweep.calls.filter((x) => x.advertised && x.expected.kind !== 'passes')) {
    const wrong = c.answers.flatMap((a) => refusalProblems(a, c.expected).map((p) => `${a.door} ${p}`));
    if (wrong.length > 0) problems.push(`${showSwept(c)}\n      -> ${wrong.join('; ')}`);
    const bytes = new Set(c.answers.map(answerBytes));
    if (bytes.size > 1) problems.push(`${showSwept(c)}\n      -> the doors (or the second call) answered different bytes`);
    const key = refusalKey(c);
    const seen = key === null ? undefined : bytesByKey.get(key);
    const mine = c.answers[0] ? answerBytes(c.answers[0]) : '';
    if (key !== null && seen === undefined) bytesByKey.set(key, { bytes: mine, first: c });
    if (seen !== undefined && seen.bytes !== mine) problems.push(`${showSwept(c)}\n      -> answers other bytes than another call of ${key}:\n      ${showSwept(seen.first)}`);
    const golden = folder === undefined ? null : readRefusalText(folder, refusalTextName(c.call));
    const differs = golden === null ? [] : c.answers.filter((a) => a.kind !== 'result' || a.text !== golden);
    if (differs.length > 0) problems.push(`${showSwept(c)}\n      -> differs from the adapter's refusal text ${refusalTextName(c.call)}: ${golden}`);
  }
  fail('calls above the ordinary floor were not refused as the routing table says', problems);
}

/** No refused call changed what any implementation shows: the granted trees, health's counts and roots, the searches. */
export function expectRefusedChangedNothing(s: Scenario): void {
  const problems = requireSweep(s).calls.filter((c) => c.changes.length > 0).map((c) => `${showSwept(c)}\n      changed: ${c.changes.join('\n      ')}`);
  fail('refused calls changed what the implementation shows', problems);
}

/** Every advertised call at or below the ordinary floor, and the allowlisted refresh, passed the gate on both doors. */
export function expectOrdinaryPassed(s: Scenario): void {
  const problems: string[] = [];
  for (const c of requireSweep(s).calls.filter((x) => x.advertised && x.expected.kind === 'passes')) {
    const wrong = c.answers.flatMap((a) => gatePassProblems(a).map((p) => `${a.door} ${p}`));
    if (wrong.length > 0) problems.push(`${showSwept(c)}\n      -> ${wrong.join('; ')}`);
  }
  fail('calls the gate must admit were refused', problems);
}

/**
 * Advertised and routed are the same set: no tool is advertised twice; no advertised tool answers as unknown;
 * every tool of the routing table that is not advertised answers as unknown on both doors, as does `probes`.
 */
export async function expectAdvertisedEqualsRouted(s: Scenario, probes: readonly string[]): Promise<void> {
  const sweep = requireSweep(s);
  const problems: string[] = [];
  const twice = duplicatedTools(sweep.advertised.map((t) => t.name));
  if (twice.length > 0) problems.push(`advertised more than once: ${twice.join(', ')}`);
  const every = [...sweep.calls.map((c) => ({ c, advertised: c.advertised })), ...sweep.unlisted.map((c) => ({ c, advertised: true }))];
  for (const { c, advertised } of every) {
    const unknown = c.answers.filter(isUnknownToolAnswer);
    if (advertised && unknown.length > 0) problems.push(`advertised, yet answered as an unknown tool (advertised without a route): ${showSwept(c)}`);
    if (!advertised && unknown.length !== c.answers.length) problems.push(`not advertised, yet answered as a routed tool (routed without being advertised): ${showSwept(c)}`);
  }
  for (const tool of probes) {
    const answers = await probeBothDoors(s, tool);
    if (!answers.every(isUnknownToolAnswer)) problems.push(`the unadvertised name ${tool} was not refused as an unknown tool: ${showSwept({ tool, answers })}`);
  }
  fail('the advertised tools and the routed ones differ', problems);
}

async function probeBothDoors(s: Scenario, tool: string): Promise<WireAnswer[]> {
  const sweep = requireSweep(s);
  return [await callOverMcp(sweep.session, tool, { agent_id: 'conformance' }, s.boundMs), await callOverRest(s, tool, { agent_id: 'conformance' }, sweep.caller)];
}

/** Each advertised tool the routing table does not know, called bare, changed neither the granted trees nor the root set. */
export function expectUnlistedToolsHarmless(s: Scenario): void {
  const problems = requireSweep(s).unlisted.filter((c) => c.changes.length > 0).map((c) => `${showSwept(c)}\n      changed: ${c.changes.slice(0, 12).join('\n      ')}`);
  fail('advertised tools the routing table does not know wrote the granted trees or changed the root set', problems);
}

/** `tools` are advertised over MCP, each description naming the highest floor the routing table gives the tool. */
export function expectAdvertisedWithFloor(s: Scenario, tools: readonly string[]): void {
  const sweep = requireSweep(s);
  const order = sweep.table.floors as readonly string[];
  const problems: string[] = [];
  for (const tool of tools) {
    const floors = sweep.table.calls.filter((c) => c.tool === tool).map((c) => c.floor);
    const top = floors.sort((a, b) => order.indexOf(b) - order.indexOf(a))[0];
    if (top === undefined) throw new Error(`the routing table has no call of ${tool}; name a tool it routes`);
    const listed = sweep.advertised.find((t) => t.name === tool);
    if (!listed) problems.push(`${tool} is not advertised; a refused tool stays advertised so its refusal can be read`);
    else if (!listed.description.includes(top)) problems.push(`the advertised ${tool} does not name its floor ${top}: ${listed.description}`);
  }
  fail('refused tools are not advertised with their floor', problems);
}

/** The refusal code of a write on a server attached read-only (kit-named; see SB-READONLY-1). */
export const READ_ONLY_CODE = 'read_only';

/**
 * On a server attached read-only: every advertised call that passes the gate and writes (the routing table's
 * `writes`) answered a tool error carrying `read_only` and its semantic action, the same bytes on both doors and
 * on the second call; every other call that passes the gate (a read) was not refused as a write.
 */
export function expectReadOnlyWritesRefused(s: Scenario): void {
  const sweep = requireSweep(s);
  if (!sweep.readOnly) throw new Error('this check judges a sweep made on a read-only attach; make the sweep with the read-only When step');
  const admitted = sweep.calls.filter((c) => c.advertised && c.expected.kind === 'passes');
  const writes = admitted.filter((c) => writesWhenAdmitted(c.call));
  const reads = admitted.filter((c) => !writesWhenAdmitted(c.call));
  const problems: string[] = [];
  if (writes.length === 0 || reads.length === 0) problems.push(`the sweep needs advertised writes and reads to judge a read-only attach; it had ${writes.length} writes and ${reads.length} reads`);
  for (const c of writes) {
    const action = c.call.action ?? c.call.tool;
    const wrong = c.answers.flatMap((a) => {
      if (a.kind !== 'result' || !a.isError) return [`${a.door} is not a tool error`];
      const text = a.text ?? '';
      return [READ_ONLY_CODE, action].filter((w) => !text.includes(w)).map((w) => `${a.door} does not name ${w}`);
    });
    if (wrong.length > 0) problems.push(`${showSwept(c)}\n      -> ${wrong.join('; ')}`);
    if (new Set(c.answers.map(answerBytes)).size > 1) problems.push(`${showSwept(c)}\n      -> the doors (or the second call) answered different bytes`);
  }
  for (const c of reads) {
    const refused = c.answers.filter((a) => a.kind === 'result' && a.isError && (a.text ?? '').includes(READ_ONLY_CODE));
    if (refused.length > 0) problems.push(`${showSwept(c)}\n      -> a read was refused as a write`);
  }
  fail('a read-only attach did not refuse exactly the writes', problems);
}
