import { NORMATIVE_LEVELS, type Catalog, type LintProblem } from './catalog-schema.js';
import { lintSeamRows } from './lint-seam-rows.js';
import { lintSeeds } from './lint-seeds.js';
import { readScenarios, type FeatureSource, type ScenarioRef } from './read-scenarios.js';

export const CLAUSE_TAG = '@clause:';

/** Checks that every scenario proves catalogued clauses and every normative wire clause is proven. */
export function lintCatalog(catalog: Catalog, features: FeatureSource[]): LintProblem[] {
  const scenarios = features.flatMap((f) => readScenarios(f));
  const byId = new Map(catalog.clauses.map((c) => [c.id, c]));
  const proven = new Set<string>();
  const problems: LintProblem[] = [];
  for (const scenario of scenarios) {
    const where = `${scenario.path}:${scenario.line} (${scenario.name})`;
    const ids = clauseIds(scenario);
    if (ids.length === 0) {
      problems.push({ where, message: `scenario has no ${CLAUSE_TAG}<ID> tag; tag it with the clause it proves` });
    }
    for (const id of ids) {
      const clause = byId.get(id);
      if (!clause) {
        problems.push({ where, message: `unknown clause ${id}; add it to the catalog or fix the tag` });
        continue;
      }
      proven.add(id);
      if (clause.platform && !scenario.tags.includes(`@platform:${clause.platform}`)) {
        problems.push({ where, message: `clause ${id} is ${clause.platform}-only; tag the scenario @platform:${clause.platform}` });
      }
    }
  }
  for (const clause of catalog.clauses) {
    if (clause.kind === 'wire' && NORMATIVE_LEVELS.includes(clause.level) && !proven.has(clause.id)) {
      problems.push({
        where: `catalog ${clause.id}`,
        message: `${clause.level} wire clause has no scenario; write one tagged ${CLAUSE_TAG}${clause.id}`,
      });
    }
  }
  problems.push(...lintSeamRows(catalog, features), ...lintRefusalSeeds(catalog), ...(catalog.seeds === undefined ? [] : lintSeeds(catalog)));
  return problems;
}

/** A seed-named refusal code must name one of the seeds the catalog's clauses cite (a misspelt file is caught here). */
export function lintRefusalSeeds(catalog: Catalog): LintProblem[] {
  const seeds = new Set(catalog.clauses.map((c) => c.seed));
  return Object.entries(catalog.refusal_codes)
    .filter(([, entry]) => entry.named_by === 'seed' && !seeds.has(entry.seed ?? ''))
    .map(([code, entry]) => ({ where: `catalog refusal_codes.${code}`, message: `named by seed ${entry.seed ?? ''}, which no clause cites; spell the seed file as the clauses do (${[...seeds].sort().join(', ')})` }));
}

/** The clause ids a scenario names, in tag order. */
export function clauseIds(scenario: Pick<ScenarioRef, 'tags'>): string[] {
  return scenario.tags.filter((t) => t.startsWith(CLAUSE_TAG)).map((t) => t.slice(CLAUSE_TAG.length));
}
