import { join } from 'node:path';
import { KIT_ROOT } from '../../adapter/index.js';
import { loadCatalog, readFeatureSources } from '../../catalog/index.js';
import { runIntrospection, type Scenario } from '../../scenario/index.js';

const CATALOG = join(KIT_ROOT, 'features', 'clauses.yaml');

// Seams on a path that writes durable state: each needs a kill -9 row in some crash outline.
const CRASH_SEAM = /^(bootstrap|ingest|checkpoint|refresh|birth)\./;

/** `--list-seams` names exactly the catalogue's seam registry, and every crash-relevant seam has a crash row. */
export async function expectSeamRegistryCurrent(s: Scenario): Promise<void> {
  await s.prepareHome();
  // The agent CLI's seams (`agent.*`) are listed by the CLI itself; everything else by the server.
  const withCli = s.lane.adapter.cli !== undefined && s.lane.adapter.capabilities.includes('agent-cli');
  const printed = new Set([...(await runIntrospection(s, '--list-seams')), ...(withCli ? await runIntrospection(s, '--list-seams', 'cli') : [])]);
  const registry = new Set(Object.keys(loadCatalog(CATALOG).seams ?? {}).filter((n) => withCli || !n.startsWith('agent.')));
  const missing = [...printed].filter((n) => !registry.has(n));
  const stale = [...registry].filter((n) => !printed.has(n));
  const features = readFeatureSources(join(KIT_ROOT, 'features')).map((f) => f.text).join('\n');
  const uncovered = [...registry].filter((n) => CRASH_SEAM.test(n) && !new RegExp(`\\|\\s*${n.replace(/\./g, '\\.')}\\s*\\|`).test(features));
  if (missing.length + stale.length + uncovered.length > 0) {
    throw new Error(`the seam registry in ${CATALOG} drifted: printed by --list-seams but not catalogued [${missing.join(', ')}]; catalogued but not printed [${stale.join(', ')}]; bootstrap/ingest/checkpoint/refresh/birth seams without a crash Examples row [${uncovered.join(', ')}]`);
  }
}
