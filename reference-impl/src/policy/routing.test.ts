import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_CATALOG, classifyToolCall, possibleActions, possibleFloors, ROUTED_TOOLS, validatePolicyTables, type TrustedFacts } from './index.js';

const SELECTOR_VALUES = ['replace', 'refresh', 'merge', 'dry_run', 'commit', 'status', 'save', 'checkpoint', 'load', 'get', 'list', 'set', 'delete', 'archive', 'restore', 'acquire', 'release'];
const ARG_SETS: unknown[] = [{}, { project_root: '/repo' }, ...SELECTOR_VALUES.flatMap((v) => [{ mode: v }, { action: v }])];
const FACT_SETS: TrustedFacts[] = [{}, { ingest_changes_roots: true, auto_ingest_changes_roots: true }, { ingest_changes_roots: false, auto_ingest_changes_roots: false }];

/** Every action a tool actually reaches over a broad sweep of argument and fact combinations. */
function reachedActions(tool: string): Set<string> {
  const reached = new Set<string>();
  for (const args of ARG_SETS) {
    for (const facts of FACT_SETS) {
      const c = classifyToolCall(tool, args, facts);
      if ('action' in c) reached.add(c.action.action);
    }
  }
  return reached;
}

test('the routing inventory has no duplicates and holds the advertised core surface', () => {
  assert.equal(new Set(ROUTED_TOOLS).size, ROUTED_TOOLS.length);
  const core = ['health', 'search', 'seek', 'north', 'am_i_stale', 'ingest', 'persist', 'help', 'session_handshake', 'brain_birth', 'edit_commit', 'edit_preview', 'activate', 'impact', 'why', 'missing', 'glob', 'view', 'trace', 'drift', 'boot_memory', 'memorize', 'auto_ingest_start', 'auto_ingest_status', 'auto_ingest_stop', 'system_blocks_snapshot', 'xray_apply'];
  for (const tool of core) assert.ok(ROUTED_TOOLS.includes(tool), `${tool} is advertised`);
});

test('every advertised tool classifies with some argument set, and reaches exactly its possible actions', () => {
  for (const tool of ROUTED_TOOLS) {
    const declared = possibleActions(tool);
    assert.ok(declared && declared.length > 0, `${tool} has a route`);
    assert.deepEqual([...reachedActions(tool)].sort(), [...declared].sort(), `${tool} reaches what it declares`);
  }
});

test('every possible route exists in the catalog, is MCP-reachable and has effects', () => {
  for (const tool of ROUTED_TOOLS) {
    for (const action of possibleActions(tool) ?? []) {
      const entries = ACTION_CATALOG.filter((e) => e.action === action);
      assert.equal(entries.length, 1, `${tool} routes to ${action}, present once`);
      assert.ok(entries[0]!.ingresses.includes('mcp'), `${action} is reachable from mcp`);
      assert.ok(entries[0]!.effects.length > 0, `${action} has effects`);
    }
    assert.ok(Array.isArray(possibleFloors(tool)), `${tool} floors resolve`);
  }
  assert.deepEqual(validatePolicyTables(), []);
});

test('reads route to query actions at the Ordinary floor', () => {
  for (const tool of ['health', 'search', 'seek', 'north', 'am_i_stale', 'help', 'activate', 'impact', 'why', 'missing', 'glob', 'view', 'trace', 'drift', 'auto_ingest_status', 'system_blocks_snapshot']) {
    const c = classifyToolCall(tool, {}, {});
    assert.ok('action' in c, tool);
    assert.equal(c.action.action, `query.${tool}`);
    assert.equal(c.action.floor, 'Ordinary');
    assert.deepEqual(c.action.effects, ['read']);
  }
});

test('m1nd. and m1nd_ prefixes route exactly like the bare name', () => {
  const calls: [string, unknown, TrustedFacts][] = [['north', {}, {}], ['ingest', {}, {}], ['ingest', { mode: 'refresh' }, {}], ['ingest', { mode: 'merge' }, {}], ['persist', { action: 'load' }, {}], ['persist', {}, {}], ['xray_apply', { mode: 'commit' }, {}], ['brain_birth', { origin: 'human-ui' }, {}]];
  for (const [tool, args, facts] of calls) {
    const bare = classifyToolCall(tool, args, facts);
    assert.deepEqual(classifyToolCall(`m1nd.${tool}`, args, facts), bare, `m1nd.${tool}`);
    assert.deepEqual(classifyToolCall(`m1nd_${tool}`, args, facts), bare, `m1nd_${tool}`);
    assert.deepEqual(possibleActions(`m1nd.${tool}`), possibleActions(tool));
    assert.deepEqual(possibleFloors(`m1nd_${tool}`), possibleFloors(tool));
  }
});

test('unknown tools, doubled prefixes and prototype names are unknown, not routed', () => {
  for (const tool of ['nope', 'm1nd.m1nd.north', 'M1ND.north', '__proto__', 'constructor', 'toString', '']) {
    const c = classifyToolCall(tool, {}, {});
    assert.ok('error' in c, tool);
    assert.equal(c.error.kind, 'unknown_tool');
    assert.equal(possibleActions(tool), null);
  }
});
