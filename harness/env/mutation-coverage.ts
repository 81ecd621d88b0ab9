import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The variable a mutation sandbox's reference children write their coverage under (scripts/mutation/). */
export const COVERAGE_DIR_VARIABLE = 'M1ND_MUTATION_COVERAGE_DIR';

type Counts = Record<string, number>;
/** The part of Stryker's instrumenter namespace the harness reads and fills. */
interface StrykerNamespace {
  activeMutant?: unknown;
  currentTestId?: string;
  mutantCoverage?: { static: Counts; perTest: Record<string, Counts> };
}

function namespace(): StrykerNamespace | undefined {
  return (globalThis as { __stryker__?: StrykerNamespace }).__stryker__;
}

/**
 * While Stryker measures coverage scenario by scenario (a test id is current, no mutant active), the
 * directory the running scenario's children write their coverage to; null otherwise.
 */
export function coverageDirOfCurrentTest(ns: StrykerNamespace | undefined = namespace()): string | null {
  if (!ns || ns.activeMutant !== undefined || typeof ns.currentTestId !== 'string') return null;
  const id = createHash('sha256').update(ns.currentTestId).digest('hex').slice(0, 16);
  return join(tmpdir(), `m1nd-mutation-coverage-${process.pid}`, id);
}

/** Adds every count of `from` into `into`. */
export function addCounts(into: Counts, from: Counts): void {
  for (const [mutant, n] of Object.entries(from)) into[mutant] = (into[mutant] ?? 0) + (typeof n === 'number' ? n : 0);
}

/**
 * Folds what the current scenario's children covered (their static and per-test counts alike: a child has no
 * test id of its own) into the scenario's coverage, then removes the files. Called after the scenario's
 * processes are stopped; does nothing outside a coverage run.
 */
export function foldChildCoverage(ns: StrykerNamespace | undefined = namespace()): number {
  const dir = coverageDirOfCurrentTest(ns);
  if (!ns || dir === null) return 0;
  let files: string[];
  try {
    files = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return 0;
  }
  const coverage = (ns.mutantCoverage ??= { static: {}, perTest: {} });
  const mine = (coverage.perTest[ns.currentTestId as string] ??= {});
  for (const name of files) {
    try {
      const child = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { static?: Counts; perTest?: Record<string, Counts> };
      addCounts(mine, child.static ?? {});
      for (const counts of Object.values(child.perTest ?? {})) addCounts(mine, counts);
    } catch {
      // A file cut short by a kill is skipped; the scenario is then only run against fewer mutants' worth of proof.
    }
  }
  rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(dirname(dir));
  } catch {
    // Another scenario's children still write beside it.
  }
  return files.length;
}
