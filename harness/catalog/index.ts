export { ClauseSchema, CatalogSchema, NORMATIVE_LEVELS, SEAM_NAME, REFUSAL_NAMERS, RefusalCodeSchema, type Clause, type Catalog, type LintProblem, type RefusalCode, type RefusalNamer } from './catalog-schema.js';
export { loadCatalog, parseCatalog } from './load-catalog.js';
export { lintCatalog, lintRefusalSeeds, clauseIds, CLAUSE_TAG } from './lint-catalog.js';
export { seamRows, lintSeamRows } from './lint-seam-rows.js';
export { readScenarios, readFeatureSources, type FeatureSource, type ScenarioRef } from './read-scenarios.js';
export { coverUnderClaims, runsUnder, type ClaimsCoverage, type ClauseCoverage } from './claims-coverage.js';
