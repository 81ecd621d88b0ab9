import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { loadAdapter } from '../adapter/index.js';
import { loadCatalog } from '../catalog/index.js';
import { processHarnessEnv, type HarnessEnv } from '../env/index.js';
import { probeLane } from '../lanes/index.js';
import { buildReport, outcomesFromMessages, summaryLines, type ConformanceReport } from '../reports/index.js';

export const KIT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunOptions {
  adapterPath?: string;
  reportDir: string;
  /** Extra Cucumber arguments (`--tags`, feature paths, ...). */
  cucumberArgs: string[];
  log: (line: string) => void;
}

export interface RunResult {
  report: ConformanceReport;
  exitCode: number;
}

/** Runs the battery once: probes the lane, runs Cucumber with every report format, writes conformance.json. */
export async function runBattery(opts: RunOptions, env: HarnessEnv = processHarnessEnv()): Promise<RunResult> {
  const adapter = loadAdapter(env, opts.adapterPath);
  const reportDir = resolve(opts.reportDir);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  opts.log(`probing the lane for ${adapter.name} ...`);
  const lane = await probeLane(env, adapter);
  const laneFile = join(reportDir, 'lane.json');
  writeFileSync(laneFile, `${JSON.stringify({ adapter, provisioning: lane }, null, 2)}\n`);

  const cucumberBin = join(dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');
  const messagesFile = join(reportDir, 'messages.ndjson');
  const args = [
    cucumberBin,
    '--format', `message:${messagesFile}`,
    '--format', `html:${join(reportDir, 'cucumber.html')}`,
    '--format', `junit:${join(reportDir, 'junit.xml')}`,
    '--format', env.env.CI || !process.stdout.isTTY ? 'summary' : 'progress-bar',
    ...opts.cucumberArgs,
  ];
  opts.log(`running the battery: cucumber-js ${opts.cucumberArgs.join(' ')}`.trim());
  const childEnv: Record<string, string> = { ...definedEnv(env), M1ND_CONFORMANCE_LANE_FILE: laneFile };
  if (opts.adapterPath) childEnv.M1ND_TEST_ADAPTER = resolve(opts.adapterPath);
  const cucumber = await execa(process.execPath, args, { cwd: KIT_ROOT, env: childEnv, extendEnv: false, stdio: 'inherit', reject: false });

  let ndjson = '';
  try {
    ndjson = readFileSync(messagesFile, 'utf8');
  } catch {
    opts.log(`cucumber wrote no messages file (${messagesFile}); exit status ${cucumber.exitCode}`);
  }
  const catalogPath = join(KIT_ROOT, 'features', 'clauses.yaml');
  const report = buildReport({
    implementation: { name: adapter.name, version: adapter.version, adapter_sha256: sha256(JSON.stringify(adapter)) },
    suiteSha256: suiteDigest(),
    catalogSha256: sha256(readFileSync(catalogPath)),
    lane,
    clauses: loadCatalog(catalogPath).clauses,
    outcomes: outcomesFromMessages(ndjson),
  });
  writeFileSync(join(reportDir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const line of summaryLines(report)) opts.log(line);
  opts.log(`reports: ${relative(process.cwd(), reportDir) || '.'}/ (conformance.json, cucumber.html, junit.xml, messages.ndjson)`);
  const ranNothing = report.totals.passed + report.totals.failed === 0;
  if (ranNothing) opts.log('error: no scenario ran; a run that executes nothing proves nothing');
  const exitCode = cucumber.exitCode !== 0 || report.totals.failed > 0 || report.totals.skipped > 0 || ranNothing ? 1 : 0;
  return { report, exitCode };
}

function definedEnv(env: HarnessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env.env).filter((e): e is [string, string] => e[1] !== undefined));
}

function sha256(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A digest of the features and step definitions, so a claim names the exact suite it was made against. */
function suiteDigest(): string {
  const hash = createHash('sha256');
  for (const dir of ['features', 'steps']) {
    for (const file of listFiles(join(KIT_ROOT, dir))) {
      hash.update(`${relative(KIT_ROOT, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}
