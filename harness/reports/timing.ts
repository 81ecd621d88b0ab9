import type { ScenarioOutcome } from './messages.js';

export const OVERHEAD_DEFINITION =
  'harness overhead of a scenario = its wall time (Cucumber test case start to finish, hooks included) minus the time ' +
  'during which at least one implementation process it started (server, agent CLI, birth, introspection) was alive; ' +
  'an implementation process that sits idle while the harness prepares or checks counts as the implementation\'s, so ' +
  'the figure is a lower bound of the harness\'s own time';

export interface TimedScenario { name: string; uri: string; line: number | null; seconds: number; implementation_seconds: number | null }

export interface RunTiming {
  definition: string;
  /** scenarios with a measured wall time */
  scenarios: number;
  /** sum of the scenarios' wall times */
  scenario_seconds: number;
  /** sum of the implementation's alive time; null when the run did not record it */
  implementation_seconds: number | null;
  /** per scenario: wall time minus implementation time (null when not recorded) */
  harness_overhead: { total_seconds: number; mean_seconds: number; median_seconds: number; max_seconds: number } | null;
  /** the ten slowest scenarios, slowest first */
  slowest: TimedScenario[];
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** The timing section of a report, from the outcomes' wall and implementation times; null when none was measured. */
export function timingOf(outcomes: readonly ScenarioOutcome[]): RunTiming | null {
  const timed = outcomes.filter((o): o is ScenarioOutcome & { seconds: number } => typeof o.seconds === 'number');
  if (timed.length === 0) return null;
  const withImpl = timed.filter((o) => typeof o.implementation_seconds === 'number');
  const overheads = withImpl.map((o) => Math.max(0, o.seconds - (o.implementation_seconds ?? 0))).sort((a, b) => a - b);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  const slowest = [...timed]
    .sort((a, b) => b.seconds - a.seconds || compareText(`${a.uri}:${a.line}`, `${b.uri}:${b.line}`))
    .slice(0, 10)
    .map((o) => ({ name: o.name, uri: o.uri, line: o.line, seconds: o.seconds, implementation_seconds: o.implementation_seconds ?? null }));
  return {
    definition: OVERHEAD_DEFINITION,
    scenarios: timed.length,
    scenario_seconds: round(sum(timed.map((o) => o.seconds))),
    implementation_seconds: withImpl.length > 0 ? round(sum(withImpl.map((o) => o.implementation_seconds ?? 0))) : null,
    harness_overhead: overheads.length > 0
      ? { total_seconds: round(sum(overheads)), mean_seconds: round(sum(overheads) / overheads.length), median_seconds: round(median(overheads)), max_seconds: round(overheads.at(-1) ?? 0) }
      : null,
    slowest,
  };
}

/** The median of sorted numbers (the mean of the middle two for an even count). */
export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Code-unit order: the same on every machine and locale (localeCompare is not). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The lines the summary prints: the ten slowest scenarios and the overhead figure. */
export function timingLines(t: RunTiming | null | undefined): string[] {
  if (!t) return [];
  const lines = [`slowest ${t.slowest.length} scenario${t.slowest.length === 1 ? '' : 's'} (seconds, feature:line, name):`];
  for (const s of t.slowest) lines.push(`  ${s.seconds.toFixed(2).padStart(7)}  ${s.uri}${s.line ? `:${s.line}` : ''}  ${s.name}`);
  const o = t.harness_overhead;
  lines.push(o
    ? `harness overhead per scenario: mean ${o.mean_seconds.toFixed(3)} s, median ${o.median_seconds.toFixed(3)} s, max ${o.max_seconds.toFixed(2)} s (${o.total_seconds.toFixed(1)} s of ${t.scenario_seconds.toFixed(1)} s scenario time; the implementation was alive ${(t.implementation_seconds ?? 0).toFixed(1)} s)`
    : `harness overhead: not recorded (${t.scenario_seconds.toFixed(1)} s scenario time over ${t.scenarios} scenarios)`);
  return lines;
}
