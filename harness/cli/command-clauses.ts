import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadAdapter } from '../adapter/index.js';
import { coverUnderClaims, loadCatalog, readFeatureSources, readScenarios, type ClaimsCoverage } from '../catalog/index.js';
import type { HarnessEnv } from '../env/index.js';
import type { ConformanceReport } from '../reports/index.js';
import { KIT_ROOT, UsageError } from '../run/index.js';
import { parseCommand } from './parse.js';
import { CLAUSES_USAGE } from './usage.js';

/**
 * `clauses`: every catalogued clause, its scenarios (file:line) and its status in the latest report; with
 * `--claims` or `--impl`, how many of its scenarios would run under those claims instead.
 */
export function commandClauses(args: string[], log: (line: string) => void, env: HarnessEnv): number {
  const { values } = parseCommand('clauses', args, { report: { type: 'string' }, json: { type: 'boolean' }, claims: { type: 'string' }, impl: { type: 'string' } });
  if (values.help) {
    log(CLAUSES_USAGE);
    return 0;
  }
  const catalog = loadCatalog(join(KIT_ROOT, 'features', 'clauses.yaml'));
  const scenarios = readFeatureSources(join(KIT_ROOT, 'features')).flatMap(readScenarios);
  const claims = claimsOf(values.claims, values.impl, env);
  if (claims !== null) return printCoverage(coverUnderClaims(catalog, scenarios, claims.list), claims.source, values.json === true, log);
  const reportFile = values.report ? explicitReport(values.report) : newestReport(join(KIT_ROOT, 'reports'));
  const report = reportFile ? (JSON.parse(readFileSync(reportFile, 'utf8')) as ConformanceReport) : null;
  const status = new Map((report?.clauses ?? []).map((c) => [c.id, c.status]));
  const rows = catalog.clauses.map((c) => ({
    id: c.id, level: c.level, kind: c.kind, seed: c.seed, section: c.section, summary: c.summary,
    refusal: c.refusal_code === undefined ? null : { code: c.refusal_code, ...catalog.refusal_codes[c.refusal_code] },
    status: status.get(c.id) ?? (report ? 'not in report' : 'no report'),
    scenarios: scenarios.filter((s) => s.tags.includes(`@clause:${c.id}`)).map((s) => `${relative(KIT_ROOT, s.path)}:${s.line}: ${s.name}`),
  }));
  if (values.json) {
    log(JSON.stringify({ report: reportFile, clauses: rows }, null, 2));
    return 0;
  }
  log(report && reportFile
    ? `last status from ${relative(process.cwd(), reportFile)} (${report.implementation.name} ${report.implementation.version}, verdict ${report.verdict})`
    : 'no report found under reports/: statuses are unknown (run `m1nd-conformance run` first)');
  let section = '';
  for (const r of rows) {
    if (`${r.seed} ${r.section}` !== section) {
      section = `${r.seed} ${r.section}`;
      log('');
      log(`## ${r.section} (${r.seed})`);
    }
    log(`${r.id}  [${r.level} ${r.kind}]  ${r.status}`);
    log(`    ${r.summary}`);
    if (r.refusal) log(`    refusal: ${r.refusal.code} (${namedBy(r.refusal)})`);
    for (const s of r.scenarios) log(`    - ${s}`);
    if (r.scenarios.length === 0) log('    - (no scenario)');
  }
  return 0;
}

function explicitReport(path: string): string {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'conformance.json') : path;
  if (!existsSync(file)) throw new UsageError(`--report ${path}: no conformance.json there; give a report file or the folder a run wrote`);
  return file;
}

/** The most recently written reports/<impl>/conformance.json, if any. */
function newestReport(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const found = readdirSync(dir)
    .map((name) => join(dir, name, 'conformance.json'))
    .filter((f) => existsSync(f))
    .map((f) => ({ f, t: statSync(f).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  return found[0]?.f ?? null;
}

/** The claims to count under: an explicit list, or an adapter's capabilities (not both). */
function claimsOf(claims: string | undefined, impl: string | undefined, env: HarnessEnv): { list: string[]; source: string } | null {
  if (claims !== undefined && impl !== undefined) throw new UsageError('give --claims or --impl, not both: --impl reads the claims from the adapter file');
  if (claims !== undefined) {
    const list = claims.split(',').map((c) => c.trim()).filter((c) => c !== '');
    const bad = list.filter((c) => !/^[a-z0-9:_-]+$/.test(c));
    if (bad.length > 0) throw new UsageError(`--claims ${claims}: ${bad.join(', ')} is not a capability; write lower-case words separated by commas, e.g. stdio,http,birth`);
    return { list, source: `--claims ${list.join(',')}` };
  }
  if (impl === undefined) return null;
  try {
    const adapter = loadAdapter(env, impl);
    return { list: adapter.capabilities, source: `${impl} (${adapter.name})` };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function printCoverage(c: ClaimsCoverage, source: string, json: boolean, log: (line: string) => void): number {
  if (json) {
    log(JSON.stringify({ claims_from: source, ...c }, null, 2));
    return 0;
  }
  log(`claims: ${c.claims.join(', ') || '(none)'} — from ${source}; lane-only needs count as provided, platform tags are ignored`);
  for (const row of c.clauses) {
    const why = row.unobservableWithout ? ` — observable only with ${row.unobservableWithout.capability}: ${row.unobservableWithout.reason}` : '';
    const code = row.refusal ? ` · refusal ${row.refusal.code} (${namedBy(row.refusal)})` : '';
    log(`${row.id}  [${row.level} ${row.kind}]  ${row.runnable} of ${row.scenarios} scenarios would run${code}${why}`);
  }
  log('');
  log(`MUST wire clauses with no runnable scenario: ${c.mustWireWithout.length}${c.mustWireWithout.length > 0 ? ` (${c.mustWireWithout.join(', ')})` : ''}`);
  log(`MUST wire clauses observable only with an unclaimed capability: ${c.mustWireUnobservable.length}${c.mustWireUnobservable.length > 0 ? ` (${c.mustWireUnobservable.join(', ')})` : ''}`);
  log(`MUST wire clauses asserting a kit-defined refusal code (an implementation may answer its own spelling): ${c.mustWireKitCodes.length}${c.mustWireKitCodes.length > 0 ? ` (${c.mustWireKitCodes.join(', ')})` : ''}`);
  return 0;
}

/** How a refusal code's spelling is credited: the seed that names it, upstream, or the kit itself. */
function namedBy(refusal: { named_by?: string; seed?: string }): string {
  if (refusal.named_by === 'seed') return `named by seed ${refusal.seed ?? ''}`;
  return refusal.named_by === 'kit' ? 'kit-defined' : `named by ${refusal.named_by ?? 'nobody: unregistered'}`;
}
