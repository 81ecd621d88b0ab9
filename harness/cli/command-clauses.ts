import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCatalog, readFeatureSources, readScenarios } from '../catalog/index.js';
import type { ConformanceReport } from '../reports/index.js';
import { KIT_ROOT, UsageError } from '../run/index.js';
import { parseCommand } from './parse.js';
import { CLAUSES_USAGE } from './usage.js';

/** `clauses`: every catalogued clause, its scenarios (file:line) and its status in the latest report. */
export function commandClauses(args: string[], log: (line: string) => void): number {
  const { values } = parseCommand('clauses', args, { report: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) {
    log(CLAUSES_USAGE);
    return 0;
  }
  const catalog = loadCatalog(join(KIT_ROOT, 'features', 'clauses.yaml'));
  const scenarios = readFeatureSources(join(KIT_ROOT, 'features')).flatMap(readScenarios);
  const reportFile = values.report ? explicitReport(values.report) : newestReport(join(KIT_ROOT, 'reports'));
  const report = reportFile ? (JSON.parse(readFileSync(reportFile, 'utf8')) as ConformanceReport) : null;
  const status = new Map((report?.clauses ?? []).map((c) => [c.id, c.status]));
  const rows = catalog.clauses.map((c) => ({
    id: c.id, level: c.level, kind: c.kind, seed: c.seed, section: c.section, summary: c.summary,
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
