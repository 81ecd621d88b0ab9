import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceAdapter } from '../adapter/index.js';
import { lintClaims } from './lint-claims.js';
import { lintCatalog } from './lint-catalog.js';
import { lintSeeds } from './lint-seeds.js';
import { loadCatalog } from './load-catalog.js';
import { readFeatureSources } from './read-scenarios.js';

// Resolved from this file so the lint checks the kit's own features whatever the current directory is.
const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'features');

try {
  const catalog = loadCatalog(join(featuresDir, 'clauses.yaml'));
  const features = readFeatureSources(featuresDir).map((f) => ({ ...f, path: relative(process.cwd(), f.path) }));
  const problems = [
    ...lintCatalog(catalog, features),
    ...(catalog.seeds === undefined ? lintSeeds(catalog) : []),
    // The bundled reference claims only what scenarios prove; so does the example adapter that copies it.
    ...lintClaims('reference (harness/adapter)', referenceAdapter().capabilities, features),
    ...lintClaims('examples/reference.json', (JSON.parse(readFileSync(join(featuresDir, '..', 'examples', 'reference.json'), 'utf8')) as { capabilities: string[] }).capabilities, features),
  ];
  for (const p of problems) console.error(`${p.where}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`clause lint: ${problems.length} problem(s)`);
    process.exitCode = 1;
  } else {
    console.log(`clause lint: ${catalog.clauses.length} clauses, ${features.length} feature files, no problems`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // The cause carries the parser's own position and wording.
  if (error instanceof Error && error.cause instanceof Error) console.error(error.cause.message);
  process.exitCode = 1;
}
