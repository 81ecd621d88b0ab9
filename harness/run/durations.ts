import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareText, outcomesFromMessages, type ScenarioOutcome } from '../reports/index.js';
import { UsageError } from './select-features.js';

export const DURATIONS_SCHEMA = 'm1nd-durations-v1';

export interface Durations {
  file: string;
  sha256: string;
  /** identity -> seconds */
  seconds: Map<string, number>;
}

/** Reads a durations file; an unreadable or malformed one is a usage error naming it and the fix. */
export function loadDurations(file: string): Durations {
  const fix = 'pass a file written by `m1nd-conformance durations REPORT_DIR --out FILE` with --durations, or omit --durations for the committed harness/run/durations.json';
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (cause) {
    throw new UsageError(`--durations ${file}: cannot read it (${(cause as Error).message}); ${fix}`);
  }
  let json: { schema?: unknown; scenarios?: unknown };
  try {
    json = JSON.parse(bytes.toString('utf8')) as typeof json;
  } catch (cause) {
    throw new UsageError(`--durations ${file}: not valid JSON (${(cause as Error).message}); ${fix}`);
  }
  const entries = json.schema === DURATIONS_SCHEMA && typeof json.scenarios === 'object' && json.scenarios !== null ? Object.entries(json.scenarios) : null;
  const bad = entries?.find(([, v]) => typeof v !== 'number' || !Number.isFinite(v) || v < 0);
  if (!entries || bad) {
    throw new UsageError(`--durations ${file}: expected {"schema": "${DURATIONS_SCHEMA}", "scenarios": {identity: seconds ≥ 0}}${bad ? `; "${bad[0]}" has ${JSON.stringify(bad[1])}` : ''}; ${fix}`);
  }
  return { file, sha256: createHash('sha256').update(bytes).digest('hex'), seconds: new Map(entries as [string, number][]) };
}

/**
 * The durations file's text from finished runs: each source is a report folder or its conformance.json or
 * messages.ndjson; a scenario timed by several sources (shards of one run, or reruns) keeps the longest.
 */
export function durationsFromRuns(sources: readonly string[]): { text: string; scenarios: number } {
  const seconds = new Map<string, number>();
  for (const source of sources) {
    for (const o of timedOutcomes(source)) seconds.set(o.id, Math.max(seconds.get(o.id) ?? 0, Math.round(o.seconds * 100) / 100));
  }
  if (seconds.size === 0) throw new UsageError(`no timed scenario in ${sources.join(', ')}; give report folders of runs made with this kit`);
  const scenarios = Object.fromEntries([...seconds.entries()].sort(([a], [b]) => compareText(a, b)));
  return { text: `${JSON.stringify({ schema: DURATIONS_SCHEMA, scenarios }, null, 1)}\n`, scenarios: seconds.size };
}

function timedOutcomes(source: string): { id: string; seconds: number }[] {
  const isDir = existsSync(source) && statSync(source).isDirectory();
  const candidates = isDir ? [join(source, 'conformance.json'), join(source, 'messages.ndjson')] : [source];
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const outcomes: ScenarioOutcome[] = file.endsWith('.ndjson') ? outcomesFromMessages(text) : ((JSON.parse(text) as { scenarios?: ScenarioOutcome[] }).scenarios ?? []);
    const timed = outcomes.filter((o): o is ScenarioOutcome & { id: string; seconds: number } => typeof o.id === 'string' && typeof o.seconds === 'number');
    if (timed.length > 0) return timed;
  }
  throw new UsageError(`${source}: no conformance.json or messages.ndjson with timed scenarios; give a report folder a run of this kit wrote`);
}
