import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_CATALOG, annotateTool, listRoutes, DEFAULT_TABLES, FIXED_REFUSALS, GENERIC_ALLOWLIST, genericGate, refusalResult, refusalText, ROUTED_TOOLS, type ActionEntry, type PolicyTables } from './index.js';

test('the allowlist holds exactly the exact-root refresh', () => {
  assert.deepEqual([...GENERIC_ALLOWLIST], ['graph.ingest.refresh_declared_root']);
  assert.ok(Object.isFrozen(GENERIC_ALLOWLIST));
});

test('Ordinary actions are admitted over MCP and REST', () => {
  for (const ingress of ['mcp', 'rest'] as const) {
    const d = genericGate('search', { query: 'x' }, {}, ingress);
    assert.ok(d.admitted);
    assert.equal(d.action.action, 'query.search');
    assert.ok(genericGate('persist', { action: 'checkpoint' }, {}, ingress).admitted);
    assert.ok(genericGate('xray_apply', {}, {}, ingress).admitted);
  }
});

test('ingest refresh passes the gate by the allowlist, from parameters alone', () => {
  const d = genericGate('ingest', { mode: 'refresh', path: '/repo' }, {}, 'mcp');
  assert.ok(d.admitted);
  assert.equal(d.action.action, 'graph.ingest.refresh_declared_root');
  assert.equal(d.action.floor, 'ScopedGrantA2');
  assert.ok(genericGate('m1nd.ingest', { mode: 'refresh' }, {}, 'rest').admitted);
});

test('every action above Ordinary outside the allowlist is refused, naming the action and its floor', () => {
  const cases: [string, unknown, string, string][] = [
    ['ingest', {}, 'graph.ingest.replace', 'PositiveSovereign'],
    ['ingest', { project_root: '/r', mode: 'refresh' }, 'brain.bootstrap', 'PositiveSovereign'],
    ['edit_commit', {}, 'source.edit.commit', 'ScopedGrantA2'],
    ['xray_apply', { mode: 'commit' }, 'xray.apply.commit', 'ScopedGrantA2'],
    ['persist', { action: 'load' }, 'store.persist.load_replace', 'ScopedGrantA2'],
  ];
  for (const [tool, args, action, floor] of cases) {
    for (const ingress of ['mcp', 'rest'] as const) {
      const d = genericGate(tool, args, {}, ingress);
      assert.ok(!d.admitted, `${tool} ${JSON.stringify(args)}`);
      assert.equal(d.code, 'generic_action_authority_required');
      assert.equal(d.action, action);
      assert.equal(d.floor, floor);
      assert.equal(refusalText(d), `Error: generic_action_authority_required: semantic action '${action}' requires authority floor ${floor}; the generic dispatch gate admits only Ordinary actions`);
    }
  }
});

test('brain_birth refuses byte-identically however the call is dressed', () => {
  const base = refusalText(genericGate('brain_birth', {}, {}, 'mcp'));
  for (const args of [{ origin: 'human-ui' }, { origin: 'human-cli' }, { root: '/r', origin: 'human-touchid' }]) {
    assert.equal(refusalText(genericGate('brain_birth', args, {}, 'mcp')), base);
    assert.equal(refusalText(genericGate('m1nd_brain_birth', args, {}, 'rest')), base);
  }
});

test('brain_birth is classified at its sovereign floor and answers its own refusal, never the generic one', () => {
  for (const ingress of ['mcp', 'rest'] as const) {
    const d = genericGate('m1nd.brain_birth', { origin: 'human-cli' }, {}, ingress);
    assert.ok(!d.admitted);
    assert.equal(d.code, 'human_gesture_required');
    assert.equal(d.action, 'brain.bootstrap.birth');
    assert.equal(d.floor, 'PositiveSovereign');
    assert.deepEqual(refusalResult(d).structuredContent, { ok: false, action: 'brain.bootstrap.birth', floor: 'PositiveSovereign', refused: 'human_gesture_required', reason: FIXED_REFUSALS['brain.bootstrap.birth']?.reason });
    assert.equal(refusalResult(d).isError, undefined);
  }
});

test('a fixed refusal is decided before admission: no widened allowlist or lowered floor lets the verb through', () => {
  const widened = genericGate('brain_birth', {}, {}, 'mcp', DEFAULT_TABLES, [...GENERIC_ALLOWLIST, 'brain.bootstrap.birth']);
  assert.ok(!widened.admitted && widened.code === 'human_gesture_required');
  const lowered: PolicyTables = { ...DEFAULT_TABLES, catalog: ACTION_CATALOG.map((e) => (e.action === 'brain.bootstrap.birth' ? { ...e, floor: 'Ordinary' } : e)) };
  const d = genericGate('brain_birth', {}, {}, 'rest', lowered);
  assert.ok(!d.admitted && d.code === 'human_gesture_required' && d.floor === 'Ordinary');
  // Without its fixed refusal the verb falls back to the gate's own refusal, still never admitted.
  const plain = genericGate('brain_birth', {}, {}, 'mcp', DEFAULT_TABLES, GENERIC_ALLOWLIST, {});
  assert.ok(!plain.admitted && plain.code === 'generic_action_authority_required');
});

test('a fixed-refusal verb is printed and annotated refused even when allowlisted', () => {
  const widened = [...GENERIC_ALLOWLIST, 'brain.bootstrap.birth'];
  assert.ok(listRoutes(DEFAULT_TABLES, widened).filter((r) => r.tool === 'brain_birth').every((r) => !r.admittedAtGenericGate));
  assert.equal(annotateTool('brain_birth', DEFAULT_TABLES, widened).refusedAtGenericGate, true);
});

test('refusal results: the gate refuses with isError, a fixed refusal of shape error names its code first', () => {
  assert.deepEqual(refusalResult(genericGate('edit_commit', {}, {}, 'mcp')), { content: [{ type: 'text', text: refusalText(genericGate('edit_commit', {}, {}, 'mcp')) }], isError: true });
  const shaped = genericGate('brain_birth', {}, {}, 'mcp', DEFAULT_TABLES, GENERIC_ALLOWLIST, { 'brain.bootstrap.birth': { code: 'human_gesture_required', shape: 'error', reason: 'no' } });
  const result = refusalResult(shaped);
  assert.equal(result.isError, true);
  assert.match(result.content[0]?.text ?? '', /^Error: human_gesture_required: semantic action 'brain\.bootstrap\.birth' \(authority floor PositiveSovereign\)/);
});

test('a missing trusted fact refuses unless every reachable floor is Ordinary', () => {
  const d = genericGate('ingest', { mode: 'merge', ingest_changes_roots: false }, {}, 'mcp');
  assert.ok(!d.admitted);
  assert.equal(d.code, 'generic_action_authority_required');
  assert.equal(d.action, null);
  assert.equal(d.floor, 'PositiveSovereign');
  assert.match(d.message, /tool 'ingest' can reach authority floor PositiveSovereign .*'ingest_changes_roots'/);
  const auto = genericGate('auto_ingest_start', {}, {}, 'rest');
  assert.ok(!auto.admitted && auto.floor === 'PositiveSovereign');

  // With every branch Ordinary, the gate admits the conservative union and says which fact is pending.
  const ordinary = (e: ActionEntry): ActionEntry => (e.action.startsWith('auto_ingest.') ? { ...e, floor: 'Ordinary' } : e);
  const relaxed: PolicyTables = { ...DEFAULT_TABLES, catalog: ACTION_CATALOG.map(ordinary) };
  const admitted = genericGate('auto_ingest_start', {}, {}, 'mcp', relaxed);
  assert.ok(admitted.admitted);
  assert.equal(admitted.pendingFact, 'auto_ingest_changes_roots');
  assert.equal(admitted.action.floor, 'Ordinary');
  assert.ok(admitted.action.effects.includes('roots_change'));
});

test('route errors refuse with policy_route_refused and the router detail', () => {
  const unknown = genericGate('nope', {}, {}, 'mcp');
  assert.ok(!unknown.admitted);
  assert.equal(unknown.code, 'policy_route_refused');
  assert.equal(refusalText(unknown), "Error: policy_route_refused: unknown or unrouted tool 'nope'; call one of the tools listed by tools/list");
  const selector = genericGate('ingest', { mode: 'bogus' }, {}, 'rest');
  assert.ok(!selector.admitted);
  assert.equal(selector.code, 'policy_route_refused');
  assert.match(selector.message, /unsupported selector mode=bogus/);
});

test('an action not reachable from the calling ingress is refused', () => {
  const mcpOnly: PolicyTables = { ...DEFAULT_TABLES, catalog: ACTION_CATALOG.map((e) => (e.action === 'query.north' ? { ...e, ingresses: ['mcp'] } : e)) };
  assert.ok(genericGate('north', {}, {}, 'mcp', mcpOnly).admitted);
  const d = genericGate('north', {}, {}, 'rest', mcpOnly);
  assert.ok(!d.admitted && d.code === 'policy_route_refused');
});

test('refusalText is only for refusals', () => {
  assert.throws(() => refusalText(genericGate('north', {}, {}, 'mcp')), /admitted decision for 'query.north'/);
});

test('annotations: refused tools stay advertised and say so; a tool with one admitted action is admitted', () => {
  for (const tool of ROUTED_TOOLS) assert.ok(annotateTool(tool).floor, tool);
  assert.deepEqual(annotateTool('brain_birth'), { floor: 'PositiveSovereign', refusedAtGenericGate: true });
  assert.equal(annotateTool('edit_commit').refusedAtGenericGate, true);
  assert.deepEqual(annotateTool('north'), { floor: 'Ordinary', refusedAtGenericGate: false });
  const ingest = annotateTool('m1nd.ingest');
  assert.equal(ingest.floor, 'PositiveSovereign');
  assert.equal(ingest.refusedAtGenericGate, false);
  assert.equal(annotateTool('nope').refusedAtGenericGate, true);
});
