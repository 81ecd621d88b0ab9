import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import type { Provisioning } from '../lanes/index.js';
import { fallbackIdentity, type ConformanceReport, type ShardRecord } from '../reports/index.js';

export interface ShardReport {
  dir: string;
  report: ConformanceReport & { shard: ShardRecord };
  lane: { adapter: Adapter; provisioning: Provisioning } | null;
}

/** A merge that cannot be made: the shards do not add up to one run of one suite. Exit 1, every fault named. */
export class MergeError extends Error {
  override readonly name = 'MergeError';
}

/** Reads each shard folder's conformance.json (and lane.json); a folder that is not a shard report is named with the fix. */
export function readShards(dirs: readonly string[]): ShardReport[] {
  return dirs.map((d) => {
    const dir = resolve(d);
    const file = join(dir, 'conformance.json');
    if (!existsSync(file)) throw new MergeError(`${d}: no conformance.json; pass the --report-dir of each \`m1nd-conformance run --shard I/N\``);
    let report: ConformanceReport;
    try {
      report = JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport;
    } catch (cause) {
      throw new MergeError(`${file}: not valid JSON (${(cause as Error).message}); rerun that shard`);
    }
    if (report.schema !== 'm1nd-conformance-report-v1') throw new MergeError(`${file}: not a conformance report (schema ${JSON.stringify(report.schema)})`);
    if (!report.shard) throw new MergeError(`${d}: the report of a run without --shard; merge takes the report folders of \`run --shard I/N\` runs, one per shard`);
    const laneFile = join(dir, 'lane.json');
    const lane = existsSync(laneFile) ? (JSON.parse(readFileSync(laneFile, 'utf8')) as ShardReport['lane']) : null;
    return { dir, report: report as ShardReport['report'], lane };
  });
}

/**
 * The shards must be 1/N to N/N of one run: the same N, each index once, the same implementation, suite,
 * catalog, adapter, expectations, selection and durations. Returns them in shard order.
 */
export function checkOneSuite(shards: ShardReport[]): ShardReport[] {
  if (shards.length === 0) throw new MergeError('no shard folder given; pass the report folder of every shard');
  const faults: string[] = [];
  const first = shards[0]!;
  const same = (what: string, of: (s: ShardReport) => unknown): void => {
    const values = new Map<string, string[]>();
    for (const s of shards) {
      const v = JSON.stringify(of(s));
      values.set(v, [...(values.get(v) ?? []), `${s.report.shard.index}/${s.report.shard.total} (${s.dir})`]);
    }
    if (values.size > 1) faults.push(`the shards differ in ${what}: ${[...values.entries()].map(([v, who]) => `${v} in ${who.join(', ')}`).join('; ')}`);
  };
  same('the number of shards N', (s) => s.report.shard.total);
  same('the implementation', (s) => s.report.implementation.name + ' ' + s.report.implementation.version);
  same('the suite digest (features + steps)', (s) => s.report.hashes.suite);
  same('the catalog digest', (s) => s.report.hashes.catalog);
  same('the adapter digest', (s) => s.report.hashes.adapter);
  same('the expectations digest', (s) => s.report.hashes.expectations);
  same('the selection (--area, --tags, FEATURE)', (s) => s.report.selection);
  same('the selected scenarios (count and digest of identities)', (s) => [s.report.shard.selected, s.report.shard.selected_sha256]);
  same('the durations file (sha256) the partition was balanced by', (s) => s.report.shard.durations_sha256);
  const total = first.report.shard.total;
  const byIndex = new Map<number, ShardReport[]>();
  for (const s of shards) byIndex.set(s.report.shard.index, [...(byIndex.get(s.report.shard.index) ?? []), s]);
  for (let i = 1; i <= total; i += 1) {
    const got = byIndex.get(i) ?? [];
    if (got.length === 0) faults.push(`shard ${i}/${total} is missing: pass its report folder too`);
    if (got.length > 1) faults.push(`shard ${i}/${total} is given ${got.length} times (${got.map((s) => s.dir).join(', ')}): pass each shard once`);
  }
  if (faults.length > 0) throw new MergeError(faults.join('\n'));
  return [...shards].sort((a, b) => a.report.shard.index - b.report.shard.index);
}

/** Every selected scenario exactly once across the shards; a missing, duplicated or unselected one is named. */
export function checkExactlyOnce(shards: readonly ShardReport[], expected: readonly string[]): void {
  const ranIn = new Map<string, string[]>();
  for (const s of shards) {
    for (const o of s.report.scenarios) {
      const id = o.id ?? fallbackIdentity(o);
      ranIn.set(id, [...(ranIn.get(id) ?? []), `${s.report.shard.index}/${s.report.shard.total}`]);
    }
  }
  const assignedTo = new Map(shards.flatMap((s) => s.report.shard.assigned.map((id) => [id, `${s.report.shard.index}/${s.report.shard.total}`] as const)));
  const want = new Set(expected);
  const faults: string[] = [];
  for (const id of expected) {
    if (!ranIn.has(id)) faults.push(`missing: ${id} ran in no shard${assignedTo.has(id) ? ` (shard ${assignedTo.get(id)} was assigned it; rerun that shard)` : ' (no shard was assigned it: were the shards run with the same durations file and kit?)'}`);
  }
  for (const [id, where] of ranIn) {
    if (where.length > 1) faults.push(`duplicated: ${id} ran ${where.length} times (shards ${where.join(', ')})`);
    if (!want.has(id)) faults.push(`not selected: ${id} ran in shard ${where.join(', ')} but is not in the selection this kit lists`);
  }
  if (faults.length > 0) throw new MergeError(`the shards do not cover the selection exactly once (${expected.length} scenarios):\n${faults.map((f) => `  ${f}`).join('\n')}`);
}
