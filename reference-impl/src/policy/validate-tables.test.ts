import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_CATALOG, classifyToolCall, DEFAULT_TABLES, genericGate, possibleFloors, validatePolicyTables, type ActionEntry, type PolicyTables } from './index.js';

function withCatalog(edit: (entries: ActionEntry[]) => ActionEntry[]): PolicyTables {
  return { ...DEFAULT_TABLES, catalog: edit(ACTION_CATALOG.map((e) => ({ ...e, effects: [...e.effects], ingresses: [...e.ingresses] }))) };
}

test('a route to an action the catalog lost is refused at classification, at the gate and by validation', () => {
  const drifted = withCatalog((es) => es.filter((e) => e.action !== 'query.north'));
  const c = classifyToolCall('north', {}, {}, drifted);
  assert.ok('error' in c);
  assert.equal(c.error.kind, 'catalog_action_missing');
  assert.equal(c.error.action, 'query.north');
  const d = genericGate('north', {}, {}, 'mcp', drifted);
  assert.equal(d.admitted, false);
  assert.ok(!d.admitted && d.code === 'policy_route_refused');
  assert.ok(validatePolicyTables(drifted).some((e) => e.kind === 'catalog_action_missing' && e.tool === 'north'));
});

test('an action the catalog does not open to MCP is refused', () => {
  const drifted = withCatalog((es) => es.map((e) => (e.action === 'query.search' ? { ...e, ingresses: ['cli'] } : e)));
  const c = classifyToolCall('search', { query: 'x' }, {}, drifted);
  assert.ok('error' in c);
  assert.equal(c.error.kind, 'catalog_ingress_mismatch');
  assert.equal(genericGate('search', {}, {}, 'rest', drifted).admitted, false);
});

test('an action with no effects is refused', () => {
  const drifted = withCatalog((es) => es.map((e) => (e.action === 'query.health' ? { ...e, effects: [] } : e)));
  const c = classifyToolCall('health', {}, {}, drifted);
  assert.ok('error' in c);
  assert.equal(c.error.kind, 'catalog_invalid');
  assert.ok(validatePolicyTables(drifted).length > 0);
});

test('drift in one branch of a selector tool poisons its floor union, so an unproven fact refuses', () => {
  const drifted = withCatalog((es) => es.filter((e) => e.action !== 'graph.ingest.change_roots'));
  const floors = possibleFloors('ingest', drifted);
  assert.ok(!Array.isArray(floors));
  assert.equal(floors.kind, 'catalog_action_missing');
  const d = genericGate('ingest', { mode: 'merge' }, {}, 'mcp', drifted);
  assert.ok(!d.admitted && d.code === 'policy_route_refused');
});

test('a doubled catalog entry, an unrouted advertised tool and an unadvertised route are all drift', () => {
  const doubled = withCatalog((es) => [...es, { ...es[0]! }]);
  assert.ok(validatePolicyTables(doubled).some((e) => e.kind === 'catalog_invalid' && e.action === ACTION_CATALOG[0]!.action));
  const unrouted: PolicyTables = { ...DEFAULT_TABLES, inventory: [...DEFAULT_TABLES.inventory, 'shadow_tool'] };
  assert.ok(validatePolicyTables(unrouted).some((e) => e.kind === 'unknown_tool' && e.tool === 'shadow_tool'));
  const unadvertised: PolicyTables = { ...DEFAULT_TABLES, inventory: DEFAULT_TABLES.inventory.filter((t) => t !== 'north') };
  assert.ok(validatePolicyTables(unadvertised).some((e) => e.tool === 'north'));
  assert.ok('error' in classifyToolCall('north', {}, {}, unadvertised));
  const twice: PolicyTables = { ...DEFAULT_TABLES, inventory: [...DEFAULT_TABLES.inventory, 'north'] };
  assert.ok(validatePolicyTables(twice).some((e) => e.tool === 'north'));
});

test('a route that picks an action it does not declare is drift', () => {
  const route = { actions: ['query.north'], select: () => ({ action: 'query.search' }) };
  const sneaky: PolicyTables = { ...DEFAULT_TABLES, routes: { ...DEFAULT_TABLES.routes, north: route } };
  const c = classifyToolCall('north', {}, {}, sneaky);
  assert.ok('error' in c);
  assert.equal(c.error.kind, 'catalog_invalid');
});
