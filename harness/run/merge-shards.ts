import { writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { HarnessEnv } from '../env/index.js';
import { isoDay, loadExpectations } from '../expectations/index.js';
import { buildReport, mergeLanes, summaryLines, type ConformanceReport, type ReportedScenario, type ScenarioOutcome } from '../reports/index.js';
import { decideExit } from './decide-exit.js';
import { readKitSuite } from './kit-suite.js';
import { identitiesDigest, listScenarios } from './list-scenarios.js';
import { mergeJunit } from './merge-junit.js';
import { checkExactlyOnce, checkOneSuite, MergeError, readShards, type ShardReport } from './read-shards.js';
import { clearReportDir, KIT_ROOT } from './run-battery.js';
import { UsageError } from './select-features.js';
import { writeConformance } from './write-reports.js';

export interface MergeOptions {
  dirs: string[];
  reportDir: string;
  /** the expectations file the shards ran with (its digest must match theirs) */
  expectationsPath?: string;
  requireConformant?: boolean;
  log: (line: string) => void;
  /** the feature paths a run without a selection uses (the kit's cucumber configuration) */
  defaultPaths: readonly string[];
}

/**
 * Merges shard reports into the report one run of the whole selection would give: checks the shards are 1/N
 * to N/N of one suite and cover the selection exactly once, then judges the union with the same report code
 * (expectations included, so "stale" sees every shard) and writes conformance.json/.md, junit.xml and lane.json.
 */
export async function mergeShards(opts: MergeOptions, env: HarnessEnv): Promise<{ report: ConformanceReport; exitCode: number }> {
  const reportDir = resolve(opts.reportDir);
  const shards = checkOneSuite(readShards(opts.dirs));
  for (const s of shards) {
    if (reportDir === s.dir || reportDir.startsWith(`${s.dir}${sep}`) || s.dir.startsWith(`${reportDir}${sep}`)) {
      throw new UsageError(`--report-dir ${opts.reportDir} overlaps the shard folder ${s.dir}; write the merged report to a folder of its own`);
    }
  }
  const head = shards[0]!.report;
  const kit = readKitSuite(KIT_ROOT);
  if (kit.suiteSha256 !== head.hashes.suite || kit.catalogSha256 !== head.hashes.catalog) {
    throw new MergeError(`the shards ran suite ${head.hashes.suite.slice(0, 12)} / catalog ${head.hashes.catalog.slice(0, 12)} but this kit is ${kit.suiteSha256.slice(0, 12)} / ${kit.catalogSha256.slice(0, 12)}: merge with the kit revision the shards ran`);
  }
  const listed = await listScenarios(KIT_ROOT, { paths: head.selection.paths, tags: head.selection.tags }, opts.defaultPaths);
  const expected = listed.map((s) => s.id);
  if (identitiesDigest(expected) !== head.shard.selected_sha256) {
    throw new MergeError(`this kit lists ${expected.length} scenarios for the selection, the shards partitioned ${head.shard.selected}: merge with the kit revision the shards ran`);
  }
  checkExactlyOnce(shards, expected);
  const expectations = expectationsFor(head, opts.expectationsPath);
  const report = buildReport({
    implementation: head.implementation,
    suiteSha256: head.hashes.suite,
    catalogSha256: head.hashes.catalog,
    lane: mergeLanes(shards.map((s) => ({ shard: `${s.report.shard.index}/${s.report.shard.total}`, provisioning: s.report.lane }))),
    clauses: kit.clauses,
    refusalCodes: kit.refusalCodes,
    // Each shard already checked its skips against its own lane; what it found stays a harness error here.
    outcomes: shards.flatMap((s) => s.report.scenarios.map(unjudged)),
    suite: kit.suite,
    expectations: { file: expectations?.content ?? null, sha256: expectations?.sha256 ?? null, today: isoDay(env.now()) },
    selection: head.selection,
  });
  const merged: ConformanceReport = {
    ...report,
    problems: [...report.problems, ...shards.flatMap((s) => s.report.problems.filter((p) => p.kind === 'harness-error'))],
    merged_from: shards.map((s) => ({ dir: s.dir, index: s.report.shard.index, total: s.report.shard.total, scenarios: s.report.scenarios.length })),
  };
  clearReportDir(reportDir);
  writeConformance(reportDir, merged);
  writeFileSync(join(reportDir, 'junit.xml'), mergeJunit(shards.map((s) => join(s.dir, 'junit.xml'))));
  writeFileSync(join(reportDir, 'lane.json'), `${JSON.stringify(laneRecord(shards, merged), null, 2)}\n`);
  opts.log(`merged ${shards.length} shards: ${merged.totals.scenarios} scenarios, each of the ${expected.length} selected exactly once`);
  for (const line of summaryLines(merged)) opts.log(line);
  opts.log(`reports: ${relative(process.cwd(), reportDir) || '.'}/ (conformance.md, conformance.json, junit.xml, lane.json; Cucumber HTML, messages and replay bundles stay in the shard folders)`);
  const cucumberExit = shards.map((s) => s.report.shard.cucumber_exit_code).find((c) => c !== null && c !== 0) ?? 0;
  const decision = decideExit(merged, cucumberExit, opts.requireConformant ?? false);
  for (const line of decision.lines) opts.log(line);
  return { report: merged, exitCode: decision.exitCode };
}

/** A shard's reported scenario as its run saw it before expectations were applied (merge applies them to the whole). */
function unjudged(s: ReportedScenario): ScenarioOutcome {
  const { expectation, ...outcome } = s;
  return { ...outcome, status: s.status === 'expected-fail' && expectation !== null ? 'failed' : s.status };
}

function expectationsFor(head: ShardReport['report'], path: string | undefined) {
  const want = head.hashes.expectations;
  if (want === null) {
    if (path) throw new UsageError(`--expectations ${path}: the shards ran without an expectations file; merge without it, or rerun the shards with it`);
    return null;
  }
  if (!path) throw new UsageError(`the shards ran with an expectations file (sha256 ${want.slice(0, 12)}); pass the same file with --expectations FILE`);
  const loaded = loadExpectations(resolve(path));
  if (loaded.sha256 !== want) throw new UsageError(`--expectations ${path}: sha256 ${loaded.sha256.slice(0, 12)} is not the file the shards ran with (${want.slice(0, 12)}); pass that file`);
  return loaded;
}

function laneRecord(shards: readonly ShardReport[], merged: ConformanceReport) {
  return {
    adapter: shards[0]!.lane?.adapter ?? null,
    provisioning: merged.lane,
    shards: shards.map((s) => ({ index: s.report.shard.index, dir: s.dir, provisioning: s.report.lane })),
  };
}
