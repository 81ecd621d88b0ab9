import { join } from 'node:path';
import type { ShardRecord } from '../reports/index.js';
import { loadDurations } from './durations.js';
import { identitiesDigest, lineArgs, listScenarios, type ListedScenario, type Selection } from './list-scenarios.js';
import { partition } from './partition.js';
import type { ShardSpec } from './shard-spec.js';

/** The committed durations file every shard reads unless --durations names another. */
export const DEFAULT_DURATIONS = join('harness', 'run', 'durations.json');

export interface ShardPlan {
  /** FILE:LINE... arguments selecting exactly this shard's scenarios (empty when none was assigned) */
  args: string[];
  scenarios: ListedScenario[];
  record: Omit<ShardRecord, 'cucumber_exit_code'>;
}

/** Lists the selection, partitions it by the durations file and keeps the bin of shard I. */
export async function planShard(kitRoot: string, selection: Selection, spec: ShardSpec, durationsPath: string | undefined, defaultPaths: readonly string[]): Promise<ShardPlan> {
  const durations = loadDurations(durationsPath ?? join(kitRoot, DEFAULT_DURATIONS));
  const all = await listScenarios(kitRoot, selection, defaultPaths);
  const ids = all.map((s) => s.id);
  const bin = new Set(partition(ids, durations.seconds, spec.total)[spec.index - 1]);
  const scenarios = all.filter((s) => bin.has(s.id));
  return {
    args: lineArgs(scenarios),
    scenarios,
    record: {
      index: spec.index,
      total: spec.total,
      durations_sha256: durations.sha256,
      selected: all.length,
      selected_sha256: identitiesDigest(ids),
      assigned: scenarios.map((s) => s.id),
    },
  };
}
