// How much to fuzz and from which seed: M1ND_FUZZ_RUNS and M1ND_FUZZ_SEED, else a small run from a fresh
// seed. The seed is always reported, so any failure replays with the same inputs.
import { randomInt } from 'node:crypto';

export interface FuzzPlan {
  seed: number;
  runs: number;
}

export const DEFAULT_FUZZ_RUNS = 150;
const MAX_RUNS = 1_000_000;

export function fuzzPlan(env: Record<string, string | undefined>, defaultRuns = DEFAULT_FUZZ_RUNS): FuzzPlan {
  const seed = env.M1ND_FUZZ_SEED === undefined || env.M1ND_FUZZ_SEED === '' ? randomInt(2 ** 31 - 1) : parseWhole(env.M1ND_FUZZ_SEED, 'M1ND_FUZZ_SEED', 2 ** 31 - 1);
  const runs = env.M1ND_FUZZ_RUNS === undefined || env.M1ND_FUZZ_RUNS === '' ? defaultRuns : parseWhole(env.M1ND_FUZZ_RUNS, 'M1ND_FUZZ_RUNS', MAX_RUNS);
  return { seed, runs };
}

/** Names the plan for a log line or a failure: the one environment that replays it. */
export function replayHint(plan: FuzzPlan): string {
  return `M1ND_FUZZ_SEED=${plan.seed} M1ND_FUZZ_RUNS=${plan.runs}`;
}

function parseWhole(text: string, name: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) > max) throw new Error(`${name}=${JSON.stringify(text)} is not a whole number from 0 to ${max}; unset it or give one`);
  return Number(text);
}
