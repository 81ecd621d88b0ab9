import type { Catalog, LintProblem } from './catalog-schema.js';

/** The source a clause of the kit's own protocol cites instead of a seed file. */
export const KIT_SOURCE = 'kit';

/**
 * The seeds index against the clauses: every listed seed has at least one clause unless it is marked pending (and
 * a pending seed has none, so the mark cannot go stale); every clause and seed-named refusal code cites a listed seed.
 */
export function lintSeeds(catalog: Catalog): LintProblem[] {
  const problems: LintProblem[] = [];
  if (catalog.seeds === undefined) {
    return [{ where: 'catalog', message: 'the catalog has no seeds: index; list every seed file with its scope (seeds: {<file>: {scope: <text>}})' }];
  }
  const listed = new Set(Object.keys(catalog.seeds));
  const cited = new Map<string, number>();
  for (const clause of catalog.clauses) {
    cited.set(clause.seed, (cited.get(clause.seed) ?? 0) + 1);
    // `seed: kit` marks a clause of the kit's own test protocol (the seam registry), which no seed file states.
    if (clause.seed !== KIT_SOURCE && !listed.has(clause.seed)) problems.push({ where: `catalog ${clause.id}`, message: `cites seed ${clause.seed}, which the seeds: index does not list; list it or fix the file name` });
  }
  for (const [code, entry] of Object.entries(catalog.refusal_codes)) {
    if (entry.seed !== undefined && !listed.has(entry.seed)) problems.push({ where: `catalog refusal_codes.${code}`, message: `named by seed ${entry.seed}, which the seeds: index does not list` });
  }
  for (const [seed, entry] of Object.entries(catalog.seeds)) {
    const clauses = cited.get(seed) ?? 0;
    if (entry.pending === undefined && clauses === 0) {
      problems.push({ where: `catalog seeds.${seed}`, message: `no clause cites this seed (${entry.scope}); catalogue its clauses, or mark it pending: <why> until they land` });
    }
    if (entry.pending !== undefined && clauses > 0) {
      problems.push({ where: `catalog seeds.${seed}`, message: `marked pending but ${clauses} clause(s) cite it; drop the pending mark` });
    }
  }
  return problems;
}
