import { runIntrospection, type Scenario } from '../../scenario/index.js';
import { requireSweep } from './gate-sweep.js';
import { describeCall, expectedAnswer, type RoutingCall } from './routing-table.js';
import { bareName } from './tool-names.js';
import { gatePassProblems } from './wire-answer.js';

/** One `--print-routes` line: `tool<TAB>action<TAB>floor<TAB>admitted|refused`. */
export interface RouteLine {
  tool: string;
  action: string;
  floor: string;
  admitted: boolean;
}

/** The floor below which the generic gate needs no allowlist. */
export const ORDINARY = 'Ordinary';
/** The one action the generic gate admits above Ordinary (seed 002 §1.1). */
export const ALLOWLISTED_ACTION = 'graph.ingest.refresh_declared_root';

export function parseRouteLines(lines: string[]): RouteLine[] {
  return lines.map((line, i) => {
    const [tool, action, floor, decision, ...rest] = line.split('\t');
    if (!tool || !action || !floor || (decision !== 'admitted' && decision !== 'refused') || rest.length > 0) {
      throw new Error(`--print-routes line ${i + 1} is not tool<TAB>action<TAB>floor<TAB>admitted|refused: ${JSON.stringify(line)}`);
    }
    return { tool, action, floor, admitted: decision === 'admitted' };
  });
}

/** The live `tools/list` of the current stdio server, bare names as advertised. */
export async function listLiveTools(s: Scenario): Promise<{ name: string; description: string }[]> {
  const response = await s.tripwire.race(s.current.client.request('tools/list', {}, s.boundMs));
  if (response.error) throw new Error(`tools/list answered JSON-RPC error ${response.error.code}: ${response.error.message}`);
  const tools = (response.result as { tools?: unknown } | undefined)?.tools;
  if (!Array.isArray(tools)) throw new Error(`tools/list answered no tools array: ${JSON.stringify(response.result).slice(0, 300)}`);
  return tools.map((t: { name?: unknown; description?: unknown }) => ({ name: String(t.name), description: String(t.description ?? '') }));
}

/** The live tool list and the routing inventory name exactly the same tools, each once. */
export async function expectRouteParity(s: Scenario): Promise<RouteLine[]> {
  const routes = parseRouteLines(await runIntrospection(s, '--print-routes'));
  const routed = new Set(routes.map((r) => r.tool));
  const live = (await listLiveTools(s)).map((t) => t.name);
  const dupes = live.filter((t, i) => live.indexOf(t) !== i);
  const unrouted = live.filter((t) => !routed.has(t));
  const unadvertised = [...routed].filter((t) => !live.includes(t));
  if (dupes.length + unrouted.length + unadvertised.length > 0) {
    throw new Error(`tools/list and --print-routes differ: advertised but unrouted [${unrouted.join(', ')}], routed but not advertised [${unadvertised.join(', ')}], advertised twice [${dupes.join(', ')}]`);
  }
  return routes;
}

/** Above Ordinary, the generic gate admits exactly the allowlisted refresh action and nothing else. */
export function expectAllowlistExact(routes: RouteLine[], action: string = ALLOWLISTED_ACTION): void {
  const admittedAbove = [...new Set(routes.filter((r) => r.admitted && r.floor !== ORDINARY).map((r) => r.action))];
  if (admittedAbove.length !== 1 || admittedAbove[0] !== action) {
    throw new Error(`the generic gate must admit exactly ${action} above ${ORDINARY}; --print-routes admits [${admittedAbove.join(', ')}]`);
  }
}

/** Tools with no admitted route stay in the live list, and their description names their floor. */
export async function expectRefusedToolsAdvertised(s: Scenario, routes: RouteLine[], tools: string[]): Promise<void> {
  const live = await listLiveTools(s);
  for (const tool of tools) {
    const rows = routes.filter((r) => r.tool === tool);
    if (rows.length === 0 || rows.some((r) => r.admitted)) throw new Error(`${tool} must route only to refused actions; --print-routes shows ${JSON.stringify(rows)}`);
    const listed = live.find((t) => t.name === tool);
    if (!listed) throw new Error(`${tool} is refused at the generic gate but no longer advertised; refused tools stay advertised so their refusal can be read`);
    const floors = [...new Set(rows.map((r) => r.floor))];
    if (!floors.some((f) => listed.description.includes(f))) throw new Error(`the advertised ${tool} does not name its floor (${floors.join(', ')}) in its description: ${listed.description}`);
  }
}

/** The routes admit no action above Ordinary except `action` (parity with the live list checked first). */
export async function expectOnlyAllowlisted(s: Scenario, action: string): Promise<void> {
  expectAllowlistExact(await expectRouteParity(s), action);
}

/** `tools` route only to refused actions yet stay advertised, naming their floor (parity checked first). */
export async function expectToolsRefusedButAdvertised(s: Scenario, tools: string[]): Promise<void> {
  await expectRefusedToolsAdvertised(s, await expectRouteParity(s), tools);
}

type PrintedVerdict = 'admitted' | 'refused' | 'not printed';

/** What `--print-routes` says of one call of the routing table, read as the table reads it. */
export function printedVerdict(routes: readonly RouteLine[], call: RoutingCall, allowlist: readonly string[]): PrintedVerdict {
  const rows = routes.filter((r) => r.tool === call.tool);
  const actions = call.actions ?? [call.action ?? ''];
  if (call.floor === 'Ordinary' && call.waits_on === undefined) return rows.some((r) => r.admitted && r.floor === ORDINARY) ? 'admitted' : rows.length > 0 ? 'refused' : 'not printed';
  const mine = rows.filter((r) => actions.includes(r.action));
  if (mine.length < actions.length) return 'not printed';
  if (call.action !== undefined && allowlist.includes(call.action)) return mine.every((r) => r.admitted && r.floor === call.floor) ? 'admitted' : 'refused';
  const order = ['Ordinary', 'ScopedGrantA2', 'PositiveSovereign'];
  const top = mine.map((r) => r.floor).sort((a, b) => order.indexOf(b) - order.indexOf(a))[0];
  return mine.some((r) => r.admitted) || top !== call.floor ? 'admitted' : 'refused';
}

/** The `_meta` key under which a server may annotate each listed tool with the gate's verdict (`admitted` | `refused`). */
export const GATE_META = 'm1nd/generic_gate';

/**
 * `--print-routes` (the implementation's own report) agrees with the routing table and with the wire: each
 * advertised call the gate admitted is printed admitted, each refused one printed refused at the table's floor,
 * and an advertised tool the table does not know is printed.
 */
export async function expectRoutesAgreeWithSweep(s: Scenario): Promise<void> {
  const sweep = requireSweep(s);
  const routes = parseRouteLines(await runIntrospection(s, '--print-routes'));
  const problems: string[] = [];
  for (const c of sweep.calls.filter((x) => x.advertised)) {
    const printed = printedVerdict(routes, c.call, sweep.table.allowlist);
    const table = expectedAnswer(c.call, sweep.table).kind === 'passes' ? 'admitted' : 'refused';
    const wire = c.answers.every((a) => gatePassProblems(a).length === 0) && c.expected.kind !== 'fixed' ? 'admitted' : 'refused';
    if (printed !== table || printed !== wire) {
      problems.push(`${describeCall(c.call)}: printed ${printed} (${JSON.stringify(routes.filter((r) => r.tool === c.call.tool).map((r) => `${r.action} ${r.floor} ${r.admitted ? 'admitted' : 'refused'}`))}), the table says ${table} at ${c.call.floor}, the wire ${wire}`);
    }
  }
  for (const u of sweep.unlisted) if (!routes.some((r) => r.tool === u.tool)) problems.push(`${u.tool} is advertised but --print-routes prints no route for it`);
  // The same self-report in tools/list: a tool annotated with the gate's verdict (`_meta` GATE_META) says
  // `admitted` exactly when some call of it passes the gate by the routing table.
  for (const t of sweep.advertised) {
    const said = t.meta?.[GATE_META];
    const calls = sweep.table.calls.filter((c) => bareName(c.tool) === bareName(t.name));
    if (said === undefined || calls.length === 0) continue;
    const table = calls.some((c) => expectedAnswer(c, sweep.table).kind === 'passes') ? 'admitted' : 'refused';
    if (said !== table) problems.push(`tools/list annotates ${t.name} with ${GATE_META} ${JSON.stringify(said)}; by the routing table some call of it is ${table === 'admitted' ? '' : 'never '}admitted`);
  }
  if (problems.length > 0) throw new Error(`--print-routes disagrees with the routing table or the wire:\n  ${problems.join('\n  ')}`);
}
