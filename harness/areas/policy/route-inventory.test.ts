import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRouteLines } from './route-inventory.js';

test('route lines parse into tool, action, floor and decision, and malformed ones are named', () => {
  assert.deepEqual(parseRouteLines(['ingest\tgraph.ingest.replace\tPositiveSovereign\trefused']), [
    { tool: 'ingest', action: 'graph.ingest.replace', floor: 'PositiveSovereign', admitted: false },
  ]);
  assert.throws(() => parseRouteLines(['health\tquery.health\tOrdinary']), /line 1 is not tool<TAB>action<TAB>floor<TAB>admitted\|refused/);
  assert.throws(() => parseRouteLines(['a\tb\tc\tmaybe']), /line 1/);
});
