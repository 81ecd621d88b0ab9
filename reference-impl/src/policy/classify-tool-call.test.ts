import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyToolCall, possibleFloors, type RouteError, type TrustedFacts } from './index.js';

function actionOf(tool: string, args: unknown, facts: TrustedFacts = {}): string {
  const c = classifyToolCall(tool, args, facts);
  assert.ok('action' in c, `${tool} ${JSON.stringify(args)} should classify, got ${'error' in c ? c.error.detail : ''}`);
  return c.action.action;
}

function errorOf(tool: string, args: unknown, facts: TrustedFacts = {}): RouteError {
  const c = classifyToolCall(tool, args, facts);
  assert.ok('error' in c, `${tool} ${JSON.stringify(args)} should refuse`);
  return c.error;
}

test('ingest: an absent mode is replace at the sovereign floor; refresh comes from parameters alone', () => {
  const replace = classifyToolCall('ingest', { path: '/repo' }, {});
  assert.ok('action' in replace);
  assert.equal(replace.action.action, 'graph.ingest.replace');
  assert.equal(replace.action.floor, 'PositiveSovereign');
  assert.equal(actionOf('ingest', { mode: 'replace' }), 'graph.ingest.replace');
  const refresh = classifyToolCall('ingest', { mode: 'refresh' }, {});
  assert.ok('action' in refresh);
  assert.equal(refresh.action.action, 'graph.ingest.refresh_declared_root');
  assert.equal(refresh.action.floor, 'ScopedGrantA2');
});

test('ingest: a non-empty project_root selects bootstrap whatever mode says', () => {
  for (const mode of [undefined, 'replace', 'refresh', 'merge', 'bogus']) {
    assert.equal(actionOf('ingest', { project_root: '/repo', mode }), 'brain.bootstrap', String(mode));
  }
  assert.equal(actionOf('ingest', { project_root: '   ', mode: 'refresh' }), 'graph.ingest.refresh_declared_root');
  assert.equal(errorOf('ingest', { project_root: 7, mode: 'refresh' }).kind, 'unsupported_selector');
});

test('ingest merge: the trusted fact picks the branch, and its absence refuses', () => {
  assert.equal(actionOf('ingest', { mode: 'merge' }, { ingest_changes_roots: true }), 'graph.ingest.change_roots');
  const merge = classifyToolCall('ingest', { mode: 'merge' }, { ingest_changes_roots: false });
  assert.ok('action' in merge);
  assert.equal(merge.action.action, 'graph.ingest.merge_existing');
  assert.equal(merge.action.floor, 'ScopedGrantA2');
  const missing = errorOf('ingest', { mode: 'merge' });
  assert.equal(missing.kind, 'missing_trusted_fact');
  assert.equal(missing.fact, 'ingest_changes_roots');
});

test('trusted facts never come from user JSON', () => {
  for (const args of [{ mode: 'merge', ingest_changes_roots: false }, { mode: 'merge', ingest_changes_roots: true }, { mode: 'merge', trusted: { ingest_changes_roots: false } }]) {
    assert.equal(errorOf('ingest', args).kind, 'missing_trusted_fact', JSON.stringify(args));
  }
  assert.equal(errorOf('auto_ingest_start', { auto_ingest_changes_roots: false }).kind, 'missing_trusted_fact');
  // A fact that is not a real boolean is not proven either.
  assert.equal(errorOf('ingest', { mode: 'merge' }, { ingest_changes_roots: 'false' as unknown as boolean }).kind, 'missing_trusted_fact');
});

test('unknown or mistyped selectors refuse instead of falling back', () => {
  const cases: [string, unknown][] = [
    ['ingest', { mode: 'bogus' }], ['ingest', { mode: 'REPLACE' }], ['ingest', { mode: 5 }], ['ingest', { mode: null }],
    ['persist', {}], ['persist', { action: 'mystery' }], ['persist', { action: ['status'] }],
    ['xray_apply', { mode: 'bogus' }], ['xray_apply', { mode: true }], ['boot_memory', {}], ['boot_memory', { action: 'wipe' }],
    ['system_blocks_archive', {}], ['candidate_lease', { action: 'steal' }], ['persist', { action: 'constructor' }], ['persist', { action: '__proto__' }],
  ];
  for (const [tool, args] of cases) {
    const e = errorOf(tool, args);
    assert.equal(e.kind, 'unsupported_selector', `${tool} ${JSON.stringify(args)}`);
    assert.match(e.detail, new RegExp(`^tool '${tool}' has unsupported selector `));
  }
  assert.equal(errorOf('persist', {}).observed, '<missing>');
});

test('persist routes by action', () => {
  assert.equal(actionOf('persist', { action: 'status' }), 'store.persist.status');
  assert.equal(actionOf('persist', { action: 'save' }), 'store.persist.save_runtime');
  assert.equal(actionOf('persist', { action: 'checkpoint' }), 'store.persist.checkpoint');
  assert.equal(actionOf('persist', { action: 'load' }), 'store.persist.load_replace');
});

test('dry-run/commit verbs: absent mode is the dry run, commit writes the source tree', () => {
  const dry = classifyToolCall('xray_apply', {}, {});
  assert.ok('action' in dry);
  assert.equal(dry.action.action, 'xray.apply.dry_run');
  assert.deepEqual(dry.action.effects, ['read']);
  const commit = classifyToolCall('xray_apply', { mode: 'commit' }, {});
  assert.ok('action' in commit);
  assert.ok(commit.action.effects.includes('source_filesystem_write'));
  assert.notEqual(commit.action.floor, 'Ordinary');
});

test('boot_memory and auto_ingest_start route by action and by trusted fact', () => {
  assert.equal(actionOf('boot_memory', { action: 'get' }), 'boot_memory.read');
  assert.equal(actionOf('boot_memory', { action: 'set' }), 'boot_memory.set');
  assert.equal(actionOf('boot_memory', { action: 'delete' }), 'boot_memory.delete');
  assert.equal(actionOf('auto_ingest_start', {}, { auto_ingest_changes_roots: true }), 'auto_ingest.change_roots');
  assert.equal(actionOf('auto_ingest_start', {}, { auto_ingest_changes_roots: false }), 'auto_ingest.start_existing_roots');
  assert.equal(errorOf('auto_ingest_start', {}).fact, 'auto_ingest_changes_roots');
});

test('brain_birth is one fixed sovereign action whatever the arguments claim', () => {
  for (const args of [{}, { origin: 'human-ui' }, { origin: 'human-cli', root: '/r' }, { mode: 'refresh' }, null, 'x', [1]]) {
    const c = classifyToolCall('brain_birth', args, { ingest_changes_roots: true });
    assert.ok('action' in c);
    assert.equal(c.action.action, 'brain.bootstrap.birth');
    assert.equal(c.action.floor, 'PositiveSovereign');
  }
});

test('edit_commit writes the source tree at a floor above Ordinary', () => {
  const c = classifyToolCall('edit_commit', {}, {});
  assert.ok('action' in c);
  assert.equal(c.action.action, 'source.edit.commit');
  assert.ok(c.action.effects.includes('source_filesystem_write'));
  assert.ok(c.action.floor === 'ScopedGrantA2' || c.action.floor === 'PositiveSovereign');
  assert.equal(actionOf('edit_preview', {}), 'source.edit.preview');
});

test('possibleFloors lists every reachable floor, weakest first', () => {
  assert.deepEqual(possibleFloors('ingest'), ['ScopedGrantA2', 'PositiveSovereign']);
  assert.deepEqual(possibleFloors('north'), ['Ordinary']);
  assert.deepEqual(possibleFloors('xray_apply'), ['Ordinary', 'ScopedGrantA2']);
  const unknown = possibleFloors('nope');
  assert.ok(!Array.isArray(unknown));
  assert.equal(unknown.kind, 'unknown_tool');
});

test('non-object arguments read as no selectors at all', () => {
  assert.equal(actionOf('ingest', null), 'graph.ingest.replace');
  assert.equal(actionOf('ingest', ['refresh']), 'graph.ingest.replace');
  assert.equal(errorOf('persist', 'status').kind, 'unsupported_selector');
});
