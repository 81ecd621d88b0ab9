import { readFileSync } from 'node:fs';
import { AdapterSchema, loadAdapter, type Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { decideSkip } from './decide-skip.js';
import { probeLane } from './probe-lane.js';
import type { Provisioning } from './provisioning.js';

/** What this run tests (the adapter) and what this lane provides (probed once per run). */
export interface Lane {
  adapter: Adapter;
  provisioning: Provisioning;
}

let cached: Promise<Lane> | null = null;

/**
 * The lane for this run, probed once per process. When the battery runner already probed it, it hands the
 * result over in $M1ND_CONFORMANCE_LANE_FILE so every worker sees the same evidence.
 */
export function loadLane(env: HarnessEnv): Promise<Lane> {
  cached ??= resolveLane(env);
  return cached;
}

async function resolveLane(env: HarnessEnv): Promise<Lane> {
  const file = env.env.M1ND_CONFORMANCE_LANE_FILE;
  if (file) return readLaneFile(file);
  const adapter = loadAdapter(env);
  return { adapter, provisioning: await probeLane(env, adapter) };
}

/** Reads `{adapter, provisioning}` as the runner wrote it; errors name the file and the fix. */
export function readLaneFile(file: string): Lane {
  let json: { adapter?: unknown; provisioning?: unknown };
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as typeof json;
  } catch (cause) {
    throw new Error(`cannot read the lane file ${file} (M1ND_CONFORMANCE_LANE_FILE): ${(cause as Error).message}; unset it to probe the lane here`, { cause });
  }
  const adapter = AdapterSchema.safeParse(json.adapter);
  if (!adapter.success || typeof json.provisioning !== 'object' || json.provisioning === null) {
    throw new Error(`lane file ${file} is not {adapter, provisioning}; unset M1ND_CONFORMANCE_LANE_FILE to probe the lane here`);
  }
  return { adapter: adapter.data, provisioning: json.provisioning as Provisioning };
}

/** The Before hook's line for a skipped scenario; the report writer parses exactly this shape. */
export function skipLine(tags: string[], lane: Lane): string | null {
  const decision = decideSkip(tags, lane.adapter, lane.provisioning);
  return decision ? `skip: ${decision.status}: ${decision.reason}` : null;
}
