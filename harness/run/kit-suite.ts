import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, readFeatureSources, readScenarios, type Catalog, type Clause } from '../catalog/index.js';
import { indexSuite, type SuiteIndex } from '../expectations/index.js';
import { sha256, suiteDigest } from './suite-digest.js';

export interface KitSuite {
  clauses: Clause[];
  refusalCodes: Catalog['refusal_codes'];
  suite: SuiteIndex;
  suiteSha256: string;
  catalogSha256: string;
}

/** The catalog, every scenario of the suite and the digests that name them: what a report is judged against. */
export function readKitSuite(kitRoot: string): KitSuite {
  const catalogPath = join(kitRoot, 'features', 'clauses.yaml');
  const catalog = loadCatalog(catalogPath);
  return {
    clauses: catalog.clauses,
    refusalCodes: catalog.refusal_codes,
    suite: indexSuite(readFeatureSources(join(kitRoot, 'features')).flatMap(readScenarios), catalog.clauses.map((c) => c.id)),
    suiteSha256: suiteDigest(kitRoot),
    catalogSha256: sha256(readFileSync(catalogPath)),
  };
}
