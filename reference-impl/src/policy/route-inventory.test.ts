import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffToolInventory, formatRoutes, listRoutes, ROUTED_TOOLS } from './index.js';

test('an advertised list equal to the inventory is parity, prefixes included', () => {
  assert.deepEqual(diffToolInventory(ROUTED_TOOLS), { unrouted: [], unadvertised: [], duplicated: [] });
  assert.deepEqual(diffToolInventory(ROUTED_TOOLS.map((t) => `m1nd_${t}`)), { unrouted: [], unadvertised: [], duplicated: [] });
});

test('one unrouted tool, one missing tool or one repeat breaks parity', () => {
  assert.deepEqual(diffToolInventory([...ROUTED_TOOLS, 'shadow_write']).unrouted, ['shadow_write']);
  assert.deepEqual(diffToolInventory(ROUTED_TOOLS.filter((t) => t !== 'brain_birth')).unadvertised, ['brain_birth']);
  assert.deepEqual(diffToolInventory([...ROUTED_TOOLS, 'm1nd.north']).duplicated, ['north']);
});

test('the route listing covers every tool and marks the gate outcome', () => {
  const rows = listRoutes();
  assert.deepEqual([...new Set(rows.map((r) => r.tool))], [...ROUTED_TOOLS]);
  assert.ok(rows.every((r) => !r.action.startsWith('!')));
  const refresh = rows.find((r) => r.action === 'graph.ingest.refresh_declared_root');
  assert.equal(refresh?.admittedAtGenericGate, true);
  assert.equal(rows.find((r) => r.action === 'graph.ingest.replace')?.admittedAtGenericGate, false);
  const text = formatRoutes(rows);
  assert.ok(text.includes('brain_birth\tbrain.bootstrap.birth\tPositiveSovereign\trefused\n'));
  assert.ok(text.includes('north\tquery.north\tOrdinary\tadmitted\n'));
  assert.equal(text.split('\n').length - 1, rows.length);
});
