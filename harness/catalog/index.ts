export { ClauseSchema, CatalogSchema, NORMATIVE_LEVELS, type Clause, type Catalog } from './catalog-schema.js';
export { loadCatalog, parseCatalog } from './load-catalog.js';
export { lintCatalog, clauseIds, CLAUSE_TAG, type LintProblem } from './lint-catalog.js';
export { readScenarios, readFeatureSources, type FeatureSource, type ScenarioRef } from './read-scenarios.js';
