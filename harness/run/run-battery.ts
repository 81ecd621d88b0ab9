import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { loadAdapter, type Adapter } from '../adapter/index.js';
import { processHarnessEnv, type HarnessEnv } from '../env/index.js';
import { isoDay, loadExpectations, type LoadedExpectations } from '../expectations/index.js';
import type { Provisioning } from '../lanes/index.js';
import { pickReplayEnv, scenarioKey, writeBundlesFromMessages } from '../replay/index.js';
import { buildReport, outcomesFromMessages, summaryLines, type ConformanceReport, type ShardRecord } from '../reports/index.js';
import { decideExit } from './decide-exit.js';
import { attachImplementationTimes } from './implementation-times.js';
import { resolveLane } from './resolve-lane.js';
import { areaPath, UsageError } from './select-features.js';
import { planShard } from './shard-plan.js';
import type { ShardSpec } from './shard-spec.js';
import { readKitSuite } from './kit-suite.js';
import { sha256 } from './suite-digest.js';
import { writeConformance } from './write-reports.js';

export const KIT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunOptions {
  adapterPath?: string;
  /** default: reports/<adapter name> */
  reportDir?: string;
  tags?: string;
  /** a spec area: runs features/<area> */
  area?: string;
  /** feature paths (with optional :line) */
  features?: string[];
  /** further Cucumber arguments */
  cucumberArgs?: string[];
  expectationsPath?: string;
  requireConformant?: boolean;
  /** run only shard I of N of the selection, partitioned by the durations file */
  shard?: ShardSpec;
  /** the durations file shards balance by; default harness/run/durations.json */
  durationsPath?: string;
  log: (line: string) => void;
  /** 'inherit' (default): Cucumber's own output goes to this terminal; 'log': it is passed to `log` when it ends */
  cucumberOutput?: 'inherit' | 'log';
}

export interface RunResult {
  report: ConformanceReport;
  reportDir: string;
  exitCode: number;
}

/** Runs the battery once: probes the lane, runs Cucumber with every report format, writes the reports. */
export async function runBattery(opts: RunOptions, env: HarnessEnv = processHarnessEnv()): Promise<RunResult> {
  const loaded = loadAdapter(env, opts.adapterPath);
  const expectations = opts.expectationsPath ? loadExpectations(resolve(opts.expectationsPath)) : null;
  const selection = [...(opts.area ? [areaPath(KIT_ROOT, opts.area)] : []), ...(opts.features ?? [])];
  const reportDir = resolve(opts.reportDir ?? join(KIT_ROOT, 'reports', loaded.name));
  const shard = opts.shard ? await planShard(KIT_ROOT, { paths: selection, tags: opts.tags ?? null }, opts.shard, opts.durationsPath, await defaultPaths()) : null;
  clearReportDir(reportDir);
  if (shard) opts.log(`shard ${shard.record.index}/${shard.record.total}: ${shard.scenarios.length} of the ${shard.record.selected} selected scenarios (balanced by durations ${shard.record.durations_sha256.slice(0, 12)})`);
  opts.log(`probing the lane for ${loaded.name} ...`);
  const resolved = await resolveLane(env, loaded, opts.adapterPath !== undefined, join(reportDir, 'model'));
  if (resolved.refusal) throw new Error(resolved.refusal);
  const { adapter, provisioning: lane, generatedModel } = resolved;
  if (adapter !== loaded) opts.log(`container lane: the server runs inside ${env.env.M1ND_TEST_IMAGE} (${lane.container?.evidence})`);
  if (!lane['native-binary']?.provisioned) opts.log(`warning: the server command did not answer --version (${lane['native-binary']?.evidence}); scenarios that start it will fail`);
  const laneFile = join(reportDir, 'lane.json');
  writeFileSync(laneFile, `${JSON.stringify({ adapter, provisioning: lane }, null, 2)}\n`);

  const messagesFile = join(reportDir, 'messages.ndjson');
  const timingDir = join(reportDir, 'timing');
  mkdirSync(timingDir);
  const cucumberArgs = [
    ...(opts.tags ? ['--tags', opts.tags] : []),
    ...(shard ? shard.args : selection.length > 0 ? selection : await defaultPaths()),
    ...(opts.cucumberArgs ?? []),
  ];
  const args = [
    '--import', 'tsx',
    cucumberBin(),
    '--config', relative(KIT_ROOT, CUCUMBER_CONFIG),
    '--format', `message:${messagesFile}`,
    '--format', `html:${join(reportDir, 'cucumber.html')}`,
    '--format', `junit:${join(reportDir, 'junit.xml')}`,
    '--format', join(KIT_ROOT, 'harness', 'run', 'progress-formatter.ts'),
    ...cucumberArgs,
  ];
  opts.log(`running the battery: cucumber-js ${cucumberArgs.map(shellWord).join(' ')}`.trim());
  const childEnv: Record<string, string> = {
    ...definedEnv(env),
    M1ND_CONFORMANCE_LANE_FILE: laneFile,
    M1ND_CONFORMANCE_REPLAY_DIR: join(reportDir, 'replay'),
    M1ND_CONFORMANCE_TIMING_DIR: timingDir,
  };
  if (opts.adapterPath) childEnv.M1ND_TEST_ADAPTER = resolve(opts.adapterPath);
  if (generatedModel) childEnv.M1ND_TEST_EMBED_MODEL = generatedModel;
  const output = opts.cucumberOutput === 'log' ? ({ stdin: 'ignore', stdout: 'pipe', stderr: 'pipe', all: true } as const) : ({ stdio: 'inherit' } as const);
  // A shard with no scenario assigned runs nothing: Cucumber without paths would run the whole battery.
  const skipCucumber = shard !== null && shard.args.length === 0;
  const cucumber = skipCucumber ? { exitCode: 0, all: '' } : await execa(process.execPath, args, { cwd: KIT_ROOT, env: childEnv, extendEnv: false, reject: false, ...output });
  if (opts.cucumberOutput === 'log') for (const line of String(cucumber.all ?? '').split('\n').filter(Boolean)) opts.log(line);

  let ndjson = '';
  try {
    if (!skipCucumber) ndjson = readFileSync(messagesFile, 'utf8');
  } catch {
    opts.log(`cucumber wrote no messages file (${messagesFile}); exit status ${cucumber.exitCode}`);
  }
  const shardRecord = shard ? { ...shard.record, cucumber_exit_code: skipCucumber ? null : (cucumber.exitCode ?? null) } : null;
  const report = buildRunReport({ env, adapter, adapterPath: opts.adapterPath, expectations, lane, ndjson, reportDir, timingDir, shard: shardRecord, selection: { tags: opts.tags ?? null, paths: selection } });
  writeConformance(reportDir, report);
  for (const line of summaryLines(report)) opts.log(line);
  opts.log(`reports: ${relative(process.cwd(), reportDir) || '.'}/ (conformance.md, conformance.json, cucumber.html, junit.xml, messages.ndjson, lane.json)`);
  if (skipCucumber) {
    opts.log(`result: shard ${shardRecord?.index}/${shardRecord?.total} was assigned no scenario (the selection holds ${shardRecord?.selected}); exit 0 — merge judges the whole`);
    return { report, reportDir, exitCode: 0 };
  }
  if (shard) opts.log('stale expectations are judged by `m1nd-conformance merge`, which sees every shard');
  const decision = decideExit(report, cucumber.exitCode, opts.requireConformant ?? false);
  for (const line of decision.lines) opts.log(line);
  return { report, reportDir, exitCode: decision.exitCode };
}

interface RunReportInputs {
  env: HarnessEnv;
  adapter: Adapter;
  adapterPath: string | undefined;
  expectations: LoadedExpectations | null;
  lane: Provisioning;
  ndjson: string;
  reportDir: string;
  timingDir: string;
  shard: ShardRecord | null;
  selection: ConformanceReport['selection'];
}

function buildRunReport(x: RunReportInputs): ConformanceReport {
  const kit = readKitSuite(KIT_ROOT);
  const commands = writeBundlesFromMessages({ ndjson: x.ndjson, replayDir: join(x.reportDir, 'replay'), adapter: x.adapter, env: pickReplayEnv(x.env.env), cwd: process.cwd() });
  const outcomes = attachImplementationTimes(outcomesFromMessages(x.ndjson), x.ndjson, x.timingDir).map((o) => ({ ...o, replay: commands.get(scenarioKey(o)) ?? o.replay }));
  const report = buildReport({
    implementation: { name: x.adapter.name, version: x.adapter.version, adapter_sha256: adapterDigest(x.adapter, x.adapterPath, x.env), ...(x.adapter.notes ? { notes: x.adapter.notes } : {}) },
    suiteSha256: kit.suiteSha256,
    catalogSha256: kit.catalogSha256,
    lane: x.lane,
    clauses: kit.clauses,
    refusalCodes: kit.refusalCodes,
    outcomes,
    adapter: x.adapter,
    suite: kit.suite,
    expectations: { file: x.expectations?.content ?? null, sha256: x.expectations?.sha256 ?? null, today: isoDay(x.env.now()) },
    selection: x.selection,
  });
  if (!x.shard) return report;
  // A shard sees only part of a clause's scenarios: "stale" (all of them pass) is decided when the shards merge.
  return { ...report, problems: report.problems.filter((p) => p.kind !== 'stale'), shard: x.shard };
}

/** The adapter file's bytes when one was given as is; otherwise the adapter as resolved (the default, or with M1ND_TEST_BINARY). */
function adapterDigest(adapter: Adapter, path: string | undefined, env: HarnessEnv): string {
  const file = path ?? (env.env.M1ND_TEST_ADAPTER || undefined);
  if (file && !env.env.M1ND_TEST_BINARY) return sha256(readFileSync(file));
  return sha256(JSON.stringify(adapter));
}

/**
 * Reports are rebuilt from scratch each run; a folder that already holds something other than a report is
 * refused rather than emptied (a mistyped --report-dir must not delete a user's files).
 */
export function clearReportDir(dir: string): void {
  if (existsSync(dir)) {
    const names = readdirSync(dir);
    if (names.length > 0 && !names.includes('lane.json') && !names.includes('conformance.json')) {
      throw new UsageError(`--report-dir ${dir} already holds files that are not a conformance report (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}); choose a new or empty folder`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const CUCUMBER_CONFIG = join(KIT_ROOT, 'harness', 'run', 'cucumber-config.mjs');

/** The feature paths of the kit's Cucumber configuration: what a run without a selection runs. */
export async function defaultPaths(): Promise<string[]> {
  const config = (await import(pathToFileURL(CUCUMBER_CONFIG).href)) as { DEFAULT_PATHS: string[] };
  return [...config.DEFAULT_PATHS];
}

function cucumberBin(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');
}

function shellWord(word: string): string {
  return /^[\w@:./*=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function definedEnv(env: HarnessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env.env).filter((e): e is [string, string] => e[1] !== undefined));
}
