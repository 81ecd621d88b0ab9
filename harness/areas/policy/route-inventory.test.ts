import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRouteLines, printedVerdict } from './route-inventory.js';
import type { RoutingCall } from './routing-table.js';

test('route lines parse into tool, action, floor and decision, and malformed ones are named', () => {
  assert.deepEqual(parseRouteLines(['ingest\tgraph.ingest.replace\tPositiveSovereign\trefused']), [
    { tool: 'ingest', action: 'graph.ingest.replace', floor: 'PositiveSovereign', admitted: false },
  ]);
  assert.throws(() => parseRouteLines(['health\tquery.health\tOrdinary']), /line 1 is not tool<TAB>action<TAB>floor<TAB>admitted\|refused/);
  assert.throws(() => parseRouteLines(['a\tb\tc\tmaybe']), /line 1/);
});

test('a printed route is read as the routing table reads the call', () => {
  const routes = parseRouteLines([
    'ingest\tgraph.ingest.replace\tPositiveSovereign\trefused',
    'ingest\tgraph.ingest.refresh_declared_root\tScopedGrantA2\tadmitted',
    'ingest\tgraph.ingest.change_roots\tPositiveSovereign\trefused',
    'ingest\tgraph.ingest.merge_existing\tScopedGrantA2\trefused',
    'north\tquery.north\tOrdinary\tadmitted',
    'persist\tstore.persist.load_replace\tScopedGrantA2\tadmitted',
  ]);
  const allow = ['graph.ingest.refresh_declared_root'];
  const call = (over: Partial<RoutingCall>): RoutingCall => ({ tool: 'ingest', arguments: {}, floor: 'PositiveSovereign', ...over });
  assert.equal(printedVerdict(routes, call({ action: 'graph.ingest.replace' }), allow), 'refused');
  assert.equal(printedVerdict(routes, call({ action: 'graph.ingest.replace', floor: 'ScopedGrantA2' }), allow), 'admitted');
  assert.equal(printedVerdict(routes, call({ action: 'graph.ingest.refresh_declared_root', floor: 'ScopedGrantA2' }), allow), 'admitted');
  assert.equal(printedVerdict(routes, call({ waits_on: 'ingest_changes_roots', actions: ['graph.ingest.merge_existing', 'graph.ingest.change_roots'] }), allow), 'refused');
  assert.equal(printedVerdict(routes, call({ tool: 'north', action: 'query.read', floor: 'Ordinary' }), allow), 'admitted');
  assert.equal(printedVerdict(routes, call({ tool: 'persist', action: 'store.persist.load_replace', floor: 'ScopedGrantA2' }), allow), 'admitted');
  assert.equal(printedVerdict(routes, call({ tool: 'edit_commit', action: 'source.edit.commit', floor: 'ScopedGrantA2' }), allow), 'not printed');
});
