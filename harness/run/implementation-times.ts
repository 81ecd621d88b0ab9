import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readFinishedCases, type ScenarioOutcome } from '../reports/index.js';

/**
 * Joins what the After hooks recorded in the timing folder (pickle id -> seconds an implementation process was
 * alive) to the outcomes, then removes the folder. A scenario with no record started no implementation
 * process (0 s). Without the folder (an older hook), implementation times stay unrecorded (null).
 */
export function attachImplementationTimes(outcomes: ScenarioOutcome[], ndjson: string, timingDir: string): ScenarioOutcome[] {
  if (!existsSync(timingDir)) return outcomes;
  const byPickle = new Map<string, number>();
  for (const name of readdirSync(timingDir).filter((n) => n.endsWith('.ndjson')).sort()) {
    for (const line of readFileSync(join(timingDir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const r = JSON.parse(line) as { pickle: string; implementation_seconds: number };
      byPickle.set(r.pickle, r.implementation_seconds);
    }
  }
  rmSync(timingDir, { recursive: true, force: true });
  const byKey = new Map(readFinishedCases(ndjson).map((c) => [key(c.pickle.uri, c.pickle.location?.line ?? null, c.pickle.name), byPickle.get(c.pickle.id) ?? 0]));
  return outcomes.map((o) => ({ ...o, implementation_seconds: byKey.get(key(o.uri, o.line, o.name)) ?? null }));
}

function key(uri: string, line: number | null, name: string): string {
  return `${uri}:${line ?? ''}:${name}`;
}
