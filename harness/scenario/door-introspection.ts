import { join } from 'node:path';
import { KIT_ROOT } from '../adapter/index.js';
import { loadCatalog, readFeatureSources } from '../catalog/index.js';
import type { Scenario } from './scenario.js';

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

/** Runs `<server> <flag>` in the scenario's home (no grant) and returns its stdout lines; it must exit 0. */
export async function runIntrospection(s: Scenario, flag: string, program: 'server' | 'cli' = 'server'): Promise<string[]> {
  const plan = await s.planFor(null);
  const n = s.lane.adapter.server.command.length;
  const cli = s.lane.adapter.cli?.command;
  if (program === 'cli' && !cli) throw new Error('the adapter names no cli.command to introspect');
  const argv = program === 'cli' && cli ? [...cli, flag] : [...plan.argv.slice(0, n), flag];
  const child = s.driver.start(argv, { cwd: plan.cwd, env: plan.env, readOnlyBinds: [] });
  child.closeStdin();
  const status = await child.waitExit(s.boundMs);
  if (status.code !== 0) throw new Error(`${argv.join(' ')} exited with ${status.code} (signal ${status.signal}); stderr: ${child.stderrLines.join(' | ') || '(none)'}`);
  return child.stdoutLines.filter((l) => l.trim() !== '');
}

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

const CATALOG = join(KIT_ROOT, 'features', 'clauses.yaml');

// Seams on a path that writes durable state: each needs a kill -9 row in some crash outline.
const CRASH_SEAM = /^(bootstrap|ingest|checkpoint|refresh|birth)\./;

/** `--list-seams` names exactly the catalogue's seam registry, and every crash-relevant seam has a crash row. */
export async function expectSeamRegistryCurrent(s: Scenario): Promise<void> {
  // The agent CLI's seams (`agent.*`) are listed by the CLI itself; everything else by the server.
  const withCli = s.lane.adapter.cli !== undefined && s.lane.adapter.capabilities.includes('agent-cli');
  const printed = new Set([...(await runIntrospection(s, '--list-seams')), ...(withCli ? await runIntrospection(s, '--list-seams', 'cli') : [])]);
  const registry = new Set(Object.keys(loadCatalog(CATALOG).seams ?? {}).filter((n) => withCli || !n.startsWith('agent.')));
  const missing = [...printed].filter((n) => !registry.has(n));
  const stale = [...registry].filter((n) => !printed.has(n));
  const features = readFeatureSources(join(KIT_ROOT, 'features')).map((f) => f.text).join('\n');
  const uncovered = [...registry].filter((n) => CRASH_SEAM.test(n) && !new RegExp(`\\|\\s*${n.replace(/\./g, '\\.')}\\s*\\|`).test(features));
  if (missing.length + stale.length + uncovered.length > 0) {
    throw new Error(`the seam registry in ${CATALOG} drifted: printed by --list-seams but not catalogued [${missing.join(', ')}]; catalogued but not printed [${stale.join(', ')}]; bootstrap/ingest/checkpoint/refresh/birth seams without a crash Examples row [${uncovered.join(', ')}]`);
  }
}
