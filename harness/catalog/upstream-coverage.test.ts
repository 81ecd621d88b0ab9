import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { KIT_ROOT } from '../adapter/index.js';
import { coverUnderClaims } from './claims-coverage.js';
import { loadCatalog } from './load-catalog.js';
import { readFeatureSources, readScenarios } from './read-scenarios.js';

// The kit's promise to implementers: under the claims the upstream example adapter makes (no seams, no snapshot
// layout, no introspection), every MUST wire clause is judged by some scenario, or the catalog says which
// capability alone can observe it and why.
test('under the upstream example claims no MUST wire clause is left without a runnable scenario or a reason', () => {
  const catalog = loadCatalog(join(KIT_ROOT, 'features', 'clauses.yaml'));
  const scenarios = readFeatureSources(join(KIT_ROOT, 'features')).flatMap(readScenarios);
  const adapter = JSON.parse(readFileSync(join(KIT_ROOT, 'examples', 'upstream-m1nd-mcp.json'), 'utf8')) as { capabilities: string[] };
  const coverage = coverUnderClaims(catalog, scenarios, adapter.capabilities);
  assert.deepEqual(coverage.mustWireWithout, []);
  for (const id of coverage.mustWireUnobservable) {
    const clause = catalog.clauses.find((c) => c.id === id);
    assert.ok(clause?.observable_reason && clause.observable_reason.length > 20, `${id} names a capability without saying why`);
  }
});
