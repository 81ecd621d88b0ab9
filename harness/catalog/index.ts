export { ClauseSchema, CatalogSchema, NORMATIVE_LEVELS, SEAM_NAME, type Clause, type Catalog, type LintProblem } from './catalog-schema.js';
export { loadCatalog, parseCatalog } from './load-catalog.js';
export { lintCatalog, clauseIds, CLAUSE_TAG } from './lint-catalog.js';
export { seamRows, lintSeamRows } from './lint-seam-rows.js';
export { readScenarios, readFeatureSources, type FeatureSource, type ScenarioRef } from './read-scenarios.js';
export { coverUnderClaims, runsUnder, type ClaimsCoverage, type ClauseCoverage } from './claims-coverage.js';
